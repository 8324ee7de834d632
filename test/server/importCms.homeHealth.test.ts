import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importCmsFile } from '../../server/cli/importCms';
import { CMS_DATASETS } from '../../server/cms/datasets';
import { importCms } from '../../server/cms/importCms';
import { openDatabase, type Database } from '../../server/db/client';
import { locations, medicareRatings, providerImages, providerQuality, providers, providerServices } from '../../server/db/schema';
import { withCell } from '../fixtures/cms/withCell';

/**
 * CMS's home health files. The agencies file (HH_Provider_MonYYYY.csv) adds and updates agencies by
 * CCN; the patient survey (HHCAHPS_Provider_MonYYYY.csv) only adds its star and measure to agencies already there,
 * and neither wipes the other's figures. Neither file has a data date: it is given. The fixtures have CMS's column
 * layout (written for the test: three agencies, and a survey of those and one agency CMS has that we do not).
 */
const AGENCIES = join(import.meta.dirname, '../fixtures/cms/home-health.csv');
const SURVEY = join(import.meta.dirname, '../fixtures/cms/home-health-survey.csv');
const HOME_HEALTH = CMS_DATASETS['home-health']!;
const HOME_HEALTH_SURVEY = CMS_DATASETS['home-health-survey']!;
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-hh-'));
let database: Database;

// The fixtures' ZIP codes, as the gazetteer (the zipcodes package) places them: the file gives no coordinates.
const ZIPS = [
  { zip: '43207', latitude: 39.9046, longitude: -82.9703 },
  { zip: '43017', latitude: 40.1093, longitude: -83.1146 },
  { zip: '43229', latitude: 40.0839, longitude: -82.9726 },
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
afterEach(() => vi.unstubAllEnvs());

const agencies = () => readFileSync(AGENCIES, 'utf8');
const survey = () => readFileSync(SURVEY, 'utf8');
/** `dataDate` null: none given. */
const load = (text: string, dataDate: string | null = '2026-10-01', dataset = HOME_HEALTH) => importCms(database.db, dataset, text, { dataDate: dataDate ?? undefined });
const loadSurvey = (text: string, dataDate = '2026-11-01') => load(text, dataDate, HOME_HEALTH_SURVEY);
const providerCount = async () => (await database.db.select({ id: providers.id }).from(providers)).length;
async function idOf(ccn: string): Promise<number> {
  const [row] = await database.db.select({ id: providerServices.providerId }).from(providerServices).where(eq(providerServices.providerNumber, ccn));
  return row!.id;
}
const ratingsOf = async (id: number) => (await database.db.select().from(medicareRatings).where(eq(medicareRatings.providerId, id)))[0];
const qualityOf = async (id: number) => (await database.db.select().from(providerQuality).where(eq(providerQuality.providerId, id)))[0];

const BUCKEYE_MEASURES = {
  offersNursing: true,
  offersPhysicalTherapy: true,
  offersOccupationalTherapy: true,
  offersSpeechPathology: true,
  offersMedicalSocialServices: true,
  offersHomeHealthAide: true,
  timelyCarePercent: 96.1,
  walkingImprovedPercent: 83.4,
  preventableHospitalizationRate: 11.82,
  dischargeToCommunityRate: 81.25,
  preventableReadmissionRate: 3.91,
};

describe('importing home health agencies', () => {
  it('adds each agency by its CCN at its ZIP code, with its quality rating and measures', async () => {
    expect(await load(agencies())).toEqual({ added: 3, updated: 0, unchanged: 0, refused: [], dataDate: '2026-10-01' });
    const id = await idOf('367001');
    const [buckeye] = await database.db
      .select({ name: providers.name, displayName: providers.displayName, city: providers.city, state: providers.state, levelOfCare: providers.levelOfCare, latitude: providers.latitude, longitude: providers.longitude })
      .from(providers)
      .where(eq(providers.id, id));
    expect(buckeye).toEqual({
      name: 'BUCKEYE VISITING NURSES, LLC',
      displayName: 'Buckeye Visiting Nurses, LLC',
      city: 'Columbus',
      state: 'OH',
      levelOfCare: 'home_healthcare',
      latitude: 39.9046,
      longitude: -82.9703,
    });
    expect(await database.db.select({ type: providerServices.type }).from(providerServices).where(eq(providerServices.providerId, id))).toEqual([{ type: 'HOME_HEALTHCARE' }]);
    // The quality of patient care rating is home health's overall rating: levelsOfCare reads it as quality.
    expect(await ratingsOf(id)).toEqual({ providerId: id, overall: 4.5, quality: 4.5, healthInspection: null, staffing: null, survey: null, dataDate: '2026-10-01' });
    expect(await qualityOf(id)).toEqual({ providerId: id, dataset: 'home-health', dataDate: '2026-10-01', measures: BUCKEYE_MEASURES });

    // CMS's "-": not reported.
    const olentangy = await idOf('367003');
    expect(await ratingsOf(olentangy)).toMatchObject({ overall: null, quality: null });
    expect((await qualityOf(olentangy))!.measures).toMatchObject({ offersNursing: true, offersPhysicalTherapy: false, walkingImprovedPercent: null, preventableHospitalizationRate: null });
  });

  it('changes nothing when the same file comes again', async () => {
    expect(await load(agencies())).toEqual({ added: 0, updated: 0, unchanged: 3, refused: [], dataDate: '2026-10-01' });
    expect(await providerCount()).toBe(3);
  });
});

describe('importing the home health patient survey', () => {
  it("adds its star and measure to the agencies, keeping their quality figures and data date, and counts CMS's other agencies", async () => {
    expect(await loadSurvey(survey())).toEqual({ added: 0, updated: 3, unchanged: 0, refused: [], dataDate: '2026-11-01', notInCatalogue: 1 });
    expect(await providerCount()).toBe(3);
    const id = await idOf('367001');
    expect(await ratingsOf(id)).toEqual({ providerId: id, overall: 4.5, quality: 4.5, healthInspection: null, staffing: null, survey: 5, dataDate: '2026-10-01' });
    expect(await qualityOf(id)).toEqual({ providerId: id, dataset: 'home-health', dataDate: '2026-10-01', measures: { ...BUCKEYE_MEASURES, wouldRecommendPercent: 84 } });
    // "Not Available": not reported.
    expect((await qualityOf(await idOf('367003')))!.measures.wouldRecommendPercent).toBeNull();
  });

  it('changes nothing when the same survey comes again', async () => {
    expect(await loadSurvey(survey())).toEqual({ added: 0, updated: 0, unchanged: 3, refused: [], dataDate: '2026-11-01', notInCatalogue: 1 });
  });

  it("is not wiped by the agencies file, which updates only CMS's fields and never the hospital's own", async () => {
    expect(await load(agencies())).toEqual({ added: 0, updated: 0, unchanged: 3, refused: [], dataDate: '2026-10-01' });

    const id = await idOf('367001');
    await database.db.update(providers).set({ displayName: 'Buckeye (our name)', description: 'Our words.' }).where(eq(providers.id, id));
    await database.db.insert(providerImages).values({ providerId: id, position: 1, image: 'https://example.org/buckeye.jpg' });
    const text = withCell(withCell(agencies(), 0, 'Quality of patient care star rating', '5'), 0, 'Provider Name', 'BUCKEYE HOME HEALTH, LLC');
    expect(await load(text, '2026-11-01')).toEqual({ added: 0, updated: 3, unchanged: 0, refused: [], dataDate: '2026-11-01' });

    const [after] = await database.db.select({ name: providers.name, displayName: providers.displayName, description: providers.description }).from(providers).where(eq(providers.id, id));
    expect(after).toEqual({ name: 'BUCKEYE HOME HEALTH, LLC', displayName: 'Buckeye (our name)', description: 'Our words.' });
    expect((await database.db.select().from(providerImages).where(eq(providerImages.providerId, id))).length).toBe(1);
    expect(await ratingsOf(id)).toEqual({ providerId: id, overall: 5, quality: 5, healthInspection: null, staffing: null, survey: 5, dataDate: '2026-11-01' });
    expect(await qualityOf(id)).toEqual({ providerId: id, dataset: 'home-health', dataDate: '2026-11-01', measures: { ...BUCKEYE_MEASURES, wouldRecommendPercent: 84 } });
  });
});

describe('a malformed home health file loads nothing and says why', () => {
  it('refuses a file without one of the columns read, as a whole', async () => {
    expect(await load(agencies().replace('PPH Risk-Standardized Rate,', 'PPH Rate,'))).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 1, reason: 'The file is not CMS\'s home-health layout: it has no column "PPH Risk-Standardized Rate".' }],
      dataDate: null,
    });
  });

  it('refuses a bad number, a bad flag, a rating out of range and a CCN given twice, each with its line, and loads none of the rows', async () => {
    const before = await providerCount();
    let text = withCell(agencies(), 0, 'How often patients got better at walking or moving around', 'most');
    text = withCell(text, 1, 'Offers Speech Pathology Services', 'Sometimes');
    text = withCell(text, 2, 'Quality of patient care star rating', '6');
    text = withCell(text, 2, 'ZIP Code', '43999');
    // The first agency again, on line 5, as a new agency.
    text = `${text.trimEnd()}\r\n${withCell(agencies(), 0, 'Provider Name', 'NEW AGENCY').split('\r\n')[1]}`;
    const report = await load(text);
    expect(report.refused).toEqual([
      { line: 2, reason: 'How often patients got better at walking or moving around is not a number: "most"' },
      { line: 3, reason: 'Offers Speech Pathology Services is not Y or N: "Sometimes"' },
      { line: 4, reason: 'Quality of patient care star rating is not a rating from 1 to 5: "6"' },
      { line: 5, reason: 'CCN 367001 is on line 2 too' },
    ]);
    expect(report.added + report.updated).toBe(0);
    expect(await providerCount()).toBe(before);
  });

  it('refuses a survey with a bad star, and one whose CCN is given twice', async () => {
    let text = withCell(survey(), 1, 'HHCAHPS Survey Summary Star Rating', '0');
    text = `${text.trimEnd()}\r\n${survey().split('\r\n')[1]}`;
    expect((await loadSurvey(text)).refused).toEqual([
      { line: 3, reason: 'HHCAHPS Survey Summary Star Rating is not a rating from 1 to 5: "0"' },
      { line: 6, reason: 'CCN 367001 is on line 2 too' },
    ]);
    expect((await ratingsOf(await idOf('367002')))!.survey).toBe(3);
  });

  it('refuses a file without a data date when none is given', async () => {
    expect(await load(agencies(), null)).toEqual({
      added: 0,
      updated: 0,
      unchanged: 0,
      refused: [{ line: 1, reason: "CMS's home-health file has no data-date column: its date must be given (--data-date YYYY-MM-DD)." }],
      dataDate: null,
    });
  });
});

describe('npm run import:cms for home health', () => {
  it('takes the data date on the command line, and reports the survey agencies not in the catalogue', async () => {
    await database.close();
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('DATABASE_URL', '');
    try {
      await expect(importCmsFile(['--dataset', 'home-health', AGENCIES], () => {})).rejects.toThrow(
        "CMS's home-health file has no data date: give the month of CMS's data it holds, as --data-date YYYY-MM-DD.",
      );
      await expect(importCmsFile(['--dataset', 'home-health', '--data-date', '10/01/2026', AGENCIES], () => {})).rejects.toThrow('--data-date is not a date as YYYY-MM-DD: "10/01/2026".');
      await expect(importCmsFile(['--dataset', 'home-health', '--data-date', '2026-02-30', AGENCIES], () => {})).rejects.toThrow('--data-date is not a date: "2026-02-30".');

      const lines: string[] = [];
      await importCmsFile(['--dataset', 'home-health-survey', '--data-date', '2026-11-01', SURVEY], (line) => lines.push(line));
      expect(lines).toEqual([`${SURVEY}: 0 added, 0 updated, 3 unchanged, 1 not in the catalogue, 0 refused (CMS data of 2026-11-01).`]);

      const bad = join(dataDir, 'bad.csv');
      writeFileSync(bad, withCell(agencies(), 1, 'State', 'Ohio'));
      const refused: string[] = [];
      await importCmsFile(['--dataset', 'home-health', '--data-date', '2026-11-01', bad], (line) => refused.push(line));
      expect(refused).toEqual([`${bad}: nothing loaded, 1 row was refused:`, '  line 3: State is not a 2-letter state: "OHIO"']);
    } finally {
      database = await openDatabase({ dataDir });
    }
  });
});
