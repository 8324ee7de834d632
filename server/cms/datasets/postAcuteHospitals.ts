import type { LongDataset, ProviderColumns } from '../cmsDataset';

/*
 * Inpatient rehabilitation facilities and long-term care hospitals: the "Provider Data" files of their quality
 * reporting programs (datasets v9e4-nwhh, Inpatient_Rehabilitation_Facility-Provider_Data_MonYYYY.csv, and fp6g-2gsn,
 * Long-Term_Care_Hospital-Provider_Data_MonYYYY.csv): one row per facility per measure, the same columns in both
 * (checked on the long-term care hospital file's published layout; the rehabilitation file's is the same program's
 * and was not seen column by column). No data-date column: the operator gives it (--data-date). Measure codes as in
 * public importers of the 2025 files; CMS versions them (I_019_01 became I_019_02), and a file without a code read
 * here is refused rather than loaded with the measure missing.
 */

const CCN = 'CMS Certification Number (CCN)';
// No coordinates in these files: each facility is placed at its ZIP code's centre.
const PROVIDER: ProviderColumns = { name: 'Provider Name', city: 'City/Town', state: 'State', zip: 'ZIP Code' };

/** Inpatient rehab, keyed as src/domain/levelsOfCare.ts and the seed key it. */
export const INPATIENT_REHAB: LongDataset = {
  key: 'irf',
  layout: 'long',
  levelOfCare: 'acute_inpatient_rehab',
  serviceType: 'ACUTE_INPATIENT_REHAB',
  ccn: CCN,
  provider: PROVIDER,
  code: 'Measure Code',
  ratings: {},
  measures: [
    // Risk-standardized discharge to community rate (percent; higher is better).
    { key: 'dischargeToCommunityRate', code: 'I_019_02_DTC_RS_RATE', column: 'Score', kind: 'number' },
    // Risk-standardized potentially preventable 30-day post-discharge readmission rate (percent; lower is better).
    { key: 'preventableReadmissionRate', code: 'I_017_01_PPR_PD_RSRR', column: 'Score', kind: 'number' },
  ],
};

/** Long-term acute care hospitals, keyed as src/domain/levelsOfCare.ts and the seed key them. */
export const LONG_TERM_CARE_HOSPITALS: LongDataset = {
  key: 'ltch',
  layout: 'long',
  levelOfCare: 'ltac',
  serviceType: 'LTAC',
  ccn: CCN,
  provider: PROVIDER,
  code: 'Measure Code',
  ratings: {},
  measures: [
    { key: 'dischargeToCommunityRate', code: 'L_018_02_DTC_RS_RATE', column: 'Score', kind: 'number' },
    { key: 'preventableReadmissionRate', code: 'L_017_01_PPR_PD_RSRR', column: 'Score', kind: 'number' },
  ],
};
