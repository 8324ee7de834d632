import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, medicareRatings, providerQuality, providers, providerServices } from '../db/schema';
import type { CmsDataset } from './datasets';
import type { CmsRow, Refusal } from './readCmsFile';

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows refused, with their lines and why: with any, nothing of the file was loaded. */
  refused: Refusal[];
  /** The file's data date (the latest of its rows). */
  dataDate: string | null;
}

/** Rows per INSERT: PostgreSQL takes at most 65,535 parameters in one statement. */
const CHUNK = 500;

/** CMS writes names and cities in capitals ("BURNS NURSING HOME, INC."): shown as "Burns Nursing Home, Inc.". */
export function readableName(text: string): string {
  if (text !== text.toUpperCase()) return text.trim();
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-/(&.,'])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/\b(Llc|Lp|Snf|Rn|Ii|Iii|Iv)\b/g, (word) => word.toUpperCase())
    .replace(/'S\b/g, "'s");
}

interface Current {
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  providerId: number;
  ratings: Record<string, number | null>;
  measures: unknown;
  dataDate: string | null;
}

/** JSON with its keys in order: the same measures compare equal whatever order they were stored in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value);

/**
 * Loads the checked rows of a CMS file into the catalogue, in one transaction: providers found by their CCN (kept
 * in provider_services under the dataset's service type) are updated, the others added; the hospital's own data on a
 * provider (its display name, labels, photos, videos, description, amenities) is never touched. A file with any
 * refused row (the reader's, or a row without a place) loads nothing. Idempotent: the same file again changes nothing
 * and reports every row unchanged.
 */
export async function importCms(db: Db, dataset: CmsDataset, rows: CmsRow[], readerRefusals: Refusal[]): Promise<ImportReport> {
  const dataDate = rows.reduce<string | null>((latest, row) => (latest === null || row.dataDate > latest ? row.dataDate : latest), null);
  const places = await locate(db, rows);
  const refused = [
    ...readerRefusals,
    ...rows
      .filter((row) => !places.has(row.line))
      .map((row) => ({ line: row.line, reason: `No location: the file gives no latitude and longitude, and ZIP code ${row.zip} is not known.` })),
  ].sort((a, b) => a.line - b.line);
  if (refused.length) return { added: 0, updated: 0, unchanged: 0, refused, dataDate };

  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const current = await currentOf(writer, dataset, rows.map((row) => row.ccn));
    const added: Placed[] = [];
    const changed: { providerId: number; row: Placed; identityChanged: boolean }[] = [];
    let unchanged = 0;
    for (const row of rows) {
      const placed: Placed = { ...row, ...places.get(row.line)!, city: readableName(row.city) };
      const before = current.get(row.ccn);
      if (!before) {
        added.push(placed);
        continue;
      }
      const identityChanged = (['name', 'city', 'state', 'latitude', 'longitude'] as const).some((field) => before[field] !== placed[field]);
      const qualityChanged =
        canonical(before.ratings) !== canonical(ratingsWithDefaults(row)) || canonical(before.measures) !== canonical(row.measures) || before.dataDate !== row.dataDate;
      if (identityChanged || qualityChanged) changed.push({ providerId: before.providerId, row: placed, identityChanged });
      else unchanged++;
    }
    const newIds = await addProviders(writer, dataset, added);
    for (const { providerId, row, identityChanged } of changed) {
      if (!identityChanged) continue;
      await writer.update(providers).set({ name: row.name, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude }).where(eq(providers.id, providerId));
    }
    await writeQuality(writer, dataset, [
      ...added.map((row, index) => ({ providerId: newIds[index]!, row })),
      ...changed.map(({ providerId, row }) => ({ providerId, row })),
    ]);
    return { added: added.length, updated: changed.length, unchanged, refused: [], dataDate };
  });
}

type Placed = CmsRow & { latitude: number; longitude: number };

/** Every rating column of medicare_ratings, those the dataset does not read kept as null. */
const ratingsWithDefaults = (row: CmsRow) => ({ overall: null, quality: null, healthInspection: null, staffing: null, survey: null, ...row.ratings });

/** Each row's place: the file's latitude and longitude, or its ZIP code's centre from the gazetteer. */
async function locate(db: Db, rows: CmsRow[]): Promise<Map<number, { latitude: number; longitude: number }>> {
  const zips = [...new Set(rows.filter((row) => row.latitude === null || row.longitude === null).map((row) => row.zip))];
  const centres = new Map<string, { latitude: number; longitude: number }>();
  for (let start = 0; start < zips.length; start += CHUNK) {
    const found = await db
      .select({ zip: locations.name, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(and(eq(locations.type, 'zip'), inArray(locations.name, zips.slice(start, start + CHUNK))));
    for (const { zip, ...place } of found) centres.set(zip, place);
  }
  const places = new Map<number, { latitude: number; longitude: number }>();
  for (const row of rows) {
    const place = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : centres.get(row.zip);
    if (place) places.set(row.line, place);
  }
  return places;
}

/** The providers of these CCNs already in the catalogue, with what CMS said of them last. */
async function currentOf(db: Db, dataset: CmsDataset, ccns: string[]): Promise<Map<string, Current>> {
  const current = new Map<string, Current>();
  for (let start = 0; start < ccns.length; start += CHUNK) {
    const found = await db
      .select({
        ccn: providerServices.providerNumber,
        providerId: providers.id,
        name: providers.name,
        city: providers.city,
        state: providers.state,
        latitude: providers.latitude,
        longitude: providers.longitude,
        overall: medicareRatings.overall,
        quality: medicareRatings.quality,
        healthInspection: medicareRatings.healthInspection,
        staffing: medicareRatings.staffing,
        survey: medicareRatings.survey,
        measures: providerQuality.measures,
        dataDate: providerQuality.dataDate,
      })
      .from(providerServices)
      .innerJoin(providers, eq(providers.id, providerServices.providerId))
      .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
      .leftJoin(providerQuality, eq(providerQuality.providerId, providers.id))
      .where(and(eq(providerServices.type, dataset.serviceType), inArray(providerServices.providerNumber, ccns.slice(start, start + CHUNK))));
    for (const { ccn, overall, quality, healthInspection, staffing, survey, ...rest } of found) {
      current.set(ccn!, { ...rest, ratings: { overall, quality, healthInspection, staffing, survey } });
    }
  }
  return current;
}

/** New providers of the dataset's level of care, with their CCN: their ids, in the order given. */
async function addProviders(db: Db, dataset: CmsDataset, rows: Placed[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const inserted = await db
      .insert(providers)
      .values(chunk.map((row) => ({ name: row.name, displayName: readableName(row.name), levelOfCare: dataset.levelOfCare, city: row.city, state: row.state, latitude: row.latitude, longitude: row.longitude })))
      .returning({ id: providers.id });
    const chunkIds = inserted.map((row) => row.id);
    await db.insert(providerServices).values(chunk.map((row, index) => ({ providerId: chunkIds[index]!, type: dataset.serviceType, providerNumber: row.ccn })));
    ids.push(...chunkIds);
  }
  return ids;
}

/** The ratings and measures of the file, with its data date, for each provider added or changed. */
async function writeQuality(db: Db, dataset: CmsDataset, rows: { providerId: number; row: CmsRow }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await db
      .insert(medicareRatings)
      .values(chunk.map(({ providerId, row }) => ({ providerId, ...ratingsWithDefaults(row), dataDate: row.dataDate })))
      .onConflictDoUpdate({
        target: medicareRatings.providerId,
        set: {
          overall: sql`excluded.overall`,
          quality: sql`excluded.quality`,
          healthInspection: sql`excluded.health_inspection`,
          staffing: sql`excluded.staffing`,
          survey: sql`excluded.survey`,
          dataDate: sql`excluded.data_date`,
        },
      });
    await db
      .insert(providerQuality)
      .values(chunk.map(({ providerId, row }) => ({ providerId, dataset: dataset.key, dataDate: row.dataDate, measures: row.measures })))
      .onConflictDoUpdate({
        target: providerQuality.providerId,
        set: { dataset: sql`excluded.dataset`, dataDate: sql`excluded.data_date`, measures: sql`excluded.measures` },
      });
  }
}
