import { describe, expect, it } from 'vitest';
import type { Param, Prepared, RunPrepared } from '../../server/db/prepared';
import { createDetailsCache, createListCatalogue, DETAILS_CACHE_BYTES, LIST_CATALOGUE_CACHE_MS, type CatalogueEntry } from '../../server/domain/optionListBuilder';
import { createProviderQuality, QUALITY_AVERAGES_CACHE_MS } from '../../server/domain/providerQuality';
import { createProviderCatalog, PROVIDER_CACHE_MS } from '../../server/domain/providers';

/**
 * The server's in-memory caches are bounded by bytes (lru-cache), the least recently used going
 * first, and keep their freshness as before. Each cache runs over a counting stand-in for the database, so an entry
 * evicted shows as the database asked again. The budgets below are set so that two entries fit and three do not,
 * with room around byteCache.ts's estimates (a character of JSON 2.5 bytes, a details body 1.4 of its bytes).
 */

/** A stand-in for the database: answers statements by name, and counts what each was asked with. */
function countingDatabase(answer: (name: string, params: Param[]) => unknown[] | Promise<unknown[]>) {
  const asked: [string, Param[]][] = [];
  const run: RunPrepared = async <Row>(statement: Prepared<Row>, params: Param[]) => {
    asked.push([statement.name, params]);
    return (await answer(statement.name, params)) as Row[];
  };
  const times = (name: string, first?: Param) => asked.filter(([statement, params]) => statement === name && (first === undefined || params[0] === first)).length;
  return { run, times };
}

const clock = (start: number) => {
  const state = { at: start };
  return { now: () => state.at, set: (at: number) => (state.at = at) };
};

describe('the list catalogue (kept catalogues of a level)', () => {
  /** 100 providers of ~1,150 characters of JSON each: a level counts about 290 KB. */
  const catalogueRows = (level: string) =>
    Array.from({ length: 100 }, (_, index) => ({
      id: index + 1,
      name: `${level} ${'n'.repeat(1_000)} ${index}`,
      city: 'Columbus',
      state: 'OH',
      latitude: 39.96,
      longitude: -83,
      ratings: null,
      preferredBy: [],
      affiliations: [],
      hasZipCodes: false,
    }));
  const database = () => countingDatabase((name, [level]) => (name === 'option_list_catalogue' ? catalogueRows(String(level)) : []));

  it('keeps levels within its byte budget, reading again the least recently used', async () => {
    const { run, times } = database();
    const maxBytes = 650_000;
    const catalogue = createListCatalogue(run, { maxBytes });
    await catalogue.forLevel('a');
    await catalogue.forLevel('b');
    await catalogue.forLevel('a');
    await catalogue.forLevel('c');
    expect([times('option_list_catalogue', 'a'), times('option_list_catalogue', 'b'), times('option_list_catalogue', 'c')]).toEqual([1, 1, 1]);
    // b was the least recently used when c came: it went, a stayed.
    await catalogue.forLevel('a');
    expect(times('option_list_catalogue', 'a')).toBe(1);
    await catalogue.forLevel('b');
    expect(times('option_list_catalogue', 'b')).toBe(2);
    expect(catalogue.bytes()).toBeGreaterThan(0);
    expect(catalogue.bytes()).toBeLessThanOrEqual(maxBytes);
  });

  it('keeps no level bigger than its whole budget (any text a staff member sends is a level)', async () => {
    const { run, times } = database();
    const catalogue = createListCatalogue(run, { maxBytes: 100_000 });
    expect(await catalogue.forLevel('a')).toHaveLength(100);
    await catalogue.forLevel('a');
    expect(times('option_list_catalogue', 'a')).toBe(2);
    expect(catalogue.bytes()).toBe(0);
  });

  it('keeps a level for LIST_CATALOGUE_CACHE_MS on the injected clock, not at its end; `fresh` reads it afresh', async () => {
    const { run, times } = database();
    // From 0: lru-cache takes an entry set at time 0 for one that never expires; the catalogue's own `until` does not.
    const time = clock(0);
    const catalogue = createListCatalogue(run, { now: time.now });
    const first = await catalogue.forLevel('a');
    time.set(LIST_CATALOGUE_CACHE_MS - 1);
    expect(await catalogue.forLevel('a')).toBe(first);
    time.set(LIST_CATALOGUE_CACHE_MS);
    const second = await catalogue.forLevel('a');
    expect(second).not.toBe(first);
    expect(times('option_list_catalogue', 'a')).toBe(2);

    const fresh = await catalogue.forLevel('a', { fresh: true });
    expect(times('option_list_catalogue', 'a')).toBe(3);
    // What a fresh read found is kept, for a minute from then.
    time.set(2 * LIST_CATALOGUE_CACHE_MS - 1);
    expect(await catalogue.forLevel('a')).toBe(fresh);
    expect(times('option_list_catalogue', 'a')).toBe(3);
  });
});

describe('the kept candidate details (a level for a hospital)', () => {
  // Told apart by `===`: a failing `not.toBe` is cheap, a passing one compares the two megabyte bodies byte by byte.
  const entries = (count: number, nameLength = 30): CatalogueEntry[] =>
    Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `Provider ${'x'.repeat(nameLength)} ${index}`,
      city: 'Columbus',
      state: 'OH',
      latitude: 39.96 + index / 10_000,
      longitude: -83,
      overallRating: (index % 5) + 1,
      preferredBy: index % 3 === 0 ? [1] : [],
      affiliations: [],
      hasZipCodes: false,
    }));

  it('keeps details within its byte budget, making again the least recently used', () => {
    // 100 providers of ~1,100 bytes: a body of ~110 KB, counted ~155 KB.
    const catalogue = entries(100, 1_000);
    const details = createDetailsCache({ maxBytes: 400_000 });
    const first = details.details(catalogue, 'skilled_nursing', 1);
    const second = details.details(catalogue, 'skilled_nursing', 2);
    expect(details.details(catalogue, 'skilled_nursing', 1)).toBe(first);
    details.details(catalogue, 'skilled_nursing', 3);
    // Hospital 2's were the least recently used when hospital 3's came: made again, with the same body and ETag.
    expect(details.details(catalogue, 'skilled_nursing', 1)).toBe(first);
    const again = details.details(catalogue, 'skilled_nursing', 2);
    expect(again === second).toBe(false);
    expect(again.etag).toBe(second.etag);
    expect(details.bytes()).toBeLessThanOrEqual(400_000);
  });

  it('stays within DETAILS_CACHE_BYTES with megabyte details for many hospitals (no cap on their count)', () => {
    // 5,000 providers: about a megabyte each, as the benchmark's skilled nursing.
    const catalogue = entries(5_000);
    const details = createDetailsCache();
    const firstHospital = details.details(catalogue, 'skilled_nursing', 1);
    expect(firstHospital.body.length).toBeGreaterThan(800_000);
    for (let hospital = 2; hospital <= 24; hospital++) details.details(catalogue, 'skilled_nursing', hospital);
    expect(details.bytes()).toBeLessThanOrEqual(DETAILS_CACHE_BYTES);
    expect(details.details(catalogue, 'skilled_nursing', 24)).toBe(details.details(catalogue, 'skilled_nursing', 24));
    expect(details.details(catalogue, 'skilled_nursing', 1) === firstHospital).toBe(false);
  });

  it('makes details again for another catalogue (the one kept was replaced), not for the same one', () => {
    const catalogue = entries(10);
    const details = createDetailsCache();
    const kept = details.details(catalogue, 'hospice', 1);
    expect(details.details(catalogue, 'hospice', 1)).toBe(kept);
    const replaced = details.details([...catalogue], 'hospice', 1);
    expect(replaced === kept).toBe(false);
    expect(replaced.etag).toBe(kept.etag);
  });
});

describe('the kept providers (by id)', () => {
  /** A provider of ~2,300 characters of JSON: counted 4.6–7 KB. */
  const provider = (id: number) => ({
    id,
    name: `Provider ${id}`,
    displayName: `Provider ${id}`,
    city: 'Columbus',
    state: 'OH',
    latitude: 39.96,
    longitude: -83,
    description: 'd'.repeat(2_000),
    profileImage: null,
    preferredBy: [],
    affiliations: [],
    providerServices: [],
    images: [],
    subscription: null,
    videos: [],
    medicareRatings: null,
    nonMedicalServices: [],
    languages: [],
  });
  const database = () =>
    countingDatabase((name, [ids]) =>
      name === 'providers_json'
        ? String(ids)
            .replace(/[{}]/g, '')
            .split(',')
            .map((id) => ({ provider: provider(Number(id)) }))
        : [],
    );
  const readIds = (asked: ReturnType<typeof database>) => asked.times('providers_json');

  it('keeps providers within its byte budget, reading again the least recently used', async () => {
    const db = database();
    const maxBytes = 50_000;
    const catalog = createProviderCatalog(db.run, { maxBytes });
    const ids = Array.from({ length: 20 }, (_, index) => index + 1);
    expect((await catalog.load(ids, [])).map((answer) => answer.id)).toEqual(ids);
    expect(readIds(db)).toBe(1);
    // The last ones read are kept; the first went to make room.
    await catalog.load([20], []);
    expect(readIds(db)).toBe(1);
    await catalog.load([1], []);
    expect(readIds(db)).toBe(2);
    expect(catalog.bytes()).toBeLessThanOrEqual(maxBytes);
  });

  it('keeps a provider for PROVIDER_CACHE_MS on the injected clock, not at its end', async () => {
    const db = database();
    const time = clock(1_000_000);
    const catalog = createProviderCatalog(db.run, { now: time.now });
    await catalog.load([7], []);
    time.set(1_000_000 + PROVIDER_CACHE_MS - 1);
    await catalog.load([7], []);
    expect(readIds(db)).toBe(1);
    time.set(1_000_000 + PROVIDER_CACHE_MS);
    await catalog.load([7], []);
    expect(readIds(db)).toBe(2);
  });
});

describe('the kept quality averages (by dataset)', () => {
  const STATES = Array.from({ length: 50 }, (_, index) => `S${index}`);
  /** A dataset's averages: 20 measures for 50 states and the nation, ~30 KB of JSON, counted 60–90 KB. */
  const averageRows = (measures = 20, states = STATES) =>
    [null, ...states].flatMap((state) =>
      Array.from({ length: measures }, (_, index) => ({ national: state === null, state, key: `measureNumber${index}OfTheDataset`, average: 3.25 })),
    );
  /** Provider `id` is in dataset `ds<id>`. */
  const visibleRow = (id: number) => ({ providerId: id, dataset: `ds${id}`, dataDate: '2026-10-01', measures: {}, state: 'S1' });
  const database = (averages: (dataset: string) => unknown[] | Promise<unknown[]> = () => averageRows()) =>
    countingDatabase((name, params) => {
      if (name === 'provider_quality_visible') return String(params[1]).replace(/[{}]/g, '').split(',').map((id) => visibleRow(Number(id)));
      if (name === 'provider_quality_averages') return averages(String(params[0]));
      return [];
    });
  const scans = (db: ReturnType<typeof database>, dataset: string) => db.times('provider_quality_averages', dataset);

  it('keeps datasets within its byte budget, computing again the least recently used', async () => {
    const db = database();
    const maxBytes = 200_000;
    const quality = createProviderQuality(db.run, { maxBytes });
    for (const id of [1, 2, 1, 3]) await quality.load([id], 'session');
    expect([scans(db, 'ds1'), scans(db, 'ds2'), scans(db, 'ds3')]).toEqual([1, 1, 1]);
    await quality.load([1], 'session');
    expect(scans(db, 'ds1')).toBe(1);
    await quality.load([2], 'session');
    expect(scans(db, 'ds2')).toBe(2);
    expect(quality.bytes()).toBeLessThanOrEqual(maxBytes);
  });

  it('counts averages being computed at an estimate, and at their own size once known', async () => {
    let resolve!: (rows: unknown[]) => void;
    const db = database(() => new Promise((done) => (resolve = done)));
    const quality = createProviderQuality(db.run);
    const loading = quality.load([1], 'session');
    await Promise.resolve();
    await new Promise((done) => setImmediate(done));
    const pending = quality.bytes();
    expect(pending).toBeGreaterThanOrEqual(64 * 1024);
    resolve(averageRows(1, ['S1']));
    const [answer] = await loading;
    expect(answer!.stateAverages).toEqual({ measureNumber0OfTheDataset: 3.25 });
    expect(quality.bytes()).toBeLessThan(1_000);
  });

  it('lets callers wait for one scan, forgets a failed one, and keeps the newer scan when an older one fails', async () => {
    const waiting: { resolve: (rows: unknown[]) => void; reject: (error: Error) => void }[] = [];
    const db = database(() => new Promise((resolve, reject) => waiting.push({ resolve, reject })));
    const time = clock(1_000_000);
    const quality = createProviderQuality(db.run, { now: time.now });
    const settle = () => new Promise((done) => setImmediate(done));

    // Two callers at once: one scan.
    const both = [quality.load([1], 'session'), quality.load([1], 'session')];
    await settle();
    expect(scans(db, 'ds1')).toBe(1);
    waiting[0]!.resolve(averageRows(1));
    await Promise.all(both);

    // Expired (at its `until`, not a millisecond after): a new scan, which fails and is forgotten.
    time.set(1_000_000 + QUALITY_AVERAGES_CACHE_MS - 1);
    await quality.load([1], 'session');
    expect(scans(db, 'ds1')).toBe(1);
    time.set(1_000_000 + QUALITY_AVERAGES_CACHE_MS);
    const failing = quality.load([1], 'session');
    await settle();
    expect(scans(db, 'ds1')).toBe(2);
    waiting[1]!.reject(new Error('database away'));
    await expect(failing).rejects.toThrow('database away');
    const retried = quality.load([1], 'session');
    await settle();
    expect(scans(db, 'ds1')).toBe(3);

    // That scan is slow; once it has expired, another starts, and the slow one failing then leaves the newer one kept.
    time.set(1_000_000 + 2 * QUALITY_AVERAGES_CACHE_MS);
    const newer = quality.load([1], 'session');
    await settle();
    expect(scans(db, 'ds1')).toBe(4);
    waiting[2]!.reject(new Error('slow scan failed'));
    await expect(retried).rejects.toThrow('slow scan failed');
    waiting[3]!.resolve(averageRows(1));
    await newer;
    await quality.load([1], 'session');
    expect(scans(db, 'ds1')).toBe(4);
  });
});
