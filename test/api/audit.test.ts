import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent } from '../../src/contract/planner';
import { auditEvents, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, PATIENT, plannerInvites } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/** The append-only audit trail (HIPAA audit controls). */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

describe('the audit trail', () => {
  it('records who did what to a patient, when and from where, and planners read it; no secrets in it', async () => {
    const [a, b] = world.providerIds as [number, number];
    const email = 'audited@test.example';
    const { inviteCode, patientId, planner } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b] }], { email });
    const family = server.client();
    family.remoteAddress = '203.0.113.7';
    expect((await family.post('/internal/app/choice/v1/users', { user: { ...FAMILY, email }, inviteCode })).status).toBe(201);
    expect((await family.post('/internal/app/auth/v1/login', { email, password: 'not-my-password' })).status).toBe(400);
    await loginAs(family, email, FAMILY.password);
    const ack = { at: 1_700_000_000, text: 'I acknowledge.', by: 'fc_family' };
    expect((await family.post('/internal/app/choice/v1/claim', { patient: { ...PATIENT, initial: 'Q' }, acknowledgement: ack })).status).toBe(404);
    expect((await family.post('/internal/app/choice/v1/claim', { patient: PATIENT, acknowledgement: ack })).status).toBe(200);
    expect((await family.get('/internal/app/choice/v1/patient')).status).toBe(200);
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id as number;
    expect((await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options`)).status).toBe(200);
    expect((await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [b], shortlist: [b], completedAt: 1_800_000_000 })).status).toBe(200);
    expect((await family.put('/internal/app/user/v1/me', { name: 'Audited Family', email, cellPhone: '6145550199' })).status).toBe(200);
    expect((await family.put('/internal/app/user/v1/password', { currentPassword: FAMILY.password, newPassword: 'a-newer-secret' })).status).toBe(200);

    const trail = await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`);
    expect(trail.status).toBe(200);
    for (const event of trail.body) expectValid(event, AuditEvent);
    const [account] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const plannerId = trail.body[0].userId as number;
    expect(trail.body.map(({ action, userId, subject }: AuditEvent) => ({ action, userId, subject }))).toEqual([
      { action: 'patient.created', userId: plannerId, subject: null },
      { action: 'invite.issued', userId: plannerId, subject: expect.stringMatching(/^\d+$/) },
      { action: 'claim.failed', userId: account!.id, subject: null },
      { action: 'claim.succeeded', userId: account!.id, subject: null },
      { action: 'patient.viewed', userId: account!.id, subject: null },
      { action: 'optionList.viewed', userId: account!.id, subject: String(listId) },
      { action: 'ranking.saved', userId: account!.id, subject: String(listId) },
    ]);
    expect(trail.body.filter((event: AuditEvent) => event.userId === account!.id).every((event: AuditEvent) => event.ip === '203.0.113.7')).toBe(true);
    expect(trail.body.every((event: AuditEvent) => Math.abs(event.at - Date.now() / 1000) < 120)).toBe(true);

    // The account's own events, which concern no patient.
    const accountEvents = await server.db.select().from(auditEvents).where(eq(auditEvents.userId, account!.id));
    expect(accountEvents.map((event) => event.action)).toEqual(expect.arrayContaining(['login.failed', 'login.succeeded', 'contact.changed', 'password.changed']));
    const everything = JSON.stringify(await server.db.select().from(auditEvents));
    for (const secret of [FAMILY.password, 'not-my-password', 'a-newer-secret', inviteCode, PATIENT.dateOfBirth, family.cookies.get('carechoice_session')!, family.cookies.get('XSRF-TOKEN')!]) {
      expect(everything).not.toContain(secret);
    }
    // The planner's reading of the patient is itself on the trail, after the answer it was read in.
    const again = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
    expect(again.status).toBe(200);
    const latest = await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`);
    expect(latest.body.at(-1)).toMatchObject({ action: 'patient.viewed', userId: plannerId });
  });

  it('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(server.db.update(auditEvents).set({ action: 'nothing.happened' })).rejects.toThrow();
    await expect(server.db.delete(auditEvents)).rejects.toThrow();
    expect((await server.db.select().from(auditEvents)).length).toBeGreaterThan(0);
  });

  it("is only for planners of the patient's hospital", async () => {
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'trail@test.example' });
    const other = server.client();
    await loginAs(other, 'other-planner@test.example', PLANNER.password);
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}/audit`)).status).toBe(404);
    expect((await server.client().get(`/internal/app/planner/v1/patients/${patientId}/audit`)).status).toBe(401);
  });
});
