import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffDirectory, StaffInviteDetails } from '../../src/contract/staff';
import { hashPassword } from '../../server/auth/password';
import { auditEvents, groups, loginThrottles, outbox, staffInvites, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { loginAs } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A hospital's admins invite staff by e-mail, the invited person sets a password from the link
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
let adminGroupId: number;

/** Another admin of the hospital, logged in. */
async function anotherAdmin(email: string): Promise<TestClient> {
  await server.db.insert(users).values({ groupId: adminGroupId, firstName: 'Al', lastName: 'Admin', name: 'Al Admin', email, cellPhone: '', passwordHash: await hashPassword('admin-secret') });
  const client = server.client();
  await loginAs(client, email, 'admin-secret');
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  adminGroupId = adminGroup!.id;
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
const RESET_REQUEST = '/internal/app/user/v1/password/reset-request';
/** The password reset e-mails sent to `to`. */
const resetMailsTo = (to: string) => mailsTo(to).filter((mail) => mail.subject === 'Reset your CareChoice password');
/** The outbox's rows for `to`: what was sent, whatever the log says. */
const outboxTo = (to: string) => server.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, to));
const invitation = (email: string) => ({ firstName: 'Kim', lastName: 'Lee', role: 'planner', email });
const expectTooMany = (answer: { status: number; body: unknown; headers: Record<string, unknown> }, message: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body).toEqual({ code: 'TooManyAttempts', message });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(59 * 60);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
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

  it('refuses bad fields, a common password and mismatched passwords, each on its field', async () => {
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

describe('an address that already has an account', () => {
  it('is invited as any other, so the admin learns nothing; only its owner is told, and gets no link', async () => {
    const fresh = await admin.post(INVITES, { firstName: 'Nia', lastName: 'New', email: 'nia@test.example', role: 'planner' });
    // An account at another hospital: an admin must not learn who works where.
    const elsewhere = await admin.post(INVITES, { firstName: 'Oli', lastName: 'Other', email: 'other-planner@test.example', role: 'planner' });
    for (const answer of [fresh, elsewhere]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expectValid(answer.body, StaffDirectory);
    }
    const listed = (answer: typeof fresh, email: string) => (answer.body as StaffDirectory).invites.find((open) => open.email === email)!;
    const [freshListed, elsewhereListed] = [listed(fresh, 'nia@test.example'), listed(elsewhere, 'other-planner@test.example')];
    expect(Object.keys(elsewhereListed)).toEqual(Object.keys(freshListed));
    expect(elsewhereListed).toMatchObject({ name: 'Oli Other', role: 'planner', invitedBy: 'Ada Admin' });
    expect(elsewhereListed.expiresAt - elsewhereListed.createdAt).toBe(freshListed.expiresAt - freshListed.createdAt);

    // Each address gets one e-mail: the new one a link, the account's owner why there is none.
    expect(mailsTo('nia@test.example')).toHaveLength(1);
    expect(mailsTo('nia@test.example')[0]!.text).toContain('/hospital/join/');
    const [notice, ...more] = mailsTo('other-planner@test.example');
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(`Your CareChoice invitation from ${world.hospital.name}`);
    expect(notice!.text).toContain('This e-mail address already has a CareChoice account');
    expect(notice!.text).not.toContain('/hospital/join/');
    expect(await outboxTo('other-planner@test.example')).toHaveLength(1);
  });

  it('refuses, in words, to set a password from a link whose address got an account since', async () => {
    await invite({ email: 'late@test.example', firstName: 'Lou' });
    const code = codeMailedTo('late@test.example');
    // The address signs up elsewhere before the link is opened (here: another hospital's planner group).
    const [otherGroup] = await server.db.select({ id: users.groupId }).from(users).where(eq(users.email, 'other-planner@test.example'));
    await server.db.insert(users).values({ groupId: otherGroup!.id, firstName: 'Lou', lastName: 'Late', name: 'Lou Late', email: 'late@test.example', cellPhone: '', passwordHash: await hashPassword('lou-secret') });
    const refused = await server.client().post(JOIN, { code, password: 'a long pass phrase' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'EmailTaken', message: 'An account with this e-mail already exists: log in instead.' });
  });
});

describe('invitation limits', () => {
  /** Ends the window of the counter `key`, as if the hour had passed. */
  const endWindow = (key: string) =>
    server.db.update(loginThrottles).set({ windowStartedAt: sql`now() - interval '1 hour 1 second'` }).where(eq(loginThrottles.key, key));

  it('sends one address 3 invitations an hour, whoever sends them, then 429 alike with or without an account', async () => {
    // 'Send again' is the same call: the first invitation and two sent again.
    for (const email of ['quinn@test.example', PLANNER.email]) {
      const before = mailsTo(email).length;
      for (let sent = 1; sent <= 3; sent++) expect((await admin.post(INVITES, invitation(email))).status, `${email}, invitation ${sent}`).toBe(201);
      expectTooMany(await admin.post(INVITES, invitation(email)), 'Too many invitations to this address. Please try again in 60 minutes.');
      expect(mailsTo(email).length - before).toBe(3);
    }
    const colleague = await anotherAdmin('colleague-admin@test.example');
    expectTooMany(await colleague.post(INVITES, invitation('quinn@test.example')), 'Too many invitations to this address. Please try again in 60 minutes.');
    await endWindow('staff-invite-to:quinn@test.example');
    expect((await colleague.post(INVITES, invitation('Quinn@test.example'))).status).toBe(201);
  });

  it('lets one admin send 50 invitations an hour, then 429; another admin is not held up', async () => {
    const busy = await anotherAdmin('busy-admin@test.example');
    for (let sent = 1; sent <= 50; sent++) expect((await busy.post(INVITES, invitation(`new${sent}@test.example`))).status, `invitation ${sent}`).toBe(201);
    expectTooMany(await busy.post(INVITES, invitation('new51@test.example')), 'Too many invitations. Please try again in 60 minutes.');
    expect(mailsTo('new51@test.example')).toEqual([]);
    expect((await admin.post(INVITES, invitation('new51@test.example'))).status).toBe(201);
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

  it('sends no password reset to a deactivated account, answering as for any address; an earlier code stops working', async () => {
    await invite({ email: 'dee@test.example', firstName: 'Dee' });
    await server.client().post(JOIN, { code: codeMailedTo('dee@test.example'), password: 'a long pass phrase' });
    const deeId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'dee@test.example')))[0]!.id;
    // A code asked for while the account was active.
    await server.client().post(RESET_REQUEST, { email: 'dee@test.example' });
    await server.settled();
    const earlier = /\/forgot-password-reset\/(\S+)/.exec(resetMailsTo('dee@test.example').at(-1)!.text)![1]!;
    expect((await admin.post(`${STAFF}/${deeId}/deactivate`, {})).status).toBe(200);

    const answers = [await server.client().post(RESET_REQUEST, { email: 'dee@test.example' }), await server.client().post(RESET_REQUEST, { email: 'admin@test.example' })];
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, { success: true }]);
    await server.settled();
    expect(resetMailsTo('dee@test.example')).toHaveLength(1);
    expect(await server.db.select().from(outbox).where(and(eq(outbox.to, 'dee@test.example'), eq(outbox.subject, 'Reset your CareChoice password')))).toHaveLength(1);
    expect(resetMailsTo('admin@test.example')).toHaveLength(1);

    const reset = await server.client().post('/internal/app/user/v1/password/reset', { email: 'dee@test.example', password: 'a new pass phrase', code: earlier });
    expect(reset.body).toMatchObject({ code: 'ResetCodeInvalid' });
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
