import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChoiceRecord } from '../../src/contract/choiceRecord';
import { GuidedSession } from '../../src/contract/guided';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, PATIENT, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * A case manager's guided session. Their tablet acts as the patient's family (no family account);
 * the family member present says who they are and accepts the acknowledgement before confirming; a staff member's
 * password ends it and logs them back in to the console; the record says who confirmed, in whose guided session; a
 * family account claimed later sees the choices.
 */
let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
});
afterAll(() => server?.close());

const GUIDED = { name: 'Rosa Diaz', relationship: 'fc_family', acknowledgement: { text: 'I was shown every provider in the area.', at: 1_800_000_000 } };

describe('a guided session', () => {
  it('acts as the family of its patient until a staff password ends it, and the record says whose session it was', async () => {
    const [a, b] = world.providerIds as [number, number];
    const { planner, patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [a, b] }], { email: 'guided@test.example' });

    const started = await planner.post(`/internal/app/planner/v1/patients/${patientId}/guided-session`);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expectValid(started.body, GuidedSession);
    expect(started.body.user).toMatchObject({ name: 'Pat Planner', group: { type: 'patientChoice' }, guided: true });
    // The tablet is the family's now: the console refuses it, the family's calls answer for this patient.
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(403);
    expect((await planner.get('/internal/app/user/v1/me')).body).toMatchObject({ guided: true });
    expect((await planner.get('/internal/app/choice/v1/patient')).body).toMatchObject({ id: patientId, lastName: 'Rivera' });
    const service = (await planner.get('/internal/app/choice/v1/services')).body[0];
    const listId = service.latestOptionList.id as number;
    // The providers of the patient's lists, as the family sees them (the list's own call and one by one).
    const shown = (await planner.get(`/internal/app/choice/v1/providers?id__in=${a},${b}`)).body as { id: number }[];
    expect(shown.map((provider) => provider.id)).toEqual([a, b]);
    expect((await planner.get(`/internal/app/choice/v1/providers/${a}`)).status).toBe(200);
    // The staff member's account is not the family's to change.
    expect((await planner.put('/internal/app/user/v1/me', { name: 'X', email: PLANNER.email, cellPhone: '6145550100' })).status).toBe(403);

    // Confirming needs the person present; a family account may not claim to be one.
    const rank = (body: object) => planner.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [b, a], shortlist: [a, b], completedAt: 1_800_000_100, ...body });
    const unnamed = await rank({});
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.fields).toEqual({ guided: 'is required in a guided session' });
    expect((await rank({ guided: GUIDED })).status).toBe(200);

    // A wrong password, then another hospital's planner, then the case manager: back in the console.
    const end = (credentials: { email: string; password: string }) => planner.post('/internal/app/guided/v1/end', credentials);
    expect((await end({ email: PLANNER.email, password: 'not-it' })).body).toMatchObject({ code: 'InvalidCredentials' });
    expect((await end({ email: 'other-planner@test.example', password: PLANNER.password })).status).toBe(403);
    const ended = await end(PLANNER);
    expect(ended.status).toBe(200);
    expect(ended.body.expiresAt).toEqual(expect.any(Number));
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).status).toBe(200);
    expect((await planner.get('/internal/app/choice/v1/services')).status).toBe(403);
    expect((await planner.post('/internal/app/guided/v1/end', PLANNER)).body).toMatchObject({ code: 'NotGuided' });

    const record = (await planner.get(`/internal/app/planner/v1/patients/${patientId}/choice-record`)).body as ChoiceRecord;
    expectValid(record, ChoiceRecord);
    expect(record.lists[0]).toMatchObject({
      frozen: true,
      confirmedBy: { name: 'Rosa Diaz', relationship: 'fc_family' },
      guidedBy: 'Pat Planner',
      acknowledgement: { text: GUIDED.acknowledgement.text, by: { name: 'Rosa Diaz', relationship: 'fc_family' }, at: 1_800_000_000 },
    });
    const trail = (await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`)).body as { action: string; actor: { name: string } | null }[];
    expect(trail.filter((event) => event.action.startsWith('guided.')).map((event) => [event.action, event.actor?.name])).toEqual([
      ['guided.started', 'Pat Planner'],
      ['guided.ended', 'Pat Planner'],
    ]);

    // The family signs up later: their account sees what was chosen.
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'guided@test.example' });
    const seen = (await family.get('/internal/app/choice/v1/services')).body[0];
    expect(seen.complete).toBe(true);
    expect((await family.get(`/internal/app/choice/v1/option-lists/${listId}?embed=options`)).body.options.filter((option: { rank: number | null }) => option.rank !== null)).toHaveLength(2);
  });

  it("opens in the patient's preferred language, which the planner gives, else in the hospital's family language", async () => {
    const planner = server.client();
    await loginAs(planner, PLANNER.email, PLANNER.password);
    const services = [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }];
    const create = (patient: object) => planner.post('/internal/app/planner/v1/patients', { patient: { ...PATIENT, lastName: 'Nguyễn', ...patient }, services });

    const refused = await create({ preferredLanguage: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'InvalidInput', fields: { 'patient.preferredLanguage': expect.any(String) } });

    const spanish = await create({ preferredLanguage: 'es' });
    expect(spanish.status, JSON.stringify(spanish.body)).toBe(201);
    expect(spanish.body.preferredLanguage).toBe('es');
    expect((await planner.get(`/internal/app/planner/v1/patients/${spanish.body.id}`)).body.preferredLanguage).toBe('es');
    const unsaid = await create({});
    expect(unsaid.body.preferredLanguage).toBeNull();

    for (const [patientId, language] of [[spanish.body.id, 'es'], [unsaid.body.id, 'en']] as const) {
      const started = await planner.post(`/internal/app/planner/v1/patients/${patientId}/guided-session`);
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      expectValid(started.body, GuidedSession);
      expect(started.body.language).toBe(language);
      expect((await planner.post('/internal/app/guided/v1/end', PLANNER)).status).toBe(200);
    }
  });

  it("opens in the language a planner changes the patient's to later, and the trail says who changed it", async () => {
    const planner = server.client();
    await loginAs(planner, PLANNER.email, PLANNER.password);
    const { patientId } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'relanguage@test.example' });
    const language = (preferredLanguage: unknown, client = planner) => client.put(`/internal/app/planner/v1/patients/${patientId}/language`, { preferredLanguage });
    const opens = async () => {
      const started = await planner.post(`/internal/app/planner/v1/patients/${patientId}/guided-session`);
      expect((await planner.post('/internal/app/guided/v1/end', PLANNER)).status).toBe(200);
      return started.body.language;
    };
    expect(await opens()).toBe('en');

    const changed = await language('es');
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toEqual({ preferredLanguage: 'es' });
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).body.preferredLanguage).toBe('es');
    expect(await opens()).toBe('es');

    for (const bad of ['fr', 'ES', 1, undefined]) {
      const refused = await language(bad);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    const other = server.client();
    await loginAs(other, 'other-planner@test.example', PLANNER.password);
    expect((await language('en', other)).status).toBe(404);
    expect((await language('en', server.client())).status).toBe(401);
    expect((await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).body.preferredLanguage).toBe('es');

    expect((await language(null)).body).toEqual({ preferredLanguage: null });
    expect(await opens()).toBe('en');
    const activity = (await planner.get(`/internal/app/planner/v1/patients/${patientId}/audit`)).body;
    expect(JSON.stringify(activity)).toContain('patient.languageChanged');
  });

  it('is for staff of the patient’s hospital only, and a family cannot confirm as someone present', async () => {
    const { patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [world.providerIds[0]!] }], { email: 'guarded@test.example' });
    const other = server.client();
    await loginAs(other, 'other-planner@test.example', PLANNER.password);
    expect((await other.post(`/internal/app/planner/v1/patients/${patientId}/guided-session`)).status).toBe(404);
    expect((await server.client().post(`/internal/app/planner/v1/patients/${patientId}/guided-session`)).status).toBe(401);

    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'guarded@test.example' });
    expect((await family.post(`/internal/app/planner/v1/patients/${patientId}/guided-session`)).status).toBe(403);
    const listId = (await family.get('/internal/app/choice/v1/services')).body[0].latestOptionList.id;
    const claimed = await family.post(`/internal/app/choice/v1/option-lists/${listId}/rank`, { rankings: [], shortlist: [], completedAt: 1_800_000_000, guided: GUIDED });
    expect(claimed.status).toBe(400);
    expect(claimed.body.fields).toEqual({ guided: 'is only for a guided session' });
    expect((await family.post('/internal/app/guided/v1/end', PLANNER)).body).toMatchObject({ code: 'NotGuided' });
  });
});
