import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import { AuditEvent, PlannerPatient } from '../../src/contract/planner';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The patient page's two calls: GET /planner/v1/patients/{id} (who claimed the patient, each service's
 * status as the worklist says it, the family's choices) and GET …/audit (each entry with who acted), as a patient
 * goes from invited to ranked.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

describe('the patient record', () => {
  it('says who claimed the patient, where each service stands, what the family ranked, and who did what', async () => {
    const [a, b, c] = world.providerIds as [number, number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b, c] }], {
      email: 'record@test.example',
    });
    const record = async () => {
      const response = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expectValid(response.body, PlannerPatient);
      return response.body as PlannerPatient;
    };
    const before = await record();
    expect(before.claimedBy).toBeNull();
    expect(before.services[0]!.status).toMatchObject({ kind: 'invited', saved: 0 });

    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, firstName: 'Ana', lastName: 'Smith', email: 'record@test.example' });
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id as number;
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [c, a], shortlist: [a, c], completedAt: 1_800_000_000 });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);

    const after = await record();
    expect(after.claimedBy).toEqual({ name: 'Ana Smith', relationship: 'fc_family' });
    expect(after.services[0]!.status).toEqual({ kind: 'ranked', at: 1_800_000_000, saved: 2 });
    const offered = after.services[0]!.optionLists[0]!.options;
    const ranking = offered.filter((option) => option.rank !== null).sort((x, y) => x.rank! - y.rank!);
    expect(ranking.map((option) => [option.providerId, option.rank])).toEqual([
      [c, 1],
      [a, 2],
    ]);
    // Offered in the order the family's list showed them, as the choice record lists them: one order everywhere.
    const presented = ((await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord).lists[0]!.presented;
    expect(offered.map((option) => option.providerName)).toEqual(presented.map((provider) => provider.name));
    expect(offered.map((option) => option.providerName)).toEqual(['Provider 1', 'Provider 3', 'Provider 2']);

    const trail = await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`);
    expect(trail.status).toBe(200);
    for (const event of trail.body) expectValid(event, AuditEvent);
    const byAction = (action: string) => (trail.body as AuditEvent[]).find((event) => event.action === action)!;
    expect(byAction('invite.issued').actor).toEqual({ name: 'Pat Planner', group: 'planner', relationship: null });
    expect(byAction('claim.succeeded').actor).toEqual({ name: 'Ana Smith', group: 'patientChoice', relationship: 'fc_family' });
    expect(byAction('ranking.saved')).toMatchObject({ actor: { name: 'Ana Smith', group: 'patientChoice' }, subject: String(listId) });
  });

  it('is not found for another hospital’s patient, by its planner', async () => {
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'elsewhere@test.example' });
    const other = server.client();
    // The test world's other hospital has its own planner, with the same password.
    const login = await other.post('/internal/app/auth/v1/login', { email: 'other-planner@test.example', password: PLANNER.password });
    expect(login.status).toBe(200);
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(404);
    expect((await other.get(`/internal/app/planner/v1/patients/${patientId}/audit`)).status).toBe(404);
  });
});
