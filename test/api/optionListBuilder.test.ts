import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CandidateDetailsList,
  ListContext,
  SavedOptionListAnswer,
  type Candidate,
  type Candidates,
  type SavedOptionList,
} from '../../src/contract/plannerLists';
import { rankCandidates } from '../../src/domain/rankCandidates';
import { distanceMiles } from '../../src/domain/distance';
import { auditEvents, locations, medicareRatings, optionListRemovals, optionLists, options, patients, providers, services, users } from '../../server/db/schema';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { FAMILY, loginAs, plannerInvites, signedUpFamily } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

/**
 * A service's candidates (POST /planner/v1/services/{id}/candidates) and saving its list
 * (PUT /planner/v1/services/{id}/option-list). The test world's six skilled-nursing providers lie within a few miles
 * of its hospital in Columbus; this file adds one 23 miles north, one in Cleveland (over 100 miles), and a
 * home-health agency, and a small gazetteer of two ZIP codes and a city.
 */
const api = (path: string) => `/internal/app/planner/v1${path}`;
const candidatesOf = (serviceId: number) => api(`/services/${serviceId}/candidates`);
const listOf = (serviceId: number) => api(`/services/${serviceId}/option-list`);
const detailsOf = (levelOfCare: string) => api(`/candidate-details/${levelOfCare}`);

const HOME_ZIP = { zip: '43215', latitude: 39.9612, longitude: -82.9988 };
const CLEVELAND = { latitude: 41.4995, longitude: -81.6954 };

let server: TestServer;
let world: Awaited<ReturnType<typeof createWorld>>;
let planner: TestClient;
let plannerId: number;
let otherPlanner: TestClient;
/** The world's six, then North Nursing (23 miles away) and Lake Erie Nursing (Cleveland). */
let nursing: number[];
let north: number;
let lakeErie: number;
let homeHealth: number;

async function addProvider(name: string, levelOfCare: string, at: { latitude: number; longitude: number }, ratings?: { overall: number | null; quality: number | null }) {
  const [row] = await server.db
    .insert(providers)
    .values({ name, displayName: name, levelOfCare, city: name.split(' ')[0]!, state: 'OH', ...at })
    .returning({ id: providers.id });
  if (ratings) await server.db.insert(medicareRatings).values({ providerId: row!.id, ...ratings, healthInspection: null, staffing: null, survey: null });
  return row!.id;
}

/** A patient of `hospitalId` with one service and no list (the New Patient form's way), straight into the database. */
async function serviceWithoutList({ homeZip = HOME_ZIP.zip as string | null, levelOfCare = 'skilled_nursing', hospitalId = world.hospital.id } = {}) {
  const [patient] = await server.db
    .insert(patients)
    .values({ hospitalId, initial: 'L', lastName: 'Lister', dateOfBirth: '1950-05-06', homeZip })
    .returning({ id: patients.id });
  const [service] = await server.db.insert(services).values({ patientId: patient!.id, levelOfCare }).returning({ id: services.id });
  return { patientId: patient!.id, serviceId: service!.id };
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createWorld(server.db);
  north = await addProvider('North Nursing', 'skilled_nursing', { latitude: 40.3, longitude: -82.99 }, { overall: 0, quality: 3 });
  lakeErie = await addProvider('Lake Erie Nursing', 'skilled_nursing', CLEVELAND);
  homeHealth = await addProvider('Westerville Home Health', 'home_healthcare', { latitude: 40.1262, longitude: -82.9291 }, { overall: 2, quality: 4.5 });
  nursing = [...world.providerIds, north, lakeErie];
  await server.db.insert(locations).values([
    { type: 'zip', name: HOME_ZIP.zip, searchName: HOME_ZIP.zip, state: 'OH', latitude: HOME_ZIP.latitude, longitude: HOME_ZIP.longitude },
    { type: 'zip', name: '44114', searchName: '44114', state: 'OH', latitude: 41.5066, longitude: -81.6759 },
    { type: 'city', name: 'Cleveland', searchName: 'cleveland', state: 'OH', ...CLEVELAND, weight: 40 },
  ]);
  planner = server.client();
  await loginAs(planner, PLANNER.email, PLANNER.password);
  const [me] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, PLANNER.email));
  plannerId = me!.id;
  otherPlanner = server.client();
  await loginAs(otherPlanner, 'other-planner@test.example', PLANNER.password);
});
afterAll(() => server?.close());

/** The level's details ranked for the list's context, as the console does (src/api/staffRequests.ts). */
async function ranked(context: ListContext): Promise<Candidates> {
  const details = await planner.get(detailsOf(context.levelOfCare));
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  expectValid(details.body, CandidateDetailsList);
  return rankCandidates(context, (details.body as CandidateDetailsList).providers);
}

async function candidates(serviceId: number, body: unknown = {}) {
  const response = await planner.post(candidatesOf(serviceId), body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, ListContext);
  return ranked(response.body as ListContext);
}

async function save(serviceId: number, body: unknown): Promise<SavedOptionList> {
  const response = await planner.put(listOf(serviceId), body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, SavedOptionListAnswer);
  const { context, ...saved } = response.body as SavedOptionListAnswer;
  return { ...saved, candidates: await ranked(context) };
}

const idsOf = (list: Candidate[]) => list.map((candidate) => candidate.providerId);
const auditOf = async (patientId: number) =>
  server.db.select().from(auditEvents).where(eq(auditEvents.patientId, patientId)).orderBy(asc(auditEvents.id));

describe('who may build lists', () => {
  it('answers 401 logged out, 403 to a family, 404 to another hospital’s planner and for an unknown service', async () => {
    const { serviceId } = await serviceWithoutList();
    expect((await server.client().post(candidatesOf(serviceId), {})).status).toBe(401);
    expect((await server.client().put(listOf(serviceId), {})).status).toBe(401);

    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [nursing[0]!] }], { email: 'who@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'who@test.example' });
    const familyService = (await family.get('/internal/app/choice/v1/services')).body[0].id as number;
    for (const response of [await family.post(candidatesOf(familyService), {}), await family.put(listOf(familyService), { area: { type: 'hospital' }, radiusMiles: 10, providerIds: [nursing[0]], removed: [] })]) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ code: 'Forbidden', message: 'You are not allowed to do that.' });
    }

    for (const response of [
      await otherPlanner.post(candidatesOf(serviceId), {}),
      await otherPlanner.put(listOf(serviceId), { area: { type: 'hospital' }, radiusMiles: 10, providerIds: [nursing[0]], removed: [] }),
      await planner.post(candidatesOf(999_999_999), {}),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NotFound', message: 'No such service.' });
    }
    // Nothing was saved by the refused calls.
    expect(await server.db.select().from(optionLists).where(eq(optionLists.serviceId, serviceId))).toEqual([]);
  });

  it('answers 400 with the fields to bad ids and bodies, never 500', async () => {
    const { serviceId } = await serviceWithoutList();
    const bad: [string, 'post' | 'put', unknown, string][] = [
      [api('/services/abc/candidates'), 'post', {}, 'id'],
      [api('/services/0/candidates'), 'post', {}, 'id'],
      [candidatesOf(serviceId), 'post', { radiusMiles: 0 }, 'radiusMiles'],
      [candidatesOf(serviceId), 'post', { radiusMiles: 501 }, 'radiusMiles'],
      [candidatesOf(serviceId), 'post', { radiusMiles: 2.5 }, 'radiusMiles'],
      [candidatesOf(serviceId), 'post', { area: { type: 'mars' } }, 'area'],
      [candidatesOf(serviceId), 'post', { area: { type: 'zip', zip: '4321' } }, 'area'],
      [candidatesOf(serviceId), 'post', { area: { type: 'city', name: 'Cleveland', state: 'oh' } }, 'area'],
      [candidatesOf(serviceId), 'post', [], '(body)'],
      [listOf(serviceId), 'put', {}, 'area'],
      [listOf(serviceId), 'put', { area: { type: 'home' }, radiusMiles: 25, providerIds: [], removed: [] }, 'providerIds'],
      [listOf(serviceId), 'put', { area: { type: 'home' }, radiusMiles: 25, providerIds: [nursing[0]], removed: [{ providerId: nursing[1], reason: '   ' }] }, 'removed.0.reason'],
      [listOf(serviceId), 'put', { area: { type: 'home' }, radiusMiles: 25, providerIds: [nursing[0]], removed: [{ providerId: nursing[1], reason: 'x'.repeat(501) }] }, 'removed.0.reason'],
      [listOf(serviceId), 'put', { area: { type: 'home' }, radiusMiles: 25, providerIds: ['1'], removed: [] }, 'providerIds.0'],
    ];
    for (const [url, method, body, field] of bad) {
      const response = method === 'post' ? await planner.post(url, body) : await planner.put(url, body);
      expect(response.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.body.code).toBe('InvalidInput');
      expect(Object.keys(response.body.fields ?? {}), JSON.stringify(response.body)).toContain(field);
    }
  });
});

describe('generated bad bodies', () => {
  const KEYS = ['area', 'type', 'zip', 'name', 'state', 'radiusMiles', 'providerIds', 'removed', 'providerId', 'reason', '__proto__', 'constructor'];
  const value: fc.Arbitrary<unknown> = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('home', 'hospital', 'zip', 'city', '43215', 'OH', '\u0000', 'x'.repeat(600)),
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, 1, 25, 500, 2 ** 31, 2 ** 53),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer({ min: -2, max: 2 ** 31 }), fc.string({ maxLength: 5 })), { maxLength: 5 }),
  );
  const shaped = fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(value, fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 4 })), { maxKeys: 5 });
  const body = fc.oneof(shaped, fc.jsonValue({ maxDepth: 3 }));

  it('never get a 5xx from either call, always the error shape, on a service the planner may build', { timeout: 120_000 }, async () => {
    const { serviceId } = await serviceWithoutList();
    for (const send of [(json: unknown) => planner.post(candidatesOf(serviceId), json), (json: unknown) => planner.put(listOf(serviceId), json)]) {
      await fc.assert(
        fc.asyncProperty(body, async (json) => {
          const response = await send(json);
          expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
          if (response.status >= 400) expect(Object.keys(response.body).filter((key) => key !== 'fields')).toEqual(['code', 'message']);
        }),
        { numRuns: 150 },
      );
    }
  });
});

describe('the candidates', () => {
  it('are every provider of the level of care, nearest first from the patient’s home ZIP when asked, with ratings, flags and the radius', async () => {
    const { serviceId, patientId } = await serviceWithoutList();
    const answer = await candidates(serviceId, { area: { type: 'home' } });
    const home = { type: 'home', name: '43215', state: 'OH', latitude: HOME_ZIP.latitude, longitude: HOME_ZIP.longitude };
    expect(answer).toMatchObject({ serviceId, patientId, levelOfCare: 'skilled_nursing', area: home, home, radiusMiles: 25, list: null });
    expect(answer.hospital).toEqual({ type: 'hospital', name: 'Test General', state: null, latitude: 39.96, longitude: -82.99 });
    // Home-health agencies are not skilled-nursing candidates; the nearest of the world's six is its first.
    expect(idsOf(answer.candidates)).toEqual(nursing);
    const byId = new Map(answer.candidates.map((candidate) => [candidate.providerId, candidate]));
    expect(byId.get(nursing[0]!)).toEqual({
      providerId: nursing[0]!,
      name: 'Provider 1 Care Center',
      city: 'Columbus',
      state: 'OH',
      distanceMiles: distanceMiles(HOME_ZIP, { latitude: 39.97, longitude: -83.0 }),
      overallRating: 2,
      preferred: true,
      affiliated: false,
      withinRadius: true,
    } satisfies Candidate);
    expect(byId.get(nursing[1]!)).toMatchObject({ preferred: false, affiliated: true, overallRating: 3 });
    expect(byId.get(north)).toMatchObject({ withinRadius: true, overallRating: 0, preferred: false, affiliated: false });
    expect(byId.get(north)!.distanceMiles).toBeCloseTo(23.5, 0);
    expect(byId.get(lakeErie)).toMatchObject({ withinRadius: false, overallRating: null });
    expect(byId.get(lakeErie)!.distanceMiles).toBeGreaterThan(100);
    // Distances to 3 decimals, as the spec's distance gives them.
    for (const candidate of answer.candidates) expect(Math.round(candidate.distanceMiles * 1000) / 1000).toBe(candidate.distanceMiles);

    const within10 = await candidates(serviceId, { radiusMiles: 10 });
    expect(within10.radiusMiles).toBe(10);
    expect(within10.candidates.filter((candidate) => candidate.withinRadius).map((candidate) => candidate.providerId)).toEqual(world.providerIds);
  });

  it('are measured from the hospital unless asked otherwise, as the family’s are, even for a patient with a home ZIP', async () => {
    const { serviceId } = await serviceWithoutList();
    const first = await candidates(serviceId);
    expect(first.area).toEqual({ type: 'hospital', name: 'Test General', state: null, latitude: 39.96, longitude: -82.99 });
    expect(first.home).toMatchObject({ type: 'home', name: '43215' });
  });

  it('are measured from the hospital, a ZIP code or a city when asked, and from the hospital for a patient without a home ZIP', async () => {
    const { serviceId } = await serviceWithoutList();
    const fromHospital = await candidates(serviceId, { area: { type: 'hospital' } });
    expect(fromHospital.area).toEqual({ type: 'hospital', name: 'Test General', state: null, latitude: 39.96, longitude: -82.99 });
    expect(fromHospital.candidates[0]!.distanceMiles).toBe(distanceMiles({ latitude: 39.96, longitude: -82.99 }, { latitude: 39.97, longitude: -83.0 }));

    const fromZip = await candidates(serviceId, { area: { type: 'zip', zip: '44114' }, radiusMiles: 10 });
    expect(fromZip.area).toEqual({ type: 'zip', name: '44114', state: 'OH', latitude: 41.5066, longitude: -81.6759 });
    expect(fromZip.candidates[0]!.providerId).toBe(lakeErie);
    expect(fromZip.candidates.filter((candidate) => candidate.withinRadius).map((candidate) => candidate.providerId)).toEqual([lakeErie]);

    const fromCity = await candidates(serviceId, { area: { type: 'city', name: 'cleveland', state: 'OH' } });
    expect(fromCity.area).toEqual({ type: 'city', name: 'Cleveland, OH', state: 'OH', ...CLEVELAND });
    expect(fromCity.candidates[0]).toMatchObject({ providerId: lakeErie, distanceMiles: 0, withinRadius: true });

    for (const [area, field, message] of [
      [{ type: 'zip', zip: '99999' }, 'area.zip', 'There is no such ZIP code.'],
      [{ type: 'city', name: 'Atlantis', state: 'OH' }, 'area.name', 'There is no such city.'],
    ] as const) {
      const response = await planner.post(candidatesOf(serviceId), { area });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'InvalidInput', message });
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }

    const homeless = await serviceWithoutList({ homeZip: null });
    const answer = await candidates(homeless.serviceId);
    expect(answer.home).toBeNull();
    expect(answer.area.type).toBe('hospital');
    const refused = await planner.post(candidatesOf(homeless.serviceId), { area: { type: 'home' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 'InvalidInput', message: 'This patient has no home ZIP code we know.', fields: { 'area.type': 'The patient has no known home ZIP code.' } });
    // A ZIP the gazetteer does not know is no home area either.
    expect((await candidates((await serviceWithoutList({ homeZip: '00001' })).serviceId)).area.type).toBe('hospital');
  });

  it('show the list once it changes', async () => {
    const { serviceId } = await serviceWithoutList();
    expect((await candidates(serviceId)).list).toBeNull();
    await save(serviceId, { area: { type: 'home' }, radiusMiles: 10, providerIds: world.providerIds, removed: [] });
    const after = await candidates(serviceId);
    expect(after.list?.providerIds).toEqual(world.providerIds);
    expect(after.radiusMiles).toBe(10);
  });

  it('are the area and radius asked; the providers are one call per level, kept by the browser until they change', async () => {
    const { serviceId } = await serviceWithoutList();
    const context = (await planner.post(candidatesOf(serviceId), { radiusMiles: 10 })).body;
    expect(Object.keys(context).sort()).toEqual(['area', 'home', 'hospital', 'levelOfCare', 'list', 'notServingHome', 'patientId', 'radiusMiles', 'serviceId']);
    // Only a home health service has agencies that do not serve the patient's home ZIP (test/api/homeHealthZips.test.ts).
    expect(context.notServingHome).toBeNull();

    const details = await planner.get(detailsOf('skilled_nursing'));
    expect(details.status).toBe(200);
    expect(details.headers['cache-control']).toBe('private, no-cache');
    const etag = String(details.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const body = details.body as CandidateDetailsList;
    expect(body.levelOfCare).toBe('skilled_nursing');
    // In catalogue order (by name), each with where it is and this hospital's labels.
    expect(body.providers.map((provider) => provider.name)).toEqual([...body.providers.map((provider) => provider.name)].sort());
    expect(new Set(body.providers.map((provider) => provider.providerId))).toEqual(new Set(nursing));
    expect(body.providers.find((provider) => provider.providerId === nursing[0])).toEqual({
      providerId: nursing[0],
      name: 'Provider 1 Care Center',
      city: 'Columbus',
      state: 'OH',
      latitude: 39.97,
      longitude: -83.0,
      overallRating: 2,
      preferred: true,
      affiliated: false,
    });

    // Compressed when the browser takes it (the same bytes each time: kept, not compressed again).
    const [br, brAgain] = [await planner.get(detailsOf('skilled_nursing'), { 'accept-encoding': 'br' }), await planner.get(detailsOf('skilled_nursing'), { 'accept-encoding': 'br' })];
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);
    expect(brAgain.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzipped = await planner.get(detailsOf('skilled_nursing'), { 'accept-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(body);

    const again = await planner.get(detailsOf('skilled_nursing'), { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await planner.get(detailsOf('skilled_nursing'), { 'if-none-match': '"something-else"' })).status).toBe(200);

    // Another hospital's planner sees the same providers with their own hospital's labels, and another ETag.
    const theirs = await otherPlanner.get(detailsOf('skilled_nursing'));
    expect((theirs.body as CandidateDetailsList).providers.find((provider) => provider.providerId === nursing[0])).toMatchObject({ preferred: false });
    expect(theirs.headers.etag).not.toBe(etag);
    // A level no provider has has none.
    expect((await planner.get(detailsOf('no_such_level'))).body).toEqual({ levelOfCare: 'no_such_level', providers: [] });
  });

  it('details are for hospital staff only', async () => {
    expect((await server.client().get(detailsOf('skilled_nursing'))).status).toBe(401);
    const { inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [nursing[0]!] }], { email: 'details@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'details@test.example' });
    const refused = await family.get(detailsOf('skilled_nursing'));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'Forbidden', message: 'You are not allowed to do that.' });
  });

  it('of a home-health service are the home-health agencies, rated by Medicare’s quality rating', async () => {
    const { serviceId } = await serviceWithoutList({ levelOfCare: 'home_healthcare' });
    const answer = await candidates(serviceId);
    expect(answer.candidates).toEqual([expect.objectContaining({ providerId: homeHealth, overallRating: 4.5, withinRadius: true })]);
  });
});

describe('saving a list', () => {
  it('needs a reason for every provider within the radius left off, and only providers of the level, once', async () => {
    const { serviceId } = await serviceWithoutList();
    const body = { area: { type: 'home' }, radiusMiles: 25 };
    const refused = await planner.put(listOf(serviceId), { ...body, providerIds: nursing.slice(0, 5), removed: [] });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'InvalidInput',
      message: 'Every provider in the area must be offered, or a reason given for leaving it off.',
      fields: {
        removed: '2 providers within 25 miles are left off the list without a reason',
        [`removed.${nursing[5]}`]: 'A reason is required to leave this provider off the list.',
        [`removed.${north}`]: 'A reason is required to leave this provider off the list.',
      },
    });
    const problems: [unknown, Record<string, string>][] = [
      [{ ...body, providerIds: [...nursing.slice(0, 7), nursing[0]], removed: [] }, { providerIds: 'lists a provider more than once' }],
      [{ ...body, providerIds: [...nursing.slice(0, 7), homeHealth], removed: [] }, { providerIds: 'holds a provider that is not in the catalogue for this level of care' }],
      [{ ...body, providerIds: nursing.slice(0, 6), removed: [{ providerId: north, reason: 'a' }, { providerId: north, reason: 'b' }] }, { removed: 'removes a provider more than once' }],
      [{ ...body, providerIds: nursing.slice(0, 7), removed: [{ providerId: nursing[0], reason: 'Full' }] }, { removed: 'removes a provider that is also on the list' }],
      [{ ...body, providerIds: nursing.slice(0, 7), removed: [{ providerId: 2_000_000_000, reason: 'Full' }] }, { removed: 'holds a provider that is not in the catalogue for this level of care' }],
    ];
    for (const [request, fields] of problems) {
      const response = await planner.put(listOf(serviceId), request);
      expect(response.status, JSON.stringify(request)).toBe(400);
      expect(response.body.fields).toEqual(fields);
    }
    // A smaller radius leaves North Nursing out of the area: no reason needed for it then.
    const saved = await save(serviceId, { ...body, radiusMiles: 10, providerIds: world.providerIds, removed: [] });
    expect(saved.outcome).toBe('built');
    expect(await server.db.select().from(optionListRemovals).where(eq(optionListRemovals.optionListId, saved.optionListId))).toEqual([]);
  });

  it('builds the first list in the planner’s order, keeps the reasons and the area, and audits it', async () => {
    const { serviceId, patientId } = await serviceWithoutList();
    const [p1, p2, p3, p4, p5, p6] = nursing as [number, number, number, number, number, number];
    const saved = await save(serviceId, {
      area: { type: 'home' },
      radiusMiles: 25,
      // Beyond the radius, Lake Erie Nursing may still be offered.
      providerIds: [p3, p1, p2, p4, lakeErie],
      removed: [
        { providerId: p5, reason: '  No bed until next month  ' },
        { providerId: p6, reason: 'Does not take the patient’s insurance' },
        { providerId: north, reason: 'Family asked for Columbus only' },
      ],
    });
    expect(saved.outcome).toBe('built');
    const [list] = await server.db.select().from(optionLists).where(eq(optionLists.serviceId, serviceId));
    expect(list).toMatchObject({
      id: saved.optionListId,
      complete: false,
      createdByUserId: plannerId,
      areaType: 'home',
      areaName: '43215',
      areaState: 'OH',
      areaLatitude: HOME_ZIP.latitude,
      areaLongitude: HOME_ZIP.longitude,
      radiusMiles: 25,
    });
    const stored = await server.db.select().from(options).where(eq(options.optionListId, list!.id)).orderBy(asc(options.position));
    expect(stored.map((option) => option.providerId)).toEqual([p3, p1, p2, p4, lakeErie]);
    const removals = await server.db.select().from(optionListRemovals).where(eq(optionListRemovals.optionListId, list!.id));
    expect(removals.map(({ providerId, reason, removedByUserId }) => ({ providerId, reason, removedByUserId })).sort((a, b) => a.providerId - b.providerId)).toEqual(
      [
        { providerId: p5, reason: 'No bed until next month', removedByUserId: plannerId },
        { providerId: p6, reason: 'Does not take the patient’s insurance', removedByUserId: plannerId },
        { providerId: north, reason: 'Family asked for Columbus only', removedByUserId: plannerId },
      ].sort((a, b) => a.providerId - b.providerId),
    );

    // The answer, and a later candidates call without an area, show the list as saved: its area, places and reasons.
    for (const answer of [saved.candidates, await candidates(serviceId)]) {
      expect(answer.area).toEqual({ type: 'home', name: '43215', state: 'OH', latitude: HOME_ZIP.latitude, longitude: HOME_ZIP.longitude });
      expect(answer.list).toEqual({
        id: list!.id,
        version: 1,
        complete: false,
        completedAt: null,
        providerIds: [p3, p1, p2, p4, lakeErie],
        removed: [
          { providerId: p5, reason: 'No bed until next month' },
          { providerId: p6, reason: 'Does not take the patient’s insurance' },
          { providerId: north, reason: 'Family asked for Columbus only' },
        ].sort((a, b) => a.providerId - b.providerId),
        chosen: 0,
      });
      expect(idsOf(answer.candidates)).toEqual(nursing);
      expect(answer.candidates.find((candidate) => candidate.providerId === north)!.withinRadius).toBe(true);
    }
    const trail = await auditOf(patientId);
    expect(trail.map(({ action, userId, subject }) => ({ action, userId, subject }))).toEqual([{ action: 'optionList.built', userId: plannerId, subject: String(list!.id) }]);
    // The patient's record shows who was left off, why and by whom, by provider name.
    const record = await planner.get(`/internal/app/planner/v1/patients/${patientId}`);
    const removed = record.body.services[0].optionLists[0].removed as { providerId: number; providerName: string; reason: string; removedBy: string }[];
    expect(removed.map((removal) => removal.providerName)).toEqual(removed.map((removal) => removal.providerName).sort());
    expect([...removed].sort((a, b) => a.providerId - b.providerId)).toEqual(
      [
        { providerId: p5, reason: 'No bed until next month' },
        { providerId: p6, reason: 'Does not take the patient’s insurance' },
        { providerId: north, reason: 'Family asked for Columbus only' },
      ]
        .sort((a, b) => a.providerId - b.providerId)
        .map((removal) => ({ ...removal, providerName: expect.any(String), removedBy: 'Pat Planner' })),
    );
  });

  it('changes the list in place until the family confirms, keeping what they shortlisted; then offers a new version', async () => {
    const [p1, p2, p3, p4, p5, p6] = nursing as [number, number, number, number, number, number];
    // A patient made with a list (no area on record), a family who signed up and shortlisted two of it.
    const { patientId, inviteCode } = await plannerInvites(server, [{ levelOfCare: 'skilled_nursing', providerIds: [p1, p2, p3] }], { email: 'versions@test.example' });
    const family = await signedUpFamily(server, inviteCode, { ...FAMILY, email: 'versions@test.example' });
    const familyServices = async () => (await family.get('/internal/app/choice/v1/services')).body as { id: number; complete: boolean; optionLists: number[]; latestOptionList: { id: number; options: { providerId: number; shortlisted: boolean; rank: number | null }[] } }[];
    const [service] = await familyServices();
    const serviceId = service!.id;
    const firstList = service!.latestOptionList.id;
    await server.db.update(options).set({ shortlisted: true }).where(and(eq(options.optionListId, firstList)));
    await server.db.update(options).set({ shortlisted: false }).where(and(eq(options.optionListId, firstList), eq(options.providerId, p2)));

    // Before any save, the list made with the patient is the current one, measured from the home ZIP (none: the hospital).
    const before = await candidates(serviceId);
    expect(before.list).toEqual({ id: firstList, version: 1, complete: false, completedAt: null, providerIds: [p1, p2, p3], removed: [], chosen: 2 });
    expect(before.area.type).toBe('hospital');

    const within = { area: { type: 'hospital' }, radiusMiles: 10 };
    const changed = await save(serviceId, { ...within, providerIds: [p1, p4, p5, p6], removed: [{ providerId: p2, reason: 'Closed to admissions' }, { providerId: p3, reason: 'Too far for the family' }] });
    expect(changed.outcome).toBe('changed');
    expect(changed.optionListId).toBe(firstList);
    let [seen] = await familyServices();
    expect(seen!.complete).toBe(false);
    expect(seen!.optionLists).toEqual([firstList]);
    expect(seen!.latestOptionList.options.map(({ providerId, shortlisted }) => [providerId, shortlisted])).toEqual([
      [p1, true],
      [p4, false],
      [p5, false],
      [p6, false],
    ]);
    // Saved again with one reason changed: that removal is the new one, the other keeps its time.
    const [firstRemoval] = await server.db.select().from(optionListRemovals).where(and(eq(optionListRemovals.optionListId, firstList), eq(optionListRemovals.providerId, p2)));
    const again = await save(serviceId, { ...within, providerIds: [p1, p4, p5, p6, p3], removed: [{ providerId: p2, reason: 'Closed to admissions' }] });
    expect(again.outcome).toBe('changed');
    const removals = await server.db.select().from(optionListRemovals).where(eq(optionListRemovals.optionListId, firstList));
    expect(removals).toEqual([firstRemoval]);

    // The family confirms: the list is read-only now, and a save offers a new version they choose from again.
    const ranked = await family.post(`/internal/app/choice/v1/option-lists/${firstList}/rank`, { rankings: [p1], shortlist: [p1], completedAt: 1_800_000_000 });
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
    const confirmed = await candidates(serviceId);
    expect(confirmed.list).toEqual({
      id: firstList,
      version: 1,
      complete: true,
      completedAt: 1_800_000_000,
      providerIds: [p1, p4, p5, p6, p3],
      removed: [{ providerId: p2, reason: 'Closed to admissions' }],
      chosen: 1,
    });
    const reoffered = await save(serviceId, { ...within, providerIds: [p4, p1, p5, p6, p3, p2], removed: [] });
    expect(reoffered.outcome).toBe('reoffered');
    expect(reoffered.optionListId).not.toBe(firstList);
    expect(reoffered.candidates.list).toEqual({
      id: reoffered.optionListId,
      version: 2,
      complete: false,
      completedAt: null,
      providerIds: [p4, p1, p5, p6, p3, p2],
      removed: [],
      chosen: 0,
    });
    [seen] = await familyServices();
    expect(seen!.complete).toBe(false);
    expect(seen!.optionLists).toEqual([firstList, reoffered.optionListId]);
    expect(seen!.latestOptionList.options.map((option) => option.providerId)).toEqual([p4, p1, p5, p6, p3, p2]);
    // The confirmed list is untouched: its options, ranks and reason stay on the record.
    const old = await server.db.select().from(options).where(eq(options.optionListId, firstList)).orderBy(asc(options.position));
    expect(old.map(({ providerId, rank }) => [providerId, rank])).toEqual([
      [p1, 1],
      [p4, null],
      [p5, null],
      [p6, null],
      [p3, null],
    ]);
    expect(await server.db.select().from(optionListRemovals).where(eq(optionListRemovals.optionListId, firstList))).toEqual([firstRemoval]);
    // The family may rank the new version, and the planner sees its record; the planner's saves are in the trail.
    const rankedAgain = await family.post(`/internal/app/choice/v1/option-lists/${reoffered.optionListId}/rank`, { rankings: [p4], shortlist: [p4], completedAt: 1_800_000_100 });
    expect(rankedAgain.status).toBe(200);
    const trail = (await auditOf(patientId)).filter((event) => event.action.startsWith('optionList.') && event.action !== 'optionList.viewed');
    expect(trail.map(({ action, subject }) => [action, subject])).toEqual([
      ['optionList.changed', String(firstList)],
      ['optionList.changed', String(firstList)],
      ['optionList.reoffered', String(reoffered.optionListId)],
    ]);
    const record = await planner.get(api(`/patients/${patientId}/audit`));
    expect(record.status).toBe(200);
  });

  it('takes two saves at once in turn: one builds the list, the other changes it', async () => {
    const { serviceId, patientId } = await serviceWithoutList();
    const body = (removedReason: string) => ({
      area: { type: 'home' },
      radiusMiles: 10,
      providerIds: world.providerIds.slice(0, 5),
      removed: [{ providerId: world.providerIds[5], reason: removedReason }],
    });
    const [first, second] = await Promise.all([planner.put(listOf(serviceId), body('First')), planner.put(listOf(serviceId), body('Second'))]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.outcome, second.body.outcome].sort()).toEqual(['built', 'changed']);
    expect(first.body.optionListId).toBe(second.body.optionListId);
    expect(await server.db.select().from(optionLists).where(eq(optionLists.serviceId, serviceId))).toHaveLength(1);
    expect((await auditOf(patientId)).map((event) => event.action).sort()).toEqual(['optionList.built', 'optionList.changed']);
  });

  it('never saves half a list: a refused save changes nothing', async () => {
    const { serviceId, patientId } = await serviceWithoutList();
    const refused = await planner.put(listOf(serviceId), { area: { type: 'home' }, radiusMiles: 25, providerIds: [nursing[0]], removed: [] });
    expect(refused.status).toBe(400);
    expect(await server.db.select().from(optionLists).where(eq(optionLists.serviceId, serviceId))).toEqual([]);
    expect(await auditOf(patientId)).toEqual([]);
  });
});
