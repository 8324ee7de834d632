import type { DemoProvider } from './demoProviders';
import type { Random } from './random';

/**
 * Made-up CMS quality measures for the demo's nursing homes (issue 23), keyed exactly as server/cms/datasets.ts's
 * nursing-homes dataset keys them, so the family's screens show in the demo what an import of CMS's file would give.
 * Nothing here is a real provider's data; the ranges are those of CMS's national file.
 */

/** The demo's CMS file date: its nursing homes' measures and star ratings are "as of" it. */
export const DEMO_CMS_DATA_DATE = '2026-10-01';
export const DEMO_CMS_DATASET = 'nursing-homes';

export type DemoMeasures = Record<string, number | string | boolean | null>;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
/** Between min and max, evenly. */
const between = (random: Random, min: number, max: number) => min + random.next() * (max - min);
/** 0 most often, fewer of each count above: fines and complaints are rare, several of them rarer. */
const skewedCount = (random: Random, max: number, zeroShare: number) => {
  if (random.chance(zeroShare)) return 0;
  let count = 1;
  while (count < max && random.chance(0.45)) count += 1;
  return count;
};

/**
 * One nursing home's measures. They follow its star ratings where CMS derives the one from the other (a home rated
 * well for staffing reports more nurse hours; its short- and long-stay quality ratings sit near its quality rating),
 * so a demo home's figures do not contradict its stars.
 */
export function demoNursingHomeMeasures(random: Random, ratings: DemoProvider['ratings']): DemoMeasures {
  const staffing = ratings?.staffing ?? null;
  // Staffing stars 1–5 spread over 3–5 hours, with some noise; unrated homes anywhere in the range.
  const staffShare = staffing === null ? random.next() : clamp((staffing - 1) / 4 + between(random, -0.15, 0.15), 0, 1);
  const nurseHours = round(3 + staffShare * 2, 2);
  const rnHours = round(0.4 + clamp(staffShare + between(random, -0.1, 0.1), 0, 1) * 0.8, 2);
  const qualityNear = () => (ratings?.quality == null ? null : clamp(Math.round(ratings.quality + between(random, -1, 1)), 1, 5));
  const fines = skewedCount(random, 4, 0.6);
  const finesTotalDollars = Array.from({ length: fines }, () => random.int(650, 40_000)).reduce((sum, amount) => sum + amount, 0);
  const special = random.next();
  return {
    longStayQualityRating: qualityNear(),
    shortStayQualityRating: qualityNear(),
    nurseHoursPerResidentDay: nurseHours,
    rnHoursPerResidentDay: rnHours,
    // Weekends are staffed a little thinner.
    weekendNurseHoursPerResidentDay: round(nurseHours * between(random, 0.85, 0.95), 2),
    nursingStaffTurnover: round(between(random, 30, 70), 1),
    // A small home may have too few RNs for CMS to report their turnover: a "not reported" for the screens to show.
    rnTurnover: random.chance(0.05) ? null : round(between(random, 30, 70), 1),
    fines,
    finesTotalDollars,
    // CMS counts payment denials as penalties besides fines.
    penalties: fines + (random.chance(0.08) ? 1 : 0),
    substantiatedComplaints: skewedCount(random, 6, 0.45),
    abuseIcon: random.chance(0.05),
    specialFocusStatus: special < 0.01 ? 'SFF' : special < 0.02 ? 'SFF Candidate' : null,
    ownershipChanged: random.chance(0.07),
  };
}
