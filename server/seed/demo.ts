import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../auth/password';
import { sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import {
  groups,
  hospitals,
  invites,
  medicareRatings,
  providerAffiliations,
  providerImages,
  providerLanguages,
  providerNonMedicalServices,
  providerPreferredBy,
  providerQuality,
  providerServices,
  providers,
  providerVideos,
  users,
} from '../db/schema';
import { createInvite, inviteUrl } from '../domain/invites';
import { createPatientWithServices } from '../domain/patients';
import { readSetting, writeSetting } from '../settings';
import { LEVELS } from './demoCatalogue';
import { buildDemoProviders, citiesNear } from './demoProviders';
import { DATASET_OF_LEVEL } from '../../src/domain/qualityMeasures';
import { DEMO_CMS_DATA_DATE, DEMO_CMS_DATASET, demoMeasures, demoNursingHomeMeasures } from './demoQuality';
import { createRandom } from './random';
import { DEMO_PLANNER } from './demoPlanner';

/**
 * Demo data for a laptop: one hospital in Columbus, Ohio, 150 providers in real nearby cities (and 69 with CMS
 * measures in Ohio's neighbours, so a state's averages are its own), a planner, and a patient with three services and
 * an open invite. Seeded once into an empty database, the same on every machine;
 * on every later start the demo invite is renewed if it was used or expired, so the demo's link always works.
 */
export interface DemoSummary {
  inviteUrl: string;
  patient: { initial: string; lastName: string; dateOfBirth: string };
  planner: { email: string; password: string };
  /** This call seeded the demo: the first start on an empty database (the banner shows its secrets then only). */
  created: boolean;
  /** This call made the invite: the demo is new, or its last invite was used or had expired. */
  newInvite: boolean;
}

export { DEMO_PLANNER };
export const DEMO_PATIENT = { initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14' };
export const DEMO_FAMILY = { email: 'family@carechoice.demo', cellPhone: '6145550123' };
export const DEMO_SERVICES = [
  { levelOfCare: 'skilled_nursing', options: 18 },
  { levelOfCare: 'home_healthcare', options: 12 },
  { levelOfCare: 'acute_inpatient_rehab', options: 10 },
] as const;
/** How many providers of each level of care the demo has near its hospital, in Ohio. */
export const DEMO_LEVELS: Readonly<Record<string, number>> = Object.fromEntries(LEVELS.map((level) => [level.key, level.count]));
/**
 * Providers with CMS measures in the cities of Ohio's neighbours, by level of care: none is offered to the demo
 * patient, but with them Ohio's averages of each measure are a state's, not the whole catalogue's, and differ from
 * the national ones as they do in CMS's files.
 */
export const DEMO_OUT_OF_STATE: Readonly<Record<string, number>> = { skilled_nursing: 30, home_healthcare: 15, hospice: 10, acute_inpatient_rehab: 8, ltac: 6 };
/** Every provider of the plain demo, near its hospital or not. */
export const DEMO_PROVIDER_COUNT = [DEMO_LEVELS, DEMO_OUT_OF_STATE].flatMap(Object.values).reduce((sum, count) => sum + count, 0);
/** Indianapolis, Pittsburgh, Louisville and Detroit, and the first two digits of their states' CMS numbers. */
const NEIGHBOURING_CITIES = ['46204', '15222', '40202', '48226'];
const STATE_CCN_CODES: Readonly<Record<string, string>> = { IN: '15', PA: '39', KY: '18', MI: '23' };
export const DEMO_HOSPITAL = { name: 'Riverside General Hospital', zip: '43215', latitude: 39.9612, longitude: -82.9988 };
const DEMO_INVITE_SETTING = 'demo_invite_code';

export interface DemoOptions {
  publicUrl: string;
  /**
   * Extra skilled-nursing providers for a long option list (the benchmark's 300-provider list, `DEMO_LARGE_LIST`),
   * added when the world is first seeded. 0: the plain demo.
   */
  extraSkilledNursing?: number;
}

export async function seedDemo(db: Db, { publicUrl, extraSkilledNursing = 0 }: DemoOptions): Promise<DemoSummary | null> {
  const demoHospital = await demoHospitalId(db);
  // A database that holds real hospitals but no demo never gets demo patients added to them.
  if (demoHospital === undefined && (await hasHospitals(db))) return null;
  const hospitalId = demoHospital ?? (await seedWorld(db, extraSkilledNursing));
  const { code, isNew } = await openDemoInvite(db, hospitalId);
  return { inviteUrl: inviteUrl(publicUrl, code), patient: DEMO_PATIENT, planner: DEMO_PLANNER, created: demoHospital === undefined, newInvite: isNew };
}

/** The demo planner's hospital, when the demo was seeded here. */
async function demoHospitalId(db: Db): Promise<number | undefined> {
  const [planner] = await db
    .select({ hospitalId: groups.hospitalId })
    .from(users)
    .innerJoin(groups, eq(groups.id, users.groupId))
    .where(eq(sql`lower(${users.email})`, DEMO_PLANNER.email));
  return planner?.hospitalId ?? undefined;
}

async function hasHospitals(db: Db): Promise<boolean> {
  const [first] = await db.select({ id: hospitals.id }).from(hospitals).limit(1);
  return first !== undefined;
}

async function seedWorld(db: Db, extraSkilledNursing: number): Promise<number> {
  const random = createRandom(20_191_119);
  const cities = citiesNear(DEMO_HOSPITAL.zip, 30);
  const demo = buildDemoProviders(random, cities);
  const skilledNursing = LEVELS.find((level) => level.key === 'skilled_nursing')!;
  // Its own random sequence, so the plain demo comes out the same with or without the extra providers.
  const extra = extraSkilledNursing
    ? buildDemoProviders(createRandom(300), cities, [{ ...skilledNursing, count: extraSkilledNursing }], new Set(demo.map((provider) => provider.name)))
    : [];
  // After the others, with their own random sequence, so the Ohio providers come out as they did before them.
  const outOfState = buildDemoProviders(
    createRandom(1_557),
    // Near Detroit, the ZIP data also holds Canadian cities: not a US state's.
    NEIGHBOURING_CITIES.flatMap((zip) => citiesNear(zip, 12)).filter((city) => city.state in STATE_CCN_CODES),
    LEVELS.filter((level) => DEMO_OUT_OF_STATE[level.key]).map((level) => ({ ...level, count: DEMO_OUT_OF_STATE[level.key]! })),
    new Set([...demo, ...extra].map((provider) => provider.name)),
  ).map((provider) => ({
    ...provider,
    preferred: false,
    affiliated: false,
    // A CCN's first two digits are its state's code.
    service: { ...provider.service, providerNumber: provider.service.providerNumber?.replace(/^36/, STATE_CCN_CODES[provider.state]!) ?? null },
  }));
  const demoProviders = [...demo, ...extra, ...outOfState];
  const plannerPassword = await hashPassword(DEMO_PLANNER.password);
  return db.transaction(async (tx) => {
    const [hospital] = await tx
      .insert(hospitals)
      .values({
        name: DEMO_HOSPITAL.name,
        city: 'Columbus',
        state: 'OH',
        latitude: DEMO_HOSPITAL.latitude,
        longitude: DEMO_HOSPITAL.longitude,
        preferredByPhrase: 'Riverside Recommended',
        preferredLanguage:
          "Riverside Recommended providers work closely with Riverside General's care teams and meet our standards for patients leaving the hospital.",
        affiliatedLanguage: 'Affiliated providers are part of the Riverside Health network and share your medical record with your hospital team.',
        preferredByPhraseEs: 'Recomendado por Riverside',
        preferredLanguageEs:
          'Los proveedores Recomendados por Riverside trabajan de cerca con los equipos de atención de Riverside General y cumplen nuestros estándares para los pacientes que salen del hospital.',
        affiliatedLanguageEs:
          'Los proveedores afiliados forman parte de la red Riverside Health y comparten su historia clínica con el equipo del hospital.',
      })
      .returning({ id: hospitals.id });
    const hospitalId = hospital!.id;
    const [plannerGroup] = await tx
      .insert(groups)
      .values({ type: 'planner', name: 'Riverside General discharge planning', hospitalId })
      .returning({ id: groups.id });
    await tx.insert(groups).values({ type: 'patientChoice', name: 'Families' });
    await tx.insert(users).values({
      groupId: plannerGroup!.id,
      firstName: 'Dana',
      lastName: 'Brooks',
      name: 'Dana Brooks',
      email: DEMO_PLANNER.email,
      cellPhone: '6145550100',
      passwordHash: plannerPassword,
    });

    const inserted = await tx
      .insert(providers)
      .values(
        demoProviders.map(({ levelOfCare, name, displayName, city, state, latitude, longitude, description, subscriptionStatus }) => ({
          levelOfCare, name, displayName, city, state, latitude, longitude, description, subscriptionStatus,
        })),
      )
      .returning({ id: providers.id, name: providers.name });
    const idOf = new Map(inserted.map((row) => [row.name, row.id]));
    const rows = demoProviders.map((provider) => ({ provider, id: idOf.get(provider.name)! }));

    await tx.execute(sql`update ${providers} set profile_image = '/media/providers/' || id || '/1.svg'`);
    await insertInChunks(
      tx,
      providerImages,
      rows.flatMap(({ provider, id }) =>
        Array.from({ length: provider.imageCount }, (_, index) => ({ providerId: id, position: index + 1, image: `/media/providers/${id}/${index + 1}.svg` })),
      ),
    );
    await insertInChunks(tx, providerVideos, rows.flatMap(({ provider, id }) => provider.videos.map((video, index) => ({ providerId: id, position: index + 1, ...video }))));
    await insertInChunks(tx, providerLanguages, rows.flatMap(({ provider, id }) => provider.languages.map((language) => ({ providerId: id, language }))));
    await insertInChunks(tx, providerNonMedicalServices, rows.flatMap(({ provider, id }) => provider.amenities.map((amenity) => ({ providerId: id, ...amenity }))));
    await insertInChunks(tx, providerServices, rows.map(({ provider, id }) => ({ providerId: id, ...provider.service })));
    // The nursing homes' stars and measures are as of the demo's CMS file; other ratings were entered by hand.
    const fromCms = (level: string) => level === 'skilled_nursing';
    await insertInChunks(
      tx,
      medicareRatings,
      rows.flatMap(({ provider, id }) => (provider.ratings ? [{ providerId: id, ...provider.ratings, dataDate: fromCms(provider.levelOfCare) ? DEMO_CMS_DATA_DATE : null }] : [])),
    );
    // Their own random sequence, so the providers above come out as they did before the demo had measures; the plain
    // demo's homes come first, so their measures are the same with or without the extra providers. The other levels'
    // measures have a sequence of their own, so the homes' stay as they were before those levels had any.
    const measuresRandom = createRandom(230_201);
    const otherMeasuresRandom = createRandom(482_044);
    await insertInChunks(
      tx,
      providerQuality,
      rows.flatMap(({ provider, id }) => {
        const dataset = DATASET_OF_LEVEL[provider.levelOfCare];
        if (!dataset) return [];
        const measures =
          dataset === DEMO_CMS_DATASET ? demoNursingHomeMeasures(measuresRandom, provider.ratings) : demoMeasures(otherMeasuresRandom, dataset, provider.ratings);
        return measures ? [{ providerId: id, dataset, dataDate: DEMO_CMS_DATA_DATE, measures }] : [];
      }),
    );
    await insertInChunks(tx, providerPreferredBy, rows.filter(({ provider }) => provider.preferred).map(({ id }) => ({ providerId: id, hospitalId })));
    await insertInChunks(tx, providerAffiliations, rows.filter(({ provider }) => provider.affiliated).map(({ id }) => ({ providerId: id, hospitalId })));
    return hospitalId;
  });
}

/**
 * Rows one INSERT takes at most. A statement carries at most 65,535 parameters (PostgreSQL's protocol), so the
 * images of DEMO_LARGE_LIST's largest catalogue (5,000 extra providers, up to 6 images each, 3 columns) need several.
 */
const INSERT_CHUNK_ROWS = 2_000;

async function insertInChunks<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) await db.insert(table).values(rows.slice(start, start + INSERT_CHUNK_ROWS));
}

/** The demo invite's code: the stored one while it can still be used, else a new demo patient and invite. */
async function openDemoInvite(db: Db, hospitalId: number): Promise<{ code: string; isNew: boolean }> {
  const stored = await readSetting(db, DEMO_INVITE_SETTING);
  if (stored) {
    const [open] = await db
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.codeHash, sha256(stored)), isNull(invites.usedAt), gt(invites.expiresAt, sql`now()`)));
    if (open) return { code: stored, isNew: false };
  }
  const [planner] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, DEMO_PLANNER.email));
  const services = [];
  for (const { levelOfCare, options } of DEMO_SERVICES) {
    const offered = await db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.levelOfCare, levelOfCare))
      .orderBy(providers.id)
      .limit(options);
    // A database seeded some other way may lack a level; a service with no options could not be chosen.
    if (offered.length > 0) services.push({ levelOfCare, providerIds: offered.map((provider) => provider.id) });
  }
  const patientId = await createPatientWithServices(db, {
    hospitalId,
    createdByUserId: planner?.id ?? null,
    request: { patient: DEMO_PATIENT, services },
  });
  const { code } = await createInvite(db, { patientId, ...DEMO_FAMILY, createdByUserId: planner?.id ?? null });
  await writeSetting(db, DEMO_INVITE_SETTING, code);
  return { code, isNew: true };
}
