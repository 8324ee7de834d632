import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LocationSearchQuery, type Location } from '../../src/contract/choice';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { hospitals, locations, patients } from '../db/schema';
import { likePrefix, parseLocationQuery, type CityReading } from '../domain/locationQuery';
import { parseInput } from '../errors';

/** GET /choice/v1/locations/search: ZIP codes and cities for the option list's location filter, best first. */
export const locationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions } = ctx;

  app.get('/choice/v1/locations/search', async (request) => {
    const { user } = await sessions.require(request);
    const { query, limit, page } = parseInput(LocationSearchQuery, request.query);
    const parsed = parseLocationQuery(query);
    if (parsed.kind === 'empty') return { data: [] };
    const readings: CityReading[] = parsed.kind === 'zip' ? [{ prefix: parsed.prefix, state: null }] : parsed.readings;
    const near = await hospitalOf(db, user);
    return { data: await search(db, parsed.kind, readings, near, limit, (page - 1) * limit) };
  });
};

interface Point {
  latitude: number;
  longitude: number;
}

/** Where a searcher's places are near: the hospital of the family's patient (or of the guided session's), or the staff's. */
async function hospitalOf(db: Db, user: { claimedPatientId: number | null; hospitalId: number | null }): Promise<Point | null> {
  if (user.claimedPatientId !== null) {
    const [row] = await db
      .select({ latitude: hospitals.latitude, longitude: hospitals.longitude })
      .from(patients)
      .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
      .where(eq(patients.id, user.claimedPatientId));
    return row ?? null;
  }
  if (user.hospitalId === null) return null;
  const [row] = await db.select({ latitude: hospitals.latitude, longitude: hospitals.longitude }).from(hospitals).where(eq(hospitals.id, user.hospitalId));
  return row ?? null;
}

/** Places within this many miles of the hospital come first: where a family looks for post-acute care. */
const NEAR_MILES = 100;

/**
 * 0 for a place within NEAR_MILES of `near`, 1 beyond, by the flat-earth approximation (within a mile or two at
 * these distances, and a plain expression over the row's own columns).
 */
function beyondNear(near: Point): SQL {
  const milesPerDegree = 69.0;
  const cosLatitude = Math.cos((near.latitude * Math.PI) / 180);
  const miles = sql`sqrt(power(${locations.latitude} - ${near.latitude}::float8, 2) + power((${locations.longitude} - ${near.longitude}::float8) * ${cosLatitude}::float8, 2)) * ${milesPerDegree}::float8`;
  return sql`case when ${miles} <= ${NEAR_MILES}::float8 then 0 else 1 end`;
}

/**
 * Every reading of the text in one query, so that pages never mix or repeat results; each reading is a
 * `search_name LIKE 'prefix%'` that the text_pattern_ops index answers.
 */
async function search(db: Db, type: 'zip' | 'city', readings: CityReading[], near: Point | null, limit: number, offset: number): Promise<Location[]> {
  const inState = (state: string | null) => (state ? eq(locations.state, state) : undefined);
  const matches = anyOf(readings.map(({ prefix, state }) => and(like(locations.searchName, likePrefix(prefix)), inState(state))));
  const exact = anyOf(readings.map(({ prefix, state }) => and(eq(locations.searchName, prefix), inState(state))));
  const rows = await db
    .select({ type: locations.type, name: locations.name, state: locations.state, lat: locations.latitude, lon: locations.longitude })
    .from(locations)
    .where(and(eq(locations.type, type), matches))
    // Exact names first, then places within 100 miles of the hospital ("Dub" offers Dublin, OH to an Ohio hospital
    // before Dubuque, IA), then bigger places (weight is how many ZIP codes a city spans), then alphabetical.
    .orderBy(...[desc(exact), ...(near ? [asc(beyondNear(near))] : []), desc(locations.weight), asc(locations.name), asc(locations.state)])
    .limit(limit)
    .offset(offset);
  return rows.map(({ type, name, state, lat, lon }) => ({ type, name, state, location: { lat, lon } }));
}

/** `or` of at least one condition (parseLocationQuery always gives one reading), typed as never undefined. */
const anyOf = (conditions: (SQL | undefined)[]): SQL => or(...conditions)!;
