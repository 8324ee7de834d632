import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Catalogue, CatalogueProvider, type HospitalSettings } from '../../src/contract/catalogue';
import { ALL_PROVIDER_EMBEDS, Provider, ProviderList } from '../../src/contract/choice';
import { TAGLINES } from '../../src/i18n/taglines';
import { hashPassword } from '../../server/auth/password';
import { labelProvider } from '../../server/domain/catalogue';
import { auditEvents, groups, hospitals, medicareRatings, providerDisclosures, providerQuality, providers, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, familyWithList, loginAs, PATIENT, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * The hospital's catalogue in the console. Staff search it by level of care and name; the hospital's
 * admins set its own labels on a provider and its wording for 'preferred'; planners may read, not change.
 */
const SEARCH = '/internal/app/planner/v1/catalogue/search';
const labelsOf = (id: number) => `/internal/app/planner/v1/catalogue/providers/${id}/labels`;
const disclosureOf = (id: number) => `/internal/app/planner/v1/catalogue/providers/${id}/disclosure`;
const HOSPITAL = '/internal/app/planner/v1/hospital';

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let admin: TestClient;
let otherPlanner: TestClient;
let otherAdmin: TestClient;
let hospice: number;

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  const passwordHash = await hashPassword('admin-secret');
  for (const [hospitalId, email] of [
    [world.hospital.id, 'admin@test.example'],
    [world.otherHospital.id, 'other-admin@test.example'],
  ] as const) {
    const [adminGroup] = await server.db.insert(groups).values({ type: 'hospitalAdmin', name: 'Admins', hospitalId }).returning();
    await server.db.insert(users).values({ groupId: adminGroup!.id, firstName: 'Ada', lastName: 'Admin', name: 'Ada Admin', email, cellPhone: '6145550199', passwordHash });
  }
  // A home-health agency, rated by Medicare's quality stars, whose name has "care" inside it, not at its start.
  const [agency] = await server.db
    .insert(providers)
    .values({ name: 'Homecare Partners', displayName: 'Homecare Partners', levelOfCare: 'home_healthcare', city: 'Columbus', state: 'OH', latitude: 40, longitude: -83 })
    .returning();
  await server.db.insert(medicareRatings).values({ providerId: agency!.id, overall: 2, quality: 4.5 });
  const [quietHarbor] = await server.db
    .insert(providers)
    .values({ name: 'Quiet Harbor 100% Hospice', displayName: 'Quiet Harbor', levelOfCare: 'hospice', city: 'Columbus', state: 'OH', latitude: 40, longitude: -83 })
    .returning();
  hospice = quietHarbor!.id;
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  admin = server.client();
  await loginAs(admin, 'admin@test.example', 'admin-secret');
  otherPlanner = server.client();
  await loginAs(otherPlanner, 'other-planner@test.example', PLANNER.password);
  otherAdmin = server.client();
  await loginAs(otherAdmin, 'other-admin@test.example', 'admin-secret');
});
afterAll(() => server?.close());

const search = async (client: TestClient, body: unknown) => {
  const response = await client.post(SEARCH, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, Catalogue);
  return response.body as Catalogue;
};

describe('searching the catalogue', () => {
  it('lists a level of care by name, with its Medicare rating and the hospital’s own labels', async () => {
    const nursing = await search(planner, { levelOfCare: 'skilled_nursing' });
    expect(nursing).toMatchObject({ total: 6, page: 1, pageSize: 25 });
    expect(nursing.providers.map((provider) => provider.name)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `Provider ${i} Care Center`));
    expect(nursing.providers[0]).toEqual({
      id: world.providerIds[0]!,
      name: 'Provider 1 Care Center',
      city: 'Columbus',
      state: 'OH',
      levelOfCare: 'skilled_nursing',
      rating: 2,
      preferred: true,
      affiliated: false,
      disclosure: null,
      medicareDataDate: null,
      warnings: [],
    } satisfies CatalogueProvider);
    expect(nursing.providers[1]).toMatchObject({ preferred: false, affiliated: true });
    // Home health's overall is Medicare's quality rating (SPEC §3); a hospice has none.
    expect((await search(planner, { levelOfCare: 'home_healthcare' })).providers).toEqual([expect.objectContaining({ name: 'Homecare Partners', rating: 4.5 })]);
    expect((await search(planner, { levelOfCare: 'hospice' })).providers).toEqual([expect.objectContaining({ rating: null })]);
  });

  it('carries the date of Medicare’s data and its warning signs, in the search and in an admin’s answer', async () => {
    const [, second, third, , fifth] = world.providerIds as [number, number, number, number, number];
    const nursingHome = (providerId: number, dataDate: string, measures: Record<string, number | string | boolean | null>) => ({
      providerId,
      dataset: 'nursing-homes',
      dataDate,
      measures: { nurseHoursPerResidentDay: 3.9, ownershipChanged: true, ...measures },
    });
    await server.db.insert(providerQuality).values([
      nursingHome(second, '2026-10-01', { abuseIcon: true, specialFocusStatus: 'SFF Candidate' }),
      nursingHome(fifth, '2026-09-01', { abuseIcon: false, specialFocusStatus: 'SFF' }),
    ]);
    // The ratings' date stands in when there is no quality data; the quality data's date wins when there is.
    for (const id of [third, fifth]) await server.db.update(medicareRatings).set({ dataDate: '2026-07-01' }).where(eq(medicareRatings.providerId, id));
    try {
      const nursing = await search(planner, { levelOfCare: 'skilled_nursing' });
      expect(nursing.providers.map(({ name, medicareDataDate, warnings }) => [name, medicareDataDate, warnings])).toEqual([
        ['Provider 1 Care Center', null, []],
        ['Provider 2 Care Center', '2026-10-01', ['abuse', 'specialFocusCandidate']],
        ['Provider 3 Care Center', '2026-07-01', []],
        ['Provider 4 Care Center', null, []],
        ['Provider 5 Care Center', '2026-09-01', ['specialFocus']],
        ['Provider 6 Care Center', null, []],
      ]);
      // A search reads them the same way; and so does the provider an admin's change answers with.
      expect((await search(planner, { query: 'provider 2' })).providers[0]).toMatchObject({ medicareDataDate: '2026-10-01', warnings: ['abuse', 'specialFocusCandidate'] });
      expect(await labelProvider(server.db, world.hospital.id, second, { preferred: false, affiliated: true })).toMatchObject({
        id: second,
        medicareDataDate: '2026-10-01',
        warnings: ['abuse', 'specialFocusCandidate'],
      });
      expect(await labelProvider(server.db, world.hospital.id, world.providerIds[0]!, { preferred: true, affiliated: false })).toMatchObject({ medicareDataDate: null, warnings: [] });
    } finally {
      await server.db.delete(providerQuality);
      await server.db.update(medicareRatings).set({ dataDate: null });
    }
  });

  it('finds a name anywhere in it, in any case; %, _ and \\ match themselves', async () => {
    expect((await search(planner, { query: 'CARE' })).providers.map((provider) => provider.name)).toEqual([
      'Homecare Partners',
      ...[1, 2, 3, 4, 5, 6].map((i) => `Provider ${i} Care Center`),
    ]);
    expect((await search(planner, { query: ' provider   3 ' })).providers.map((provider) => provider.name)).toEqual(['Provider 3 Care Center']);
    expect((await search(planner, { query: '100%' })).providers.map((provider) => provider.id)).toEqual([hospice]);
    expect((await search(planner, { query: '1_0' })).total).toBe(0);
    expect((await search(planner, { query: 'care', levelOfCare: 'hospice' })).total).toBe(0);
  });

  it('pages 25 at a time', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      name: `Zz Pager ${String(i).padStart(2, '0')}`,
      displayName: 'Pager',
      levelOfCare: 'assisted_living',
      city: 'Akron',
      state: 'OH',
      latitude: 41,
      longitude: -81,
    }));
    await server.db.insert(providers).values(many);
    const second = await search(planner, { levelOfCare: 'assisted_living', page: 2 });
    expect(second).toMatchObject({ total: 30, page: 2 });
    expect(second.providers.map((provider) => provider.name)).toEqual(['Zz Pager 25', 'Zz Pager 26', 'Zz Pager 27', 'Zz Pager 28', 'Zz Pager 29']);
    expect((await search(planner, { levelOfCare: 'assisted_living', page: 3 })).providers).toEqual([]);
    // A search pages the same way, its count kept past its last page; all levels together, by name.
    const searched = await search(planner, { query: 'PAGER 2', page: 1 });
    expect(searched).toMatchObject({ total: 10 });
    expect(searched.providers.map((provider) => provider.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zz Pager 2${i}`));
    expect(await search(planner, { levelOfCare: 'assisted_living', query: 'pager', page: 2 })).toMatchObject({ total: 30, providers: expect.arrayContaining([expect.objectContaining({ name: 'Zz Pager 29' })]) });
    expect(await search(planner, { levelOfCare: 'assisted_living', query: 'pager', page: 9 })).toMatchObject({ total: 30, providers: [] });
  });

  it('is for staff only, and answers 400 to a bad body', async () => {
    expect((await server.client().post(SEARCH, {})).status).toBe(401);
    const { family } = await familyWithList(server, [world.providerIds[0]!], 'catalogue-family@test.example');
    expect((await family.post(SEARCH, {})).status).toBe(403);
    const bad = await planner.post(SEARCH, { page: 0, query: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['page', 'query']);
  });
});

describe('the hospital’s labels on a provider', () => {
  it('are set by an admin, audited, and each hospital’s own', async () => {
    const [, , third] = world.providerIds as [number, number, number];
    const response = await admin.put(labelsOf(third), { preferred: true, affiliated: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectValid(response.body, CatalogueProvider);
    expect(response.body).toMatchObject({ id: third, preferred: true, affiliated: true });
    // The family side sees them: the provider now names the hospital among those that prefer it.
    const { family } = await familyWithList(server, [third], 'labels-family@test.example');
    const seen = await family.get(`/internal/app/choice/v1/providers/${third}`);
    expect(seen.body).toMatchObject({ preferredBy: [world.hospital.id], affiliations: [world.hospital.id] });
    // Another hospital's catalogue does not carry them.
    expect((await search(otherPlanner, { query: 'Provider 3' })).providers[0]).toMatchObject({ preferred: false, affiliated: false });
    // Taken off again, and setting the same twice is no error.
    expect((await admin.put(labelsOf(third), { preferred: false, affiliated: true })).body).toMatchObject({ preferred: false, affiliated: true });
    expect((await admin.put(labelsOf(third), { preferred: false, affiliated: true })).status).toBe(200);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'catalogue.labelled'));
    expect(trail.map((event) => event.subject)).toEqual([String(third), String(third), String(third)]);
  });

  it('reach the families of the hospital’s own patients only: another hospital’s labels never do', async () => {
    const fifth = world.providerIds[4]!;
    const [ours, theirs] = [world.hospital.id, world.otherHospital.id];
    // Both hospitals prefer the provider; only the other one is affiliated with it.
    expect((await admin.put(labelsOf(fifth), { preferred: true, affiliated: false })).status).toBe(200);
    expect((await otherAdmin.put(labelsOf(fifth), { preferred: true, affiliated: true })).status).toBe(200);
    const { family } = await familyWithList(server, [fifth], 'labels-own-family@test.example');
    const created = await otherPlanner.post('/internal/app/planner/v1/patients', {
      patient: { ...PATIENT, lastName: 'Labelled' },
      services: [{ levelOfCare: 'skilled_nursing', providerIds: [fifth] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const invite = await otherPlanner.post('/internal/app/planner/v1/invites', { patientId: created.body.id, email: 'labels-elsewhere@test.example', cellPhone: '9375550123' });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    const elsewhere = await signedUpFamily(server, invite.body.inviteCode, { ...FAMILY, email: 'labels-elsewhere@test.example' }, { ...PATIENT, lastName: 'Labelled' });

    // Every family call that answers the provider: by id, among ids, and all the patient's providers.
    const answers = async (client: TestClient) => {
      const one = await client.get(`/internal/app/choice/v1/providers/${fifth}?embed=${ALL_PROVIDER_EMBEDS}`);
      const among = await client.get(`/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${fifth}`);
      const all = await client.get('/internal/app/choice/v1/providers');
      expectValid(one.body, Provider);
      expectValid(among.body, ProviderList);
      expectValid(all.body, ProviderList);
      return [one.body, ...among.body, ...all.body] as Provider[];
    };
    const labels = ({ preferredBy, affiliations }: Provider) => ({ preferredBy, affiliations });
    expect((await answers(family)).map(labels)).toEqual(Array(3).fill({ preferredBy: [ours], affiliations: [] }));
    expect((await answers(elsewhere)).map(labels)).toEqual(Array(3).fill({ preferredBy: [theirs], affiliations: [theirs] }));
    // The client's badges (src/domain/sortProviders.ts) read the hospital of the family's patient, as before.
    expect((await family.get('/internal/app/choice/v1/hospital')).body.id).toBe(ours);
    expect((await elsewhere.get('/internal/app/choice/v1/hospital')).body.id).toBe(theirs);
  });

  it('are not a planner’s to change (403), and a provider that does not exist is a 404', async () => {
    const refused = await planner.put(labelsOf(world.providerIds[0]!), { preferred: false, affiliated: false });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'Only the hospital’s administrators may change this.' });
    expect((await search(planner, { query: 'Provider 1 ' })).providers[0]).toMatchObject({ preferred: true });
    expect((await admin.put(labelsOf(999_999), { preferred: true, affiliated: false })).status).toBe(404);
    expect((await admin.put(labelsOf(world.providerIds[0]!), { preferred: 'yes' })).status).toBe(400);
  });
});

describe('the hospital’s financial-interest disclosure on a provider', () => {
  const providerOf = async (family: TestClient, id: number) => {
    const response = await family.get(`/internal/app/choice/v1/providers/${id}?embed=${ALL_PROVIDER_EMBEDS}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectValid(response.body, Provider);
    return response.body as Provider;
  };
  const disclose = async (client: TestClient, id: number, text: unknown) => {
    const response = await client.put(disclosureOf(id), { text });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectValid(response.body, CatalogueProvider);
    return response.body as CatalogueProvider;
  };
  const OWNED = 'Test General owns 40% of Provider 4 Care Center.';

  it('is set by an admin, trimmed, shown in the catalogue, replaced, cleared, and audited without its text', async () => {
    const fourth = world.providerIds[3]!;
    expect((await search(planner, { query: 'Provider 4' })).providers[0]).toMatchObject({ id: fourth, disclosure: null });
    expect(await disclose(admin, fourth, `  ${OWNED}\n `)).toMatchObject({ id: fourth, name: 'Provider 4 Care Center', disclosure: OWNED });
    // Planners read it with the catalogue.
    expect((await search(planner, { query: 'Provider 4' })).providers[0]!.disclosure).toBe(OWNED);
    expect((await disclose(admin, fourth, 'x'.repeat(500))).disclosure).toBe('x'.repeat(500));
    expect((await disclose(admin, fourth, 'Test General has a stake.')).disclosure).toBe('Test General has a stake.');
    expect(await server.db.select().from(providerDisclosures).where(eq(providerDisclosures.providerId, fourth))).toEqual([
      { providerId: fourth, hospitalId: world.hospital.id, text: 'Test General has a stake.' },
    ]);
    // Null, empty and blank each clear it; clearing what is not there is no error.
    for (const cleared of [null, '', '   \n']) expect((await disclose(admin, fourth, cleared)).disclosure).toBeNull();
    expect(await server.db.select().from(providerDisclosures).where(eq(providerDisclosures.providerId, fourth))).toEqual([]);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'catalogue.disclosed'));
    expect(trail.map((event) => [event.subject, event.patientId])).toEqual(Array.from({ length: 6 }, () => [String(fourth), null]));
  });

  it('answers 400 to a bad body, 403 to a planner and 404 to a provider the catalogue does not have', async () => {
    const fifth = world.providerIds[4]!;
    for (const bad of [{ text: 'x'.repeat(501) }, { text: 7 }, {}, { text: 'ok', extra: true }]) {
      const response = await admin.put(disclosureOf(fifth), bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      expect(response.body.code).toBe('InvalidInput');
    }
    expect((await admin.put(disclosureOf(fifth), { text: 'x'.repeat(501) })).body.fields).toEqual({ text: 'must be at most 500 characters' });
    const refused = await planner.put(disclosureOf(fifth), { text: 'A stake.' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'Only the hospital’s administrators may change this.' });
    const missing = await admin.put(disclosureOf(999_999), { text: 'A stake.' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'NotFound', message: 'No such provider.' });
    expect(await server.db.select().from(providerDisclosures).where(eq(providerDisclosures.providerId, fifth))).toEqual([]);
    const trail = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'catalogue.disclosed'));
    expect(trail.filter((event) => event.subject === String(fifth) || event.subject === '999999')).toEqual([]);
  });

  it('reaches the families of the hospital’s patients at once, and no other hospital’s', async () => {
    const [, , , , , sixth] = world.providerIds as [number, number, number, number, number, number];
    const first = world.providerIds[0]!;
    const { family } = await familyWithList(server, [first, sixth], 'disclosure-family@test.example');
    // Read (and kept by the server a minute) before the disclosure is set.
    expect((await providerOf(family, sixth)).disclosure).toBeNull();
    await disclose(admin, sixth, 'Test General is a part owner.');
    await disclose(otherAdmin, sixth, 'Other Hospital leases the building.');
    expect((await providerOf(family, sixth)).disclosure).toBe('Test General is a part owner.');
    const listed = await family.get(`/internal/app/choice/v1/providers?embed=${ALL_PROVIDER_EMBEDS}&id__in=${first},${sixth}`);
    expectValid(listed.body, ProviderList);
    expect(listed.body.map((provider: Provider) => [provider.id, provider.disclosure])).toEqual([
      [first, null],
      [sixth, 'Test General is a part owner.'],
    ]);
    const everything = await family.get('/internal/app/choice/v1/providers');
    expect(everything.body.map((provider: Provider) => [provider.id, provider.disclosure])).toEqual([
      [first, null],
      [sixth, 'Test General is a part owner.'],
    ]);

    // A family of the other hospital's patient, offered the same provider, sees that hospital's words only.
    const created = await otherPlanner.post('/internal/app/planner/v1/patients', {
      patient: { ...PATIENT, lastName: 'Elsewhere' },
      services: [{ levelOfCare: 'skilled_nursing', providerIds: [sixth] }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const invite = await otherPlanner.post('/internal/app/planner/v1/invites', { patientId: created.body.id, email: 'elsewhere@test.example', cellPhone: '9375550123' });
    expect(invite.status, JSON.stringify(invite.body)).toBe(201);
    const elsewhere = await signedUpFamily(server, invite.body.inviteCode, { ...FAMILY, email: 'elsewhere@test.example' }, { ...PATIENT, lastName: 'Elsewhere' });
    expect((await providerOf(elsewhere, sixth)).disclosure).toBe('Other Hospital leases the building.');
    expect(JSON.stringify((await elsewhere.get(`/internal/app/choice/v1/providers?id__in=${sixth}`)).body)).not.toContain('part owner');
    await disclose(otherAdmin, sixth, null);
    expect((await providerOf(elsewhere, sixth)).disclosure).toBeNull();
    expect((await providerOf(family, sixth)).disclosure).toBe('Test General is a part owner.');
    // Each hospital's catalogue carries its own.
    expect((await search(otherPlanner, { query: 'Provider 6' })).providers[0]!.disclosure).toBeNull();
    expect((await search(planner, { query: 'Provider 6' })).providers[0]!.disclosure).toBe('Test General is a part owner.');
  });
});

describe('the hospital’s wording for preferred', () => {
  it('is read by staff and changed by an admin only', async () => {
    expect((await planner.get(HOSPITAL)).body).toEqual({
      id: world.hospital.id,
      name: 'Test General',
      preferredByPhrase: 'Test Recommended',
      preferredByPhraseEs: null,
      preferredExplanation: null,
      preferredExplanationEs: null,
      affiliatedExplanation: null,
      affiliatedExplanationEs: null,
      kioskIdleMinutes: 3,
      kioskTokenDays: 30,
      familyLanguage: 'en',
      taglines: [...TAGLINES],
      timeZone: 'America/New_York',
      stateTimeZone: 'America/New_York',
      ownTimeZone: false,
      ehrBaseUrl: null,
      ehrTokenSet: false,
    } satisfies HospitalSettings);
    expect((await planner.put(HOSPITAL, { preferredByPhrase: 'Our Pick' })).status).toBe(403);
    const changed = await admin.put(HOSPITAL, { preferredByPhrase: '  Riverside Recommended ' });
    expect(changed.status).toBe(200);
    expect(changed.body.preferredByPhrase).toBe('Riverside Recommended');
    const [row] = await server.db.select().from(hospitals).where(eq(hospitals.id, world.hospital.id));
    expect(row!.preferredByPhrase).toBe('Riverside Recommended');
    for (const bad of [{ preferredByPhrase: '   ' }, { preferredByPhrase: 'x'.repeat(41) }, {}]) expect((await admin.put(HOSPITAL, bad)).status).toBe(400);
  });
});

describe('the hospital’s time zone', () => {
  it('is its state’s until an admin chooses another, and null gives the state’s back', async () => {
    expect((await planner.put(HOSPITAL, { timeZone: 'America/Chicago' })).status).toBe(403);
    const chosen = await admin.put(HOSPITAL, { timeZone: 'America/Chicago' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ timeZone: 'America/Chicago', stateTimeZone: 'America/New_York', ownTimeZone: true });
    expect((await planner.get(HOSPITAL)).body.timeZone).toBe('America/Chicago');
    for (const bad of ['Mars/Olympus_Mons', 'america/chicago', 'EST; drop table', '', 'A'.repeat(65), 42]) {
      const refused = await admin.put(HOSPITAL, { timeZone: bad });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    expect((await planner.get(HOSPITAL)).body.timeZone).toBe('America/Chicago');
    const back = await admin.put(HOSPITAL, { timeZone: null });
    expect(back.body).toMatchObject({ timeZone: 'America/New_York', ownTimeZone: false });
  });
});

describe('the hospital’s kiosk idle time', () => {
  it('is whole minutes from 1 to 30, changed by an admin only, leaving the wording as it is', async () => {
    expect((await planner.put(HOSPITAL, { kioskIdleMinutes: 5 })).status).toBe(403);
    const before = (await admin.get(HOSPITAL)).body as HospitalSettings;
    const changed = await admin.put(HOSPITAL, { kioskIdleMinutes: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...before, kioskIdleMinutes: 5 });
    for (const kioskIdleMinutes of [0, 31, 2.5, '5', null]) {
      const refused = await admin.put(HOSPITAL, { kioskIdleMinutes });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('InvalidInput');
    }
    expect(((await admin.get(HOSPITAL)).body as HospitalSettings).kioskIdleMinutes).toBe(5);
    // The database keeps the range too, whatever writes it.
    await expect(server.db.update(hospitals).set({ kioskIdleMinutes: 0 }).where(eq(hospitals.id, world.hospital.id))).rejects.toThrow();
    await admin.put(HOSPITAL, { kioskIdleMinutes: 3 });
  });
});
