/**
 * Measured in-process over a fresh database (embedded, or TEST_DATABASE_URL's server):
 * - what 30 simultaneous sign-ups do to a real login: with random invite codes, and with one valid invite;
 * - how long a password reset request takes for an address with an account and for one without, over HTTP on
 *   loopback from a client process of its own (each request from its own client address, through X-Forwarded-For,
 *   in random order): 25 ms apart, back to back, and what a health check right after each takes.
 *
 *   npx tsx bench/authAbuse.ts [resets per kind, default 250]   (TEST_DATABASE_URL=… for PostgreSQL)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../server/auth/password';
import { groups, users } from '../server/db/schema';
import { createWorld, PLANNER } from '../test/fixtures/world';
import { plannerInvites } from '../test/support/family';
import { startTestServer, type TestServer } from '../test/support/testServer';

const RESETS = Number(process.argv[2] ?? 250);
const server = await startTestServer({ TRUST_PROXY: 'true' });
const world = await createWorld(server.db);
/** Waits until the server's work after answers (if this version has any) is done. */
const idle = async (app: TestServer['app']) => (app as { background?: { idle(): Promise<void> } }).background?.idle();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ms = (value: number) => `${value.toFixed(2)} ms`;
let address = 0;
const client = () => {
  const made = server.client();
  address += 1;
  made.remoteAddress = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  return made;
};

async function timedLogin(): Promise<number> {
  const started = performance.now();
  const answer = await client().post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  return performance.now() - started;
}

async function floodedLogin(inviteCode: () => string, fromOneAddress: boolean) {
  const flooder = client();
  const user = (index: number) => ({
    relationship: 'fc_family',
    firstName: 'Flood',
    lastName: 'Er',
    email: `flood-${index}-${randomBytes(4).toString('hex')}@example.org`,
    cellPhone: '6145550100',
    password: 'a-long-enough-password',
  });
  const signups = Array.from({ length: 30 }, (_, index) =>
    (fromOneAddress ? flooder : client()).post('/internal/app/choice/v1/users', { user: user(index), inviteCode: inviteCode() }),
  );
  const login = timedLogin();
  const answers = await Promise.all(signups);
  const statuses: Record<number, number> = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  return { loginMs: await login, statuses };
}

for (let warm = 0; warm < 3; warm++) await timedLogin();
const alone = median([await timedLogin(), await timedLogin(), await timedLogin(), await timedLogin(), await timedLogin()]);
console.log(`Real login alone (median of 5): ${ms(alone)}`);
const bogus = await floodedLogin(() => randomBytes(12).toString('base64url'), true);
console.log(`30 simultaneous sign-ups with random invite codes, one address: real login ${ms(bogus.loginMs)}; answers ${JSON.stringify(bogus.statuses)}`);
const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'flood@example.org' });
const valid = await floodedLogin(() => inviteCode, false);
console.log(`30 simultaneous sign-ups with one valid invite, 30 addresses: real login ${ms(valid.loginMs)}; answers ${JSON.stringify(valid.statuses)}`);

const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
// Accounts made straight in the database (one hash for all), each asked about once: every known request has a code
// and an e-mail to make, however e-mails per address are limited.
const [group] = await server.db.select({ id: groups.id }).from(groups).where(eq(groups.type, 'planner')).limit(1);
const passwordHash = await hashPassword('a-password-nobody-uses');
const knownEmails = Array.from({ length: RESETS * 3 + 20 }, (_, index) => `known-${index}@example.org`);
for (let start = 0; start < knownEmails.length; start += 200) {
  const slice = knownEmails.slice(start, start + 200);
  await server.db.insert(users).values(slice.map((email) => ({ groupId: group!.id, firstName: 'K', lastName: 'Nown', name: 'K Nown', email, cellPhone: '6145550100', passwordHash })));
}

/**
 * The client runs in a process of its own, as a real one would: in this process its reading of an answer would wait
 * for whatever the server does next on the same thread. Modes: 'apart' (25 ms between requests, so the work after
 * each answer is over), 'back to back', and 'probe' (each reset request followed at once by a health check, timed: what
 * the work after a known address's answer could still show).
 */
const CLIENT = `
const [baseUrl, mode, planJson] = process.argv.slice(1);
const plan = JSON.parse(planJson);
const health = await fetch(baseUrl + '/internal/app/health');
const xsrf = health.headers.getSetCookie().map((c) => c.split(';')[0]).find((p) => p.startsWith('XSRF-TOKEN='));
const headers = { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': decodeURIComponent(xsrf.slice(11)) };
const times = [];
for (const [index, email] of plan.entries()) {
  if (mode !== 'back to back') await new Promise((resolve) => setTimeout(resolve, 25));
  const started = performance.now();
  const answer = await fetch(baseUrl + '/internal/app/user/v1/password/reset-request', {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': '10.' + ((index >> 16) & 255) + '.' + ((index >> 8) & 255) + '.' + (index & 255) },
    body: JSON.stringify({ email }),
  });
  await answer.text();
  if (answer.status !== 200) throw new Error('reset request answered ' + answer.status);
  let took = performance.now() - started;
  if (mode === 'probe') {
    const probed = performance.now();
    await (await fetch(baseUrl + '/internal/app/health')).text();
    took = performance.now() - probed;
  }
  times.push(took);
}
console.log(JSON.stringify(times));
`;

let knownUsed = 0;
let unknownUsed = 0;
async function resetTimings(mode: 'apart' | 'back to back' | 'probe') {
  const kinds = [...Array<'known'>(RESETS).fill('known'), ...Array<'unknown'>(RESETS).fill('unknown')].sort(() => Math.random() - 0.5);
  const plan = kinds.map((kind) => (kind === 'known' ? knownEmails[knownUsed++]! : `nobody-${unknownUsed++}@example.org`));
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CLIENT, baseUrl, mode, JSON.stringify(plan)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`the client exited with ${code}`))));
  });
  const times = JSON.parse(output) as number[];
  return {
    known: times.filter((_, index) => kinds[index] === 'known'),
    unknown: times.filter((_, index) => kinds[index] === 'unknown'),
  };
}

for (const mode of ['apart', 'back to back', 'probe'] as const) {
  const { known, unknown } = await resetTimings(mode);
  console.log(
    `Reset requests${mode === 'probe' ? ', the health check right after each' : ''}, ${mode}, ${RESETS} each: ` +
      `known mean ${ms(mean(known))} median ${ms(median(known))}; unknown mean ${ms(mean(unknown))} median ${ms(median(unknown))}`,
  );
}
await idle(server.app);
await server.close();
