import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCmsFile } from '../../server/cli/importCms';
import { CMS_DATASETS } from '../../server/cms/datasets';
import { BATCH, importCms, readableName } from '../../server/cms/importCms';
import { openDatabase, type Database } from '../../server/db/client';
import { locations, medicareRatings, providerImages, providerQuality, providers, providerServices } from '../../server/db/schema';

/**
 * CMS's nursing-home "Provider Information" file loaded into the catalogue by CCN, in one
 * transaction, idempotently; a malformed file (a missing column, a bad number, a CCN twice) loads nothing and says
 * why, line by line. The fixture has CMS's column layout (written for the test: three homes).
 */
const FIXTURE = join(import.meta.dirname, '../fixtures/cms/nursing-homes.csv');
const NURSING_HOMES = CMS_DATASETS['nursing-homes']!;
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.migrate();
  // Grove City's ZIP code: the third home has no coordinates in the file.
  await database.db.insert(locations).values({ type: 'zip', name: '43123', searchName: '43123', state: 'OH', latitude: 39.8814, longitude: -83.0929 });
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.unstubAllEnvs());

const fixture = () => readFileSync(FIXTURE, 'utf8');
const load = (text: string) => importCms(database.db, NURSING_HOMES, text);
/** A file with one cell of one row replaced (row 0 is the first home; the fixture unless another text is given). */
function withCell(row: number, column: string, value: string, text = fixture()): string {
  const [header, ...rows] = parse(text) as string[][];
  rows[row]![header!.indexOf(column)] = value;
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return [header!, ...rows].map((cells) => cells.map(quoted).join(',')).join('\r\n');
}
const providerCount = async () => (await database.db.select({ id: providers.id }).from(providers)).length;

describe('importing nursing homes', () => {
  it('adds each home by its CCN, with its ratings, measures and data date', async () => {
    expect(await load(fixture())).toEqual({ added: 3, updated: 0, unchanged: 0, refused: [], dataDate: '2026-10-01' });
    const [maple] = await database.db
      .select({ id: providers.id, name: providers.name, displayName: providers.displayName, city: providers.city, state: providers.state, levelOfCare: providers.levelOfCare, latitude: providers.latitude })
      .from(providers)
      .innerJoin(providerServices, eq(providerServices.providerId, providers.id))
      .where(eq(providerServices.providerNumber, '365001'));
    expect(maple).toMatchObject({
      name: 'MAPLE GROVE HEALTH & REHABILITATION CENTER, LLC',
      displayName: 'Maple Grove Health & Rehabilitation Center, LLC',
      city: 'Columbus',
      state: 'OH',
      levelOfCare: 'skilled_nursing',
      latitude: 39.9112,
    });
    const [ratings] = await database.db.select().from(medicareRatings).where(eq(medicareRatings.providerId, maple!.id));
    expect(ratings).toEqual({ providerId: maple!.id, overall: 4, healthInspection: 3, quality: 5, staffing: 4, survey: null, dataDate: '2026-10-01' });

    const quality = await database.db.select().from(providerQuality);
    const willow = quality.find((row) => row.measures.abuseIcon === true)!;
    expect(willow).toMatchObject({ dataset: 'nursing-homes', dataDate: '2026-10-01' });
    expect(willow.measures).toEqual({
      longStayQualityRating: 2,
      shortStayQualityRating: 3,
      nurseHoursPerResidentDay: 2.91022,
      rnHoursPerResidentDay: 0.30511,
      weekendNurseHoursPerResidentDay: 2.6043,
      nursingStaffTurnover: 67.9,
      rnTurnover: null,
      fines: 3,
      finesTotalDollars: 48750.25,
      penalties: 3,
      substantiatedComplaints: 6,
      abuseIcon: true,
      specialFocusStatus: 'SFF',
      ownershipChanged: true,
    });
    // No coordinates in the file: the ZIP code's centre.
    const [cedar] = await database.db.select({ latitude: providers.latitude, longitude: providers.longitude }).from(providers).where(eq(providers.name, 'CEDAR RIDGE NURSING'));
    expect(cedar).toEqual({ latitude: 39.8814, longitude: -83.0929 });
  });

  it('changes nothing when the same file comes again', async () => {
    expect(await load(fixture())).toEqual({ added: 0, updated: 0, unchanged: 3, refused: [], dataDate: '2026-10-01' });
    expect(await providerCount()).toBe(3);
  });

  it("updates what CMS changed and never the hospital's own data", async () => {
    const [{ id }] = (await database.db.select({ id: providerServices.providerId }).from(providerServices).where(eq(providerServices.providerNumber, '365001'))) as [{ id: number }];
    await database.db.update(providers).set({ displayName: 'Maple Grove (our name)', description: 'Our words.' }).where(eq(providers.id, id));
    await database.db.insert(providerImages).values({ providerId: id, position: 1, image: 'https://example.org/maple.jpg' });

    const text = withCell(0, 'Overall Rating', '5').replaceAll('2026-10-01', '2026-11-01');
    expect(await load(text)).toEqual({ added: 0, updated: 3, unchanged: 0, refused: [], dataDate: '2026-11-01' });
    const [after] = await database.db.select({ displayName: providers.displayName, description: providers.description }).from(providers).where(eq(providers.id, id));
    expect(after).toEqual({ displayName: 'Maple Grove (our name)', description: 'Our words.' });
    expect((await database.db.select().from(providerImages).where(eq(providerImages.providerId, id))).length).toBe(1);
    const [ratings] = await database.db.select({ overall: medicareRatings.overall, dataDate: medicareRatings.dataDate }).from(medicareRatings).where(eq(medicareRatings.providerId, id));
    expect(ratings).toEqual({ overall: 5, dataDate: '2026-11-01' });
  });
});

describe('a malformed file loads nothing and says why', () => {
  it('refuses a file without one of the columns read, as a whole', async () => {
    const text = fixture().replace('Number of Fines', 'Fines');
    expect(await load(text)).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 1, reason: 'The file is not CMS\'s nursing-homes layout: it has no column "Number of Fines".' }],
      dataDate: null,
    });
  });

  it('refuses a bad number, a rating out of range and a CCN given twice, each with its line, and loads none of the rows', async () => {
    const before = await providerCount();
    let text = withCell(0, 'Number of Fines', 'three');
    text = withCell(1, 'Health Inspection Rating', '9', text);
    // The second home again, on line 5.
    text = `${text.trimEnd()}\r\n${fixture().split('\r\n')[2]}`;
    const { refused, added } = await load(text);
    expect(added).toBe(0);
    expect(refused).toEqual([
      { line: 2, reason: 'Number of Fines is not a number: "three"' },
      { line: 3, reason: 'Health Inspection Rating is not a rating from 1 to 5: "9"' },
      { line: 5, reason: 'CCN 365002 is on line 3 too' },
    ]);
    expect(await providerCount()).toBe(before);
  });

  it('refuses a home with no coordinates whose ZIP code is unknown', async () => {
    const { refused } = await load(withCell(2, 'ZIP Code', '99999'));
    expect(refused).toEqual([{ line: 4, reason: 'No location: the file gives no latitude and longitude, and ZIP code 99999 is not known.' }]);
  });
});

describe('npm run import:cms', () => {
  it('reports the counts, and a refused file line by line', async () => {
    await database.close();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    try {
      const lines: string[] = [];
      await importCmsFile(['--dataset', 'nursing-homes', FIXTURE], (line) => lines.push(line));
      expect(lines).toEqual([`${FIXTURE}: 0 added, 3 updated, 0 unchanged, 0 refused (CMS data of 2026-10-01).`]);

      const bad = join(dataDir, 'bad.csv');
      writeFileSync(bad, withCell(1, 'Total Amount of Fines in Dollars', 'lots'));
      const refused: string[] = [];
      const report = await importCmsFile(['--dataset', 'nursing-homes', bad], (line) => refused.push(line));
      expect(report.refused).toHaveLength(1);
      expect(refused).toEqual([`${bad}: nothing loaded, 1 row was refused:`, '  line 3: Total Amount of Fines in Dollars is not a number: "lots"']);

      await expect(importCmsFile(['--dataset', 'hospital', FIXTURE], () => {})).rejects.toThrow('No dataset is called "hospital".');
      await expect(importCmsFile(['--dataset', 'nursing-homes'], () => {})).rejects.toThrow(
        'Usage: npm run import:cms -- --dataset nursing-homes|home-health|home-health-survey|hospice|hospice-survey|irf|ltch|home-health-zips [--data-date YYYY-MM-DD] FILE.csv|--url URL',
      );
      await expect(importCmsFile(['--dataset', 'nursing-homes', '--data-date', '2026-10-01', FIXTURE], () => {})).rejects.toThrow(
        '--data-date is for files without a data date: CMS\'s nursing-homes file gives its own ("Processing Date").',
      );
      await expect(importCmsFile(['--dataset', 'nursing-homes', join(dataDir, 'none.csv')], () => {})).rejects.toThrow(/Cannot read .*none\.csv: no such file\./);

      // --url: the same CSV from CMS's download address (here a local stand-in; the import reads no other server).
      const cms = await serveFile('/provider-data/NH_ProviderInfo_Oct2026.csv', readFileSync(FIXTURE, 'utf8'));
      try {
        const url = `${cms.address}/provider-data/NH_ProviderInfo_Oct2026.csv`;
        const downloaded: string[] = [];
        await importCmsFile(['--dataset', 'nursing-homes', '--url', url], (line) => downloaded.push(line));
        expect(downloaded).toEqual([`${url}: 0 added, 0 updated, 3 unchanged, 0 refused (CMS data of 2026-10-01).`]);
        await expect(importCmsFile(['--dataset', 'nursing-homes', '--url', `${cms.address}/gone.csv`], () => {})).rejects.toThrow(
          `Cannot download ${cms.address}/gone.csv: the server answered 404 Not Found.`,
        );
        await expect(importCmsFile(['--dataset', 'nursing-homes', '--url', 'ftp://example.org/a.csv'], () => {})).rejects.toThrow(
          '--url must be an http or https address: "ftp://example.org/a.csv".',
        );
        // A file and an address at once: which one is meant is not guessed.
        await expect(importCmsFile(['--dataset', 'nursing-homes', '--url', url, FIXTURE], () => {})).rejects.toThrow(/^Usage: /);
      } finally {
        await cms.close();
      }
      const closed = cms.address;
      await expect(importCmsFile(['--dataset', 'nursing-homes', '--url', `${closed}/x.csv`], () => {})).rejects.toThrow(`Cannot download ${closed}/x.csv: ECONNREFUSED.`);
    } finally {
      database = await openDatabase({ dataDir });
    }
  });
});

describe('readableName', () => {
  it.each([
    ['BURNS NURSING HOME, INC.', 'Burns Nursing Home, Inc.'],
    ["ST. MARY'S HEALTH CARE CENTER", "St. Mary's Health Care Center"],
    ['Already Mixed Case Name', 'Already Mixed Case Name'],
    ['SUNRISE OF DUBLIN LLC', 'Sunrise of Dublin LLC'],
    ['THE GARDENS AT WESTLAKE AND REHAB CENTER II', 'The Gardens at Westlake and Rehab Center II'],
    ['HOSPICE OF THE VALLEY', 'Hospice of the Valley'],
    ['CARE AT HOME OF OHIO, PLLC DBA OUR HOME', 'Care at Home of Ohio, PLLC DBA Our Home'],
  ])('%s → %s', (given, shown) => expect(readableName(given)).toBe(shown));
});

/** A local HTTP server answering `text` at `path` and 404 elsewhere: CMS's download address, without the internet. */
async function serveFile(path: string, text: string): Promise<{ address: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url === path) response.writeHead(200, { 'content-type': 'text/csv' }).end(text);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { address: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('what a refusal shows of a cell', () => {
  it('refuses a NUL byte in a cell as that row and column, rather than failing in the database', async () => {
    const before = await providerCount();
    const report = await load(withCell(1, 'Provider Name', 'WILLOW\u0000CREEK MANOR'));
    expect(report.refused).toEqual([{ line: 3, reason: 'Provider Name has a NUL byte: "WILLOW\\u0000CREEK MANOR"' }]);
    expect(await providerCount()).toBe(before);
  });

  it('shows at most 40 characters of the cell, escaped, and never echoes a terminal escape', async () => {
    let text = withCell(0, 'Number of Fines', '\u001b[2J\u001b[31mthree\u001b[0m');
    text = withCell(1, 'State', 'OHIO '.repeat(60), text);
    text = withCell(2, 'Provider Name', `CEDAR RIDGE\u009b31m NURSING${'!'.repeat(50)}`, text);
    text = `${text}\r\n${withCell(2, 'Overall Rating', '"9"\\').split('\r\n')[3]!.replace('365003', '365004')}`;
    const { refused } = await load(text);
    expect(refused).toEqual([
      // A control character (ESC, or the one-byte CSI 0x9B) is never in CMS's data: the cell is refused for it.
      { line: 2, reason: 'Number of Fines has a control character (U+001B): "\\u001b[2J\\u001b[31mthree\\u001b[0m"' },
      { line: 3, reason: `State is not a 2-letter state: "${'OHIO '.repeat(8)}…"` },
      { line: 4, reason: `Provider Name has a control character (U+009B): "CEDAR RIDGE\\u009b31m NURSING${'!'.repeat(17)}…"` },
      // Quotes and backslashes escaped too: the excerpt reads as one string.
      { line: 5, reason: 'Overall Rating is not a number: "\\"9\\"\\\\"' },
    ]);
    for (const { reason } of refused) expect(reason).not.toMatch(/\p{Cc}/u);
  });
});

describe('npm run import:cms and the file encoding', () => {
  /** The fixture with the first home's name in `name`, as bytes of `encoding`. */
  const fixtureNamed = (name: string) => withCell(0, 'Provider Name', name);

  it('reads a Windows-1252 file as Windows-1252, and refuses one that mixes it with UTF-8', async () => {
    await database.close();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    try {
      // "É" is 0xC9 and "’" 0x92 in Windows-1252: neither is UTF-8.
      const windows1252 = join(dataDir, 'windows-1252.csv');
      writeFileSync(windows1252, Buffer.from(fixtureNamed('CAFÉ SAINT MARY\u0092S NURSING'), 'latin1'));
      const lines: string[] = [];
      const report = await importCmsFile(['--dataset', 'nursing-homes', windows1252], (line) => lines.push(line));
      expect(report).toMatchObject({ updated: 1, refused: [] });
      const mixed = join(dataDir, 'mixed.csv');
      writeFileSync(mixed, Buffer.concat([Buffer.from(fixtureNamed('CAFÉ').split('\r\n').slice(0, 2).join('\r\n') + '\r\n', 'utf8'), Buffer.from(fixture().split('\r\n')[2]!.replace('WILLOW', 'WILLÖW'), 'latin1')]));
      const refused = await importCmsFile(['--dataset', 'nursing-homes', mixed], () => {});
      expect(refused.refused).toEqual([{ line: 3, reason: "The file is not UTF-8 throughout: this line is not, though an earlier one is. Save the whole file as UTF-8 and run it again." }]);
    } finally {
      database = await openDatabase({ dataDir });
    }
    const [maple] = await database.db.select({ name: providers.name }).from(providers).innerJoin(providerServices, eq(providerServices.providerId, providers.id)).where(eq(providerServices.providerNumber, '365001'));
    expect(maple!.name).toBe('CAFÉ SAINT MARY’S NURSING');
  });
});

describe('a file of any size', () => {
  /** Nursing homes in CMS's layout, the fixture's first home with CCNs from `firstCcn` on, as a file's 64 KB chunks; `read` counts its bytes given. */
  function nursingHomes(count: number, firstCcn: number, lastRow = (row: string[]) => row) {
    const [header, template] = parse(fixture()) as string[][];
    const at = (name: string) => header!.indexOf(name);
    const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
    const file = { bytes: 0, read: 0 };
    const line = (index: number) => {
      const row = [...template!];
      row[at('CMS Certification Number (CCN)')] = String(firstCcn + index);
      row[at('Provider Name')] = `STREAMED NURSING HOME ${index}`;
      return (index === count - 1 ? lastRow(row) : row).map(quoted).join(',');
    };
    file.bytes = Buffer.byteLength(`${header!.map(quoted).join(',')}\r\n`) + Array.from({ length: count }, (_, index) => Buffer.byteLength(`${line(index)}\r\n`)).reduce((a, b) => a + b, 0);
    async function* chunks() {
      let chunk = `${header!.map(quoted).join(',')}\r\n`;
      for (let index = 0; index < count; index++) {
        chunk += `${line(index)}\r\n`;
        if (chunk.length < 65_536 && index < count - 1) continue;
        const bytes = Buffer.from(chunk);
        file.read += bytes.length;
        chunk = '';
        yield bytes;
      }
    }
    return { file, chunks };
  }

  it('reads and writes 20,000 homes a batch at a time, as the file streams, holding a batch and never the file', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const { file, chunks } = nursingHomes(20_000, 500_000);
    const before = await providerCount();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const batches: { records: number; fileRead: number; heapGrowth: number }[] = [];
    const report = await importCms(database.db, NURSING_HOMES, chunks(), {
      onProgress: (records) => {
        if (records === 10 * BATCH) gc();
        batches.push({ records, fileRead: file.read, heapGrowth: process.memoryUsage().heapUsed - heapBefore });
      },
    });
    expect(report).toEqual({ added: 20_000, updated: 0, unchanged: 0, refused: [], dataDate: '2026-10-01' });
    expect(await providerCount()).toBe(before + 20_000);
    // Batches of BATCH rows, each written as the file streams by: the first before a quarter of the file was read.
    expect(batches.map((batch) => batch.records)).toEqual(Array.from({ length: 20_000 / BATCH }, (_, index) => (index + 1) * BATCH));
    expect(batches[0]!.fileRead).toBeLessThan(file.bytes / 4);
    // Halfway, what the import holds (the heap once collected) is a small part of the file (7.8 MB), not all of it.
    expect(batches[9]!.heapGrowth).toBeLessThan(file.bytes / 2);
  });

  it('loads nothing of a file whose last row repeats its first CCN, however many batches were written before', async () => {
    const before = await providerCount();
    const { chunks } = nursingHomes(5_000, 600_000, (row) => row.with(0, '600000'));
    expect(await importCms(database.db, NURSING_HOMES, chunks())).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 5_001, reason: 'CCN 600000 is on line 2 too' }],
      dataDate: '2026-10-01',
    });
    expect(await providerCount()).toBe(before);
  });
});
