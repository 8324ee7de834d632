import type { ProviderQuality } from '../contract/quality';

/**
 * Which of Medicare's measures a family is shown, grouped, for each CMS dataset (issue 23), and how each value reads.
 * The measures' keys are those of server/cms/datasets.ts; their words are in src/i18n/en.quality.ts.
 */
export type MeasureFormat = 'hours' | 'percent' | 'count' | 'dollars' | 'stars';

export interface MeasureRow {
  key: string;
  format: MeasureFormat;
  /** Shown against the state and national averages. */
  averaged?: boolean;
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

export const QUALITY_LAYOUTS: Readonly<Record<string, readonly QualityGroup[]>> = { 'nursing-homes': NURSING_HOMES };

/** The warning signs of a nursing home, each with its one-sentence explanation (en.quality.ts). */
export const WARNING_SIGNS = ['abuseIcon', 'specialFocusStatus', 'ownershipChanged'] as const;

/** A measure's number, or null when not reported (or not a number). */
export function numberOf(quality: ProviderQuality | null | undefined, key: string): number | null {
  const value = quality?.measures[key];
  return typeof value === 'number' ? value : null;
}

/** YYYY-MM-DD → MM/YYYY ("Data from Medicare, updated 10/2026"). */
export const dataMonth = (date: string) => `${date.slice(5, 7)}/${date.slice(0, 4)}`;
