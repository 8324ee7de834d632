import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DATASETS } from '../../server/cms/datasets';
import { DATASET_OF_LEVEL, QUALITY_LAYOUTS } from '../../src/domain/qualityMeasures';
import { medicareRatings, providerImages, providerNonMedicalServices, providerQuality, providerServices, providers, providerVideos } from '../../server/db/schema';
import { DEMO_HOSPITAL, DEMO_LEVELS, DEMO_OUT_OF_STATE, DEMO_PATIENT, DEMO_PLANNER, seedDemo } from '../../server/seed/demo';
import { citiesNear } from '../../server/seed/demoProviders';
import { distanceMiles } from '../../src/domain/distance';
import { createWorld } from '../fixtures/world';
import { FAMILY, loginAs } from '../support/family';
import { PUBLIC_URL, startTestServer, type TestServer } from '../support/testServer';

/**
 * Cities, villages and communities within 30 miles of downtown Columbus (the demo hospital), as Ohio names them: written
 * out here, not taken from the gazetteer package, so the test knows what a real place is.
 */
const COLUMBUS_AREA = new Set(
  [
    'Alexandria', 'Amanda', 'Amlin', 'Ashville', 'Baltimore', 'Blacklick', 'Brice', 'Buckeye Lake', 'Canal Winchester', 'Carroll',
    'Centerburg', 'Circleville', 'Columbus', 'Commercial Point', 'Croton', 'Delaware', 'Derby', 'Dublin', 'Etna', 'Galena',
    'Galloway', 'Granville', 'Grove City', 'Groveport', 'Harrisburg', 'Hebron', 'Hilliard', 'Irwin', 'Johnstown', 'Kilbourne',
    'Kirkersville', 'Lancaster', 'Lewis Center', 'Lithopolis', 'Lockbourne', 'London', 'Magnetic Springs', 'Marysville',
    'Milford Center', 'Millersport', 'Mount Sterling', 'New Albany', 'Newark', 'Orient', 'Ostrander', 'Pataskala',
    'Pickerington', 'Plain City', 'Pleasantville', 'Powell', 'Reynoldsburg', 'Sedalia', 'Stoutsville', 'Summit Station',
    'Sunbury', 'Thurston', 'Unionville Center', 'West Jefferson', 'Westerville', 'Williamsport',
  ].map((city) => `${city}, OH`),
);
/** Non-medical services that belong to a building people stay in, which a home health agency or hospice at home has not. */
const FACILITY_KEYS = new Set(['private_rooms', 'wifi', 'cable_tv', 'chapel', 'salon', 'pet_friendly', 'garden', 'therapy_gym', 'dining', 'activities', 'family_lounge', 'laundry', 'kosher']);

let server: TestServer;
let seededIn = 0;
let firstSeed: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  server = await startTestServer();
  const started = Date.now();
  firstSeed = await seedDemo(server.db, { publicUrl: PUBLIC_URL });
  seededIn = Date.now() - started;
});
afterAll(() => server?.close());

const codeOf = (url: string) => url.split('/go/c/')[1]!;
const allProviders = () => server.db.select().from(providers).orderBy(providers.id);
/** The demo's providers near its hospital, in Ohio: those it offers. The others are in Ohio's neighbours. */
const nearHospital = async () => (await allProviders()).filter((row) => row.state === 'OH');
const OHIO_COUNT = Object.values(DEMO_LEVELS).reduce((sum, count) => sum + count, 0);
const ALL_COUNT = OHIO_COUNT + Object.values(DEMO_OUT_OF_STATE).reduce((sum, count) => sum + count, 0);
const countsPerLevel = (rows: { levelOfCare: string }[]) => Object.fromEntries([...new Set(rows.map((row) => row.levelOfCare))].map((level) => [level, rows.filter((row) => row.levelOfCare === level).length]));
/** What a family sees of each provider that randomness decides: name, place, ratings, CMS number. */
const fingerprint = async (db: TestServer['db']) =>
  db
    .select({ name: providers.name, city: providers.city, latitude: providers.latitude, ratings: medicareRatings, ccn: providerServices.providerNumber })
    .from(providers)
    .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
    .leftJoin(providerServices, eq(providerServices.providerId, providers.id))
    .orderBy(providers.id);

describe('demo data', () => {
  it('seeds 150 providers across eight levels of care near the hospital, and 69 in neighbouring states, quickly', async () => {
    const rows = await nearHospital();
    const perLevel = countsPerLevel(rows);
    expect(Object.keys(perLevel).length).toBeGreaterThanOrEqual(8);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(perLevel).toEqual(DEMO_LEVELS);
    expect(perLevel).toEqual({
      skilled_nursing: 40,
      home_healthcare: 25,
      hospice: 15,
      acute_inpatient_rehab: 15,
      ltac: 10,
      in_center_dialysis: 15,
      assisted_living: 18,
      ccrc: 12,
    });
    const outOfState = (await allProviders()).filter((row) => row.state !== 'OH');
    expect(countsPerLevel(outOfState)).toEqual(DEMO_OUT_OF_STATE);
    expect(new Set(outOfState.map((row) => row.state))).toEqual(new Set(['IN', 'PA', 'KY', 'MI']));
    // They come after Ohio's, so the ids the demo's lists use do not move.
    expect(Math.min(...outOfState.map((row) => row.id))).toBeGreaterThan(Math.max(...rows.map((row) => row.id)));
    console.log(`demo seed: ${seededIn} ms`);
    expect(seededIn).toBeLessThan(10_000);
  });

  it('rates skilled nursing and home health in half stars from 1 to 5, and nothing else', async () => {
    const rated = await server.db
      .select({ level: providers.levelOfCare, ratings: medicareRatings })
      .from(medicareRatings)
      .innerJoin(providers, eq(providers.id, medicareRatings.providerId));
    expect(new Set(rated.map((row) => row.level))).toEqual(new Set(['skilled_nursing', 'home_healthcare']));
    const inRange = (value: number | null) => value === null || (value >= 1 && value <= 5 && Number.isInteger(value * 2));
    for (const { level, ratings } of rated) {
      for (const value of [ratings.overall, ratings.quality, ratings.healthInspection, ratings.staffing, ratings.survey]) expect(inRange(value), level).toBe(true);
      if (level === 'home_healthcare') expect(ratings.quality).not.toBeNull();
    }
    const nursing = rated.filter((row) => row.level === 'skilled_nursing');
    expect(nursing).toHaveLength(DEMO_LEVELS.skilled_nursing! + DEMO_OUT_OF_STATE.skilled_nursing!);
    expect(nursing.some((row) => row.ratings.overall === null)).toBe(true);
    expect(nursing.some((row) => !Number.isInteger(row.ratings.overall ?? 1))).toBe(true);
  });

  it('gives every skilled-nursing provider CMS quality measures as of the ratings’ data date', async () => {
    const rows = await server.db
      .select({ level: providers.levelOfCare, quality: providerQuality, ratingsDate: medicareRatings.dataDate })
      .from(providerQuality)
      .innerJoin(providers, eq(providers.id, providerQuality.providerId))
      .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
      .where(eq(providerQuality.dataset, 'nursing-homes'));
    expect(rows).toHaveLength(DEMO_LEVELS.skilled_nursing! + DEMO_OUT_OF_STATE.skilled_nursing!);
    const keys = CMS_DATASETS['nursing-homes']!.measures.map((measure) => measure.key);
    for (const { level, quality, ratingsDate } of rows) {
      expect(level).toBe('skilled_nursing');
      expect(quality).toMatchObject({ dataset: 'nursing-homes', dataDate: '2026-10-01' });
      expect(ratingsDate).toBe('2026-10-01');
      const m = quality.measures as Record<string, number | string | boolean | null>;
      // jsonb keeps keys in its own order.
      expect(Object.keys(m).sort()).toEqual([...keys].sort());
      expect(m.nurseHoursPerResidentDay).toBeGreaterThanOrEqual(3);
      expect(m.nurseHoursPerResidentDay).toBeLessThanOrEqual(5);
      expect(m.rnHoursPerResidentDay).toBeGreaterThanOrEqual(0.4);
      expect(m.rnHoursPerResidentDay).toBeLessThanOrEqual(1.2);
      expect(m.weekendNurseHoursPerResidentDay).toBeLessThan(m.nurseHoursPerResidentDay as number);
      expect(m.nursingStaffTurnover).toBeGreaterThanOrEqual(30);
      expect(m.nursingStaffTurnover).toBeLessThanOrEqual(70);
      expect(m.fines).toBeGreaterThanOrEqual(0);
      expect(m.fines).toBeLessThanOrEqual(4);
      expect(m.finesTotalDollars === 0).toBe(m.fines === 0);
      expect(m.penalties).toBeGreaterThanOrEqual(m.fines as number);
      expect(m.substantiatedComplaints).toBeGreaterThanOrEqual(0);
      expect(m.substantiatedComplaints).toBeLessThanOrEqual(6);
      expect(typeof m.abuseIcon).toBe('boolean');
      expect(typeof m.ownershipChanged).toBe('boolean');
      expect([null, 'SFF', 'SFF Candidate']).toContain(m.specialFocusStatus);
    }
  });

  it('gives every level CMS measures its dataset has, with Ohio’s averages unlike the nation’s', async () => {
    const rows = await server.db
      .select({ state: providers.state, level: providers.levelOfCare, quality: providerQuality })
      .from(providerQuality)
      .innerJoin(providers, eq(providers.id, providerQuality.providerId));
    const mean = (values: unknown[]) => {
      const numbers = values.filter((value): value is number => typeof value === 'number');
      // As the product averages them: to two decimals.
      return Math.round((numbers.reduce((sum, value) => sum + value, 0) / numbers.length) * 100) / 100;
    };
    for (const [level, dataset] of Object.entries(DATASET_OF_LEVEL).filter(([level]) => level in DEMO_LEVELS)) {
      const ofLevel = rows.filter((row) => row.level === level);
      expect(ofLevel, level).toHaveLength(DEMO_LEVELS[level]! + (DEMO_OUT_OF_STATE[level] ?? 0));
      // The keys an import of the dataset (and of the files that add to it) writes.
      const known = new Set(Object.values(CMS_DATASETS).filter((file) => file.key === dataset || ('addsTo' in file && file.addsTo === dataset)).flatMap((file) => file.measures.map((measure) => measure.key)));
      const averaged = QUALITY_LAYOUTS[dataset]!.flatMap((group) => group.rows).filter((row) => row.averaged).map((row) => row.key);
      for (const { quality } of ofLevel) {
        expect(quality).toMatchObject({ dataset, dataDate: '2026-10-01' });
        for (const key of Object.keys(quality.measures as object)) expect(known.has(key), `${dataset}: ${key}`).toBe(true);
        for (const key of averaged) expect(['number', 'object'], `${dataset}: ${key}`).toContain(typeof (quality.measures as Record<string, unknown>)[key]);
      }
      for (const key of averaged) {
        const values = (rows: typeof ofLevel) => rows.map((row) => (row.quality.measures as Record<string, unknown>)[key]);
        expect(mean(values(ofLevel.filter((row) => row.state === 'OH'))), `${dataset}: ${key}`).not.toBe(mean(values(ofLevel)));
      }
    }
  });

  it('gives each provider a CMS number where CMS certifies its kind, and 3 to 6 generated photos', async () => {
    const services = await server.db.select({ level: providers.levelOfCare, state: providers.state, service: providerServices }).from(providerServices).innerJoin(providers, eq(providers.id, providerServices.providerId));
    expect(services).toHaveLength(ALL_COUNT);
    // A CCN starts with its state's code: Ohio 36, Indiana 15, Kentucky 18, Michigan 23, Pennsylvania 39.
    const stateCode: Record<string, string> = { OH: '36', IN: '15', KY: '18', MI: '23', PA: '39' };
    for (const { level, state, service } of services) {
      if (level === 'assisted_living' || level === 'ccrc') expect(service.providerNumber).toBeNull();
      else expect(service.providerNumber, level).toMatch(new RegExp(`^${stateCode[state]}\\d{4}$`));
    }
    const images = await server.db.select().from(providerImages);
    for (const row of await allProviders()) {
      const own = images.filter((image) => image.providerId === row.id).map((image) => image.image);
      expect(row.profileImage).toBe(`/media/providers/${row.id}/1.svg`);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(6);
      for (const image of own) expect(image).toMatch(new RegExp(`^/media/providers/${row.id}/[1-6]\\.svg$`));
    }
  });

  it('places every Ohio provider in a real city near the hospital, and the others in real cities of its neighbours', async () => {
    const nearby = new Set(citiesNear('43215', 30).map((city) => `${city.city}, ${city.state}`));
    for (const row of await nearHospital()) {
      expect(nearby.has(`${row.city}, ${row.state}`), row.city).toBe(true);
      expect(distanceMiles(row, DEMO_HOSPITAL), row.city).toBeLessThan(40);
    }
    const neighbours = new Set(['46204', '15222', '40202', '48226'].flatMap((zip) => citiesNear(zip, 12)).map((city) => `${city.city}, ${city.state}`));
    for (const row of (await allProviders()).filter((provider) => provider.state !== 'OH')) {
      expect(neighbours.has(`${row.city}, ${row.state}`), row.city).toBe(true);
      expect(distanceMiles(row, DEMO_HOSPITAL), row.city).toBeGreaterThan(100);
    }
  });

  it('names only towns and cities, never a company with its own ZIP code', async () => {
    const places = new Set((await nearHospital()).map((row) => `${row.city}, ${row.state}`));
    // Before: "Gap Inc Direct, OH" and "City National Bank, OH" (unique ZIP codes of a company and a bank).
    for (const place of places) expect(COLUMBUS_AREA.has(place), place).toBe(true);
    expect(places.size).toBeGreaterThan(20);
  });

  it('offers each kind of provider only the non-medical services it can have: no salon or dining room at home', async () => {
    const offered = await server.db
      .select({ level: providers.levelOfCare, provider: providers.name, key: providerNonMedicalServices.key, name: providerNonMedicalServices.name })
      .from(providerNonMedicalServices)
      .innerJoin(providers, eq(providers.id, providerNonMedicalServices.providerId));
    const atHome = offered.filter((row) => row.level === 'home_healthcare' || row.level === 'hospice');
    expect(atHome.length).toBeGreaterThan(40);
    expect(atHome.filter((row) => FACILITY_KEYS.has(row.key) || /salon|dining|room|lounge|chapel|garden|gym|laundry|cable|meals|activities/i.test(row.name))).toEqual([]);
    // Every provider lists at least two, and residential ones still show the facility's comforts.
    const perProvider = new Map<string, number>();
    for (const row of offered) perProvider.set(row.provider, (perProvider.get(row.provider) ?? 0) + 1);
    expect(perProvider.size).toBe((await allProviders()).length);
    expect(Math.min(...perProvider.values())).toBeGreaterThanOrEqual(2);
    for (const level of ['skilled_nursing', 'assisted_living', 'ccrc']) {
      expect(offered.some((row) => row.level === level && row.key === 'dining'), level).toBe(true);
    }
  });

  it('comes out the same on every machine', async () => {
    const other = await startTestServer();
    try {
      await seedDemo(other.db, { publicUrl: PUBLIC_URL });
      const strip = (rows: Awaited<ReturnType<typeof allProviders>>) => rows.map(({ createdAt: _, ...row }) => row);
      expect(strip(await other.db.select().from(providers).orderBy(providers.id))).toEqual(strip(await allProviders()));
      expect(await fingerprint(other.db)).toEqual(await fingerprint(server.db));
      const measures = (db: TestServer['db']) => db.select().from(providerQuality).orderBy(providerQuality.providerId);
      expect(await measures(other.db)).toEqual(await measures(server.db));
    } finally {
      await other.close();
    }
  });

  it('gives the demo planner a login and the demo patient three services of 8 to 25 options', async () => {
    const planner = server.client();
    await loginAs(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const patient = await planner.get('/internal/app/planner/v1/patients/1');
    expect(patient.body).toMatchObject({ ...DEMO_PATIENT, claimed: false });
    expect(patient.body.services.map((service: { levelOfCare: string }) => service.levelOfCare)).toEqual([
      'skilled_nursing',
      'home_healthcare',
      'acute_inpatient_rehab',
    ]);
    for (const service of patient.body.services) {
      expect(service.optionLists[0].options.length).toBeGreaterThanOrEqual(8);
      expect(service.optionLists[0].options.length).toBeLessThanOrEqual(25);
    }
  });

  it('lists to its planner the providers near the hospital when asked, as `npm run invite` offers them', async () => {
    const planner = server.client();
    await loginAs(planner, DEMO_PLANNER.email, DEMO_PLANNER.password);
    const listed = async (query: string) => (await planner.get(`/internal/app/planner/v1/providers?levelOfCare=skilled_nursing${query}`)).body as { state: string }[];
    expect(new Set((await listed('')).map((provider) => provider.state))).toEqual(new Set(['OH', 'IN', 'PA', 'KY', 'MI']));
    const near = await listed('&withinMiles=60');
    expect(near).toHaveLength(DEMO_LEVELS.skilled_nursing!);
    expect(new Set(near.map((provider) => provider.state))).toEqual(new Set(['OH']));
    for (const bad of ['0', '-5', 'far', '3001', '2.5']) expect((await planner.get(`/internal/app/planner/v1/providers?withinMiles=${bad}`)).status, bad).toBe(400);
  });

  /** The demo summary of a database that has the demo. */
  const demo = async () => {
    const summary = await seedDemo(server.db, { publicUrl: PUBLIC_URL });
    if (!summary) throw new Error('the demo should be there');
    return summary;
  };

  it('keeps a working invite: the same one while open, a new one once used; says when it made the demo or the invite', async () => {
    expect(firstSeed).toMatchObject({ created: true, newInvite: true });
    const first = await demo();
    const again = await demo();
    expect(again.inviteUrl).toBe(first.inviteUrl);
    expect([first, again]).toMatchObject([{ created: false, newInvite: false }, { created: false, newInvite: false }]);
    const family = server.client();
    expect((await family.get(`/internal/app/choice/v1/invites/${codeOf(first.inviteUrl)}`)).status).toBe(200);
    const created = await family.post('/internal/app/choice/v1/users', { user: FAMILY, inviteCode: codeOf(first.inviteUrl) });
    expect(created.status).toBe(201);

    const renewed = await demo();
    expect(renewed.inviteUrl).not.toBe(first.inviteUrl);
    expect(renewed).toMatchObject({ created: false, newInvite: true });
    expect((await family.get(`/internal/app/choice/v1/invites/${codeOf(renewed.inviteUrl)}`)).status).toBe(200);
    expect(await allProviders()).toHaveLength(ALL_COUNT);
    expect((await demo()).inviteUrl).toBe(renewed.inviteUrl);
  });

  it('adds nothing to a database that holds real hospitals but no demo', async () => {
    const other = await startTestServer();
    try {
      await createWorld(other.db);
      expect(await seedDemo(other.db, { publicUrl: PUBLIC_URL })).toBeNull();
      expect(await other.db.select().from(providers)).toHaveLength(6);
    } finally {
      await other.close();
    }
  });

  it('serves the generated provider photos, cached for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/media/providers/1/2.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg [^>]*role="img"/);
    expect(response.body).toContain('<title>');
    expect(response.body.length).toBeLessThan(3_000);
    const again = await server.app.inject({ method: 'GET', url: '/media/providers/1/2.svg' });
    const other = await server.app.inject({ method: 'GET', url: '/media/providers/1/3.svg' });
    expect(again.body).toBe(response.body);
    expect(other.body).not.toBe(response.body);
    expect(response.headers['set-cookie']).toBeUndefined();
    for (const url of ['/media/providers/abc/1.svg', '/media/providers/1/9.svg', '/media/providers/99999/1.svg', '/media/providers/1/1.png']) {
      const missing = await server.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(JSON.parse(missing.body).code).toBe('NotFound');
    }
  });
  it('adds extra skilled-nursing providers for a long list when asked, leaving the plain demo as it is', async () => {
    const large = await startTestServer();
    try {
      await seedDemo(large.db, { publicUrl: PUBLIC_URL, extraSkilledNursing: 300 });
      const rows = await large.db.select().from(providers).orderBy(providers.id);
      expect(rows).toHaveLength(ALL_COUNT + 300);
      expect(rows.filter((row) => row.levelOfCare === 'skilled_nursing')).toHaveLength(DEMO_LEVELS.skilled_nursing! + DEMO_OUT_OF_STATE.skilled_nursing! + 300);
      expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
      const strip = (list: typeof rows) => list.map(({ createdAt: _, ...row }) => row);
      expect(strip(rows.slice(0, OHIO_COUNT))).toEqual(strip(await nearHospital()));
    } finally {
      await large.close();
    }
  });

  it('gives its videos clips and posters this server serves, in ranges for phone players', async () => {
    const videos = await server.db.select().from(providerVideos);
    expect(videos.length).toBeGreaterThan(20);
    for (const video of videos) {
      expect(video.sourceType).toBe('cloudinary');
      const clip = await server.app.inject({ method: 'GET', url: video.source });
      expect(clip.statusCode, video.source).toBe(200);
      expect(clip.headers['content-type']).toBe('video/mp4');
      const poster = await server.app.inject({ method: 'GET', url: video.source.replace(/\.mp4$/, '.jpg') });
      expect(poster.headers['content-type']).toBe('image/jpeg');
    }
    const part = await server.app.inject({ method: 'GET', url: videos[0]!.source, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(100);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(part.headers['set-cookie']).toBeUndefined();
    for (const url of ['/media/videos/nothing.mp4', '/media/videos/', '/media/videos/../media.ts']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
