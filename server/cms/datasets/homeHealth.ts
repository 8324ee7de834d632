import type { WideDataset } from '../cmsDataset';

/*
 * Home health agencies: two files of CMS's Provider Data Catalog, each one row per agency, neither with a data-date
 * column (the operator gives it: --data-date).
 *
 * Column names as in the catalogue's downloads of "Home Health Care Agencies" (dataset 6jpm-sxkc,
 * HH_Provider_MonYYYY.csv) and "Home Health Care - Patient Survey (HHCAHPS)" (dataset ccn4-8vby,
 * HHCAHPS_Provider_MonYYYY.csv), checked against public importers of the 2023–2025 files. The older column "How often
 * home health patients had to be admitted to the hospital" is gone from the current layout; its successor, the
 * potentially preventable hospitalization rate (PPH), is read instead.
 */

/** The level of care and service type the rest of the product uses for home health (src/domain/levelsOfCare.ts, the seed). */
const HOME_HEALTHCARE = { levelOfCare: 'home_healthcare', serviceType: 'HOME_HEALTHCARE' } as const;
const CCN = 'CMS Certification Number (CCN)';

/** The agencies, their services and their quality star rating: adds the agencies it does not find. */
export const HOME_HEALTH: WideDataset = {
  key: 'home-health',
  layout: 'wide',
  ...HOME_HEALTHCARE,
  ccn: CCN,
  // No coordinates in this file: each agency is placed at its ZIP code's centre.
  provider: { name: 'Provider Name', city: 'City/Town', state: 'State', zip: 'ZIP Code' },
  ratings: {
    // Home health's overall Medicare rating is its quality of patient care rating (SPEC §3): levelsOfCare reads it as
    // `quality`, and the choice record as `overall`, so it fills both.
    overall: 'Quality of patient care star rating',
    quality: 'Quality of patient care star rating',
  },
  measures: [
    { key: 'offersNursing', column: 'Offers Nursing Care Services', kind: 'flag' },
    { key: 'offersPhysicalTherapy', column: 'Offers Physical Therapy Services', kind: 'flag' },
    { key: 'offersOccupationalTherapy', column: 'Offers Occupational Therapy Services', kind: 'flag' },
    { key: 'offersSpeechPathology', column: 'Offers Speech Pathology Services', kind: 'flag' },
    { key: 'offersMedicalSocialServices', column: 'Offers Medical Social Services', kind: 'flag' },
    { key: 'offersHomeHealthAide', column: 'Offers Home Health Aide Services', kind: 'flag' },
    { key: 'timelyCarePercent', column: "How often the home health team began their patients' care in a timely manner", kind: 'number' },
    { key: 'walkingImprovedPercent', column: 'How often patients got better at walking or moving around', kind: 'number' },
    { key: 'preventableHospitalizationRate', column: 'PPH Risk-Standardized Rate', kind: 'number' },
    { key: 'dischargeToCommunityRate', column: 'DTC Risk-Standardized Rate', kind: 'number' },
    { key: 'preventableReadmissionRate', column: 'PPR Risk-Standardized Rate', kind: 'number' },
  ],
};

/**
 * The patient survey (HHCAHPS): its summary star and how many would recommend the agency. The file names no agency
 * and no place, only the CCN, so it adds to agencies the home-health file brought and never adds one.
 */
export const HOME_HEALTH_SURVEY: WideDataset = {
  key: 'home-health-survey',
  layout: 'wide',
  ...HOME_HEALTHCARE,
  ccn: CCN,
  provider: null,
  addsTo: 'home-health',
  ratings: { survey: 'HHCAHPS Survey Summary Star Rating' },
  measures: [
    {
      key: 'wouldRecommendPercent',
      column: 'Percent of patients who reported YES, they would definitely recommend the home health agency to friends and family',
      kind: 'number',
    },
  ],
};
