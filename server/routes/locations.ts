import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LocationSearchQuery, type Location } from '../../src/contract/choice';
import type { RouteOptions } from '../context';
import type { Db } from '../db/client';
import { locations } from '../db/schema';
import { likePrefix, parseLocationQuery } from '../domain/locationQuery';
import { parseInput } from '../errors';

/** GET /choice/v1/locations/search: ZIP codes and cities for the option list's location filter, best first. */
export const locationRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions } = ctx;

  app.get('/choice/v1/locations/search', async (request) => {
    await sessions.require(request);
    const { query, limit, page } = parseInput(LocationSearchQuery, request.query);
    const parsed = parseLocationQuery(query);
    if (parsed.kind === 'empty') return { data: [] };
    const offset = (page - 1) * limit;
    if (parsed.kind === 'zip') {
      return { data: await search(db, and(eq(locations.type, 'zip'), like(locations.searchName, likePrefix(parsed.prefix)))!, parsed.prefix, limit, offset) };
    }
    const cities = (prefix: string, state: string | null) =>
      search(
        db,
        and(eq(locations.type, 'city'), like(locations.searchName, likePrefix(prefix)), state ? eq(locations.state, state) : undefined)!,
        prefix,
        limit,
        offset,
      );
    const data = await cities(parsed.prefix, parsed.state);
    // "Ho Ho Kus" is not Ho Ho in state KU: when the last word was no state after all, search the whole text.
    if (data.length === 0 && parsed.state) return { data: await cities(`${parsed.prefix} ${parsed.state.toLowerCase()}`, null) };
    return { data };
  });
};

async function search(db: Db, where: SQL, exact: string, limit: number, offset: number): Promise<Location[]> {
  const rows = await db
    .select({ type: locations.type, name: locations.name, state: locations.state, lat: locations.latitude, lon: locations.longitude })
    .from(locations)
    .where(where)
    // Exact names first, then bigger places, then alphabetical.
    .orderBy(desc(sql`${locations.searchName} = ${exact}`), desc(locations.weight), asc(locations.name), asc(locations.state))
    .limit(limit)
    .offset(offset);
  return rows.map(({ type, name, state, lat, lon }) => ({ type, name, state, location: { lat, lon } }));
}
