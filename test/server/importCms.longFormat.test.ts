import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_DATASETS } from '../../server/cms/datasets';
import { importCms } from '../../server/cms/importCms';
import { openDatabase, type Database } from '../../server/db/client';
import { locations, medicareRatings, providerQuality, providers, providerServices } from '../../server/db/schema';
import { withCell } from '../fixtures/cms/withCell';

/**
 * CMS's long files, one row per provider per measure (hospice, inpatient rehabilitation, long-term
 * care hospitals, and the hospice family caregiver survey), pivoted by CCN. The fixtures have CMS's column layouts
 * (written for the test: two providers each, with a measure code the dataset does not read).
 */
const fixture = (name: string) => readFileSync(join(import.meta.dirname, `../fixtures/cms/${name}.csv`), 'utf8');
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-long-'));
let database: Database;

const ZIPS = [
  { zip: '43207', latitude: 39.9046, longitude: -82.9703 },
  { zip: '43017', latitude: 40.1093, longitude: -83.1146 },
  { zip: '43215', latitude: 39.9671, longitude: -83.0044 },
];

beforeAll(async () => {
  database = await openDatabase({ dataDir });
  await database.migrate();
  await database.db.insert(locations).values(ZIPS.map(({ zip, latitude, longitude }) => ({ type: 'zip' as const, name: zip, searchName: zip, state: 'OH', latitude, longitude })));
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const load = (key: string, text: string, dataDate = '2026-10-01') => importCms(database.db, CMS_DATASETS[key]!, text, { dataDate });
async function providerOf(serviceType: string, ccn: string) {
  const [row] = await database.db
    .select({ id: providers.id, name: providers.name, displayName: providers.displayName, levelOfCare: providers.levelOfCare, latitude: providers.latitude })
    .from(providerServices)
    .innerJoin(providers, eq(providers.id, providerServices.providerId))
    .where(and(eq(providerServices.type, serviceType), eq(providerServices.providerNumber, ccn)));
  return row!;
}
const qualityOf = async (id: number) => (await database.db.select().from(providerQuality).where(eq(providerQuality.providerId, id)))[0];
const providerCount = async () => (await database.db.select({ id: providers.id }).from(providers)).length;

describe.each([
  {
    key: 'hospice',
    serviceType: 'HOSPICE',
    levelOfCare: 'hospice',
    first: { ccn: '361501', name: 'SUNRISE HOSPICE', displayName: 'Sunrise Hospice', measures: { hospiceCareIndex: 9, visitsLastDaysOfLifePercent: 58.2 } },
    second: { ccn: '361502', measures: { hospiceCareIndex: 10, visitsLastDaysOfLifePercent: null } },
    // The first provider's rows are lines 2–4, in the order H_008_01, H_011_01, H_012_00.
    scored: { row: 2, code: 'H_012_00_OBSERVED', value: '8', key: 'hospiceCareIndex', read: 8 },
    nameColumn: 'Facility Name',
  },
  {
    key: 'irf',
    serviceType: 'ACUTE_INPATIENT_REHAB',
    levelOfCare: 'acute_inpatient_rehab',
    first: { ccn: '363026', name: 'OHIO VALLEY REHABILITATION HOSPITAL', displayName: 'Ohio Valley Rehabilitation Hospital', measures: { dischargeToCommunityRate: 68.42, preventableReadmissionRate: 8.91 } },
    second: { ccn: '36T012', measures: { dischargeToCommunityRate: null, preventableReadmissionRate: 9.35 } },
    scored: { row: 1, code: 'I_017_01_PPR_PD_RSRR', value: '7.5', key: 'preventableReadmissionRate', read: 7.5 },
    nameColumn: 'Provider Name',
  },
  {
    key: 'ltch',
    serviceType: 'LTAC',
    levelOfCare: 'ltac',
    first: { ccn: '362012', name: 'CENTRAL OHIO SPECIALTY HOSPITAL', displayName: 'Central Ohio Specialty Hospital', measures: { dischargeToCommunityRate: 28.77, preventableReadmissionRate: 4.12 } },
    second: { ccn: '362015', measures: { dischargeToCommunityRate: 31.5, preventableReadmissionRate: null } },
    scored: { row: 0, code: 'L_018_02_DTC_RS_RATE', value: '30', key: 'dischargeToCommunityRate', read: 30 },
    nameColumn: 'Provider Name',
  },
])('importing the $key file', ({ key, serviceType, levelOfCare, first, second, scored, nameColumn }) => {
  it('adds each provider by its CCN at its ZIP code, with the measures of its rows', async () => {
    expect(await load(key, fixture(key))).toEqual({ added: 2, updated: 0, unchanged: 0, refused: [], dataDate: '2026-10-01' });
    const provider = await providerOf(serviceType, first.ccn);
    expect(provider).toMatchObject({ name: first.name, displayName: first.displayName, levelOfCare, latitude: 39.9046 });
    expect(await qualityOf(provider.id)).toEqual({ providerId: provider.id, dataset: key, dataDate: '2026-10-01', measures: first.measures });
    expect((await qualityOf((await providerOf(serviceType, second.ccn)).id))!.measures).toEqual(second.measures);
    // No star ratings in these files: medicare_ratings is left alone.
    expect(await database.db.select().from(medicareRatings).where(eq(medicareRatings.providerId, provider.id))).toEqual([]);
  });

  it('changes nothing when the same file comes again', async () => {
    expect(await load(key, fixture(key))).toEqual({ added: 0, updated: 0, unchanged: 2, refused: [], dataDate: '2026-10-01' });
  });

  it("updates the provider whose score changed, and never the hospital's own name for it", async () => {
    const { id } = await providerOf(serviceType, first.ccn);
    await database.db.update(providers).set({ displayName: 'Our name', description: 'Our words.' }).where(eq(providers.id, id));
    expect(await load(key, withCell(fixture(key), scored.row, 'Score', scored.value))).toEqual({ added: 0, updated: 1, unchanged: 1, refused: [], dataDate: '2026-10-01' });
    expect((await qualityOf(id))!.measures[scored.key]).toBe(scored.read);
    const [after] = await database.db.select({ displayName: providers.displayName, description: providers.description }).from(providers).where(eq(providers.id, id));
    expect(after).toEqual({ displayName: 'Our name', description: 'Our words.' });
  });

  it('refuses a file without a column read, as a whole', async () => {
    expect((await load(key, fixture(key).replace(`,${nameColumn},`, ',Name,'))).refused).toEqual([
      { line: 1, reason: `The file is not CMS's ${key} layout: it has no column "${nameColumn}".` },
    ]);
  });

  it('refuses a bad score and a measure given twice for one CCN on their own lines, and loads none of the rows', async () => {
    const before = await providerCount();
    const lines = fixture(key).trimEnd().split('\r\n');
    let text = withCell(fixture(key).replaceAll(first.ccn, '369001'), scored.row, 'Score', 'high');
    text = `${text.trimEnd()}\r\n${lines[5]}`;
    const report = await load(key, text);
    expect(report.refused).toEqual([
      { line: scored.row + 2, reason: `Score of ${scored.code} is not a number: "high"` },
      { line: 8, reason: `CCN ${second.ccn} has measure ${lines[5]!.split(',').find((cell) => /^[A-Z]_0/.test(cell))} on line 6 too` },
    ]);
    expect(await providerCount()).toBe(before);
  });

  it('refuses a file where a measure code read is on no row (CMS renamed it), as a whole', async () => {
    const renamed = scored.code.replace(/_0(\d)_/, '_9$1_');
    expect((await load(key, fixture(key).replaceAll(scored.code, renamed))).refused).toEqual([
      { line: 1, reason: `The file is not CMS's ${key} layout: no row has measure code "${scored.code}".` },
    ]);
  });
});

describe('importing the hospice family caregiver survey', () => {
  it('adds its star and measure to the hospices, keeping their measures, and counts the hospices not in the catalogue', async () => {
    expect(await load('hospice-survey', fixture('hospice-survey'), '2026-11-01')).toEqual({ added: 0, updated: 2, unchanged: 0, refused: [], dataDate: '2026-11-01', notInCatalogue: 1 });
    const { id } = await providerOf('HOSPICE', '361501');
    expect(await database.db.select().from(medicareRatings).where(eq(medicareRatings.providerId, id))).toEqual([
      // A provider with no ratings yet gets the survey's date with them.
      { providerId: id, overall: null, quality: null, healthInspection: null, staffing: null, survey: 4, dataDate: '2026-11-01' },
    ]);
    expect(await qualityOf(id)).toEqual({ providerId: id, dataset: 'hospice', dataDate: '2026-10-01', measures: { hospiceCareIndex: 8, visitsLastDaysOfLifePercent: 58.2, wouldRecommendPercent: 86 } });
    expect(await load('hospice-survey', fixture('hospice-survey'), '2026-11-01')).toEqual({ added: 0, updated: 0, unchanged: 2, refused: [], dataDate: '2026-11-01', notInCatalogue: 1 });
    // And the hospice file again keeps the survey's figures.
    expect(await load('hospice', withCell(fixture('hospice'), 2, 'Score', '8'))).toEqual({ added: 0, updated: 0, unchanged: 2, refused: [], dataDate: '2026-10-01' });
    expect((await qualityOf(id))!.measures.wouldRecommendPercent).toBe(86);
  });

  it('refuses a star out of range on its line', async () => {
    expect((await load('hospice-survey', withCell(fixture('hospice-survey'), 3, 'Star Rating', '9'))).refused).toEqual([
      { line: 5, reason: 'Star Rating of SUMMARY_STAR_RATING is not a rating from 1 to 5: "9"' },
    ]);
  });
});
