import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { locations, medicareRatings, providerQuality, providers, providerServices } from '../db/schema';
import type { CmsDataset, RatingKey } from './cmsDataset';
import { Refusals, type CmsProvider, type CmsRecord, type CmsRow, type Refusal } from './cmsRow';
import { shown } from './excerpt';
import { readCmsFile, type CmsSource } from './readCmsFile';

export interface ImportReport {
  added: number;
  updated: number;
  unchanged: number;
  /** Rows refused, with their lines and why (the first Refusals.KEPT by line): with any, nothing of the file was loaded. */
  refused: Refusal[];
  /** How many rows were refused in all, where more than `refused` holds. */
  refusedCount?: number;
  /** The file's data date (the latest of its rows). */
  dataDate: string | null;
  /** A file that only adds to providers already in the catalogue (a survey): its rows whose CCN is not there. */
  notInCatalogue?: number;
  /** A ZIP-code file (importZips.ts), whose counts are of providers: the (provider, ZIP code) pairs written. */
  zipCodes?: number;
}

export interface ImportOptions {
  /** The month of CMS's data, for a file without a data-date column (`--data-date`). */
  dataDate?: string;
  /**
   * Told, after each batch is read, checked and (while no row is refused) written, how many records were read so far
   * (a long file's: its providers, once its rows are pivoted).
   */
  onProgress?: (records: number) => void;
}

/**
 * Records read, checked and written at a time: what the import holds of the file (a
 * million-row file held whole took 2.7 GB). A batch's rows go to the database as one JSON parameter per statement.
 */
export const BATCH = 1_000;

/**
 * CMS writes names and cities in capitals ("SUNRISE OF DUBLIN LLC"): shown as "Sunrise of Dublin LLC", as a name is
 * written in English: small joining words lower case but first, abbreviations and Roman numerals upper case.
 */
export function readableName(text: string): string {
  if (text !== text.toUpperCase()) return text.trim();
  return text
    .trim()
    .toLowerCase()
    .replace(/(^|[\s\-/(&.,'])([a-z])/g, (_match, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/(?<=\s)(Of|And|At|The|For|In|On|By|To)(?=\s)/g, (word) => word.toLowerCase())
    .replace(/\b(Llc|Lp|Llp|Pllc|Snf|Ltach|Rn|Dba|Ii|Iii|Iv|Vi|Vii|Viii|Ix|Xi|Xii)\b/g, (word) => word.toUpperCase())
    .replace(/'S\b/g, "'s");
}

/**
 * A PostgreSQL array literal of plain values (ids, CCNs, five-digit ZIP codes: nothing to quote), passed as one
 * parameter: a batch's look-up is one statement of one parameter, not one of a thousand.
 */
export const arrayLiteral = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The file was refused: the transaction is rolled back, whatever batches it wrote. */
class Refused extends Error {}

/**
 * Loads a CMS file into the catalogue as it streams, in batches of BATCH records, in one transaction: providers found
 * by their CCN (kept in provider_services under the dataset's service type) are updated, the others added; the
 * hospital's own data on a provider (its display name, labels, photos, videos, description, amenities) is never
 * touched. A file that names no provider (a survey) adds nothing: its rows of unknown CCNs are counted as not in the
 * catalogue. Each file writes only the ratings and measures it reads, so a survey's figures and the provider file's
 * sit side by side, whichever came last. A file with any refused row (the reader's, a CCN given twice, a row without
 * a place) loads nothing: from the first refusal on the rest is only read and checked, to report every refusal, and
 * the transaction is rolled back. Idempotent: the same file again changes nothing and reports every row unchanged.
 */
export async function importCms(db: Db, dataset: CmsDataset, source: CmsSource, options: ImportOptions = {}): Promise<ImportReport> {
  const refusals = new Refusals();
  const counts = { added: 0, updated: 0, unchanged: 0, notInCatalogue: 0 };
  let dataDate: string | null = null;
  let records = 0;
  const survey = (notInCatalogue: number) => (dataset.provider ? {} : { notInCatalogue });
  try {
    return await db.transaction(async (tx) => {
      const writer = tx as unknown as Db;
      await listCcns(writer, dataset);
      for await (const batch of readCmsFile(dataset, source, { dataDate: options.dataDate, batchSize: BATCH })) {
        for (const record of batch) if ('row' in record && (dataDate === null || record.row.dataDate > dataDate)) dataDate = record.row.dataDate;
        const rows = await check(writer, batch, refusals);
        if (!refusals.count) await load(writer, dataset, rows, counts);
        records += batch.length;
        options.onProgress?.(records);
      }
      if (refusals.count) throw new Refused();
      const { notInCatalogue, ...written } = counts;
      return { ...written, refused: [], dataDate, ...survey(notInCatalogue) };
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const refused = refusals.kept();
    return { added: 0, updated: 0, unchanged: 0, refused, ...(refusals.count > refused.length ? { refusedCount: refusals.count } : {}), dataDate, ...survey(0) };
  }
}

/**
 * The import's CCNs, a temporary table of the transaction: the catalogue's of the dataset's service type with their
 * provider, then each CCN of the file with the line it was first read on. So a batch finds its providers and a CCN
 * given twice, however far apart, with one statement, without the import holding the file's CCNs (and without a
 * scan of provider_services per batch: it has no index by CCN).
 */
const CCNS = sql.identifier('cms_import_ccns');

async function listCcns(db: Db, dataset: CmsDataset): Promise<void> {
  await db.execute(sql`create temporary table ${CCNS} (ccn text primary key, provider_id integer, line integer) on commit drop`);
  await db.execute(sql`
    insert into ${CCNS} (ccn, provider_id)
    select distinct on (${providerServices.providerNumber}) ${providerServices.providerNumber}, ${providerServices.providerId}
    from ${providerServices}
    where ${providerServices.type} = ${dataset.serviceType} and ${providerServices.providerNumber} is not null
    order by ${providerServices.providerNumber}, ${providerServices.providerId}`);
}

/** A row of the file that passed every check, with its provider in the catalogue (null: not there yet). */
interface Checked {
  row: CmsRow;
  providerId: number | null;
}

/**
 * A batch's records checked against the rest of the file and the catalogue: a CCN given twice (on any earlier line of
 * the file, a refused row's too) and a provider with no place are refused; the batch's refusals go to `refusals`.
 */
async function check(db: Db, batch: CmsRecord[], refusals: Refusals): Promise<Checked[]> {
  const firstLine = new Map<string, number>();
  const repeated = new Map<CmsRecord, number>();
  for (const record of batch) {
    if (record.ccn === null) continue;
    const earlier = firstLine.get(record.ccn);
    if (earlier === undefined) firstLine.set(record.ccn, record.line);
    else repeated.set(record, earlier);
  }
  const found = new Map<string, number | null>();
  if (firstLine.size) {
    const ccns = [...firstLine.keys()];
    // A CCN not yet read from the file is inserted, or marked read; one read on an earlier batch is neither: not returned.
    const fresh = rowsOf<{ ccn: string; providerId: number | null }>(
      await db.execute(sql`
        insert into ${CCNS} (ccn, line)
        select * from unnest(${arrayLiteral(ccns)}::text[], ${arrayLiteral([...firstLine.values()])}::int[])
        on conflict (ccn) do update set line = excluded.line where ${CCNS}.line is null
        returning ccn, provider_id as "providerId"`),
    );
    for (const { ccn, providerId } of fresh) found.set(ccn, providerId);
    const before = ccns.filter((ccn) => !found.has(ccn));
    if (before.length) {
      const lines = rowsOf<{ ccn: string; line: number }>(await db.execute(sql`select ccn, line from ${CCNS} where ccn = any(${arrayLiteral(before)}::text[])`));
      const lineOf = new Map(lines.map(({ ccn, line }) => [ccn, line]));
      // Every row of such a CCN in this batch names its first line in the file.
      for (const record of batch) if (record.ccn !== null && lineOf.has(record.ccn)) repeated.set(record, lineOf.get(record.ccn)!);
    }
  }

  const rows: CmsRow[] = [];
  for (const record of batch) {
    const earlier = repeated.get(record);
    if (earlier !== undefined) refusals.add({ line: record.line, reason: `CCN ${record.ccn} is on line ${earlier} too` });
    else if ('refusal' in record) refusals.add({ line: record.line, reason: record.refusal });
    else rows.push(record.row);
  }
  const places = await locate(db, rows);
  const checked: Checked[] = [];
  for (const row of rows) {
    if (!row.provider) checked.push({ row, providerId: found.get(row.ccn) ?? null });
    else if (!places.has(row.line)) refusals.add({ line: row.line, reason: `No location: the file gives no latitude and longitude, and ZIP code ${shown(row.provider.zip)} is not known.` });
    else checked.push({ row: { ...row, provider: { ...row.provider, ...places.get(row.line)!, city: readableName(row.provider.city) } }, providerId: found.get(row.ccn) ?? null });
  }
  return checked;
}

/** Each row's place: the file's latitude and longitude, or its ZIP code's centre from the gazetteer (survey rows have none). */
async function locate(db: Db, rows: CmsRow[]): Promise<Map<number, { latitude: number; longitude: number }>> {
  const named = rows.flatMap((row) => (row.provider ? [{ line: row.line, ...row.provider }] : []));
  const zips = [...new Set(named.filter((row) => row.latitude === null || row.longitude === null).map((row) => row.zip))];
  const centres = new Map<string, { latitude: number; longitude: number }>();
  if (zips.length) {
    const found = await db
      .select({ zip: locations.name, latitude: locations.latitude, longitude: locations.longitude })
      .from(locations)
      .where(and(eq(locations.type, 'zip'), inArray(locations.name, zips)));
    for (const { zip, ...place } of found) centres.set(zip, place);
  }
  const places = new Map<number, { latitude: number; longitude: number }>();
  for (const row of named) {
    const place = row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : centres.get(row.zip);
    if (place) places.set(row.line, place);
  }
  return places;
}

interface Current {
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  ratings: Record<RatingKey, number | null>;
  measures: Record<string, unknown> | null;
  dataDate: string | null;
}

/** A row with its provider placed: the file's coordinates, or its ZIP code's centre. */
type Placed = CmsRow & { provider: CmsProvider & { latitude: number; longitude: number } };

/** Writes a checked batch: the providers added, their identity where CMS changed it, their ratings and measures. */
async function load(db: Db, dataset: CmsDataset, rows: Checked[], counts: { added: number; updated: number; unchanged: number; notInCatalogue: number }): Promise<void> {
  const current = await currentOf(db, rows.flatMap(({ providerId }) => (providerId === null ? [] : [providerId])));
  const added: Placed[] = [];
  const changed: { providerId: number; row: CmsRow; identityChanged: boolean }[] = [];
  for (const { row, providerId } of rows) {
    const placed = row.provider ? (row as Placed) : null;
    const before = providerId === null ? undefined : current.get(providerId);
    if (!before) {
      if (placed) added.push(placed);
      else counts.notInCatalogue++;
      continue;
    }
    const identityChanged = placed !== null && (['name', 'city', 'state', 'latitude', 'longitude'] as const).some((field) => before[field] !== placed.provider[field]);
    if (identityChanged || qualityChanged(dataset, before, row)) changed.push({ providerId: providerId!, row, identityChanged });
    else counts.unchanged++;
  }
  await addProviders(db, dataset, added);
  await renameProviders(
    db,
    changed.flatMap(({ providerId, row, identityChanged }) => (identityChanged ? [{ providerId, provider: (row as Placed).provider }] : [])),
  );
  await writeQuality(
    db,
    dataset,
    changed.map(({ providerId, row }) => ({ providerId, row })),
  );
  counts.added += added.length;
  counts.updated += changed.length;
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

/** These providers as CMS said of them last, by id. */
async function currentOf(db: Db, providerIds: number[]): Promise<Map<number, Current>> {
  const current = new Map<number, Current>();
  if (!providerIds.length) return current;
  const found = await db
    .select({
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
    .from(providers)
    .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
    .leftJoin(providerQuality, eq(providerQuality.providerId, providers.id))
    .where(sql`${providers.id} = any(${arrayLiteral(providerIds)}::int[])`);
  for (const { providerId, overall, quality, healthInspection, staffing, survey, ...rest } of found) {
    current.set(providerId, { ...rest, ratings: { overall, quality, healthInspection, staffing, survey } });
  }
  return current;
}

/** A row of a JSON batch, keyed by its table's column names (json_populate_recordset reads them by name). */
const named = (cells: [PgColumn, unknown][]) => Object.fromEntries(cells.map(([column, value]) => [column.name, value]));
const columnList = (columns: PgColumn[]) => sql.join(columns.map((column) => sql.identifier(column.name)), sql`, `);

/**
 * A batch's rows as the table's own row type, from one parameter: a JSON array of objects keyed by column name. One
 * statement of one parameter per batch, where a VALUES list binds a parameter per cell (what makes the embedded
 * database fast, as the gazetteer's load found).
 */
const rowsFrom = (table: PgTable, rows: Record<string, unknown>[]): SQL => sql`json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)`;

/** `insert into table (columns) select columns from the batch`, then `tail` (on conflict …). */
function insertRows(table: PgTable, columns: PgColumn[], rows: Record<string, unknown>[], tail: SQL = sql``): SQL {
  return sql`insert into ${table} (${columnList(columns)}) select ${columnList(columns)} from ${rowsFrom(table, rows)} ${tail}`;
}

/** `excluded.<column>` of an upsert: the value the insert brought. */
const excluded = (column: PgColumn): SQL => sql`excluded.${sql.identifier(column.name)}`;
const setTo = (column: PgColumn, value: SQL): SQL => sql`${sql.identifier(column.name)} = ${value}`;

/**
 * New providers of the dataset's level of care, with their CCN, ratings and measures: one statement for the batch, its
 * rows one JSON parameter read once, each row's id taken from the sequence in the materialized `given` (so the four
 * inserts agree on it), the provider first (the foreign keys are checked at the statement's end).
 */
async function addProviders(db: Db, dataset: CmsDataset, rows: Placed[]): Promise<void> {
  if (!rows.length) return;
  const ratingColumns = (Object.keys(dataset.ratings) as RatingKey[]).map((key) => [key, medicareRatings[key]] as const);
  const { name, displayName, levelOfCare, city, state, latitude, longitude, id } = providers;
  const given: [PgColumn, (row: Placed) => unknown][] = [
    [name, (row) => row.provider.name],
    [displayName, (row) => readableName(row.provider.name)],
    [city, (row) => row.provider.city],
    [state, (row) => row.provider.state],
    [latitude, (row) => row.provider.latitude],
    [longitude, (row) => row.provider.longitude],
    [providerServices.providerNumber, (row) => row.ccn],
    ...ratingColumns.map(([key, column]): [PgColumn, (row: Placed) => unknown] => [column, (row) => row.ratings[key] ?? null]),
    [providerQuality.dataDate, (row) => row.dataDate],
    [providerQuality.measures, (row) => row.measures],
  ];
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(given.map(([column, value]) => [column.name, value(row)]))));
  const definitions = sql.join(
    given.map(([column]) => sql`${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  const from = (column: PgColumn) => sql`given.${sql.identifier(column.name)}`;
  const insertRatings = ratingColumns.length
    ? sql`ratings_added as (
        insert into ${medicareRatings} (${columnList([medicareRatings.providerId, ...ratingColumns.map(([, column]) => column), medicareRatings.dataDate])})
        select given.id, ${sql.join([...ratingColumns.map(([, column]) => from(column)), from(providerQuality.dataDate)], sql`, `)} from given
      ),`
    : sql``;
  await db.execute(sql`
    with given as materialized (
      select nextval(pg_get_serial_sequence(${getTableName(providers)}, ${id.name}))::int as id, given.*
      from json_to_recordset(${json}::json) as given(${definitions})
    ),
    providers_added as (
      insert into ${providers} (${columnList([id, name, displayName, levelOfCare, city, state, latitude, longitude])})
      select given.id, ${sql.join([from(name), from(displayName)], sql`, `)}, ${dataset.levelOfCare}, ${sql.join([city, state, latitude, longitude].map(from), sql`, `)} from given
    ),
    services_added as (
      insert into ${providerServices} (${columnList([providerServices.providerId, providerServices.type, providerServices.providerNumber])})
      select given.id, ${dataset.serviceType}, ${from(providerServices.providerNumber)} from given
    ),
    ${insertRatings}
    quality_added as (
      insert into ${providerQuality} (${columnList([providerQuality.providerId, providerQuality.dataset, providerQuality.dataDate, providerQuality.measures])})
      select given.id, ${dataset.key}, ${from(providerQuality.dataDate)}, ${from(providerQuality.measures)} from given
    )
    select 1`);
}

/** Providers whose name or place CMS changed: what CMS says of them now. */
async function renameProviders(db: Db, rows: { providerId: number; provider: Placed['provider'] }[]): Promise<void> {
  if (!rows.length) return;
  const { id, name, city, state, latitude, longitude } = providers;
  const given = rowsFrom(
    providers,
    rows.map(({ providerId, provider }) =>
      named([
        [id, providerId],
        [name, provider.name],
        [city, provider.city],
        [state, provider.state],
        [latitude, provider.latitude],
        [longitude, provider.longitude],
      ]),
    ),
  );
  const fromGiven = (column: PgColumn) => setTo(column, sql`given.${sql.identifier(column.name)}`);
  await db.execute(sql`
    update ${providers} set ${sql.join([name, city, state, latitude, longitude].map(fromGiven), sql`, `)}
    from ${given} as given
    where ${providers.id} = given.${sql.identifier(id.name)}`);
}

/**
 * The ratings and measures of the file for each provider changed (addProviders writes a new one's). Only the rating columns the file reads are
 * written, and its measures are merged into the provider's (jsonb `||`), so the provider file and its survey never
 * wipe each other's figures. The data date (one per provider) is the file's that brought the provider; a survey sets
 * it only on a provider that had no CMS data yet, since its own date would misdate the provider file's figures.
 */
async function writeQuality(db: Db, dataset: CmsDataset, rows: { providerId: number; row: CmsRow }[]): Promise<void> {
  if (!rows.length) return;
  const ratingKeys = Object.keys(dataset.ratings) as RatingKey[];
  // Measures kept under the name of the dataset that brought the provider: the API names the dataset a provider's
  // figures come from (nursing-homes, home-health, hospice, irf, ltch).
  const qualityDataset = dataset.provider ? dataset.key : dataset.addsTo;
  const dateOf = (column: typeof medicareRatings.dataDate | typeof providerQuality.dataDate): SQL =>
    dataset.provider ? excluded(column) : sql`coalesce(${column}, ${excluded(column)})`;
  // A dataset without star ratings (hospice, rehabilitation, long-term care hospitals) leaves medicare_ratings alone.
  if (ratingKeys.length) {
    const ratingColumns = ratingKeys.map((key) => medicareRatings[key]);
    await db.execute(
      insertRows(
        medicareRatings,
        [medicareRatings.providerId, ...ratingColumns, medicareRatings.dataDate],
        rows.map(({ providerId, row }) =>
          named([[medicareRatings.providerId, providerId], ...ratingKeys.map((key): [PgColumn, unknown] => [medicareRatings[key], row.ratings[key] ?? null]), [medicareRatings.dataDate, row.dataDate]]),
        ),
        sql`on conflict (${sql.identifier(medicareRatings.providerId.name)}) do update set ${sql.join(
          [...ratingColumns.map((column) => setTo(column, excluded(column))), setTo(medicareRatings.dataDate, dateOf(medicareRatings.dataDate))],
          sql`, `,
        )}`,
      ),
    );
  }
  const { providerId, dataset: datasetColumn, dataDate, measures } = providerQuality;
  await db.execute(
    insertRows(
      providerQuality,
      [providerId, datasetColumn, dataDate, measures],
      rows.map(({ providerId: id, row }) =>
        named([
          [providerId, id],
          [datasetColumn, qualityDataset],
          [dataDate, row.dataDate],
          [measures, row.measures],
        ]),
      ),
      sql`on conflict (${sql.identifier(providerId.name)}) do update set ${sql.join(
        [setTo(datasetColumn, excluded(datasetColumn)), setTo(dataDate, dateOf(dataDate)), setTo(measures, sql`${measures} || ${excluded(measures)}`)],
        sql`, `,
      )}`,
    ),
  );
}
