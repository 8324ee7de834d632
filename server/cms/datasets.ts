/**
 * The CMS Provider Data Catalog files CareChoice imports (issue 23), by their column names as CMS's data dictionaries
 * give them: which columns say who the provider is, which carry its star ratings, and which its quality measures.
 */

/** How a measure's cell is read: a number (blank: not reported), Y/N, or text as given. */
export type MeasureKind = 'number' | 'flag' | 'text';

export interface MeasureColumn {
  /** The measure's key in provider_quality.measures (and in the API). */
  key: string;
  column: string;
  kind: MeasureKind;
}

export interface CmsDataset {
  /** `--dataset` on the command line. */
  key: string;
  /** The level of care its providers are offered for, and the service type their CCN is kept under. */
  levelOfCare: string;
  serviceType: string;
  /** The columns naming the provider; latitude and longitude where the file has them (else the ZIP's centre). */
  identity: { ccn: string; name: string; city: string; state: string; zip: string; latitude?: string; longitude?: string };
  /** The file's data date (YYYY-MM-DD, or MM/DD/YYYY as CMS writes some). */
  dataDate: string;
  /** medicare_ratings' columns, each from a 1–5 star column of the file. */
  ratings: Partial<Record<'overall' | 'quality' | 'healthInspection' | 'staffing' | 'survey', string>>;
  measures: readonly MeasureColumn[];
}

/** Nursing homes (skilled nursing): CMS's "Provider Information" file (NH_ProviderInfo_MonYYYY.csv). */
const NURSING_HOMES: CmsDataset = {
  key: 'nursing-homes',
  levelOfCare: 'skilled_nursing',
  serviceType: 'SKILLED_NURSING',
  identity: {
    ccn: 'CMS Certification Number (CCN)',
    name: 'Provider Name',
    city: 'City/Town',
    state: 'State',
    zip: 'ZIP Code',
    latitude: 'Latitude',
    longitude: 'Longitude',
  },
  dataDate: 'Processing Date',
  ratings: {
    overall: 'Overall Rating',
    healthInspection: 'Health Inspection Rating',
    staffing: 'Staffing Rating',
    quality: 'QM Rating',
  },
  measures: [
    { key: 'longStayQualityRating', column: 'Long-Stay QM Rating', kind: 'number' },
    { key: 'shortStayQualityRating', column: 'Short-Stay QM Rating', kind: 'number' },
    { key: 'nurseHoursPerResidentDay', column: 'Reported Total Nurse Staffing Hours per Resident per Day', kind: 'number' },
    { key: 'rnHoursPerResidentDay', column: 'Reported RN Staffing Hours per Resident per Day', kind: 'number' },
    { key: 'weekendNurseHoursPerResidentDay', column: 'Total number of nurse staff hours per resident per day on the weekend', kind: 'number' },
    { key: 'nursingStaffTurnover', column: 'Total nursing staff turnover', kind: 'number' },
    { key: 'rnTurnover', column: 'Registered Nurse turnover', kind: 'number' },
    { key: 'fines', column: 'Number of Fines', kind: 'number' },
    { key: 'finesTotalDollars', column: 'Total Amount of Fines in Dollars', kind: 'number' },
    { key: 'penalties', column: 'Total Number of Penalties', kind: 'number' },
    { key: 'substantiatedComplaints', column: 'Number of Substantiated Complaints', kind: 'number' },
    { key: 'abuseIcon', column: 'Abuse Icon', kind: 'flag' },
    { key: 'specialFocusStatus', column: 'Special Focus Status', kind: 'text' },
    { key: 'ownershipChanged', column: 'Provider Changed Ownership in Last 12 Months', kind: 'flag' },
  ],
};

export const CMS_DATASETS: Readonly<Record<string, CmsDataset>> = { [NURSING_HOMES.key]: NURSING_HOMES };

/** The datasets issue 23 names that are not read yet: said so, rather than loaded wrongly. */
export const PLANNED_DATASETS = ['home-health', 'hospice', 'irf', 'ltch'] as const;
