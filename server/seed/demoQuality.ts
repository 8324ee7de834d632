import type { DemoProvider } from './demoProviders';
import type { Random } from './random';

/**
 * Made-up CMS quality measures for the demo's nursing homes, keyed exactly as server/cms/datasets.ts's
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

/** Between min and max, to one decimal, as CMS writes its percentages and rates. */
const percent = (random: Random, min: number, max: number) => round(between(random, min, max), 1);

/**
 * One home health agency's measures, keyed as the home-health dataset and its survey (which adds to it) key them:
 * the services it offers, how its patients fared, and whether they would recommend it.
 */
export function demoHomeHealthMeasures(random: Random): DemoMeasures {
  return {
    offersNursing: true,
    offersPhysicalTherapy: random.chance(0.95),
    offersOccupationalTherapy: random.chance(0.85),
    offersSpeechPathology: random.chance(0.75),
    offersMedicalSocialServices: random.chance(0.6),
    offersHomeHealthAide: random.chance(0.8),
    timelyCarePercent: percent(random, 82, 99),
    walkingImprovedPercent: percent(random, 62, 90),
    preventableHospitalizationRate: percent(random, 8, 16),
    dischargeToCommunityRate: percent(random, 70, 90),
    preventableReadmissionRate: percent(random, 3, 7),
    // A small agency may have too few survey answers for CMS to report.
    wouldRecommendPercent: random.chance(0.1) ? null : random.int(60, 95),
  };
}

/** One hospice's: its Hospice Care Index (out of 10), visits in the last days of life, and the family survey. */
export function demoHospiceMeasures(random: Random): DemoMeasures {
  return {
    hospiceCareIndex: random.int(6, 10),
    visitsLastDaysOfLifePercent: percent(random, 30, 75),
    wouldRecommendPercent: random.chance(0.1) ? null : random.int(70, 95),
  };
}

/** An inpatient rehabilitation or long-term care hospital's: discharges home, and readmissions that could be prevented. */
export function demoHospitalOutcomes(random: Random, dataset: 'irf' | 'ltch'): DemoMeasures {
  return dataset === 'irf'
    ? { dischargeToCommunityRate: percent(random, 55, 80), preventableReadmissionRate: percent(random, 6, 11) }
    : { dischargeToCommunityRate: percent(random, 15, 40), preventableReadmissionRate: percent(random, 3, 7) };
}

/** The measures of a demo provider of `dataset` (src/domain/qualityMeasures.ts DATASET_OF_LEVEL). */
export function demoMeasures(random: Random, dataset: string, ratings: DemoProvider['ratings']): DemoMeasures | null {
  switch (dataset) {
    case DEMO_CMS_DATASET:
      return demoNursingHomeMeasures(random, ratings);
    case 'home-health':
      return demoHomeHealthMeasures(random);
    case 'hospice':
      return demoHospiceMeasures(random);
    case 'irf':
    case 'ltch':
      return demoHospitalOutcomes(random, dataset);
    default:
      return null;
  }
}
