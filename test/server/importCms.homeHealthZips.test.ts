import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCmsFile } from '../../server/cli/importCms';
import { CMS_DATASETS, ZIP_DATASETS } from '../../server/cms/datasets';
import { importCms } from '../../server/cms/importCms';
import { importZips } from '../../server/cms/importZips';
import { readZipFile } from '../../server/cms/readZipFile';
import { openDatabase, type Database } from '../../server/db/client';
import { locations, providers, providerServices, providerZipCodes } from '../../server/db/schema';
import { withCell } from '../fixtures/cms/withCell';

/**
 * CMS's "Home Health Care - Zip Codes" file (HH_Zip_MonYYYY.csv), one row per agency per ZIP code served.
 * It only adds to agencies the home-health file brought, found by CCN, replacing each one's ZIP codes with the
 * file's; CMS's other agencies are counted. The fixture has CMS's columns (written for the test: the three agencies
 * of home-health.csv, and one agency CMS has that we do not).
 */
const AGENCIES = join(import.meta.dirname, '../fixtures/cms/home-health.csv');
const ZIPS_FILE = join(import.meta.dirname, '../fixtures/cms/home-health-zips.csv');
const HOME_HEALTH = CMS_DATASETS['home-health']!;
const HOME_HEALTH_ZIPS = ZIP_DATASETS['home-health-zips']!;
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-hh-zips-'));
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.migrate();
  // The agencies' own ZIP codes, for the home-health file: it gives no coordinates.
  await database.db.insert(locations).values(
    [
      { zip: '43207', latitude: 39.9046, longitude: -82.9703 },
      { zip: '43017', latitude: 40.1093, longitude: -83.1146 },
      { zip: '43229', latitude: 40.0839, longitude: -82.9726 },
    ].map(({ zip, latitude, longitude }) => ({ type: 'zip' as const, name: zip, searchName: zip, state: 'OH', latitude, longitude })),
  );
  expect((await importCms(database.db, HOME_HEALTH, readFileSync(AGENCIES, 'utf8'), { dataDate: '2026-10-01' })).added).toBe(3);
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => vi.unstubAllEnvs());

const zipsFile = () => readFileSync(ZIPS_FILE, 'utf8');
const load = (text: string) => importZips(database.db, HOME_HEALTH_ZIPS, readZipFile(HOME_HEALTH_ZIPS, text));
async function idOf(ccn: string): Promise<number> {
  const [row] = await database.db.select({ id: providerServices.providerId }).from(providerServices).where(eq(providerServices.providerNumber, ccn));
  return row!.id;
}
const zipsOf = async (ccn: string) =>
  (await database.db.select({ zip: providerZipCodes.zip }).from(providerZipCodes).where(eq(providerZipCodes.providerId, await idOf(ccn))).orderBy(asc(providerZipCodes.zip))).map(
    (row) => row.zip,
  );
const allZips = async () => database.db.select().from(providerZipCodes).orderBy(asc(providerZipCodes.providerId), asc(providerZipCodes.zip));

describe('importing the ZIP codes home health agencies serve', () => {
  it("gives each agency of the catalogue the file's ZIP codes, and counts CMS's other agencies", async () => {
    expect(await load(zipsFile())).toEqual({ added: 3, updated: 0, unchanged: 0, refused: [], dataDate: null, notInCatalogue: 1, zipCodes: 7 });
    expect(await zipsOf('367001')).toEqual(['43206', '43207', '43215']);
    expect(await zipsOf('367002')).toEqual(['43016', '43017']);
    expect(await zipsOf('367003')).toEqual(['43215', '43229']);
    // No provider is added for CMS's agency that the catalogue does not have.
    expect((await database.db.select({ id: providers.id }).from(providers)).length).toBe(3);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await allZips();
    expect(await load(zipsFile())).toEqual({ added: 0, updated: 0, unchanged: 3, refused: [], dataDate: null, notInCatalogue: 1, zipCodes: 0 });
    expect(await allZips()).toEqual(before);
  });

  it("replaces an agency's ZIP codes with a later file's, and leaves agencies the file does not name alone", async () => {
    // Buckeye stops serving 43206 and starts serving 43211; Olentangy is not in this file at all.
    let text = withCell(zipsFile(), 0, 'ZIP Code', '43211');
    text = text.split('\r\n').filter((line) => !line.includes(',367003,')).join('\r\n');
    expect(await load(text)).toEqual({ added: 0, updated: 1, unchanged: 1, refused: [], dataDate: null, notInCatalogue: 1, zipCodes: 3 });
    expect(await zipsOf('367001')).toEqual(['43207', '43211', '43215']);
    expect(await zipsOf('367002')).toEqual(['43016', '43017']);
    expect(await zipsOf('367003')).toEqual(['43215', '43229']);
  });

  it('reads " ZIP Code" (a header some releases write with a space), ZIP+4, lost leading zeros and a row given twice', async () => {
    const text = ['State,CMS Certification Number (CCN), ZIP Code', 'OH,367002,43016', 'OH,367002,43017-1234', 'OH,367002,501', 'OH,367002,43016'].join('\r\n');
    expect(readZipFile(HOME_HEALTH_ZIPS, text)).toEqual({ providers: new Map([['367002', { line: 2, zips: ['00501', '43016', '43017'] }]]), rows: 4, refusals: [] });
    expect(await load(text)).toMatchObject({ added: 0, updated: 1, unchanged: 0, refused: [] });
    expect(await zipsOf('367002')).toEqual(['00501', '43016', '43017']);
  });

  it('goes away with its agency', async () => {
    const id = await idOf('367002');
    await database.db.delete(providers).where(eq(providers.id, id));
    expect(await database.db.select().from(providerZipCodes).where(eq(providerZipCodes.providerId, id))).toEqual([]);
  });
});

describe('a malformed ZIP-code file loads nothing and says why', () => {
  it('refuses a file without one of the columns read, as a whole', async () => {
    const before = await allZips();
    expect(await load(zipsFile().replace('ZIP Code', 'Zip'))).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 1, reason: 'The file is not CMS\'s home-health-zips layout: it has no column "ZIP Code".' }],
      dataDate: null,
      notInCatalogue: 0,
      zipCodes: 0,
    });
    expect(await allZips()).toEqual(before);
  });

  it('refuses bad ZIP codes and a bad CCN, each with its line, and loads none of the rows', async () => {
    const before = await allZips();
    let text = withCell(zipsFile(), 0, 'ZIP Code', 'OHIO');
    text = withCell(text, 2, 'ZIP Code', '');
    text = withCell(text, 3, 'ZIP Code', '432150');
    text = withCell(text, 5, 'CMS Certification Number (CCN)', '36-7003');
    // The good rows of the file would change Buckeye's ZIP codes; none of them is loaded.
    text = `${text}\r\nOH,367001,43230`;
    const report = await load(text);
    expect(report.refused).toEqual([
      { line: 2, reason: 'ZIP Code is not a ZIP code: "OHIO"' },
      { line: 4, reason: 'ZIP Code is not a ZIP code: ""' },
      { line: 5, reason: 'ZIP Code is not a ZIP code: "432150"' },
      { line: 7, reason: 'CMS Certification Number (CCN) is not a 6-character CMS Certification Number: "36-7003"' },
    ]);
    expect(report.added + report.updated).toBe(0);
    expect(await allZips()).toEqual(before);
  });
});

describe('npm run import:cms for the ZIP codes', () => {
  it('needs no data date, says that its counts are of agencies, and prints refusals by line', async () => {
    await database.close();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    try {
      const lines: string[] = [];
      await importCmsFile(['--dataset', 'home-health-zips', ZIPS_FILE], (line) => lines.push(line));
      expect(lines).toEqual([
        // Scioto (367002) was deleted above: CMS has it, the catalogue no longer does.
        `${ZIPS_FILE}: 0 added, 1 updated, 1 unchanged, 2 not in the catalogue, 0 refused (CMS data of no date).`,
        '  The counts are of agencies; 3 ZIP codes served were written.',
      ]);
      const dated: string[] = [];
      await importCmsFile(['--dataset', 'home-health-zips', '--data-date', '2026-10-01', ZIPS_FILE], (line) => dated.push(line));
      expect(dated[0]).toBe(`${ZIPS_FILE}: 0 added, 0 updated, 2 unchanged, 2 not in the catalogue, 0 refused (CMS data of 2026-10-01).`);
      await expect(importCmsFile(['--dataset', 'home-health-zips', '--data-date', '2026-02-30', ZIPS_FILE], () => {})).rejects.toThrow('--data-date is not a date: "2026-02-30".');

      const bad = join(dataDir, 'bad-zips.csv');
      writeFileSync(bad, withCell(zipsFile(), 1, 'ZIP Code', 'N/A'));
      const refused: string[] = [];
      const report = await importCmsFile(['--dataset', 'home-health-zips', bad], (line) => refused.push(line));
      expect(report.refused.length).toBe(1);
      expect(refused).toEqual([`${bad}: nothing loaded, 1 row was refused:`, '  line 3: ZIP Code is not a ZIP code: "N/A"']);
    } finally {
      database = await openDatabase({ dataDir });
    }
  });
});
