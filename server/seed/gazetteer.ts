import { createRequire } from 'node:module';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { locations } from '../db/schema';
import { searchKey } from '../domain/locationQuery';
import { looksLikeOrganisation } from './placeNames';

/**
 * The US gazetteer behind location search: every ZIP code of the `zipcodes` package, and every city (its centre is
 * the mean of its ZIP codes, its weight the number of ZIP codes it spans, a stand-in for its size).
 * Loaded once into an empty table, in one transaction.
 */
interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

type LocationRow = typeof locations.$inferInsert;

const BATCH = 20_000;

function readZipCodes(): ZipRecord[] {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipRecord> };
  return Object.values(codes).filter(
    (record) =>
      record.country === 'US' &&
      /^\d{5}$/.test(record.zip) &&
      Number.isFinite(record.latitude) &&
      Number.isFinite(record.longitude) &&
      record.city &&
      record.state,
  );
}

export function gazetteerRows(records: ZipRecord[] = readZipCodes()): LocationRow[] {
  const cities = new Map<string, { name: string; state: string; lat: number; lon: number; weight: number }>();
  const rows: LocationRow[] = [];
  for (const record of records) {
    rows.push({
      type: 'zip',
      name: record.zip,
      searchName: record.zip,
      state: record.state,
      latitude: record.latitude,
      longitude: record.longitude,
      weight: 1,
    });
    // A company's own ZIP code is searchable by its number, but its name is no city ("Gap Inc Direct, OH").
    if (looksLikeOrganisation(record.city)) continue;
    const key = `${record.city.toLowerCase()}|${record.state}`;
    const city = cities.get(key);
    if (city) {
      city.lat += record.latitude;
      city.lon += record.longitude;
      city.weight += 1;
    } else {
      cities.set(key, { name: record.city, state: record.state, lat: record.latitude, lon: record.longitude, weight: 1 });
    }
  }
  for (const city of cities.values()) {
    rows.push({
      type: 'city',
      name: city.name,
      searchName: searchKey(city.name),
      state: city.state,
      latitude: Math.round((city.lat / city.weight) * 10_000) / 10_000,
      longitude: Math.round((city.lon / city.weight) * 10_000) / 10_000,
      weight: city.weight,
    });
  }
  return rows;
}

/** Loads the gazetteer into an empty table; answers what it loaded, or `loaded: false` when it was there already. */
export async function loadGazetteer(db: Db): Promise<{ loaded: false } | { loaded: true; zips: number; cities: number }> {
  const counts = async (reader: Pick<Db, 'select'>) => {
    const [zips] = await reader.select({ n: count() }).from(locations).where(eq(locations.type, 'zip'));
    const [cities] = await reader.select({ n: count() }).from(locations).where(eq(locations.type, 'city'));
    return { zips: zips?.n ?? 0, cities: cities?.n ?? 0 };
  };
  // Cheap check outside any lock: every start-up after the first ends here. (Not a count: counting 72,000 rows
  // took a fifth of a warm start on the embedded database.)
  const [anyLocation] = await db.select({ id: locations.id }).from(locations).limit(1);
  if (anyLocation) return { loaded: false };
  return db.transaction(async (tx) => {
    // Two loads racing past the check above would insert everything twice; this lock (it conflicts with itself,
    // not with readers) makes the second wait and then see the first one's rows.
    await tx.execute(sql`lock table ${locations} in share row exclusive mode`);
    const now = await counts(tx);
    if (now.zips + now.cities > 0) return { loaded: false };
    const rows = gazetteerRows();
    // One statement per batch that unpacks a JSON array server-side: far fewer bound parameters than a multi-row
    // VALUES list, which is what makes the embedded database fast here.
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = JSON.stringify(rows.slice(start, start + BATCH));
      await tx.execute(sql`
        insert into ${locations} (type, name, search_name, state, latitude, longitude, weight)
        select type, name, "searchName", state, latitude, longitude, weight
        from json_to_recordset(${batch}::json)
          as row(type text, name text, "searchName" text, state text, latitude float8, longitude float8, weight int)`);
    }
    return { loaded: true as const, ...(await counts(tx)) };
  });
}
