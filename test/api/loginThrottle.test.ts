import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_ATTEMPTS, lockSeconds } from '../../server/auth/loginThrottle';
import { loginThrottles } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Issue 8 (1): login guessing. Per account, 429 with Retry-After after 5 consecutive failures, doubling up to
 * 15 minutes, checked before the password (so even the right one waits), cleared by a success; per client address
 * at most 100 attempts in 15 minutes.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await createWorld(server.db);
});
afterAll(() => server.close());

const attempt = (password: string, { email = PLANNER.email, address = '203.0.113.7' } = {}) => {
  const client = server.client();
  client.remoteAddress = address;
  return client.post('/internal/app/auth/v1/login', { email, password });
};
/** Lets the account's current lock run out (instead of waiting for it). */
const expireLock = (email = PLANNER.email) =>
  server.db.update(loginThrottles).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottles.key, `account:${email}`));

describe('login guessing, per account', () => {
  it('locks after 5 wrong passwords, even against the right one, for 30 s, doubling, until a success clears it', async () => {
    for (let failure = 1; failure <= 5; failure++) {
      const wrong = await attempt(`guess-${failure}`);
      expect(wrong.status, `failure ${failure}`).toBe(400);
      expect(wrong.body.code).toBe('InvalidCredentials');
    }
    const locked = await attempt(PLANNER.password);
    expect(locked.status).toBe(429);
    // A 30 s lock, counted from the fifth failure: on a loaded machine a few seconds pass before this attempt (CI once
    // read 29), and the words say what is left, as Retry-After does.
    const left = Number(locked.headers['retry-after']);
    expect(left).toBeGreaterThanOrEqual(25);
    expect(left).toBeLessThanOrEqual(30);
    expect(locked.body).toEqual({ code: 'TooManyAttempts', message: `Too many login attempts. Please try again in ${left} seconds.` });

    await expireLock();
    expect((await attempt('guess-6')).status).toBe(400);
    const longer = await attempt(PLANNER.password);
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(longer.headers['retry-after'])).toBeLessThanOrEqual(60);

    await expireLock();
    expect((await attempt(PLANNER.password)).status).toBe(200);
    // The success forgot the failures: one wrong password is just a wrong password again.
    expect((await attempt('guess-7')).status).toBe(400);
    expect((await attempt(PLANNER.password)).status).toBe(200);
  });

  it('gives 20 simultaneous guesses no more than 5 password checks', async () => {
    const email = 'flooded@example.org';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => attempt(`guess-${index}`, { email, address: `198.51.100.${index}` })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('doubles the lock up to 15 minutes', () => {
    expect([5, 6, 7, 8, 9, 10, 11, 20].map(lockSeconds)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('treats an unknown e-mail exactly like a wrong password, lock included', async () => {
    const email = 'nobody@example.org';
    const answers = [];
    for (let failure = 1; failure <= 6; failure++) answers.push((await attempt('guess', { email })).status);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('login guessing, per client address', () => {
  // 100 password checks in a row (an unknown address is checked against a stand-in hash): 5–10 s on a quiet 2-core
  // machine, over 30 s while the other API files run beside it.
  it(`allows ${ADDRESS_ATTEMPTS} attempts in 15 minutes from one address, then 429 until the window ends`, { timeout: 120_000 }, async () => {
    const address = '198.51.100.23';
    // Different accounts, so the per-account lock does not come into it.
    for (let index = 0; index < ADDRESS_ATTEMPTS; index++) {
      const answer = await attempt('guess', { email: `someone${index}@example.org`, address });
      expect(answer.status, `attempt ${index + 1}`).toBe(400);
    }
    const over = await attempt(PLANNER.password, { address });
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await attempt(PLANNER.password, { address: '198.51.100.24' })).status).toBe(200);
  });
});
