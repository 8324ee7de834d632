import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationSearchResult } from '../../src/contract/choice';
import { locations } from '../../server/db/schema';
import { loadGazetteer } from '../../server/seed/gazetteer';
import { createWorld, PLANNER } from '../fixtures/world';
import { expectValid } from '../support/contract';
import { loginAs } from '../support/family';
import { startTestServer, type TestClient, type TestServer } from '../support/testServer';

let server: TestServer;
let client: TestClient;
let loads: Awaited<ReturnType<typeof loadGazetteer>>[];

beforeAll(async () => {
  server = await startTestServer();
  await createWorld(server.db);
  // Two at once, as two start-ups racing on one database would: exactly one of them may load.
  loads = await Promise.all([loadGazetteer(server.db), loadGazetteer(server.db)]);
  client = server.client();
  await loginAs(client, PLANNER.email, PLANNER.password);
});
afterAll(() => server?.close());

const search = async (query: string, extra = '') => {
  const response = await client.get(`/internal/app/choice/v1/locations/search?query=${query}${extra}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectValid(response.body, LocationSearchResult);
  return response.body.data as { type: string; name: string; state: string; location: { lat: number; lon: number } }[];
};

describe('GET /choice/v1/locations/search', () => {
  it('needs a session', async () => {
    const response = await server.client().get('/internal/app/choice/v1/locations/search?query=10001');
    expect(response.status).toBe(401);
  });

  it('finds a ZIP code, exact match first', async () => {
    const [first] = await search('10001');
    expect(first).toEqual({ type: 'zip', name: '10001', state: 'NY', location: { lat: 40.7484, lon: -73.9967 } });
  });

  it('finds ZIP codes by prefix, in order', async () => {
    const names = (await search('1000')).map((location) => location.name);
    expect(names[0]).toBe('10001');
    expect(names).toEqual([...names].sort());
    expect(names.every((name) => name.startsWith('1000'))).toBe(true);
  });

  it('finds cities by name, with plus signs as spaces and any case', async () => {
    for (const query of ['New York', 'new+york', 'NEW%20YORK', 'new%2Byork']) {
      const [first] = await search(query);
      expect(first, query).toMatchObject({ type: 'city', name: 'New York', state: 'NY' });
    }
  });

  it('puts places within 100 miles of the searcher’s hospital first (an Ohio hospital: Dublin, OH before Dubuque, IA)', async () => {
    const places = (await search('Dub')).map((location) => `${location.name}, ${location.state}`);
    expect(places.indexOf('Dublin, OH')).toBeGreaterThanOrEqual(0);
    expect(places[0]).toBe('Dublin, OH');
    // Among those far away, bigger places first as before; an exact name still before a longer one.
    expect((await search('Dublin'))[0]).toMatchObject({ name: 'Dublin', state: 'OH' });
  });

  it('puts bigger places first and filters by a trailing state code', async () => {
    const portlands = (await search('Portland')).filter((location) => location.name === 'Portland').map((location) => location.state);
    // Ohio's Portland is near the hospital; of the others, the bigger first.
    expect(portlands.slice(0, 3)).toEqual(['OH', 'OR', 'ME']);
    const inMaine = await search('Portland,+ME');
    expect(inMaine[0]).toMatchObject({ name: 'Portland', state: 'ME' });
    expect(inMaine.every((location) => location.state === 'ME')).toBe(true);
    for (const query of ['portland+or', 'Portland%20OR', 'portland,or']) {
      expect((await search(query))[0], query).toMatchObject({ name: 'Portland', state: 'OR' });
    }
  });

  it('still finds the city when a half-typed word looks like a state code', async () => {
    expect((await search('New+Or'))[0]).toMatchObject({ name: 'New Orleans', state: 'LA' });
    expect((await search('Des+Mo'))[0]).toMatchObject({ name: 'Des Moines', state: 'IA' });
    // Saint Paris, OH is near the hospital, so it comes first; Saint Paul is found all the same, before any place of
    // Pennsylvania's (the other reading of "Pa").
    const saints = (await search('St+Pa')).map((location) => `${location.name}, ${location.state}`);
    expect(saints.slice(0, 2)).toEqual(['Saint Paris, OH', 'Saint Paul, MN']);
  });

  it('ignores punctuation and finds Saint spelled short', async () => {
    expect((await search('Winston-Salem'))[0]).toMatchObject({ name: 'Winston Salem', state: 'NC' });
    expect((await search("coeur+d'a"))[0]).toMatchObject({ name: 'Coeur D Alene', state: 'ID' });
    expect((await search('St.+Louis'))[0]).toMatchObject({ name: 'Saint Louis', state: 'MO' });
  });

  it('pages with limit and page, 10 by default', async () => {
    expect(await search('San')).toHaveLength(10);
    const firstThree = await search('San', '&limit=3');
    const nextThree = await search('San', '&limit=3&page=2');
    expect(firstThree).toHaveLength(3);
    expect(nextThree).toHaveLength(3);
    const names = (list: { name: string; state: string }[]) => list.map((location) => `${location.name}, ${location.state}`);
    expect(names(nextThree).some((name) => names(firstThree).includes(name))).toBe(false);
    expect([...names(firstThree), ...names(nextThree)]).toEqual(names(await search('San', '&limit=6')));
    // Both readings of "Des Mo" are one ordered list, so later pages neither repeat nor switch readings.
    const all = names(await search('Des+Mo', '&limit=50'));
    const paged = [];
    for (let page = 1; page <= Math.ceil(all.length / 2) + 1; page++) paged.push(...names(await search('Des+Mo', `&limit=2&page=${page}`)));
    expect(paged).toEqual(all);
  });

  it('answers 400 for a limit or page out of range', async () => {
    for (const extra of ['&limit=51', '&limit=0', '&limit=abc', '&page=0', '&page=-1']) {
      const response = await client.get(`/internal/app/choice/v1/locations/search?query=San${extra}`);
      expect(response.status, extra).toBe(400);
      expect(response.body.code).toBe('InvalidInput');
    }
  });

  it('answers nothing for an empty query', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('+++')).toEqual([]);
  });

  it('treats % and _ as letters, not wildcards', async () => {
    // As wildcards these would match New York and every city.
    expect(await search('n_w+york')).toEqual([]);
    expect(await search('ne%25ork')).toEqual([]);
    expect(await search('%25')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('loads the gazetteer once', async () => {
    expect(loads.map((load) => load.loaded).sort()).toEqual([false, true]);
    expect(loads.find((load) => load.loaded)).toEqual({ loaded: true, zips: 42555, cities: 29885 });
    expect(await loadGazetteer(server.db)).toEqual({ loaded: false });
    const perType = await server.db
      .select({ type: locations.type, n: count() })
      .from(locations)
      .groupBy(locations.type)
      .orderBy(locations.type);
    expect(perType).toEqual([{ type: 'city', n: 29885 }, { type: 'zip', n: 42555 }]);
  });
});
