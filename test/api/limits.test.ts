import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { signUpsTo } from '../support/signUps';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * What a flood or a guesser can make the server do. Sign-ups check their invite before any
 * password is hashed (a flood of them beside a login: limits.flood.test.ts); sign-ups, invite look-ups, reset
 * requests and reset codes are limited per client address, reset e-mails per address they go to, and wrong current
 * passwords per account, like logins. Over a limit: 429 TooManyAttempts with Retry-After. Windows are ended by moving
 * their start back in the database, not by waiting.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const { uniqueEmail, madeUpCode, signUp, from } = signUpsTo(() => server, 'limits');
/** Ends the window of the counter `key` (as if its time had passed). */
const endWindow = (key: string, seconds: number) =>
  server.db
    .update(loginThrottles)
    .set({ windowStartedAt: sql`now() - ${seconds} * interval '1 second' - interval '1 second'` })
    .where(eq(loginThrottles.key, key));
const expectTooMany = (answer: { status: number; body: unknown; headers: Record<string, unknown> }, message: string, retryAfter: [number, number]) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({ code: 'TooManyAttempts', message });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(retryAfter[0]);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(retryAfter[1]);
};

describe('per client address', () => {
  it('allows 20 sign-ups in 15 minutes, then 429 until the window ends', async () => {
    const address = '203.0.113.10';
    for (let attempt = 1; attempt <= 20; attempt++) expect((await signUp(from(address), madeUpCode())).status, `attempt ${attempt}`).toBe(400);
    expectTooMany(await signUp(from(address), madeUpCode()), 'Too many sign-up attempts. Please try again in 15 minutes.', [14 * 60, 15 * 60]);
    expect((await signUp(from('203.0.113.11'), madeUpCode())).status).toBe(400);
    await endWindow(`signup-ip:${address}`, 15 * 60);
    expect((await signUp(from(address), madeUpCode())).status).toBe(400);
  });

  it('allows 60 invite look-ups in 15 minutes, then 429, even for a valid invite', async () => {
    const address = '203.0.113.20';
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: uniqueEmail() });
    for (let attempt = 1; attempt <= 60; attempt++) {
      expect((await from(address).get(`/internal/app/choice/v1/invites/${madeUpCode()}`)).status, `attempt ${attempt}`).toBe(404);
    }
    expectTooMany(await from(address).get(`/internal/app/choice/v1/invites/${inviteCode}`), 'Too many invite look-ups. Please try again in 15 minutes.', [14 * 60, 15 * 60]);
    expect((await from('203.0.113.21').get(`/internal/app/choice/v1/invites/${inviteCode}`)).status).toBe(200);
  });

  it('allows 20 attempts at a reset code in 15 minutes, then 429', async () => {
    const address = '203.0.113.30';
    const reset = () => from(address).post('/internal/app/user/v1/password/reset', { email: PLANNER.email, password: 'a-new-secret', code: madeUpCode() });
    for (let attempt = 1; attempt <= 20; attempt++) expect((await reset()).body.code, `attempt ${attempt}`).toBe('ResetCodeInvalid');
    expectTooMany(await reset(), 'Too many password reset attempts. Please try again in 15 minutes.', [14 * 60, 15 * 60]);
  });

  it('allows 20 reset requests in 15 minutes, then 429 for any address', async () => {
    const address = '203.0.113.40';
    const request = (email: string) => from(address).post('/internal/app/user/v1/password/reset-request', { email });
    for (let attempt = 1; attempt <= 20; attempt++) expect((await request(uniqueEmail())).status, `attempt ${attempt}`).toBe(200);
    expectTooMany(await request(PLANNER.email), 'Too many password reset requests. Please try again in 15 minutes.', [14 * 60, 15 * 60]);
    expectTooMany(await request(uniqueEmail()), 'Too many password reset requests. Please try again in 15 minutes.', [14 * 60, 15 * 60]);
  });
});

describe('reset e-mails', () => {
  it('sends at most 3 an hour to one address, answering every request the same', async () => {
    const email = 'other-planner@test.example';
    const mailsTo = (to: string) => server.logs.filter((line) => (line.mail as { to?: string } | undefined)?.to === to).length;
    const before = mailsTo(email);
    const answers = [];
    for (let request = 0; request < 5; request++) answers.push(await server.client().post('/internal/app/user/v1/password/reset-request', { email }));
    for (let request = 0; request < 5; request++) answers.push(await server.client().post('/internal/app/user/v1/password/reset-request', { email: 'nobody@test.example' }));
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    await server.settled();
    expect(mailsTo(email) - before).toBe(3);
    expect(mailsTo('nobody@test.example')).toBe(0);
    await endWindow(`reset-mail:${email}`, 60 * 60);
    await server.client().post('/internal/app/user/v1/password/reset-request', { email });
    await server.settled();
    expect(mailsTo(email) - before).toBe(4);
  });
});

describe('current-password guessing', () => {
  const change = (client: TestClient, currentPassword: string, newPassword = 'a-brand-new-secret') =>
    client.put('/internal/app/user/v1/password', { currentPassword, newPassword });
  const family = async () => {
    const email = uniqueEmail();
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email });
    const client = await signedUpFamily(server, inviteCode, { ...FAMILY, email });
    return { client, id: (await client.get('/internal/app/user/v1/me')).body.id as number, email };
  };
  const expireLock = (id: number) =>
    server.db.update(loginThrottles).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(loginThrottles.key, `password:${id}`));

  it('locks after 5 wrong ones, even against the right one, for 30 s, doubling; the right one after the lock works', async () => {
    const { client, id, email } = await family();
    for (let guess = 1; guess <= 5; guess++) {
      const wrong = await change(client, `guess-${guess}`);
      expect(wrong.status, `guess ${guess}`).toBe(400);
      expect(wrong.body.code).toBe('PasswordDoesNotMatch');
    }
    expectTooMany(await change(client, FAMILY.password), 'Too many wrong passwords. Please try again in 30 seconds.', [29, 30]);
    expectTooMany(await change(client, 'guess-6'), 'Too many wrong passwords. Please try again in 30 seconds.', [1, 30]);
    await expireLock(id);
    expect((await change(client, 'guess-6')).status).toBe(400);
    expectTooMany(await change(client, FAMILY.password), 'Too many wrong passwords. Please try again in 1 minute.', [31, 60]);
    await expireLock(id);
    expect((await change(client, FAMILY.password)).status).toBe(200);
    // The right one forgot the wrong ones, and the password did change.
    expect((await change(client, 'guess-7', FAMILY.password)).status).toBe(400);
    await loginAs(server.client(), email, 'a-brand-new-secret');
  });

  it('checks no more than 5 of 20 simultaneous guesses', async () => {
    const { client } = await family();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, guess) => change(client, `guess-${guess}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });
});
