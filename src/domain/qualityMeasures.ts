import type { ProviderQuality } from '../contract/quality';

/**
 * Which of Medicare's measures a family is shown, grouped, for each CMS dataset, and how each value reads.
 * The measures' keys are those of server/cms/datasets.ts; their words are in src/i18n/en.quality.ts.
 */
export type MeasureFormat = 'hours' | 'percent' | 'count' | 'dollars' | 'stars' | 'flag' | 'outOf10';

export interface MeasureRow {
  key: string;
  format: MeasureFormat;
  /** Shown against the state and national averages. */
  averaged?: boolean;
  /** A rate of something bad (readmissions): the family is told that less is better. */
  lowerIsBetter?: boolean;
  /** Read from the provider's star ratings (medicare_ratings) rather than its measures: a survey's summary star. */
  fromRatings?: 'survey';
}

export type QualityGroupId = 'staffing' | 'inspections' | 'care' | 'services' | 'outcomes' | 'survey';

export interface QualityGroup {
  id: QualityGroupId;
  rows: readonly MeasureRow[];
}

/** Nursing homes: what Care Compare leads with, in the order a family asks about it. */
const NURSING_HOMES: readonly QualityGroup[] = [
  {
    id: 'staffing',
    rows: [
      { key: 'nurseHoursPerResidentDay', format: 'hours', averaged: true },
      { key: 'rnHoursPerResidentDay', format: 'hours', averaged: true },
      { key: 'weekendNurseHoursPerResidentDay', format: 'hours', averaged: true },
      { key: 'nursingStaffTurnover', format: 'percent', averaged: true },
      { key: 'rnTurnover', format: 'percent', averaged: true },
    ],
  },
  {
    id: 'inspections',
    rows: [
      { key: 'fines', format: 'count' },
      { key: 'finesTotalDollars', format: 'dollars' },
      { key: 'penalties', format: 'count' },
      { key: 'substantiatedComplaints', format: 'count' },
    ],
  },
  {
    id: 'care',
    rows: [
      { key: 'shortStayQualityRating', format: 'stars' },
      { key: 'longStayQualityRating', format: 'stars' },
    ],
  },
];

/** What happens to patients after a stay: the measures rehab and long-term care hospitals are judged by. */
const HOSPITAL_OUTCOMES: QualityGroup = {
  id: 'outcomes',
  rows: [
    { key: 'dischargeToCommunityRate', format: 'percent', averaged: true },
    { key: 'preventableReadmissionRate', format: 'percent', averaged: true, lowerIsBetter: true },
  ],
};

/** Home health: what it offers at home, how patients fared, and what they said (HHCAHPS). */
const HOME_HEALTH: readonly QualityGroup[] = [
  {
    id: 'outcomes',
    rows: [
      { key: 'timelyCarePercent', format: 'percent', averaged: true },
      { key: 'walkingImprovedPercent', format: 'percent', averaged: true },
      { key: 'preventableHospitalizationRate', format: 'percent', averaged: true, lowerIsBetter: true },
      { key: 'dischargeToCommunityRate', format: 'percent', averaged: true },
    ],
  },
  { id: 'survey', rows: [{ key: 'wouldRecommendPercent', format: 'percent', averaged: true }] },
  {
    id: 'services',
    rows: ['offersNursing', 'offersPhysicalTherapy', 'offersOccupationalTherapy', 'offersSpeechPathology', 'offersMedicalSocialServices', 'offersHomeHealthAide'].map(
      (key) => ({ key, format: 'flag' as const }),
    ),
  },
];

/** Hospice: the Hospice Care Index (ten signs of good care, out of 10), visits at the end, and the family survey. */
const HOSPICE: readonly QualityGroup[] = [
  {
    id: 'care',
    rows: [
      { key: 'hospiceCareIndex', format: 'outOf10', averaged: true },
      { key: 'visitsLastDaysOfLifePercent', format: 'percent', averaged: true },
    ],
  },
  {
    id: 'survey',
    rows: [
      // CAHPS Hospice's summary star: levelsOfCare gives hospice no rating of its own to show it beside.
      { key: 'familySurveyRating', format: 'stars', fromRatings: 'survey' },
      { key: 'wouldRecommendPercent', format: 'percent', averaged: true },
    ],
  },
];

export const QUALITY_LAYOUTS: Readonly<Record<string, readonly QualityGroup[]>> = {
  'nursing-homes': NURSING_HOMES,
  'home-health': HOME_HEALTH,
  hospice: HOSPICE,
  irf: [HOSPITAL_OUTCOMES],
  ltch: [HOSPITAL_OUTCOMES],
};

/** The dataset of a level of care's providers (server/cms/datasets): which measures its comparison shows. */
export const DATASET_OF_LEVEL: Readonly<Record<string, string>> = {
  skilled_nursing: 'nursing-homes',
  home_healthcare: 'home-health',
  hospice: 'hospice',
  facility_based_hospice: 'hospice',
  acute_inpatient_rehab: 'irf',
  ltac: 'ltch',
};

/** The warning signs of a nursing home, each with its one-sentence explanation (en.quality.ts). */
export const WARNING_SIGNS = ['abuseIcon', 'specialFocusStatus', 'ownershipChanged'] as const;

/** A measure's number, or null when not reported (or not a number). */
export function numberOf(quality: ProviderQuality | null | undefined, key: string): number | null {
  const value = quality?.measures[key];
  return typeof value === 'number' ? value : null;
}

/** YYYY-MM-DD → MM/YYYY ("Data from Medicare, updated 10/2026"). */
export const dataMonth = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
