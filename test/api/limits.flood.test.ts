import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, PLANNER } from '../fixtures/world';
import { loginAs, plannerInvites } from '../support/family';
import { signUpsTo } from '../support/signUps';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * Sign-ups check their invite before any password is hashed, so a flood of them cannot hold up a
 * real login. It times a login alone, then during the flood: a file of its own among the timed ones (vitest.config.ts),
 * run with nothing beside it, since another process's load between the two measures would skew their ratio.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const { uniqueEmail, madeUpCode, signUp, from } = signUpsTo(() => server, 'flood');
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up floods', () => {
  it('do not hold up a real login: made-up invites cost no hash, and one valid invite one hash at a time', { timeout: 60_000 }, async () => {
    const timedLogin = async () => {
      const started = performance.now();
      await loginAs(server.client(), PLANNER.email, PLANNER.password);
      return performance.now() - started;
    };
    await timedLogin();
    const alone = median([await timedLogin(), await timedLogin(), await timedLogin()]);
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: uniqueEmail() });
    // Each from its own address, so that the per-address limit does not come into it.
    const bogus = Array.from({ length: 20 }, (_, index) => signUp(from(`198.51.100.${index}`), madeUpCode()));
    const valid = Array.from({ length: 20 }, (_, index) => signUp(from(`198.51.101.${index}`), inviteCode));
    const flooded = timedLogin();
    const bogusAnswers = await Promise.all(bogus);
    const validAnswers = await Promise.all(valid);
    // Before the fix every one of the 40 hashed a password first: the login waited for ~40 hashes (≥ 15× alone).
    expect(await flooded, `alone ${alone.toFixed(0)} ms`).toBeLessThan(alone * 10);
    for (const answer of bogusAnswers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 'InviteInvalid', message: 'Either your code is invalid or the invite has already been used.' });
    }
    expect(validAnswers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(400)]);
  });
});
