import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations, medicareRatings, providerQuality, providers, providerServices } from '../db/schema';
import type { CmsDataset, RatingKey } from './cmsDataset';
import type { CmsProvider, CmsRow, Refusal } from './cmsRow';

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows refused, with their lines and why: with any, nothing of the file was loaded. */
  refused: Refusal[];
  /** The file's data date (the latest of its rows). */
  dataDate: string | null;
  /** A file that only adds to providers already in the catalogue (a survey): its rows whose CCN is not there. */
  notInCatalogue?: number;
  /** A ZIP-code file (importZips.ts), whose counts are of providers: the (provider, ZIP code) pairs written. */
  zipCodes?: number;
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
  ratings: Record<RatingKey, number | null>;
  measures: Record<string, unknown> | null;
  dataDate: string | null;
}

/** A row with its provider placed: the file's coordinates, or its ZIP code's centre. */
type Placed = CmsRow & { provider: CmsProvider & { latitude: number; longitude: number } };

/**
 * Loads the checked rows of a CMS file into the catalogue, in one transaction: providers found by their CCN (kept
 * in provider_services under the dataset's service type) are updated, the others added; the hospital's own data on a
 * provider (its display name, labels, photos, videos, description, amenities) is never touched. A file that names no
 * provider (a survey) adds nothing: its rows of unknown CCNs are counted as not in the catalogue. Each file writes only
 * the ratings and measures it reads, so a survey's figures and the provider file's sit side by side, whichever came
 * last. A file with any refused row (the reader's, or a row without a place) loads nothing. Idempotent: the same file
 * again changes nothing and reports every row unchanged.
 */
export async function importCms(db: Db, dataset: CmsDataset, rows: CmsRow[], readerRefusals: Refusal[]): Promise<ImportReport> {
  const dataDate = rows.reduce<string | null>((latest, row) => (latest === null || row.dataDate > latest ? row.dataDate : latest), null);
  const places = await locate(db, rows);
  const refused = [
    ...readerRefusals,
    ...rows
      .filter((row) => row.provider && !places.has(row.line))
      .map((row) => ({ line: row.line, reason: `No location: the file gives no latitude and longitude, and ZIP code ${row.provider!.zip} is not known.` })),
  ].sort((a, b) => a.line - b.line);
  if (refused.length) return { added: 0, updated: 0, unchanged: 0, refused, dataDate, ...(dataset.provider ? {} : { notInCatalogue: 0 }) };

  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const current = await currentOf(writer, dataset, rows.map((row) => row.ccn));
    const added: Placed[] = [];
    const changed: { providerId: number; row: CmsRow; identityChanged: boolean }[] = [];
    let unchanged = 0;
    let notInCatalogue = 0;
    for (const row of rows) {
      const placed: Placed | null = row.provider ? { ...row, provider: { ...row.provider, ...places.get(row.line)!, city: readableName(row.provider.city) } } : null;
      const before = current.get(row.ccn);
      if (!before) {
        if (placed) added.push(placed);
        else notInCatalogue++;
        continue;
      }
      const identityChanged = placed !== null && (['name', 'city', 'state', 'latitude', 'longitude'] as const).some((field) => before[field] !== placed.provider[field]);
      if (identityChanged || qualityChanged(dataset, before, row)) changed.push({ providerId: before.providerId, row: placed ?? row, identityChanged });
      else unchanged++;
    }
    const newIds = await addProviders(writer, dataset, added);
    for (const { providerId, row, identityChanged } of changed) {
      if (!identityChanged || !row.provider) continue;
      const { name, city, state, latitude, longitude } = row.provider;
      await writer.update(providers).set({ name, city, state, latitude: latitude!, longitude: longitude! }).where(eq(providers.id, providerId));
    }
    await writeQuality(writer, dataset, [
      ...added.map((row, index) => ({ providerId: newIds[index]!, row })),
      ...changed.map(({ providerId, row }) => ({ providerId, row })),
    ]);
    return { added: added.length, updated: changed.length, unchanged, refused: [], dataDate, ...(dataset.provider ? {} : { notInCatalogue }) };
  });
}

/**
 * Whether the file says anything new of a provider: one of the ratings or measures it reads differs, or (for the file
 * that brought the provider) its data date. A survey's date is not the provider's: see writeQuality.
 */
function qualityChanged(dataset: CmsDataset, before: Current, row: CmsRow): boolean {
  const ratingChanged = (Object.keys(dataset.ratings) as RatingKey[]).some((key) => before.ratings[key] !== (row.ratings[key] ?? null));
  const measureChanged = before.measures === null || Object.entries(row.measures).some(([key, value]) => before.measures![key] !== value);
  return ratingChanged || measureChanged || (dataset.provider !== null && before.dataDate !== row.dataDate);
}

/** Each row's place: the file's latitude and longitude, or its ZIP code's centre from the gazetteer (survey rows have none). */
async function locate(db: Db, rows: CmsRow[]): Promise<Map<number, { latitude: number; longitude: number }>> {
  const named = rows.flatMap((row) => (row.provider ? [{ line: row.line, ...row.provider }] : []));
  const zips = [...new Set(named.filter((row) => row.latitude === null || row.longitude === null).map((row) => row.zip))];
  const centres = new Map<string, { latitude: number; longitude: number }>();
  for (let start = 0; start < zips.length; start += CHUNK) {
    const found = await db
      .select({ zip: locations.name, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(and(eq(locations.type, 'zip'), inArray(locations.name, zips.slice(start, start + CHUNK))));
    for (const { zip, ...place } of found) centres.set(zip, place);
  }
  const places = new Map<number, { latitude: number; longitude: number }>();
  for (const row of named) {
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
      .values(chunk.map(({ provider: { name, city, state, latitude, longitude } }) => ({ name, displayName: readableName(name), levelOfCare: dataset.levelOfCare, city, state, latitude, longitude })))
      .returning({ id: providers.id });
    const chunkIds = inserted.map((row) => row.id);
    await db.insert(providerServices).values(chunk.map((row, index) => ({ providerId: chunkIds[index]!, type: dataset.serviceType, providerNumber: row.ccn })));
    ids.push(...chunkIds);
  }
  return ids;
}

/** `excluded.<column>` of an upsert: the value the insert brought. */
const excluded = (column: { name: string }): SQL => sql`excluded.${sql.identifier(column.name)}`;

/**
 * The ratings and measures of the file for each provider added or changed. Only the rating columns the file reads are
 * written, and its measures are merged into the provider's (jsonb `||`), so the provider file and its survey never
 * wipe each other's figures. The data date (one per provider) is the file's that brought the provider; a survey sets
 * it only on a provider that had no CMS data yet, since its own date would misdate the provider file's figures.
 */
async function writeQuality(db: Db, dataset: CmsDataset, rows: { providerId: number; row: CmsRow }[]): Promise<void> {
  const ratingColumns = getTableColumns(medicareRatings);
  const ratingKeys = Object.keys(dataset.ratings) as RatingKey[];
  // Measures kept under the name of the dataset that brought the provider: the API names the dataset a provider's
  // figures come from (nursing-homes, home-health, hospice, irf, ltch).
  const qualityDataset = dataset.provider ? dataset.key : dataset.addsTo;
  const dateOf = (column: typeof medicareRatings.dataDate | typeof providerQuality.dataDate): SQL =>
    dataset.provider ? excluded(column) : sql`coalesce(${column}, ${excluded(column)})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    // A dataset without star ratings (hospice, rehabilitation, long-term care hospitals) leaves medicare_ratings alone.
    if (ratingKeys.length) {
      await db
        .insert(medicareRatings)
        .values(chunk.map(({ providerId, row }) => ({ providerId, ...Object.fromEntries(ratingKeys.map((key) => [key, row.ratings[key] ?? null])), dataDate: row.dataDate })))
        .onConflictDoUpdate({
          target: medicareRatings.providerId,
          set: { ...Object.fromEntries(ratingKeys.map((key) => [key, excluded(ratingColumns[key])])), dataDate: dateOf(medicareRatings.dataDate) },
        });
    }
    await db
      .insert(providerQuality)
      .values(chunk.map(({ providerId, row }) => ({ providerId, dataset: qualityDataset, dataDate: row.dataDate, measures: row.measures })))
      .onConflictDoUpdate({
        target: providerQuality.providerId,
        set: { dataset: excluded(providerQuality.dataset), dataDate: dateOf(providerQuality.dataDate), measures: sql`${providerQuality.measures} || ${excluded(providerQuality.measures)}` },
      });
  }
}
