import { execFileSync } from 'node:child_process';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZIP_DATASETS } from '../../server/cms/datasets';
import { importZips } from '../../server/cms/importZips';
import { readZipFile } from '../../server/cms/readZipFile';
import { locations, optionLists, options, patients, providerQuality, providers, providerServices, providerZipCodes } from '../../server/db/schema';
import type { ListRecord } from '../../src/contract/choiceRecord';
import { PlannerPatient } from '../../src/contract/planner';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * Home health agencies only where they serve the patient (42 CFR 482.43(c)). With CMS's ZIP codes served
 * imported, an agency that does not serve the patient's home ZIP is neither offered by the list builder (its save is
 * refused) nor shown to the family (options, providers, quality data), whenever its list was built; an agency without
 * ZIP data, a patient without a home ZIP, and skilled nursing are not affected. The planner's side follows: the list
 * builder's candidates context names the agencies to leave out, a new patient's lists are refused as a save is, the
 * family's choices may not name a hidden agency, and the choice record lists it as left off, not presented. Three agencies in Columbus: Buckeye
 * serves the patient's ZIP 43215, Scioto only Dublin's 43016 and 43017, and the hospital's own has no ZIP data.
 */
const HOME_ZIP = '43215';
const HOME_HEALTH_ZIPS = ZIP_DATASETS['home-health-zips']!;
const choice = (path: string) => `/internal/app/choice/v1${path}`;
const listOf = (serviceId: number) => `/internal/app/planner/v1/services/${serviceId}/option-list`;

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let serving: number;
let elsewhere: number;
let ownEntry: number;
/** A skilled-nursing provider given ZIP codes (as no CMS file does) that do not include the patient's. */
let nursing: number;

async function addAgency(name: string, ccn: string | null) {
  const [row] = await server.db
    .insert(providers)
    .values({ name, displayName: name, levelOfCare: 'home_healthcare', city: 'Columbus', state: 'OH', latitude: 39.97, longitude: -82.98 })
    .returning({ id: providers.id });
  if (ccn) await server.db.insert(providerServices).values({ providerId: row!.id, type: 'HOME_HEALTHCARE', providerNumber: ccn });
  await server.db.insert(providerQuality).values({ providerId: row!.id, dataset: 'home-health', dataDate: '2026-10-01', measures: { timelyCarePercent: 90 } });
  return row!.id;
}

/** CMS's ZIP-code file for the agencies, loaded by the importer. */
async function importZipCodes() {
  const text = ['State,CMS Certification Number (CCN),ZIP Code', 'OH,367001,43206', `OH,367001,${HOME_ZIP}`, 'OH,367002,43016', 'OH,367002,43017'].join('\r\n');
  const report = await importZips(server.db, HOME_HEALTH_ZIPS, readZipFile(HOME_HEALTH_ZIPS, text));
  expect(report).toMatchObject({ refused: [], notInCatalogue: 0 });
}

/** As the planner: a patient (home ZIP `homeZip`) with one service of `levelOfCare` and no list yet. */
async function patientWithService(lastName: string, levelOfCare: string, homeZip: string | null) {
  const patient = { initial: 'H', lastName, dateOfBirth: '1944-02-03' };
  const created = await planner.post('/internal/app/planner/v1/patients', { patient: { ...patient, homeZip }, services: [{ levelOfCare }] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const patientId = created.body.id as number;
  const serviceId = (await planner.get(`/internal/app/planner/v1/patients/${patientId}`)).body.services[0].id as number;
  return { patient, patientId, serviceId };
}

/** The planner's save of the list offering `providerIds`, from the hospital within 25 miles (every provider here). */
const save = (serviceId: number, providerIds: number[], removed: { providerId: number; reason: string }[] = []) =>
  planner.put(listOf(serviceId), { area: { type: 'hospital' }, radiusMiles: 25, providerIds, removed });

/** The id of the service's latest list. */
async function listIdOf(serviceId: number) {
  const [list] = await server.db.select({ id: optionLists.id }).from(optionLists).where(eq(optionLists.serviceId, serviceId)).orderBy(desc(optionLists.id)).limit(1);
  return list!.id;
}

/** The patient's family, signed up with an invite and logged in. */
async function familyOf({ patient, patientId }: { patient: { initial: string; lastName: string; dateOfBirth: string }; patientId: number }, email: string) {
  const invite = await planner.post('/internal/app/planner/v1/invites', { patientId, email, cellPhone: '6145550123' });
  expect(invite.status, JSON.stringify(invite.body)).toBe(201);
  return signedUpFamily(server, invite.body.inviteCode as string, { ...FAMILY, email }, patient);
}

/** Every way a family sees providers, as the ids each answers. */
async function seenBy(family: TestClient, asked: number[]) {
  const services = (await family.get(choice('/services'))).body as { latestOptionList: { id: number; options: { providerId: number }[] } | null }[];
  const latest = services[0]!.latestOptionList!;
  const lists = (await family.get(choice('/option-lists?embed=options'))).body as { options: { providerId: number }[] }[];
  const list = (await family.get(choice(`/option-lists/${latest.id}?embed=options`))).body as { options: { providerId: number }[] };
  const ids = (rows: { providerId?: number; id?: number }[]) => rows.map((row) => row.providerId ?? row.id!);
  const one = await Promise.all(asked.map(async (id) => ((await family.get(choice(`/providers/${id}`))).status === 200 ? [id] : [])));
  return {
    service: ids(latest.options),
    lists: lists.map((row) => ids(row.options)),
    list: ids(list.options),
    providers: ids((await family.get(choice('/providers'))).body),
    providersAmong: ids((await family.get(choice(`/providers?id__in=${asked.join(',')}`))).body),
    providerById: one.flat(),
    quality: ids((await family.get(choice(`/provider-quality?id__in=${asked.join(',')}`))).body),
  };
}
/** The options the patient page marks as not shown to the family, over every list of every service. */
async function hiddenOnPatientPage(patientId: number) {
  const page = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
  expect(page.status).toBe(200);
  expectValid(page.body, PlannerPatient);
  return (page.body as PlannerPatient).services.flatMap((service) =>
    service.optionLists.flatMap((list) => list.options.filter((option) => option.hiddenFromFamily !== null)),
  );
}
const everywhere = (ids: number[]) => ({ service: ids, lists: [ids], list: ids, providers: [...ids].sort((a, b) => a - b), providersAmong: ids, providerById: ids, quality: ids });

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  await server.db.insert(locations).values(
    [HOME_ZIP, '43017'].map((zip) => ({ type: 'zip' as const, name: zip, searchName: zip, state: 'OH', latitude: 39.96, longitude: -82.99 })),
  );
  serving = await addAgency('Buckeye Visiting Nurses', '367001');
  elsewhere = await addAgency('Scioto Home Care', '367002');
  ownEntry = await addAgency('Test General Home Care', null);
  nursing = world.providerIds[0]!;
  await server.db.insert(providerZipCodes).values([{ providerId: nursing, zip: '43017' }]);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
});
afterAll(() => server?.close());

describe('home health agencies and the patient’s ZIP code', () => {
  let before: Awaited<ReturnType<typeof patientWithService>>;
  let family: TestClient;

  it('offers and shows every agency while no ZIP codes are known', async () => {
    before = await patientWithService('Early', 'home_healthcare', HOME_ZIP);
    const saved = await save(before.serviceId, [serving, elsewhere, ownEntry]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    family = await familyOf(before, 'early@test.example');
    const all = [serving, elsewhere, ownEntry];
    expect(await seenBy(family, all)).toEqual(everywhere(all));
  });

  it('hides an agency that does not serve the patient’s ZIP from a list built before the import, everywhere the family looks', async () => {
    await importZipCodes();
    // The agency serving the patient's ZIP and the one without ZIP data are seen; the other is left out as an unknown id.
    expect(await seenBy(family, [serving, elsewhere, ownEntry])).toEqual(everywhere([serving, ownEntry]));
    expect((await family.get(choice(`/providers/${elsewhere}`))).status).toBe(404);
    // The planner's list itself is as it was built: only what the family is shown obeys the rule.
    const [list] = await server.db.select({ id: optionLists.id }).from(optionLists).where(eq(optionLists.serviceId, before.serviceId));
    expect((await server.db.select().from(options).where(eq(options.optionListId, list!.id))).map((row) => row.providerId).sort()).toEqual(
      [serving, elsewhere, ownEntry].sort(),
    );
  });

  it('refuses a save that offers an agency not serving the patient’s ZIP, naming it, and saves the list without it', async () => {
    const refused = await save(before.serviceId, [serving, elsewhere, ownEntry]);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'InvalidInput',
      message: "Only home health agencies that serve the patient's home ZIP code may be offered.",
      fields: {
        providerIds: `holds a home health agency that does not serve the patient's home ZIP code ${HOME_ZIP}`,
        [`providerIds.${elsewhere}`]: 'Scioto Home Care does not serve ZIP code 43215.',
      },
    });

    const { serviceId } = await patientWithService('Later', 'home_healthcare', HOME_ZIP);
    const alone = await save(serviceId, [elsewhere], [serving, ownEntry].map((providerId) => ({ providerId, reason: 'Full' })));
    expect(alone.status).toBe(400);
    expect(Object.keys(alone.body.fields)).toEqual(['providerIds', `providerIds.${elsewhere}`]);
    expect(await server.db.select().from(optionLists).where(eq(optionLists.serviceId, serviceId))).toEqual([]);
    const saved = await save(serviceId, [serving, ownEntry], [{ providerId: elsewhere, reason: 'Does not serve the patient’s ZIP code' }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.context.list.providerIds).toEqual([serving, ownEntry]);
  });

  it('tells the list builder which agencies the patient may not be offered, and needs no reason to leave them off', async () => {
    // Worked out from the server's kept catalogue (a minute at most old), which the saves above read afresh.
    const context = await planner.post(`/internal/app/planner/v1/services/${before.serviceId}/candidates`, {});
    expect(context.status, JSON.stringify(context.body)).toBe(200);
    expect(context.body.notServingHome).toEqual({ zip: HOME_ZIP, providerIds: [elsewhere] });
    // The same whatever area distances are measured from: the rule is about where the patient lives.
    const fromHospital = await planner.post(`/internal/app/planner/v1/services/${before.serviceId}/candidates`, { area: { type: 'hospital' }, radiusMiles: 10 });
    expect(fromHospital.body.notServingHome).toEqual({ zip: HOME_ZIP, providerIds: [elsewhere] });

    // The console does not show the agency, so its save neither offers it nor gives a reason for leaving it off.
    const { serviceId } = await patientWithService('Console', 'home_healthcare', HOME_ZIP);
    const saved = await save(serviceId, [serving, ownEntry]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.context.notServingHome).toEqual({ zip: HOME_ZIP, providerIds: [elsewhere] });
    // Any other provider of the area still needs a reason.
    const short = await save(serviceId, [serving]);
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.fields)).toEqual(['removed', `removed.${ownEntry}`]);
  });

  it('lists an option the family is not shown as left off by CareChoice, with the reason, in the choice record', async () => {
    const record = await planner.get(`/internal/app/planner/v1/patients/${before.patientId}/choice-record`);
    expect(record.status, JSON.stringify(record.body)).toBe(200);
    const [list] = record.body.lists as ListRecord[];
    expect(list!.frozen).toBe(false);
    expect(list!.presented.map((provider) => provider.name)).toEqual(['Buckeye Visiting Nurses', 'Test General Home Care']);
    expect(list!.removed).toEqual([
      { name: 'Scioto Home Care', city: 'Columbus', state: 'OH', reason: "Does not serve the patient's home ZIP code 43215 (CMS data)", notServingHomeZip: '43215', removedBy: null, removedAt: null },
    ]);
    // The family's copy is the same document.
    expect((await family.get(choice('/choice-record'))).body.lists[0].removed).toEqual(list!.removed);
    const pdf = await planner.get(`/internal/app/planner/v1/patients/${before.patientId}/choice-record.pdf`);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf.rawPayload }).toString().replace(/\s+/g, ' ');
    expect(text).toContain('Providers presented, in the order shown (2)');
    expect(text).toContain('Left off the list by the hospital, with the reason (1)');
    expect(text).toContain(
      "Scioto Home Care, Columbus, OH. Reason: Does not serve the patient's home ZIP code 43215 (CMS data) (left off by CareChoice; not shown to the family)",
    );
    // The family's copy in Spanish gives CareChoice's reason in Spanish too.
    const spanish = await planner.get(`/internal/app/planner/v1/patients/${before.patientId}/choice-record.pdf?lang=es`);
    expect(execFileSync('pdftotext', ['-', '-'], { input: spanish.rawPayload }).toString().replace(/\s+/g, ' ')).toContain(
      'Scioto Home Care, Columbus, OH. Motivo: No presta servicio en el código postal del domicilio del paciente, 43215 (datos de CMS) (CareChoice lo dejó fuera; no se le mostró a la familia)',
    );
  });

  it('marks on the patient page the option the family is not shown, and why, and no other', async () => {
    const page = await planner.get(`/internal/app/planner/v1/patients/${before.patientId}`);
    expect(page.status).toBe(200);
    expectValid(page.body, PlannerPatient);
    const hidden = Object.fromEntries(
      (page.body as PlannerPatient).services[0]!.optionLists.at(-1)!.options.map((option) => [option.providerId, option.hiddenFromFamily]),
    );
    expect(hidden).toEqual({ [serving]: null, [elsewhere]: { reason: 'notServingHome', zip: HOME_ZIP }, [ownEntry]: null });
  });

  it('refuses the family’s choices naming an agency they are not shown, as any provider not on the list', async () => {
    const listId = await listIdOf(before.serviceId);
    const rankList = (body: { rankings: number[]; shortlist: number[] }) =>
      family.post(choice(`/option-lists/${listId}/rank`), { ...body, completedAt: Math.floor(Date.now() / 1000) });
    const shortlisted = await rankList({ rankings: [serving], shortlist: [serving, elsewhere] });
    expect(shortlisted.status).toBe(400);
    expect(shortlisted.body).toEqual({
      code: 'InvalidInput',
      message: 'The choices do not match this option list.',
      fields: { shortlist: 'holds a provider that is not in this list' },
    });
    const ranked = await rankList({ rankings: [elsewhere, serving], shortlist: [serving, elsewhere] });
    expect(ranked.status).toBe(400);
    expect(ranked.body.fields).toEqual({ rankings: 'holds a provider that is not in this list', shortlist: 'holds a provider that is not in this list' });
    const [list] = await server.db.select().from(optionLists).where(eq(optionLists.id, listId));
    expect(list!.complete).toBe(false);

    const confirmed = await rankList({ rankings: [ownEntry, serving], shortlist: [serving, ownEntry] });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const record = (await planner.get(`/internal/app/planner/v1/patients/${before.patientId}/choice-record`)).body.lists[0] as ListRecord;
    expect(record.frozen).toBe(true);
    expect(record.presented.map((provider) => [provider.name, provider.rank])).toEqual([
      ['Buckeye Visiting Nurses', 2],
      ['Test General Home Care', 1],
    ]);
    expect(record.removed.map((removed) => removed.name)).toEqual(['Scioto Home Care']);

    // Frozen at confirmation: the agency serving the ZIP later does not put it back among those presented.
    await server.db.insert(providerZipCodes).values({ providerId: elsewhere, zip: HOME_ZIP });
    try {
      expect((await planner.get(`/internal/app/planner/v1/patients/${before.patientId}/choice-record`)).body.lists[0]).toEqual(record);
    } finally {
      await server.db.delete(providerZipCodes).where(and(eq(providerZipCodes.providerId, elsewhere), eq(providerZipCodes.zip, HOME_ZIP)));
    }
  });

  it('refuses a new patient whose list offers an agency not serving their home ZIP, as the list builder’s save does', async () => {
    const patient = { initial: 'N', lastName: 'Newcomer', dateOfBirth: '1941-05-06', homeZip: HOME_ZIP };
    const refused = await planner.post('/internal/app/planner/v1/patients', {
      patient,
      services: [{ levelOfCare: 'skilled_nursing', providerIds: [nursing] }, { levelOfCare: 'home_healthcare', providerIds: [serving, elsewhere, ownEntry] }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'InvalidInput',
      message: "Only home health agencies that serve the patient's home ZIP code may be offered.",
      fields: {
        'services.1.providerIds': `holds a home health agency that does not serve the patient's home ZIP code ${HOME_ZIP}`,
        [`services.1.providerIds.${elsewhere}`]: 'Scioto Home Care does not serve ZIP code 43215.',
      },
    });
    expect(await server.db.select().from(patients).where(eq(patients.lastName, 'Newcomer'))).toEqual([]);

    const created = await planner.post('/internal/app/planner/v1/patients', {
      patient,
      services: [{ levelOfCare: 'skilled_nursing', providerIds: [nursing] }, { levelOfCare: 'home_healthcare', providerIds: [serving, ownEntry] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // Without a home ZIP there is no area to check against: every agency may be offered.
    const noZip = await planner.post('/internal/app/planner/v1/patients', {
      patient: { ...patient, lastName: 'Nozipnew', homeZip: null },
      services: [{ levelOfCare: 'home_healthcare', providerIds: [serving, elsewhere, ownEntry] }],
    });
    expect(noZip.status, JSON.stringify(noZip.body)).toBe(201);
  });

  it('offers an agency serving only other ZIP codes to a patient who lives in one of them', async () => {
    const { serviceId } = await patientWithService('Dublin', 'home_healthcare', '43017');
    expect((await planner.post(`/internal/app/planner/v1/services/${serviceId}/candidates`, {})).body.notServingHome).toEqual({ zip: '43017', providerIds: [serving] });
    const saved = await save(serviceId, [elsewhere, ownEntry], [{ providerId: serving, reason: 'Does not serve 43017' }]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('keeps every agency for a patient without a home ZIP code', async () => {
    const noZip = await patientWithService('Nozip', 'home_healthcare', null);
    const all = [serving, elsewhere, ownEntry];
    expect((await planner.post(`/internal/app/planner/v1/services/${noZip.serviceId}/candidates`, {})).body.notServingHome).toBeNull();
    expect((await save(noZip.serviceId, all)).status).toBe(200);
    expect(await seenBy(await familyOf(noZip, 'nozip@test.example'), all)).toEqual(everywhere(all));
    // The patient page marks none of them.
    expect(await hiddenOnPatientPage(noZip.patientId)).toEqual([]);
  });

  it('never touches skilled nursing, even for a provider with ZIP codes that are not the patient’s', async () => {
    const nursingPatient = await patientWithService('Nursing', 'skilled_nursing', HOME_ZIP);
    expect((await planner.post(`/internal/app/planner/v1/services/${nursingPatient.serviceId}/candidates`, {})).body.notServingHome).toBeNull();
    const saved = await save(nursingPatient.serviceId, world.providerIds);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const seen = await seenBy(await familyOf(nursingPatient, 'nursing@test.example'), world.providerIds);
    expect(seen.service).toEqual(world.providerIds);
    expect(seen.providers).toEqual([...world.providerIds].sort((a, b) => a - b));
    expect(seen.providerById).toContain(nursing);
    expect(await hiddenOnPatientPage(nursingPatient.patientId)).toEqual([]);
    expect(await server.db.select().from(providerZipCodes).where(and(eq(providerZipCodes.providerId, nursing), eq(providerZipCodes.zip, '43017')))).toHaveLength(1);
  });
});
