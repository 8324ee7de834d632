import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Worklist } from '../../src/contract/planner';
import { consolePath } from '../../src/machines/hospital/consolePaths';
import { hashPassword } from '../../server/auth/password';
import { groups, users } from '../../server/db/schema';
import { consolePatientUrl } from '../../server/domain/confirmationNotice';
import { createWorld, PLANNER } from '../fixtures/world';
import { FAMILY, loginAs, PATIENT, plannerInvites, signedUpFamily } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The planner who invited the family is told by e-mail when the family confirms a service, and the worklist
 * marks the patient for each staff member until they open the patient's page.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  // A hospital admin of the same hospital: the mark is each staff member's own.
  const [plannerGroup] = await server.db.select().from(groups);
  const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId: plannerGroup!.hospitalId }).returning();
  await server.db.insert(users).values({
    groupId: adminGroup!.id,
    firstName: 'Ada',
    lastName: 'Admin',
    name: 'Ada Admin',
    email: 'admin@test.example',
    cellPhone: '6145550199',
    passwordHash: await hashPassword('admin-secret'),
  });
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
});
afterAll(() => server?.close());

type Mail = { to: string; subject: string; text: string };
const mails = () => server.logs.filter((line) => line.mail).map((line) => line.mail as Mail);

async function markOf(client: TestClient, patientId: number) {
  const response = await client.post('/internal/app/planner/v1/patients/search', { query: PATIENT.lastName });
  expect(response.status).toBe(200);
  return (response.body as Worklist).patients.find((patient) => patient.id === patientId)?.confirmedSinceViewed;
}

describe('when a family confirms a service', () => {
  it('e-mails the inviting planner a link to the patient, never the patient’s name, and marks the worklist', async () => {
    const [a, b] = world.providerIds as [number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [
      { levelOfCare: 'skilled_nursing', providerIds: [a, b] },
      { levelOfCare: 'home_healthcare', providerIds: [b] },
    ]);
    const family = await signedUpFamily(server, inviteCode);
    const [nursing] = (await family.get('/internal/app/choice/v1/services')).body as { latestOptionList: { id: number } }[];
    expect(await markOf(planner, patientId)).toBe(false);

    const before = mails().length;
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${nursing!.latestOptionList.id}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: 1_800_000_000 });
    expect(ranked.status).toBe(200);
    await server.settled();
    const sent = mails().slice(before);
    expect(sent).toEqual([
      {
        to: PLANNER.email,
        subject: 'A family confirmed their choices for Skilled Nursing',
        text: [
          // When, on the hospital's clocks (Ohio's): 1_800_000_000 is 8:00 AM UTC.
          'The family of a patient you invited has confirmed their choices for Skilled Nursing on CareChoice on Jan 15, 2027, 3:00 AM EST.',
          `See their ranking (after signing in to the hospital console): ${PUBLIC_URL}/hospital/patients/${patientId}`,
          'For the patient’s privacy, this e-mail does not name them.',
        ].join('\n\n'),
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain(PATIENT.lastName);
    expect(JSON.stringify(sent)).not.toContain(FAMILY.lastName);
    // The link is the console's address of the patient.
    expect(consolePatientUrl(PUBLIC_URL, patientId)).toBe(`${PUBLIC_URL}${consolePath('PATIENT', { id: patientId })}`);

    // Marked for every staff member of the hospital, until each opens the patient's page.
    expect(await markOf(planner, patientId)).toBe(true);
    expect(await markOf(admin, patientId)).toBe(true);
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(200);
    expect(await markOf(planner, patientId)).toBe(false);
    expect(await markOf(admin, patientId)).toBe(true);

    // A second confirmation (the other service) marks it again and sends a second e-mail; a refused one sends none.
    const lists = (await family.get('/internal/app/choice/v1/services')).body as { latestOptionList: { id: number } }[];
    expect((await family.post(`/internal/app/choice/v1/option-lists/${lists[1]!.latestOptionList.id}/rank`, { rankings: [b], shortlist: [b], completedAt: 1_800_000_100 })).status).toBe(200);
    expect((await family.post(`/internal/app/choice/v1/option-lists/${lists[1]!.latestOptionList.id}/rank`, { rankings: [b], shortlist: [b], completedAt: 1_800_000_200 })).status).toBe(409);
    await server.settled();
    expect(mails().slice(before).map((mail) => mail.subject)).toEqual([
      'A family confirmed their choices for Skilled Nursing',
      'A family confirmed their choices for Home Healthcare',
    ]);
    expect(await markOf(planner, patientId)).toBe(true);
  });
});
