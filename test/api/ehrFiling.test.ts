/// <reference types="fhir/r4" />
import { createServer } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlannerPatient } from '../../src/contract/planner';
import { hashPassword } from '../../server/auth/password';
import { ehrFilings, groups, providers, users } from '../../server/db/schema';
import { createWorld } from '../fixtures/world';
import { FAMILY, loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { startTestEhr, type TestEhr } from '../support/fhirServer';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Filing the choice record in the hospital's EHR: an admin gives the EHR's FHIR base URL and a bearer token (kept as a
 * secret); each confirmation queues the record in the same transaction; the outbox sends it as a FHIR transaction to
 * a real FHIR server (Medplum's router over its in-memory repository), retrying with a growing wait while the EHR is
 * unreachable or down, and the patient's page says how it stands.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let admin: TestClient;
let ehr: TestEhr | undefined;
const HOSPITAL = '/internal/app/planner/v1/hospital';
const TOKEN = 'ehr-token-6f1c2a';
const PATIENT = { initial: 'Á', firstName: 'Ánh', lastName: 'Nguyễn Thị', dateOfBirth: '1948-03-14', mrn: 'EHR-1001' };

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: world.hospital.id }).returning();
  await server.db.insert(users).values({ groupId: adminGroup!.id, firstName: 'Ada', lastName: 'Admin', name: 'Ada Admin', email: 'admin@test.example', cellPhone: '6145550199', passwordHash: await hashPassword('admin-secret') });
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
});
afterAll(async () => {
  await ehr?.close();
  await server?.close();
});

/** The filing as the planner's patient page shows it. */
const filingOf = async (planner: TestClient, patientId: number) => ((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).body as PlannerPatient).ehrFiling;
/** Seconds until the filing is tried again. */
const waitOf = (filing: PlannerPatient['ehrFiling']) => filing!.nextAttemptAt! - Math.floor(Date.now() / 1000);
/** As if the wait were over. */
const makeDue = (patientId: number) => server.db.update(ehrFilings).set({ nextAttemptAt: sql`now()` }).where(eq(ehrFilings.patientId, patientId));

describe('the EHR settings', () => {
  it('take an https address (or this machine’s) and a token that is never answered back', async () => {
    for (const bad of ['ehr.example.org/fhir', 'ftp://ehr.example.org/fhir', 'http://ehr.example.org/fhir', 'https://user:secret@ehr.example.org/fhir', 'x'.repeat(2001)]) {
      const refused = await admin.put(HOSPITAL, { ehrBaseUrl: bad });
      expect(refused.status, bad).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    const saved = await admin.put(HOSPITAL, { ehrBaseUrl: 'https://ehr.example.org/fhir', ehrToken: TOKEN });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ehrBaseUrl: 'https://ehr.example.org/fhir', ehrTokenSet: true });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    expect((await admin.put(HOSPITAL, { ehrToken: null })).body.ehrTokenSet).toBe(false);
  });
});

describe('filing a confirmed record', () => {
  it('retries while the EHR is unreachable or down, then files it whole, once per patient', async () => {
    const port = await freePort();
    expect((await admin.put(HOSPITAL, { ehrBaseUrl: `http://127.0.0.1:${port}/fhir`, ehrToken: TOKEN })).status).toBe(200);
    const [a, b] = world.providerIds as [number, number];
    const [rehabProvider] = await server.db
      .insert(providers)
      .values({ name: 'Riverbend Rehabilitation', displayName: 'Riverbend Rehabilitation', levelOfCare: 'acute_inpatient_rehab', city: 'Columbus', state: 'OH', latitude: 39.97, longitude: -83.0 })
      .returning();
    const rehab = rehabProvider!.id;
    const { planner, patientId, inviteCode } = await plannerInvites(
      server,
      [
        { levelOfCare: 'skilled_nursing', providerIds: [a, b] },
        { levelOfCare: 'acute_inpatient_rehab', providerIds: [rehab] },
      ],
      { patient: PATIENT, email: 'ehr@test.example' },
    );
    expect(await filingOf(planner, patientId)).toBeNull();
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'ehr@test.example' }, { initial: 'A', lastName: 'Nguyen Thi', dateOfBirth: PATIENT.dateOfBirth });
    const lists = (await family.get('/internal/app/choice/v1/services')).body as { latestOptionList: { id: number } }[];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${lists[0]!.latestOptionList.id}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: 1_800_000_000 })).status).toBe(200);
    // Queued with the confirmation.
    expect(await filingOf(planner, patientId)).toMatchObject({ status: 'pending', attempts: 0, filedAt: null, reason: null });

    // 1. Nothing listens at the EHR's address: failed, with why, tried again in 30 s.
    expect(await server.fileEhrRecords()).toBe(1);
    let filing = await filingOf(planner, patientId);
    expect(filing).toMatchObject({ status: 'failed', attempts: 1, reason: 'The EHR could not be reached (ECONNREFUSED).' });
    expect(waitOf(filing)).toBeGreaterThanOrEqual(28);
    expect(waitOf(filing)).toBeLessThanOrEqual(31);
    // Not before its time.
    expect(await server.fileEhrRecords()).toBe(0);

    // 2. The EHR is there but down for maintenance: failed again, and the wait doubles.
    ehr = await startTestEhr({ token: TOKEN, port });
    ehr.down = true;
    await makeDue(patientId);
    expect(await server.fileEhrRecords()).toBe(1);
    filing = await filingOf(planner, patientId);
    expect(filing).toMatchObject({ status: 'failed', attempts: 2, reason: 'The EHR answered 503 Service Unavailable.' });
    expect(waitOf(filing)).toBeGreaterThanOrEqual(58);

    // 3. It comes back: the record is filed, whole, with the token.
    ehr.down = false;
    await makeDue(patientId);
    expect(await server.fileEhrRecords()).toBe(1);
    filing = await filingOf(planner, patientId);
    expect(filing).toMatchObject({ status: 'filed', attempts: 3, reason: null, nextAttemptAt: null });
    expect(filing!.filedAt).toBeGreaterThan(0);
    expect(ehr.received.at(-1)).toEqual({ method: 'POST', authorization: `Bearer ${TOKEN}` });
    const stored = async <T extends fhir4.FhirResource['resourceType']>(type: T) => (await ehr!.repo.search({ resourceType: type as never })).entry?.map((entry) => entry.resource as never as Extract<fhir4.FhirResource, { resourceType: T }>) ?? [];
    const [patient] = await stored('Patient');
    expect(patient).toMatchObject({ name: [{ text: 'Ánh Nguyễn Thị', family: 'Nguyễn Thị', given: ['Ánh'] }], birthDate: '1948-03-14', identifier: [{ value: 'EHR-1001' }] });
    const [document] = await stored('DocumentReference');
    expect(Buffer.from(document!.content[0]!.attachment.data!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    // Its references now point at the EHR's own patient.
    expect(document!.subject!.reference).toBe(`Patient/${patient!.id}`);
    // Who acknowledged, for each service's list, and who confirmed the nursing one.
    expect((await stored('Provenance')).map((provenance) => provenance.activity?.text)).toEqual([
      'Acknowledged: I acknowledge.',
      'Choices confirmed (language the family used: English)',
      'Acknowledged: I acknowledge.',
    ]);

    // 4. The family confirms the other service: the whole record is filed again, and the EHR keeps one patient.
    expect((await family.post(`/internal/app/choice/v1/option-lists/${lists[1]!.latestOptionList.id}/rank`, { rankings: [rehab], shortlist: [rehab], completedAt: 1_800_000_100 })).status).toBe(200);
    expect(await filingOf(planner, patientId)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await server.fileEhrRecords()).toBe(1);
    expect(await filingOf(planner, patientId)).toMatchObject({ status: 'filed' });
    expect(await stored('Patient')).toHaveLength(1);
    expect(await stored('DocumentReference')).toHaveLength(2);

    // Nothing of the token or the patient in the server's log.
    const logged = JSON.stringify(server.logs);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('Nguyễn');
    expect(logged).toContain('choice record not filed to the EHR; will retry');
  });

  it('queues nothing for a hospital that files to no EHR', async () => {
    expect((await admin.put(HOSPITAL, { ehrBaseUrl: null })).body.ehrBaseUrl).toBeNull();
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'no-ehr@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'no-ehr@test.example' });
    const [list] = (await family.get('/internal/app/choice/v1/services')).body as { latestOptionList: { id: number } }[];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${list!.latestOptionList.id}/rank`, { rankings: [world.providerIds[0]!], shortlist: [world.providerIds[0]!], completedAt: 1_800_000_000 })).status).toBe(200);
    expect(await filingOf(planner, patientId)).toBeNull();
    expect(await server.fileEhrRecords()).toBe(0);
  });
});
