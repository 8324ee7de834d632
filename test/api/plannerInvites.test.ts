import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreatedInvite, PlannerPatient } from '../../src/contract/planner';
import { auditEvents, hospitals, invites, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, familyWithList, loginAs, PATIENT, signedUpFamily } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A planner invites the family from the patient page (POST /planner/v1/invites with a
 * relationship), resends an invite (a fresh code: the old link stops working) and revokes one; only their own
 * hospital's patients (404 otherwise), only staff (403), every body checked (400), a used or revoked invite refused
 * (409), each action audited, and the invite's e-mail and phone never logged but in the e-mail itself.
 */
const API = '/internal/app';
const INVITES = `${API}/planner/v1/invites`;
const EMAIL = 'desk.family@test.example';
const PHONE = '6145550199';

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let plannerId: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  plannerId = (await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email)))[0]!.id;
});
afterAll(() => server?.close());

async function newPatient(lastName = 'Rivera') {
  const created = await planner.post(`${API}/planner/v1/patients`, {
    patient: { ...PATIENT, lastName },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function invite(patientId: number, extra: Record<string, unknown> = {}) {
  const response = await planner.post(INVITES, { patientId, email: EMAIL, cellPhone: PHONE, relationship: 'fc_family', ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expectValid(response.body, CreatedInvite);
  return response.body as CreatedInvite;
}

const record = async (patientId: number) => {
  const response = await planner.get(`${API}/planner/v1/patients/${patientId}`);
  expect(response.status).toBe(200);
  expectValid(response.body, PlannerPatient);
  return response.body as PlannerPatient;
};
const lookUp = (code: string) => server.client().get(`${API}/choice/v1/invites/${code}`);
const mailsTo = (to: string) =>
  server.logs.filter((line) => (line.mail as { to?: string } | undefined)?.to === to).map((line) => line.mail as { to: string; text: string });
const auditOf = async (patientId: number) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId)).orderBy(auditEvents.id);

describe('inviting the family', () => {
  it('stores the relationship and the acknowledgement text, e-mails the link and answers it, once', async () => {
    const patientId = await newPatient();
    const mailsBefore = mailsTo(EMAIL).length;
    const created = await invite(patientId, { customAcknowledgementText: '  I may choose for my mother.  ' });
    expect(created.url).toBe(`${PUBLIC_URL}/go/c/${created.inviteCode}`);
    const [row] = await server.db.select().from(invites).where(eq(invites.id, created.inviteId));
    expect(row).toMatchObject({ relationship: 'fc_family', customAcknowledgementText: 'I may choose for my mother.', email: EMAIL, cellPhone: PHONE });
    // Only the code's hash is kept.
    expect(JSON.stringify(row)).not.toContain(created.inviteCode);
    expect(mailsTo(EMAIL)).toHaveLength(mailsBefore + 1);
    expect(mailsTo(EMAIL).at(-1)!.text).toContain(created.url);
    expect((await lookUp(created.inviteCode)).body).toEqual({ email: EMAIL, cellPhone: PHONE, customAcknowledgementText: 'I may choose for my mother.', customAcknowledgementTextEs: null, language: 'en' });

    const shown = (await record(patientId)).invites;
    expect(shown).toEqual([
      expect.objectContaining({ id: created.inviteId, email: EMAIL, relationship: 'fc_family', revokedAt: null, revokedBy: null, language: 'en' }),
    ]);
    expect((await auditOf(patientId)).filter((event) => event.action === 'invite.issued')).toEqual([
      expect.objectContaining({ userId: plannerId, subject: String(created.inviteId), email: null }),
    ]);
  });

  it('shows each invite’s language on the record: the one it was sent in, the hospital’s then when none was picked', async () => {
    const patientId = await newPatient();
    await server.db.update(hospitals).set({ familyLanguage: 'es' }).where(eq(hospitals.id, world.hospital.id));
    try {
      const byDefault = await invite(patientId);
      const picked = await invite(patientId, { language: 'en' });
      await server.db.update(hospitals).set({ familyLanguage: 'en' }).where(eq(hospitals.id, world.hospital.id));
      const later = await invite(patientId);
      const shown = await record(patientId);
      expect(shown.familyLanguage).toBe('en');
      expect(shown.invites.map(({ id, language }) => ({ id, language }))).toEqual([
        { id: byDefault.inviteId, language: 'es' },
        { id: picked.inviteId, language: 'en' },
        { id: later.inviteId, language: 'en' },
      ]);
    } finally {
      await server.db.update(hospitals).set({ familyLanguage: 'en' }).where(eq(hospitals.id, world.hospital.id));
    }
  });

  it('invites a family in the language set on the patient when none was picked, whatever the hospital’s', async () => {
    const patientId = await newPatient();
    const setLanguage = (preferredLanguage: string | null) => planner.put(`/internal/app/planner/v1/patients/${patientId}/language`, { preferredLanguage });
    expect((await setLanguage('es')).status).toBe(200);
    const spanish = await invite(patientId);
    const picked = await invite(patientId, { language: 'en' });
    expect((await setLanguage(null)).status).toBe(200);
    const byHospital = await invite(patientId);
    expect((await record(patientId)).invites.map(({ id, language }) => ({ id, language }))).toEqual([
      { id: spanish.inviteId, language: 'es' },
      { id: picked.inviteId, language: 'en' },
      { id: byHospital.inviteId, language: 'en' },
    ]);
    expect((await lookUp(spanish.inviteCode)).body.language).toBe('es');
  });

  it('still takes an invite without a relationship (npm run invite), stored as none', async () => {
    const patientId = await newPatient();
    const response = await planner.post(INVITES, { patientId, email: EMAIL, cellPhone: PHONE });
    expect(response.status).toBe(201);
    expect((await record(patientId)).invites[0]!.relationship).toBeNull();
  });

  it('refuses bad bodies with the fields named (400)', async () => {
    const patientId = await newPatient();
    const refused = async (body: unknown, field: string) => {
      const response = await planner.post(INVITES, body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body).toMatchObject({ code: 'InvalidInput', fields: { [field]: expect.any(String) } });
    };
    await refused({ patientId, email: 'not-an-address', cellPhone: PHONE }, 'email');
    await refused({ patientId, email: EMAIL, cellPhone: '(614) 555-0199' }, 'cellPhone');
    // A planner does not invite a planner to choose.
    await refused({ patientId, email: EMAIL, cellPhone: PHONE, relationship: 'fc_planner' }, 'relationship');
    await refused({ patientId, email: EMAIL, cellPhone: PHONE, customAcknowledgementText: '   ' }, 'customAcknowledgementText');
    await refused({ patientId, email: EMAIL, cellPhone: PHONE, customAcknowledgementText: 'x'.repeat(2_001) }, 'customAcknowledgementText');
    expect((await record(patientId)).invites).toEqual([]);
  });
});

describe('resending an invite', () => {
  it('issues a fresh code with a new 14-day life: the old link stops working, the new one works and is e-mailed', async () => {
    const patientId = await newPatient();
    const first = await invite(patientId);
    const mailsBefore = mailsTo(EMAIL).length;
    const response = await planner.post(`${INVITES}/${first.inviteId}/resend`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectValid(response.body, CreatedInvite);
    const resent = response.body as CreatedInvite;
    expect(resent.inviteId).toBe(first.inviteId);
    expect(resent.inviteCode).not.toBe(first.inviteCode);
    expect(resent.expiresAt).toBeGreaterThanOrEqual(first.expiresAt);
    expect(resent.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 86_400 - 60);

    expect((await lookUp(first.inviteCode)).status).toBe(404);
    expect((await lookUp(resent.inviteCode)).status).toBe(200);
    expect(mailsTo(EMAIL)).toHaveLength(mailsBefore + 1);
    expect(mailsTo(EMAIL).at(-1)!.text).toContain(resent.url);
    // Still one invite on the record, not a second one.
    expect((await record(patientId)).invites.map((shown) => shown.id)).toEqual([first.inviteId]);
    expect((await auditOf(patientId)).map((event) => [event.action, event.subject])).toContainEqual(['invite.resent', String(first.inviteId)]);

    // The family signs up with the new link.
    await signedUpFamily(server, resent.inviteCode, { ...FAMILY, email: 'resent.family@test.example' });
  });

  it('refuses a used invite (409), and brings an expired one back to life', async () => {
    const { listId } = await familyWithList(server, [world.providerIds[0]!], 'used.family@test.example');
    expect(listId).toBeGreaterThan(0);
    const [used] = await server.db.select().from(invites).where(eq(invites.email, 'used.family@test.example'));
    const refused = await planner.post(`${INVITES}/${used!.id}/resend`, {});
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 'InviteUsed', message: 'This invite has already been used: the family has an account.' });

    const patientId = await newPatient();
    const expiring = await invite(patientId);
    await server.db.update(invites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invites.id, expiring.inviteId));
    expect((await lookUp(expiring.inviteCode)).status).toBe(404);
    const renewed = await planner.post(`${INVITES}/${expiring.inviteId}/resend`, {});
    expect(renewed.status).toBe(200);
    expect((await lookUp(renewed.body.inviteCode)).status).toBe(200);
  });
});

describe('revoking an invite', () => {
  it('ends the link for good, says a staff member did it, and refuses a second revoke or a resend (409)', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    const response = await planner.post(`${INVITES}/${created.inviteId}/revoke`, {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ success: true });

    expect((await lookUp(created.inviteCode)).status).toBe(404);
    const signUp = await server.client().post(`${API}/choice/v1/users`, {
      user: { ...FAMILY, email: 'revoked.family@test.example', confirmPassword: FAMILY.password },
      inviteCode: created.inviteCode,
    });
    expect(signUp.status).toBe(400);
    expect(signUp.body.code).toBe('InviteInvalid');

    const [row] = await server.db.select().from(invites).where(eq(invites.id, created.inviteId));
    expect(row!.revokedByUserId).toBe(plannerId);
    const shown = (await record(patientId)).invites[0]!;
    expect(shown).toMatchObject({ revokedBy: 'staff', revokedAt: expect.any(Number) });
    expect((await auditOf(patientId)).map((event) => [event.action, event.userId, event.subject])).toContainEqual(['invite.revoked', plannerId, String(created.inviteId)]);

    const again = await planner.post(`${INVITES}/${created.inviteId}/revoke`, {});
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'InviteRevoked', message: 'This invite has already been revoked.' });
    expect((await planner.post(`${INVITES}/${created.inviteId}/resend`, {})).status).toBe(409);
  });

  it('ends a revoke racing a resend with the invite revoked: the resend came first or is refused (409)', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    const [revoked, resent] = await Promise.all([
      planner.post(`${INVITES}/${created.inviteId}/revoke`, {}),
      planner.post(`${INVITES}/${created.inviteId}/resend`, {}),
    ]);
    expect(revoked.status).toBe(200);
    expect([200, 409]).toContain(resent.status);
    if (resent.status === 409) expect(resent.body.code).toBe('InviteRevoked');
    // Whatever the order, the invite ends revoked and no link of it works.
    expect((await record(patientId)).invites[0]!.revokedBy).toBe('staff');
    expect((await lookUp(created.inviteCode)).status).toBe(404);
    if (resent.status === 200) expect((await lookUp(resent.body.inviteCode)).status).toBe(404);
  });

  it('tells a revoke by failed claims from a planner’s', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    await server.db.update(invites).set({ revokedAt: new Date() }).where(eq(invites.id, created.inviteId));
    expect((await record(patientId)).invites[0]!.revokedBy).toBe('failedClaims');
    expect((await planner.post(`${INVITES}/${created.inviteId}/revoke`, {})).status).toBe(409);
  });
});

describe('who may resend and revoke', () => {
  it('is not found for another hospital’s planner, nor for an invite that does not exist', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    const other = server.client();
    await loginAs(other, 'other-planner@test.example', PLANNER.password);
    for (const action of ['resend', 'revoke']) {
      const response = await other.post(`${INVITES}/${created.inviteId}/${action}`, {});
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NotFound', message: 'No such invite.' });
      expect((await planner.post(`${INVITES}/99999/${action}`, {})).status).toBe(404);
    }
    expect((await other.post(INVITES, { patientId, email: EMAIL, cellPhone: PHONE })).status).toBe(404);
    expect((await lookUp(created.inviteCode)).status).toBe(200);
  });

  it('is forbidden to a family and asks someone logged out to log in', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    const { family } = await familyWithList(server, [world.providerIds[0]!], 'nosy.family@test.example');
    for (const action of ['resend', 'revoke']) {
      expect((await family.post(`${INVITES}/${created.inviteId}/${action}`, {})).status).toBe(403);
      expect((await server.client().post(`${INVITES}/${created.inviteId}/${action}`, {})).status).toBe(401);
    }
    expect((await family.post(INVITES, { patientId, email: EMAIL, cellPhone: PHONE })).status).toBe(403);
    expect((await lookUp(created.inviteCode)).status).toBe(200);
  });

  it('checks the path and the body (400)', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId);
    for (const action of ['resend', 'revoke']) {
      expect((await planner.post(`${INVITES}/abc/${action}`, {})).status).toBe(400);
      const extra = await planner.post(`${INVITES}/${created.inviteId}/${action}`, { email: 'someone.else@test.example' });
      expect(extra.status).toBe(400);
      expect(extra.body.code).toBe('InvalidInput');
    }
    expect((await lookUp(created.inviteCode)).status).toBe(200);
  });
});

describe('what is kept of the invite’s contact details', () => {
  it('never logs the e-mail or the phone but in the invite e-mail itself, nor writes them to the audit trail', async () => {
    const patientId = await newPatient();
    const created = await invite(patientId, { email: 'private.person@test.example', cellPhone: '6145550777' });
    await planner.post(`${INVITES}/${created.inviteId}/resend`, {});
    await planner.post(`${INVITES}/${created.inviteId}/revoke`, {});
    // Refused bodies and another hospital's attempt are not logged with their contents either.
    expect((await planner.post(INVITES, { patientId, email: 'private.person@test.example', cellPhone: '614555077x' })).status).toBe(400);
    expect((await planner.post(`${INVITES}/${created.inviteId}/resend`, { email: 'private.person@test.example' })).status).toBe(400);
    const lines = server.logs.filter((line) => !line.mail).map((line) => JSON.stringify(line));
    expect(lines.filter((line) => line.includes('private.person') || line.includes('6145550777'))).toEqual([]);
    expect(lines.filter((line) => line.includes(created.inviteCode))).toEqual([]);
    const trail = await server.db.select().from(auditEvents).where(and(eq(auditEvents.patientId, patientId)));
    expect(JSON.stringify(trail)).not.toContain('private.person');
  });
});
