import type { LongDataset } from '../cmsDataset';

/*
 * Hospices: two long files of CMS's Provider Data Catalog, one row per hospice per measure, with no data-date column
 * (the operator gives it: --data-date). Layouts and measure codes as in "Hospice - Provider Data" (dataset 252m-zfp9,
 * Hospice_Provider_Data_MonYYYY.csv) and "Hospice care - Provider CAHPS Hospice Survey Data" (dataset gxki-hrr8,
 * Provider_CAHPS_Hospice_Survey_Data_MonYYYY.csv), checked against public importers of the 2025–2026 files. CMS
 * versions its codes (H_012_00 is the Hospice Care Index's current one): a file without a code read here is refused,
 * rather than loaded with the measure silently missing.
 */

/** Home hospice, as the seed and src/domain/levelsOfCare.ts key it: CMS's hospices are certified to care at home. */
const HOSPICE_LEVEL = { levelOfCare: 'hospice', serviceType: 'HOSPICE' } as const;
const CCN = 'CMS Certification Number (CCN)';

/** The hospices and their quality measures: adds the hospices it does not find. */
export const HOSPICE: LongDataset = {
  key: 'hospice',
  layout: 'long',
  ...HOSPICE_LEVEL,
  ccn: CCN,
  // No coordinates in this file: each hospice is placed at its ZIP code's centre.
  provider: { name: 'Facility Name', city: 'City/Town', state: 'State', zip: 'ZIP Code' },
  code: 'Measure Code',
  ratings: {},
  measures: [
    // The Hospice Care Index: 0–10, one point per claims indicator the hospice meets.
    { key: 'hospiceCareIndex', code: 'H_012_00_OBSERVED', column: 'Score', kind: 'number' },
    // Visits from a nurse or social worker in the last days of life (percent).
    { key: 'visitsLastDaysOfLifePercent', code: 'H_011_01_OBSERVED', column: 'Score', kind: 'number' },
  ],
};

/**
 * The family caregiver survey (CAHPS Hospice): its summary star, in the file's "Star Rating" column (the other rows
 * carry percentages in "Score"), and how many would recommend the hospice. It adds to hospices the hospice file
 * brought and never adds one, as the home-health survey does.
 */
export const HOSPICE_SURVEY: LongDataset = {
  key: 'hospice-survey',
  layout: 'long',
  ...HOSPICE_LEVEL,
  ccn: CCN,
  provider: null,
  addsTo: 'hospice',
  code: 'Measure Code',
  ratings: { survey: { code: 'SUMMARY_STAR_RATING', column: 'Star Rating' } },
  measures: [{ key: 'wouldRecommendPercent', code: 'RECOMMEND_TBV', column: 'Score', kind: 'number' }],
};
