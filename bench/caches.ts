/**
 * The server's in-memory caches (docs/performance.md, "In-memory caches"): what each buys, the call with the cache
 * warm against the same call without it; what a kept value weighs in V8's heap per character of its JSON, which
 * server/byteCache.ts's estimate (HEAP_BYTES_PER_JSON_CHAR) must cover; what the caches count it as; and what counting
 * it costs, once, when it is kept. In process, on a fresh embedded database seeded as the worklist bench's
 * server is (the demo plus extra skilled-nursing providers, 5,000 in all, each nursing home with CMS measures):
 *
 *   node --expose-gc --import tsx bench/caches.ts        # under a minute on a quiet host (seeding ~20 s of it)
 */
import { eq } from 'drizzle-orm';
import { providerQuality, providers } from '../server/db/schema';
import { DEMO_PROVIDER_COUNT, seedDemo } from '../server/seed/demo';
import { loadGazetteer } from '../server/seed/gazetteer';
import { openDatabase } from '../server/db/client';
import type { Prepared, RunPrepared } from '../server/db/prepared';
import { createDetailsCache, createListCatalogue, DETAILS_CACHE_BYTES, LIST_CATALOGUE_CACHE_BYTES, type CatalogueEntry } from '../server/domain/optionListBuilder';
import { createProviderQuality, QUALITY_AVERAGES_CACHE_BYTES } from '../server/domain/providerQuality';
import { createProviderCatalog, PROVIDER_CACHE_BYTES } from '../server/domain/providers';
import { WORKLIST_PROVIDERS } from './worklist';
import { jsonBytes } from '../server/byteCache';
import { compress } from '../server/compression';

const ROUNDS = 15;
const LEVEL = 'skilled_nursing';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median ms of `rounds` calls of `call`, each after `before` (not timed). */
async function timed(call: () => unknown, { rounds = ROUNDS, before = () => {} }: { rounds?: number; before?: () => void } = {}) {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    before();
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** Heap bytes `make` allocates and keeps, per character of `JSON.stringify` of what it made (copies: 5). */
function heapPerJsonChar(make: () => unknown): number {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return NaN;
  const kept: unknown[] = [];
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let copy = 0; copy < 5; copy++) kept.push(make());
  gc();
  const after = process.memoryUsage().heapUsed;
  return (after - before) / kept.reduce<number>((sum, value) => sum + JSON.stringify(value, mapsAsEntries).length, 0);
}
const pct = (part: number, whole: number) => `${Math.round((100 * part) / whole)}%`;
const mapsAsEntries = (_key: string, value: unknown) => (value instanceof Map ? [...value] : value);

const database = await openDatabase({});
const seeding = performance.now();
await database.migrate();
await loadGazetteer(database.db);
await seedDemo(database.db, { publicUrl: 'http://bench.test', extraSkilledNursing: WORKLIST_PROVIDERS - DEMO_PROVIDER_COUNT });
// As a server that has run a while after its seed (bench/run.ts waits for the same refresh).
await database.refreshStatistics?.();
console.log(`seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
/** The last rows each statement answered, to fill the caches with copies of below. */
const answered = new Map<string, unknown[]>();
const run: RunPrepared = async <Row>(statement: Prepared<Row>, params: Parameters<RunPrepared>[1]) => {
  const answer = await database.run(statement, params);
  answered.set(statement.name, answer);
  return answer;
};
const rows: Record<string, string | number>[] = [];

// The level's catalogue (createListCatalogue): read afresh (`fresh`, as a save does) against kept.
{
  const catalogue = createListCatalogue(run);
  const entries = await catalogue.forLevel(LEVEL);
  rows.push({
    cache: 'list catalogue, skilled nursing',
    entries: entries.length,
    'without, ms': await timed(() => catalogue.forLevel(LEVEL, { fresh: true })),
    'with, ms': await timed(() => catalogue.forLevel(LEVEL)),
    'JSON KB': Math.round(JSON.stringify(entries).length / 1024),
    'counted KB': Math.round(catalogue.bytes() / 1024),
    'heap B / JSON char': heapPerJsonChar(() => structuredClone(entries)).toFixed(2),
    'sizing, ms': await timed(() => jsonBytes(entries)),
  });

  // The candidate details of that level for a hospital (createDetailsCache): made (a new cache) against kept.
  let details = createDetailsCache();
  const kept = details.details(entries, LEVEL, 1);
  rows.push({
    cache: 'candidate details, skilled nursing, a hospital',
    entries: entries.length,
    'without, ms': await timed(() => details.details(entries, LEVEL, 1), { before: () => (details = createDetailsCache()) }),
    'with, ms': await timed(() => details.details(entries, LEVEL, 1)),
    'JSON KB': Math.round(kept.body.length / 1024),
    'counted KB': Math.round(details.bytes() / 1024),
    'heap B / JSON char': `Buffer; br ${pct(compress(kept.body, 'br').length, kept.body.length)}, gzip ${pct(compress(kept.body, 'gzip').length, kept.body.length)} of it`,
    'sizing, ms': 0,
  });
}

// 25 providers with every part (createProviderCatalog), as a family's provider calls read them.
{
  const ids = (await database.db.select({ id: providers.id }).from(providers).where(eq(providers.levelOfCare, LEVEL)).orderBy(providers.id).limit(25)).map((row) => row.id);
  let catalog = createProviderCatalog(run);
  const everything = ['images', 'subscription', 'videos', 'medicare-ratings', 'non-medical-services', 'languages'] as const;
  const loaded = await catalog.load(ids, everything);
  rows.push({
    cache: 'providers by id, 25 with every part',
    entries: loaded.length,
    'without, ms': await timed(() => catalog.load(ids, everything), { before: () => (catalog = createProviderCatalog(run)) }),
    'with, ms': await timed(() => catalog.load(ids, everything)),
    'JSON KB': Math.round(JSON.stringify(loaded).length / 1024),
    'counted KB': Math.round(catalog.bytes() / 1024),
    'heap B / JSON char': heapPerJsonChar(() => structuredClone(loaded)).toFixed(2),
    'sizing, ms': await timed(() => loaded.forEach((provider) => jsonBytes(provider))),
  });
}

// A dataset's averages (createProviderQuality): the family's own rows are answered by a stand-in (one provider in
// Ohio), so only the averages' scan is timed: computed (a new store) against kept.
{
  let scanned: { national: boolean; state: string | null; key: string; average: number }[] = [];
  const averagesOnly: RunPrepared = async <Row>(statement: Prepared<Row>, params: Parameters<RunPrepared>[1]) => {
    if (statement.name === 'provider_quality_visible') return [{ providerId: 1, dataset: 'nursing-homes', dataDate: '2026-10-01', measures: {}, state: 'OH' }] as Row[];
    const answer = await run(statement, params);
    if (statement.name === 'provider_quality_averages') scanned = answer as typeof scanned;
    return answer;
  };
  let quality = createProviderQuality(averagesOnly);
  await quality.load([1], 'bench');
  // The averages as providerQuality.ts keeps them (its Averages), built again from the scan's rows.
  const keptAverages = () => {
    const result = { national: {} as Record<string, number>, byState: new Map<string, Record<string, number>>() };
    for (const { national, state, key, average } of structuredClone(scanned)) {
      if (national) result.national[key] = average;
      else result.byState.set(state!, { ...result.byState.get(state!), [key]: average });
    }
    return result;
  };
  const homes = await database.db.$count(providerQuality, eq(providerQuality.dataset, 'nursing-homes'));
  rows.push({
    cache: `quality averages, nursing homes (${homes} homes)`,
    entries: scanned.length,
    'without, ms': await timed(() => quality.load([1], 'bench'), { before: () => (quality = createProviderQuality(averagesOnly)) }),
    'with, ms': await timed(() => quality.load([1], 'bench')),
    'JSON KB': Math.round(JSON.stringify([...keptAverages().byState, keptAverages().national]).length / 1024),
    'counted KB': Math.round(quality.bytes() / 1024),
    'heap B / JSON char': heapPerJsonChar(keptAverages).toFixed(2),
    'sizing, ms': await timed(() => jsonBytes(keptAverages())),
  });
}

console.table(rows);

// Every cache filled past its budget at once with copies of the values above under new keys (the averages at a national
// dataset's size: 14 measures, 57 states and the nation): what the process's memory grows by, against what they count.
{
  const memory = () => {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, external } = process.memoryUsage();
    return { rss, live: heapUsed + external };
  };
  const before = memory();
  const copies = (name: string): RunPrepared => async <Row>() => structuredClone(answered.get(name)) as Row[];
  const catalogues = createListCatalogue(copies('option_list_catalogue'));
  let entries: readonly CatalogueEntry[] = [];
  for (let level = 0; level < 10; level++) entries = await catalogues.forLevel(`level ${level}`);
  const details = createDetailsCache();
  for (let hospital = 1; hospital <= 10; hospital++) details.details(entries, 'level 9', hospital);
  const template = answered.get('providers_json') as { provider: { id: number } }[];
  const providersRun: RunPrepared = async <Row>(_statement: Prepared<Row>, [ids]: Parameters<RunPrepared>[1]) =>
    String(ids).replace(/[{}]/g, '').split(',').map((id, index) => ({ provider: { ...structuredClone(template[index % template.length]!.provider), id: Number(id) } })) as Row[];
  const catalog = createProviderCatalog(providersRun);
  for (let first = 1; first <= 4_000; first += 500) await catalog.load(Array.from({ length: 500 }, (_, index) => first + index), []);
  const states = ['', ...Array.from({ length: 57 }, (_, index) => `S${index}`)];
  const nationalSize: RunPrepared = async <Row>(statement: Prepared<Row>, params: Parameters<RunPrepared>[1]) =>
    (statement.name === 'provider_quality_visible'
      ? String(params[1]).replace(/[{}]/g, '').split(',').map((id) => ({ providerId: Number(id), dataset: `dataset ${id}`, dataDate: '2026-10-01', measures: {}, state: 'S1' }))
      : states.flatMap((state) => Array.from({ length: 14 }, (_, index) => ({ national: state === '', state: state || null, key: `nursingHomeMeasure${index}`, average: 3.57 + index })))) as Row[];
  const quality = createProviderQuality(nationalSize);
  for (let dataset = 1; dataset <= 30; dataset++) await quality.load([dataset], 'bench');
  const after = memory();
  const counted = catalogues.bytes() + details.bytes() + catalog.bytes() + quality.bytes();
  const budgets = LIST_CATALOGUE_CACHE_BYTES + DETAILS_CACHE_BYTES + PROVIDER_CACHE_BYTES + QUALITY_AVERAGES_CACHE_BYTES;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `Filled: counted ${mb(counted)} of ${mb(budgets)} (list catalogue ${mb(catalogues.bytes())}, details ${mb(details.bytes())}, ` +
      `providers ${mb(catalog.bytes())}, averages ${mb(quality.bytes())}); heap and buffers grew ${mb(after.live - before.live)}, RSS ${mb(after.rss - before.rss)}.`,
  );
}
await database.close();
