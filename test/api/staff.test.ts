import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffDirectory, StaffInviteDetails } from '../../src/contract/staff';
import { hashPassword } from '../../server/auth/password';
import { auditEvents, groups, staffInvites, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { loginAs } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Issue 21, item 8: a hospital's admins invite staff by e-mail, the invited person sets a password from the link
 * and is logged in, and an admin deactivates an account, whose sessions end at once. Planners may do none of it; a
 * hospital sees only its own staff.
 */
const STAFF = '/internal/app/planner/v1/staff';
const INVITES = `${STAFF}/invites`;
const JOIN = '/internal/app/staff/v1/join';
const inviteOf = (code: string) => `/internal/app/staff/v1/invites/${code}`;

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let admin: TestClient;
let planner: TestClient;
let adminId: number;
let plannerId: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  const [row] = await server.db
    .insert(users)
    .values({ groupId: adminGroup!.id, firstName: 'Ada', lastName: 'Admin', name: 'Ada Admin', email: 'admin@test.example', cellPhone: '', passwordHash: await hashPassword('admin-secret') })
    .returning();
  adminId = row!.id;
  plannerId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email)))[0]!.id;
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
});
afterAll(() => server?.close());

const mailsTo = (to: string) =>
  server.logs.filter((line) => (line.mail as { to?: string } | undefined)?.to === to).map((line) => line.mail as { to: string; subject: string; text: string });
/** The code of the last invitation e-mailed to `to`, read from its link as the invited person would. */
const codeMailedTo = (to: string) => {
  const link = /\/hospital\/join\/(\S+)/.exec(mailsTo(to).at(-1)!.text);
  return link![1]!;
};
const invite = async (body: Record<string, unknown>) => {
  const response = await admin.post(INVITES, { firstName: 'Kim', lastName: 'Lee', role: 'planner', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectValid(response.body, StaffDirectory);
  return response.body as StaffDirectory;
};

describe('the staff directory', () => {
  it('lists the hospital’s staff only, to its admins only', async () => {
    const response = await admin.get(STAFF);
    expect(response.status).toBe(200);
    expectValid(response.body, StaffDirectory);
    const directory = response.body as StaffDirectory;
    expect(directory.members.map((member) => [member.name, member.role, member.isYou])).toEqual([
      ['Ada Admin', 'hospitalAdmin', true],
      ['Pat Planner', 'planner', false],
    ]);
    expect(directory.members.map((member) => member.email)).not.toContain('other-planner@test.example');
    expect((await planner.get(STAFF)).body).toMatchObject({ code: 'Forbidden', message: 'Only the hospital’s administrators may do this.' });
    expect((await planner.get(STAFF)).status).toBe(403);
    expect((await server.client().get(STAFF)).status).toBe(401);
  });
});

describe('inviting, and setting the password from the link', () => {
  it('e-mails a link that shows whose console it is, makes the account and logs it in', async () => {
    const directory = await invite({ email: 'kim@test.example' });
    expect(directory.invites).toMatchObject([{ name: 'Kim Lee', email: 'kim@test.example', role: 'planner', invitedBy: 'Ada Admin' }]);
    const mail = mailsTo('kim@test.example').at(-1)!;
    expect(mail.subject).toBe(`Your CareChoice staff account at ${world.hospital.name}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/hospital/join/`);
    const code = codeMailedTo('kim@test.example');

    const kim = server.client();
    const details = await kim.get(inviteOf(code));
    expect(details.status).toBe(200);
    expectValid(details.body, StaffInviteDetails);
    expect(details.body).toEqual({ firstName: 'Kim', email: 'kim@test.example', hospitalName: world.hospital.name, role: 'planner' });

    const joined = await kim.post(JOIN, { code, password: 'a long pass phrase', confirmPassword: 'a long pass phrase' });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    expect((await kim.get('/internal/app/user/v1/me')).body).toMatchObject({ name: 'Kim Lee', email: 'kim@test.example', group: { type: 'planner' } });
    // A planner of this hospital: the worklist answers.
    expect((await kim.post('/internal/app/planner/v1/patients/search', {})).status).toBe(200);
    // The link works once.
    expect((await server.client().get(inviteOf(code))).status).toBe(404);
    expect((await server.client().post(JOIN, { code, password: 'another pass phrase' })).body).toMatchObject({ code: 'InviteInvalid' });
    // And the password is the one set: a fresh login works.
    await loginAs(server.client(), 'kim@test.example', 'a long pass phrase');
    const after = (await admin.get(STAFF)).body as StaffDirectory;
    expect(after.invites).toEqual([]);
    expect(after.members.map((member) => member.name)).toEqual(['Ada Admin', 'Kim Lee', 'Pat Planner']);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.joined'));
    expect(trail).toHaveLength(1);
  });

  it('invites an admin, whose account is in the hospital’s admin group', async () => {
    await invite({ email: 'rae@test.example', firstName: 'Rae', lastName: 'Chen', role: 'hospitalAdmin' });
    const rae = server.client();
    expect((await rae.post(JOIN, { code: codeMailedTo('rae@test.example'), password: 'a long pass phrase' })).status).toBe(201);
    expect((await rae.get(STAFF)).status).toBe(200);
    const [row] = await server.db.select({ hospitalId: groups.hospitalId, type: groups.type }).from(users).innerJoin(groups, eq(groups.id, users.groupId)).where(eq(users.email, 'rae@test.example'));
    expect(row).toEqual({ hospitalId: world.hospital.id, type: 'hospitalAdmin' });
  });

  it('refuses a taken address, bad fields, a common password and mismatched passwords, each on its field', async () => {
    const taken = await admin.post(INVITES, { firstName: 'Pat', lastName: 'Again', email: PLANNER.email.toUpperCase(), role: 'planner' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ code: 'EmailTaken', message: 'An account with this e-mail already exists.', fields: { email: 'already has a CareChoice account' } });
    const bad = await admin.post(INVITES, { firstName: ' ', lastName: 'Lee', email: 'not-an-address', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'firstName', 'role']);

    await invite({ email: 'lou@test.example', firstName: 'Lou' });
    const code = codeMailedTo('lou@test.example');
    const common = await server.client().post(JOIN, { code, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.code).toBe('PasswordTooCommon');
    expect(Object.keys(common.body.fields)).toEqual(['password']);
    const mismatch = await server.client().post(JOIN, { code, password: 'a long pass phrase', confirmPassword: 'a longer pass phrase' });
    expect(mismatch.body).toMatchObject({ code: 'InvalidInput', fields: { confirmPassword: 'must match the password' } });
    // Still open after the refusals.
    expect((await server.client().get(inviteOf(code))).status).toBe(200);
  });

  it('replaces an open invitation to the same address, and revokes one', async () => {
    await invite({ email: 'sam@test.example', firstName: 'Sam' });
    const first = codeMailedTo('sam@test.example');
    const directory = await invite({ email: 'Sam@test.example', firstName: 'Sam' });
    expect(directory.invites.filter((open) => open.email.toLowerCase() === 'sam@test.example')).toHaveLength(1);
    expect((await server.client().get(inviteOf(first))).status).toBe(404);
    const second = codeMailedTo('Sam@test.example');
    const id = directory.invites.find((open) => open.email === 'Sam@test.example')!.id;
    expect((await planner.post(`${INVITES}/${id}/revoke`, {})).status).toBe(403);
    const revoked = await admin.post(`${INVITES}/${id}/revoke`, {});
    expect(revoked.status).toBe(200);
    expect((revoked.body as StaffDirectory).invites.map((open) => open.id)).not.toContain(id);
    expect((await server.client().get(inviteOf(second))).body).toMatchObject({ code: 'InviteInvalid' });
    expect((await admin.post(`${INVITES}/${id}/revoke`, {})).status).toBe(409);
  });

  it('does not let an admin reach another hospital’s invitations', async () => {
    const [other] = await server.db
      .insert(staffInvites)
      .values({ hospitalId: world.otherHospital.id, role: 'planner', email: 'x@other.example', firstName: 'X', lastName: 'Y', codeHash: 'not-a-real-hash', expiresAt: new Date(Date.now() + 60_000) })
      .returning();
    expect((await admin.post(`${INVITES}/${other!.id}/revoke`, {})).status).toBe(404);
  });
});

describe('deactivating', () => {
  it('ends the account’s sessions at once and refuses its logins with the usual words', async () => {
    await invite({ email: 'jo@test.example', firstName: 'Jo' });
    const jo = server.client();
    await jo.post(JOIN, { code: codeMailedTo('jo@test.example'), password: 'a long pass phrase' });
    expect((await jo.post('/internal/app/planner/v1/patients/search', {})).status).toBe(200);
    const joId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'jo@test.example')))[0]!.id;

    expect((await planner.post(`${STAFF}/${joId}/deactivate`, {})).status).toBe(403);
    const response = await admin.post(`${STAFF}/${joId}/deactivate`, {});
    expect(response.status).toBe(200);
    expect((response.body as StaffDirectory).members.find((member) => member.id === joId)?.deactivatedAt).toEqual(expect.any(Number));
    // Deactivated accounts are listed last.
    expect((response.body as StaffDirectory).members.at(-1)!.id).toBe(joId);

    expect((await jo.post('/internal/app/planner/v1/patients/search', {})).status).toBe(401);
    const again = await server.client().post('/internal/app/auth/v1/login', { email: 'jo@test.example', password: 'a long pass phrase' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'InvalidCredentials', message: 'The e-mail or password is not correct.' });
    expect((await admin.post(`${STAFF}/${joId}/deactivate`, {})).status).toBe(409);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'staff.deactivated'));
    expect(trail).toMatchObject([{ userId: adminId, subject: String(joId) }]);
  });

  it('does not deactivate oneself, another hospital’s staff or an unknown account', async () => {
    expect((await admin.post(`${STAFF}/${adminId}/deactivate`, {})).body).toMatchObject({ code: 'CannotDeactivateSelf', message: 'You cannot deactivate your own account.' });
    const [otherPlanner] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'other-planner@test.example'));
    expect((await admin.post(`${STAFF}/${otherPlanner!.id}/deactivate`, {})).status).toBe(404);
    expect((await admin.post(`${STAFF}/999999/deactivate`, {})).status).toBe(404);
    expect((await admin.post(`${STAFF}/abc/deactivate`, {})).status).toBe(400);
    expect(plannerId).toBeGreaterThan(0);
  });
});
