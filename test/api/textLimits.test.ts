import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, loginAs, plannerInvites } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Text has a maximum length. A family name of 14,001 characters was taken by the sign-up,
 * and 3,000 by My Account. Now each field has its limit (src/contract/limits.ts) and a longer value is a 400 naming the
 * field and the limit. Lengths are counted as JavaScript counts them (UTF-16 code units): every character of
 * 'Nguyễn', '王秀英' and 'Łukasz' counts one, a character beyond the Basic Multilingual Plane ('𠮷') two.
 */
const SIGN_UP = '/internal/app/choice/v1/users';
const ME = '/internal/app/user/v1/me';
const PATIENTS = '/internal/app/planner/v1/patients';
const STAFF_INVITES = '/internal/app/planner/v1/staff/invites';
const REFUSED = 'Some of the details are missing or invalid.';

let server: TestServer;
let planner: TestClient;
let admin: TestClient;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  await server.db.insert(users).values({
    groupId: adminGroup!.id,
    firstName: 'Ada',
    lastName: 'Admin',
    name: 'Ada Admin',
    email: 'admin@limits.example',
    cellPhone: '',
    passwordHash: await hashPassword('admin-secret'),
  });
  admin = server.client();
  await loginAs(admin, 'admin@limits.example', 'admin-secret');
});
afterAll(() => server?.close());

/** `seed` repeated to exactly `length` UTF-16 code units (the seeds hold no surrogate pairs, so none is cut). */
const toLength = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const SCRIPTS = ['Nguyễn', '王秀英', 'Łukasz'];

const refusedFor = (fields: Record<string, string>) => ({ code: 'InvalidInput', message: REFUSED, fields });

let signUps = 0;
/** A sign-up with a fresh invite of its own; `user` replaces the family's details. */
async function signUp(user: Partial<typeof FAMILY>) {
  const invited = `limits${++signUps}@test.example`;
  const email = user.email ?? invited;
  const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: invited });
  const client = server.client();
  const password = user.password ?? FAMILY.password;
  const response = await client.post(SIGN_UP, { user: { ...FAMILY, email, ...user, confirmPassword: password }, inviteCode });
  return { client, response, email };
}

describe('sign-up (POST /choice/v1/users)', () => {
  it.each(SCRIPTS)('refuses a last name of 101 characters (%s…), naming the field and its limit', async (seed) => {
    const { response } = await signUp({ lastName: toLength(seed, 101) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedFor({ 'user.lastName': 'must be at most 100 characters' }));
  });

  it('refuses the 14,001 characters of the report, and a first name of 101', async () => {
    expect((await signUp({ lastName: toLength('Nguyễn', 14_001) })).response.body).toEqual(refusedFor({ 'user.lastName': 'must be at most 100 characters' }));
    expect((await signUp({ firstName: toLength('Łukasz', 101) })).response.body).toEqual(refusedFor({ 'user.firstName': 'must be at most 100 characters' }));
  });

  it.each(SCRIPTS)('takes first and last names of 100 characters (%s…), which My Account then saves unchanged', async (seed) => {
    const firstName = toLength(seed, 100);
    const lastName = toLength([...seed].reverse().join(''), 100);
    const { response, email } = await signUp({ firstName, lastName });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.name).toBe(`${firstName} ${lastName}`);
    // My Account shows "First Last", 201 characters: saving it as it is must work.
    const client = server.client();
    await loginAs(client, email, FAMILY.password);
    const saved = await client.put(ME, { name: response.body.name, email, cellPhone: FAMILY.cellPhone });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.name).toHaveLength(201);
  });

  it('counts UTF-16 code units: 50 characters beyond the BMP fill a name, 51 are too many', async () => {
    expect((await signUp({ lastName: '𠮷'.repeat(51) })).response.body).toEqual(refusedFor({ 'user.lastName': 'must be at most 100 characters' }));
    expect((await signUp({ lastName: '𠮷'.repeat(50) })).response.status).toBe(201);
  });

  it('refuses an e-mail address over 254 characters and a password over 256, and takes a 256-character passphrase', async () => {
    const longEmail = `${'a'.repeat(255 - '@test.example'.length)}@test.example`;
    expect(longEmail).toHaveLength(255);
    expect((await signUp({ email: longEmail })).response.body).toEqual(refusedFor({ 'user.email': 'must be at most 254 characters' }));
    const tooLong = (await signUp({ password: toLength('correct horse battery staple ', 257) })).response;
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({ 'user.password': 'must be at most 256 characters', 'user.confirmPassword': 'must be at most 256 characters' });
    // Never echoed: the answer holds no part of it.
    expect(JSON.stringify(tooLong.body)).not.toContain('horse');
    const passphrase = toLength('correct horse battery staple ', 256);
    const { response, email } = await signUp({ password: passphrase });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    await loginAs(server.client(), email, passphrase);
  });
});

describe('My Account (PUT /user/v1/me)', () => {
  it('refuses a name of 3,000 characters, and of 202, naming the field', async () => {
    const { email } = await signUp({});
    const client = server.client();
    await loginAs(client, email, FAMILY.password);
    for (const length of [3_000, 202]) {
      const response = await client.put(ME, { name: toLength('王秀英', length), email, cellPhone: FAMILY.cellPhone });
      expect(response.status).toBe(400);
      expect(response.body).toEqual(refusedFor({ name: 'must be at most 201 characters' }));
    }
    expect((await client.get(ME)).body.name).toBe(`${FAMILY.firstName} ${FAMILY.lastName}`);
  });

  it('refuses a login whose password is over 256 characters as bad input, before any check', async () => {
    const response = await server.client().post('/internal/app/auth/v1/login', { email: FAMILY.email, password: 'x'.repeat(257) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedFor({ password: 'must be at most 256 characters' }));
  });
});

describe('the console', () => {
  const PATIENT = { initial: 'R', firstName: 'Rosa', lastName: 'Delgado', dateOfBirth: '1939-07-21' };
  const SERVICES = [{ levelOfCare: 'skilled_nursing' }];

  it('refuses a new patient whose last or first name is over 100 characters', async () => {
    const lastName = await planner.post(PATIENTS, { patient: { ...PATIENT, lastName: toLength('Nguyễn', 101) }, services: SERVICES });
    expect(lastName.status).toBe(400);
    expect(lastName.body).toEqual(refusedFor({ 'patient.lastName': 'must be at most 100 characters' }));
    const firstName = await planner.post(PATIENTS, { patient: { ...PATIENT, initial: 'Ł', firstName: toLength('Łukasz', 101) }, services: SERVICES });
    expect(firstName.body).toEqual(refusedFor({ 'patient.firstName': 'must be at most 100 characters' }));
  });

  it.each(SCRIPTS)('takes a new patient with first and last names of 100 characters (%s…)', async (seed) => {
    const response = await planner.post(PATIENTS, { patient: { ...PATIENT, initial: seed[0]!, firstName: toLength(seed, 100), lastName: toLength(seed, 100) }, services: SERVICES });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.lastName).toBe(toLength(seed, 100));
  });

  it('refuses a staff invitation whose names are over 100 characters, and takes 100', async () => {
    const staff = { firstName: 'Kim', lastName: 'Lee', email: 'kim@limits.example', role: 'planner' };
    const lastName = await admin.post(STAFF_INVITES, { ...staff, lastName: toLength('王秀英', 101) });
    expect(lastName.status).toBe(400);
    expect(lastName.body).toEqual(refusedFor({ lastName: 'must be at most 100 characters' }));
    const firstName = await admin.post(STAFF_INVITES, { ...staff, firstName: toLength('Łukasz', 101) });
    expect(firstName.body).toEqual(refusedFor({ firstName: 'must be at most 100 characters' }));
    // First names were held to 60 before; a first name is a name like any other.
    const taken = await admin.post(STAFF_INVITES, { ...staff, firstName: toLength('Nguyễn', 100), lastName: toLength('Łukasz', 100) });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it('refuses a worklist search over 100 characters, naming the query', async () => {
    const response = await planner.post(`${PATIENTS}/search`, { query: toLength('Łukasz', 101) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(refusedFor({ query: 'must be at most 100 characters' }));
  });
});
