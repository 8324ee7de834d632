import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { loginThrottles, outbox, sessions, users } from '../../server/db/schema';
import { createLogger } from '../../server/logging';
import { startSweeper, sweepExpired, SWEEP_EVERY_MS, SWEEP_RESTART_MS, type Timers } from '../../server/sweep';
import { createWorld, PLANNER } from '../fixtures/world';
import { loginAs } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Expired sessions and the limits' counters nobody needs any more are deleted by a sweep every
 * server runs every 10 minutes (which also empties message bodies older versions left in the outbox, item 6). Times
 * are set in the past in the database; the sweep is called, or driven by a fake clock, never waited for.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await createWorld(server.db);
});
afterAll(() => server?.close());

/** Counters as the limits leave them: key, start of window (or last failure) so long ago, lock ending in so long. */
const COUNTERS: { key: string; ago: string; lockedFor?: string; swept: boolean }[] = [
  { key: 'ip:203.0.113.1', ago: '15 minutes 1 second', swept: true },
  { key: 'ip:203.0.113.2', ago: '14 minutes', swept: false },
  { key: 'account:old@example.org', ago: '24 hours 1 second', swept: true },
  { key: 'account:recent@example.org', ago: '23 hours', swept: false },
  { key: 'account:locked@example.org', ago: '2 days', lockedFor: '5 minutes', swept: false },
  { key: 'password:41', ago: '25 hours', swept: true },
  { key: 'signup-ip:203.0.113.3', ago: '16 minutes', swept: true },
  { key: 'invite-ip:203.0.113.3', ago: '16 minutes', swept: true },
  { key: 'reset-request-ip:203.0.113.3', ago: '16 minutes', swept: true },
  { key: 'reset-ip:203.0.113.3', ago: '10 minutes', swept: false },
  { key: 'reset-mail:someone@example.org', ago: '61 minutes', swept: true },
  { key: 'reset-mail:other@example.org', ago: '59 minutes', swept: false },
  { key: 'email-change:41', ago: '25 hours', swept: true },
  { key: 'signup-invite:7', ago: '13 days', swept: false },
  { key: 'signup-invite:8', ago: '15 days', swept: true },
  { key: 'signup-invite:9', ago: '15 days', lockedFor: '30 seconds', swept: false },
  { key: 'from-a-newer-version:1', ago: '29 days', swept: false },
  { key: 'from-a-newer-version:2', ago: '31 days', swept: true },
];

async function plant() {
  // Two sessions of the planner: one ended a second ago, one live.
  const ended = server.client();
  await loginAs(ended, PLANNER.email, PLANNER.password);
  const live = server.client();
  await loginAs(live, PLANNER.email, PLANNER.password);
  const [planner] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email));
  const rows = await server.db.select({ idHash: sessions.idHash, createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.userId, planner!.id));
  const newest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]!;
  await server.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, planner!.id));
  await server.db.update(sessions).set({ expiresAt: sql`now() + interval '30 minutes'` }).where(eq(sessions.idHash, newest.idHash));
  // Only these counters (not the logins' own).
  await server.db.delete(loginThrottles);
  for (const { key, ago, lockedFor } of COUNTERS) {
    await server.db.insert(loginThrottles).values({
      key,
      count: 3,
      windowStartedAt: sql`now() - ${ago}::interval`,
      lockedUntil: lockedFor ? sql`now() + ${lockedFor}::interval` : null,
    });
  }
  return { live, liveHash: newest.idHash, ended: rows.length - 1 };
}

const remainingKeys = async () => (await server.db.select({ key: loginThrottles.key }).from(loginThrottles)).map(({ key }) => key).sort();
const keptKeys = COUNTERS.filter(({ swept }) => !swept)
  .map(({ key }) => key)
  .sort();

describe('the sweep', () => {
  it('deletes expired sessions and ended counters, and keeps live sessions, running windows and locks', async () => {
    const { live, liveHash, ended } = await plant();
    const result = await sweepExpired(server.db);
    expect(result).toEqual({ swept: true, sessions: ended, throttles: COUNTERS.filter(({ swept }) => swept).length, outboxBodies: 0 });
    expect(await remainingKeys()).toEqual(keptKeys);
    expect((await server.db.select({ idHash: sessions.idHash }).from(sessions)).map(({ idHash }) => idHash)).toEqual([liveHash]);
    // The live session goes on working.
    expect((await live.get('/internal/app/user/v1/me')).status).toBe(200);
    // Nothing left to do the second time.
    expect(await sweepExpired(server.db)).toEqual({ swept: true, sessions: 0, throttles: 0, outboxBodies: 0 });
  });

  it('empties the message bodies an older version left in the outbox (they hold sign-in links)', async () => {
    const body = 'Open http://carechoice.test/forgot-password-reset/an-old-code within one hour.';
    await server.db.insert(outbox).values([
      { to: 'family@example.test', subject: 'Reset your CareChoice password', text: body, sentAt: new Date() },
      { to: 'other@example.test', subject: 'Reset your CareChoice password', text: '' },
    ]);
    expect((await sweepExpired(server.db)).outboxBodies).toBe(1);
    const rows = await server.db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text }).from(outbox);
    expect(rows).toContainEqual({ to: 'family@example.test', subject: 'Reset your CareChoice password', text: '' });
    expect(JSON.stringify(rows)).not.toContain('an-old-code');
  });

  it('can run on many servers at once: the rows go once, and nothing fails', async () => {
    await plant();
    const results = await Promise.all([sweepExpired(server.db), sweepExpired(server.db), sweepExpired(server.db)]);
    expect(results.filter(({ swept }) => swept).length).toBeGreaterThanOrEqual(1);
    expect(results.reduce((sum, { throttles }) => sum + throttles, 0)).toBe(COUNTERS.filter(({ swept }) => swept).length);
    expect(await remainingKeys()).toEqual(keptKeys);
  });

  it('runs every 10 minutes on a fake clock, first a random part of that after start, and 1 s after a failure', async () => {
    await plant();
    const timers = fakeTimers();
    let failNext = true;
    const sweeper = startSweeper({
      sweep: () => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('the database is away'));
        }
        return sweepExpired(server.db);
      },
      log: createLogger('silent'),
      timers,
      random: () => 0.25,
    });
    expect(timers.pending()).toEqual([SWEEP_EVERY_MS / 4]);
    await timers.fire();
    expect(await remainingKeys()).not.toEqual(keptKeys);
    // SPEC §8: a crashed background task is logged and restarts after 1 second (test/server/sweeper.test.ts).
    await expect.poll(timers.pending).toEqual([SWEEP_RESTART_MS]);
    await timers.fire();
    await expect.poll(remainingKeys).toEqual(keptKeys);
    await expect.poll(timers.pending).toEqual([SWEEP_EVERY_MS]);
    sweeper.stop();
    expect(timers.pending()).toEqual([]);
  });

  it('is run by every server on its own, within 10 minutes of its start', async () => {
    await plant();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const other = await buildApp({ config: loadConfig({ SEED_DEMO: 'false', DIST_DIR: '/nonexistent' }), database: server.database });
    try {
      await other.ready();
      expect(await remainingKeys()).not.toEqual(keptKeys);
      await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
      await vi.waitFor(async () => expect(await remainingKeys()).toEqual(keptKeys));
    } finally {
      vi.useRealTimers();
      await other.close();
    }
  });

  it('forgets the failures of a lock a day after the last one, not the first', async () => {
    const email = 'slow-guesser@example.org';
    const key = `account:${email}`;
    const attempt = () => server.client().post('/internal/app/auth/v1/login', { email, password: 'guess' });
    for (let failure = 0; failure < 4; failure++) expect((await attempt()).status).toBe(400);
    // The first four a day and more ago; a fifth now.
    await server.db.update(loginThrottles).set({ windowStartedAt: sql`now() - interval '25 hours'` }).where(eq(loginThrottles.key, key));
    expect((await attempt()).status).toBe(400);
    await server.db.update(loginThrottles).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottles.key, key));
    await sweepExpired(server.db);
    expect((await attempt()).status).toBe(400);
    const [row] = await server.db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    expect(row!.count).toBe(6);
    // A day after the last one, they are forgotten.
    await server.db.update(loginThrottles).set({ windowStartedAt: sql`now() - interval '24 hours 1 second'`, lockedUntil: null }).where(eq(loginThrottles.key, key));
    await sweepExpired(server.db);
    expect(await server.db.select().from(loginThrottles).where(eq(loginThrottles.key, key))).toHaveLength(0);
  });
});

/** Timers that fire only when told to. */
function fakeTimers() {
  let next = 0;
  const scheduled = new Map<number, { ms: number; run: () => void }>();
  const timers: Timers & { pending(): number[]; fire(): Promise<void> } = {
    setTimeout: (run, ms) => (scheduled.set(++next, { ms, run }), next),
    clearTimeout: (handle) => void scheduled.delete(handle as number),
    pending: () => [...scheduled.values()].map(({ ms }) => ms),
    async fire() {
      const [handle, timer] = [...scheduled][0]!;
      scheduled.delete(handle);
      timer.run();
      // Let the sweep it started finish.
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
  return timers;
}
