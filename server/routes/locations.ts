import { and, asc, desc, eq, like, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LocationSearchQuery, type Location } from '../../src/contract/choice';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { locations } from '../db/schema';
import { likePrefix, parseLocationQuery, type CityReading } from '../domain/locationQuery';
import { parseInput } from '../errors';

/** GET /choice/v1/locations/search: ZIP codes and cities for the option list's location filter, best first. */
export const locationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions } = ctx;

  app.get('/choice/v1/locations/search', async (request) => {
    await sessions.require(request);
    const { query, limit, page } = parseInput(LocationSearchQuery, request.query);
    const parsed = parseLocationQuery(query);
    if (parsed.kind === 'empty') return { data: [] };
    const readings: CityReading[] = parsed.kind === 'zip' ? [{ prefix: parsed.prefix, state: null }] : parsed.readings;
    return { data: await search(db, parsed.kind, readings, limit, (page - 1) * limit) };
  });
};

/**
 * Every reading of the text in one query, so that pages never mix or repeat results; each reading is a
 * `search_name LIKE 'prefix%'` that the text_pattern_ops index answers.
 */
async function search(db: Db, type: 'zip' | 'city', readings: CityReading[], limit: number, offset: number): Promise<Location[]> {
  const inState = (state: string | null) => (state ? eq(locations.state, state) : undefined);
  const matches = anyOf(readings.map(({ prefix, state }) => and(like(locations.searchName, likePrefix(prefix)), inState(state))));
  const exact = anyOf(readings.map(({ prefix, state }) => and(eq(locations.searchName, prefix), inState(state))));
  const rows = await db
    .select({ type: locations.type, name: locations.name, state: locations.state, lat: locations.latitude, lon: locations.longitude })
    .from(locations)
    .where(and(eq(locations.type, type), matches))
    // Exact names first, then bigger places (weight is how many ZIP codes a city spans), then alphabetical.
    .orderBy(desc(exact), desc(locations.weight), asc(locations.name), asc(locations.state))
    .limit(limit)
    .offset(offset);
  return rows.map(({ type, name, state, lat, lon }) => ({ type, name, state, location: { lat, lon } }));
}

/** `or` of at least one condition (parseLocationQuery always gives one reading), typed as never undefined. */
const anyOf = (conditions: (SQL | undefined)[]): SQL => or(...conditions)!;
