import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_COST, setPasswordCost } from '../../server/auth/password';
import { sessions, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, loginAs, PATIENT, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

// Its timing test tells a decoy hash from none only when a hash takes as long as the product's do.
setPasswordCost(PASSWORD_COST);

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const NEEDS_SESSION: [string, string][] = [
  ['GET', '/user/v1/me'],
  ['PUT', '/user/v1/me'],
  ['PUT', '/user/v1/password'],
  ['PUT', '/user/v1/language'],
  ['POST', '/auth/v1/refresh'],
  ['GET', '/choice/v1/invite'],
  ['POST', '/choice/v1/claim'],
  ['GET', '/choice/v1/patient'],
  ['GET', '/choice/v1/services'],
  ['GET', '/choice/v1/hospital'],
  ['GET', '/choice/v1/option-lists'],
  ['GET', '/choice/v1/option-lists/1'],
  ['POST', '/choice/v1/option-lists/1/rank'],
  ['GET', '/choice/v1/providers'],
  ['GET', '/choice/v1/providers/1'],
  ['GET', '/choice/v1/locations/search?query=10001'],
  ['GET', '/planner/v1/providers'],
  ['POST', '/planner/v1/patients'],
  ['POST', '/planner/v1/patients/search'],
  ['POST', '/planner/v1/invites'],
  ['GET', '/planner/v1/patients/1'],
  ['POST', '/planner/v1/catalogue/search'],
  ['PUT', '/planner/v1/catalogue/providers/1/labels'],
  ['PUT', '/planner/v1/catalogue/providers/1/disclosure'],
  ['GET', '/planner/v1/hospital'],
  ['PUT', '/planner/v1/hospital'],
  ['GET', '/planner/v1/staff'],
  ['POST', '/planner/v1/staff/invites'],
  ['POST', '/planner/v1/staff/invites/1/revoke'],
  ['POST', '/planner/v1/staff/1/deactivate'],
  ['POST', '/planner/v1/kiosks'],
  ['GET', '/planner/v1/kiosks'],
  ['POST', '/planner/v1/kiosks/1/revoke'],
];

const call = (client: TestClient, method: string, path: string, body: unknown = {}) =>
  client.request(method as 'GET', `/internal/app${path}`, method === 'GET' ? undefined : body);

describe('sessions', () => {
  it.each(NEEDS_SESSION)('%s %s answers 401 JSON without a session', async (method, path) => {
    const response = await call(server.client(), method, path);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'Unauthorized', message: 'Please log in to continue.' });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and a readable anti-forgery cookie', async () => {
    const client = server.client();
    await client.get('/internal/app/health');
    const response = await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] as string[]);
    const session = cookies.find((cookie) => cookie.startsWith('carechoice_session='))!;
    const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session.split(';')[0]!.length).toBeGreaterThan('carechoice_session='.length + 40);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/SameSite=Lax/);
  });

  it('logs in with any case of the e-mail; wrong password and unknown e-mail fail alike', async () => {
    const client = server.client();
    expect((await client.post('/internal/app/auth/v1/login', { email: PLANNER.email.toUpperCase(), password: PLANNER.password })).status).toBe(200);
    const wrong = await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: 'not-the-password' });
    const unknown = await client.post('/internal/app/auth/v1/login', { email: 'nobody@test.example', password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe('InvalidCredentials');
  });

  it('takes about as long for an unknown e-mail as for a wrong password (no account enumeration by timing)', async () => {
    const timed = async (email: string, address: string) => {
      const client = server.client();
      client.remoteAddress = address;
      await client.get('/internal/app/health');
      const started = performance.now();
      expect((await client.post('/internal/app/auth/v1/login', { email, password: 'not-the-password' })).status).toBe(400);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Three of each, interleaved: fewer than the five failures that lock an account.
    for (let round = 0; round < 3; round++) {
      wrong.push(await timed(PLANNER.email, `10.9.0.${round}`));
      unknown.push(await timed(`nobody-${round}@test.example`, `10.9.1.${round}`));
    }
    // Without the decoy hash an unknown address answers in a few milliseconds, a wrong password in tens.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
    expect(median(unknown)).toBeLessThan(median(wrong) * 2);
    await loginAs(server.client(), PLANNER.email, PLANNER.password);
  });

  it('gives a new session id at login, whatever session cookie the browser brought (no fixation)', async () => {
    const client = server.client();
    client.cookies.set('carechoice_session', 'chosen-by-an-attacker-0123456789abcdef');
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const issued = client.cookies.get('carechoice_session')!;
    expect(issued).not.toBe('chosen-by-an-attacker-0123456789abcdef');
    const attacker = server.client();
    attacker.cookies.set('carechoice_session', 'chosen-by-an-attacker-0123456789abcdef');
    expect((await attacker.get('/internal/app/user/v1/me')).status).toBe(401);
    expect((await client.get('/internal/app/user/v1/me')).status).toBe(200);
  });

  it('ends a session at logout, and an expired one counts as none', async () => {
    const client = server.client();
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    expect((await client.get('/internal/app/user/v1/me')).status).toBe(200);
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await client.get('/internal/app/user/v1/me')).status).toBe(401);
    expect((await client.post('/internal/app/auth/v1/refresh')).status).toBe(401);

    const again = server.client();
    await again.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const stolenCookie = again.cookies.get('carechoice_session')!;
    await again.post('/internal/app/auth/v1/logout');
    const replay = server.client();
    replay.cookies.set('carechoice_session', stolenCookie);
    expect((await replay.get('/internal/app/user/v1/me')).status).toBe(401);
  });

  it('refresh extends the session by 30 minutes, never past 12 hours after login', async () => {
    const client = server.client();
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const now = Math.floor(Date.now() / 1000);
    const refreshed = await client.post('/internal/app/auth/v1/refresh');
    expect(refreshed.body.expiresAt).toBeGreaterThanOrEqual(now + 30 * 60 - 1);
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email));
    const loggedInAt = new Date(Date.now() - (11 * 60 + 50) * 60 * 1000);
    await server.db.update(sessions).set({ createdAt: loggedInAt }).where(eq(sessions.userId, user!.id));
    const capped = await client.post('/internal/app/auth/v1/refresh');
    expect(capped.status).toBe(200);
    expect(capped.body.expiresAt).toBeLessThanOrEqual(Math.floor(loggedInAt.getTime() / 1000) + 12 * 60 * 60);
  });
});

describe('anti-forgery', () => {
  it.each(NEEDS_SESSION.filter(([method]) => method !== 'GET'))('%s %s answers 403 without the X-XSRF-TOKEN header', async (method, path) => {
    const client = server.client();
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    client.sendXsrfHeader = false;
    const response = await call(client, method, path);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('XsrfTokenInvalid');
  });

  it('refuses login itself without the header, and a header that differs from the cookie', async () => {
    const client = server.client();
    client.sendXsrfHeader = false;
    expect((await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password })).status).toBe(403);
    const forged = await server.app.inject({
      method: 'POST',
      url: '/internal/app/auth/v1/login',
      headers: { cookie: `XSRF-TOKEN=${client.cookies.get('XSRF-TOKEN')}`, 'x-xsrf-token': 'something.else' },
      payload: { email: PLANNER.email, password: PLANNER.password },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('binds the token to the session: a token from before login stops working after it', async () => {
    const client = server.client();
    await client.get('/internal/app/health');
    const anonymousToken = client.cookies.get('XSRF-TOKEN')!;
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(anonymousToken);
    client.cookies.set('XSRF-TOKEN', anonymousToken);
    expect((await client.post('/internal/app/auth/v1/refresh')).status).toBe(403);
  });
});

/**
 * The router decodes percent-encoded letters ('/%69nternal/…' is '/internal/…'), so every check keyed
 * on the path must read it as the router does: with only the session cookie, such a spelling changed contact details,
 * logged out, ranked and invited, without no-store on its answers and with the invite code in the log.
 */
describe('paths spelled with percent-encoded letters', () => {
  const SPELLINGS: [string, (path: string) => string][] = [
    ['the first letter', (path) => `/%69nternal/app${path}`],
    ['the last letter', (path) => `/internal/app${path.slice(0, -1)}%${path.charCodeAt(path.length - 1).toString(16)}`],
  ];
  const UNSAFE = [...NEEDS_SESSION.filter(([method]) => method !== 'GET'), ['POST', '/auth/v1/logout'] as [string, string]];
  /** A signed-in planner, each from an address of its own: the file's other logins share 127.0.0.1's login limit. */
  let planners = 0;
  async function signedInPlanner() {
    const client = server.client();
    client.remoteAddress = `198.51.100.${++planners}`;
    await loginAs(client, PLANNER.email, PLANNER.password);
    return client;
  }

  describe.each(SPELLINGS)('encoding %s', (_where, spell) => {
    it.each(UNSAFE)('%s %s answers 403 without the X-XSRF-TOKEN header', async (method, path) => {
      const client = await signedInPlanner();
      client.sendXsrfHeader = false;
      const response = await client.request(method as 'POST', spell(path), {});
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('XsrfTokenInvalid');
    });
  });

  it('changes nothing and ends no session: contact details and logout with only the session cookie', async () => {
    const client = await signedInPlanner();
    client.sendXsrfHeader = false;
    const update = { name: 'Mallory', email: 'mallory@test.example', cellPhone: '6145550199' };
    expect((await client.put('/%69nternal/app/user/v1/me', update)).status).toBe(403);
    expect((await client.post('/%69nternal/app/auth/v1/logout')).status).toBe(403);
    const me = await client.get('/internal/app/user/v1/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ name: 'Pat Planner', email: PLANNER.email });
  });

  it('keeps no-store on API answers, and the invite code out of the log', async () => {
    const client = await signedInPlanner();
    const me = await client.get('/%69nternal/app/user/v1/me');
    expect(me.status).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await client.get('/%69nternal/app/choice/v1/%69nvites/SecretInviteCode42')).headers['cache-control']).toBe('no-store');
    expect((await client.get('/internal/app/choice/v1/invites/SecretInvite%43ode43')).status).toBe(404);
    const logged = JSON.stringify(server.logs);
    expect(logged).toContain('/internal/app/choice/v1/invites/:code');
    expect(logged).not.toMatch(/SecretInvite/);
  });
});

describe("anti-forgery: only JSON, only this session's token", () => {
  it.each([
    ['a form', 'application/x-www-form-urlencoded', 'email=a%40b.org&password=x'],
    ['a multipart form', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.org\r\n--x--'],
    ['plain text', 'text/plain', '{"email":"a@b.org","password":"x"}'],
  ])('refuses %s body on a state-changing call with 403, even with a valid token', async (_kind, contentType, payload) => {
    const client = server.client();
    await client.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const response = await client.request('PUT', '/internal/app/user/v1/password', payload, { 'content-type': contentType });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('XsrfTokenInvalid');
    // The same call as JSON gets past the check (and fails validation instead).
    expect((await client.request('PUT', '/internal/app/user/v1/password', JSON.stringify({}), { 'content-type': 'application/json' })).status).toBe(400);
  });

  it("refuses another session's token", async () => {
    const mallory = server.client();
    await mallory.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    const victim = server.client();
    await victim.post('/internal/app/auth/v1/login', { email: PLANNER.email, password: PLANNER.password });
    victim.cookies.set('XSRF-TOKEN', mallory.cookies.get('XSRF-TOKEN')!);
    const response = await victim.post('/internal/app/auth/v1/refresh');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('XsrfTokenInvalid');
  });
});

describe('what a family may see', () => {
  it('keeps each family to its own patient, option lists and providers', async () => {
    const [a, b, c, d, e, f] = world.providerIds as [number, number, number, number, number, number];
    const first = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b, c] }], { email: 'one@test.example' });
    const second = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [d, e, f] }], {
      email: 'two@test.example',
      patient: { ...PATIENT, lastName: 'Other' },
    });
    const one = await signedUpFamily(server, first.inviteCode, { ...FAMILY, email: 'one@test.example' });
    const two = await signedUpFamily(server, second.inviteCode, { ...FAMILY, email: 'two@test.example' }, { ...PATIENT, lastName: 'Other' });
    const listOfTwo = (await two.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id;

    expect((await one.get(`/internal/app/choice/v1/option-lists/${listOfTwo}`)).status).toBe(404);
    const rank = await one.post(`/internal/app/choice/v1/option-lists/${listOfTwo}/rank`, { rankings: [d], shortlist: [d], completedAt: 1_800_000_000 });
    expect(rank.status).toBe(404);
    expect((await one.get(`/internal/app/choice/v1/providers/${d}`)).status).toBe(404);
    const listed = await one.get(`/internal/app/choice/v1/providers?id__in=${[a, d, e].join(',')}`);
    expect(listed.body.map((provider: { id: number }) => provider.id)).toEqual([a]);
    const everything = await one.get('/internal/app/choice/v1/providers');
    expect(everything.body.map((provider: { id: number }) => provider.id)).toEqual([a, b, c]);
  });

  it('checks the session that comes with the family data: 401 once it has expired, 403 to a planner, 404 before a claim', async () => {
    const email = 'session-with-data@test.example';
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], {
      email,
      patient: { ...PATIENT, lastName: 'Sessions' },
    });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email }, { ...PATIENT, lastName: 'Sessions' });
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id;
    const familyData = ['/choice/v1/services', '/choice/v1/option-lists?embed=options', `/choice/v1/option-lists/${listId}?embed=options,service`];
    for (const path of familyData) expect((await family.get(`/internal/app${path}`)).status).toBe(200);

    const planner = server.client();
    await loginAs(planner, PLANNER.email, PLANNER.password);
    for (const path of familyData) expect((await planner.get(`/internal/app${path}`)).body.code).toBe('Forbidden');

    const unclaimedEmail = 'not-claimed-yet@test.example';
    const unclaimed = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: unclaimedEmail });
    const signedUp = server.client();
    expect((await signedUp.post('/internal/app/choice/v1/users', { user: { ...FAMILY, email: unclaimedEmail }, inviteCode: unclaimed.inviteCode })).status).toBe(201);
    await loginAs(signedUp, unclaimedEmail, FAMILY.password);
    for (const path of familyData) expect((await signedUp.get(`/internal/app${path}`)).body.code).toBe('PatientNotClaimed');

    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user!.id));
    for (const path of familyData) expect((await family.get(`/internal/app${path}`)).status).toBe(401);
  });

  it('answers 403 to families on the planner API and 404 to a planner of another hospital', async () => {
    const { patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], {
      email: 'three@test.example',
    });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'three@test.example' });
    expect((await family.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(403);
    expect((await family.post('/internal/app/planner/v1/invites', { patientId, email: 'x@test.example', cellPhone: '6145550100' })).status).toBe(403);

    const other = server.client();
    await other.post('/internal/app/auth/v1/login', { email: 'other-planner@test.example', password: PLANNER.password });
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(404);
    expect((await other.post('/internal/app/planner/v1/invites', { patientId, email: 'x@test.example', cellPhone: '6145550100' })).status).toBe(404);
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const response = await server.client().get('/internal/app/choice/v9/nothing');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('NotFound');
  });
});
