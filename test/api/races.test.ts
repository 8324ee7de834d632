import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles, users } from '../../server/db/schema';
import { createWorld } from '../fixtures/world';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Two writes of one unique value at the same moment. Two families changing to the same e-mail at
 * once on PostgreSQL was a unique violation, a 500. Generated: every pair of the calls that write an account's
 * e-mail (a contact change, a sign-up), sent at once with one generated address (in any letter case). On the
 * embedded database requests take turns, so the race is PostgreSQL's; the answers must be the same on both.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
const families: TestClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  for (const name of ['first', 'second']) {
    const email = `${name}-family@test.example`;
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email });
    families.push(await signedUpFamily(server, inviteCode, { ...FAMILY, email }));
  }
});
afterAll(() => server?.close());

type Writer = 'contact change' | 'sign-up';
let clients = 0;

/** Sends `writer`'s call with `email`, from a client address of its own (limits count per address). */
async function prepare(writer: Writer, email: string, familyIndex: number): Promise<() => Promise<{ status: number; body: any }>> {
  if (writer === 'contact change') {
    const family = families[familyIndex]!;
    return () => family.put('/internal/app/user/v1/me', { name: 'Ana Rivera', email, cellPhone: FAMILY.cellPhone });
  }
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], {
    email: `invited-${++clients}@test.example`,
  });
  const client = server.client();
  client.remoteAddress = `203.0.113.${clients % 250}`;
  await client.get('/internal/app/health');
  return () => client.post('/internal/app/choice/v1/users', { user: { ...FAMILY, email, confirmPassword: FAMILY.password }, inviteCode });
}

const accountsWith = async (email: string) =>
  (await server.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)).length;

const address = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,20}[a-z0-9]$/), fc.constantFrom('example.org', 'test.example', 'mail.example.com'))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}`);
const spelling = fc.constantFrom((email: string) => email, (email: string) => email.toUpperCase(), (email: string) => email[0]!.toUpperCase() + email.slice(1));

describe('one e-mail written twice at the same moment', () => {
  it('never answers 5xx, and leaves at most one account with the address', { timeout: 120_000 }, async () => {
    const writers = fc.constantFrom<Writer>('contact change', 'sign-up');
    const seen = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(writers, spelling), { minLength: 2, maxLength: 4 }), address, async (writes, email) => {
        // Races, not limits, are tested here: each run starts with the limits' counters cleared (limits.test.ts has them).
        await server.db.delete(loginThrottles);
        const sends = [];
        for (const [index, [writer, spell]] of writes.entries()) sends.push(await prepare(writer, spell(email), index % families.length));
        const answers = await Promise.all(sends.map((send) => send()));
        for (const answer of answers) {
          const outcome = `${answer.status} ${answer.body?.code ?? ''}`.trim();
          seen.set(outcome, (seen.get(outcome) ?? 0) + 1);
          expect(answer.status, `${writes.map(([writer]) => writer).join(', ')} of ${email}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
          if (answer.status >= 400) expect(typeof answer.body?.code).toBe('string');
        }
        expect(await accountsWith(email)).toBeLessThanOrEqual(1);
      }),
      { numRuns: 40 },
    );
    console.info(`e-mail races: ${[...seen].map(([answer, count]) => `${count}× ${answer}`).join(', ')}`);
  });
});
