import type { WideDataset } from '../cmsDataset';

/** Nursing homes (skilled nursing): CMS's "Provider Information" file (NH_ProviderInfo_MonYYYY.csv). */
export const NURSING_HOMES: WideDataset = {
  key: 'nursing-homes',
  layout: 'wide',
  levelOfCare: 'skilled_nursing',
  serviceType: 'SKILLED_NURSING',
  ccn: 'CMS Certification Number (CCN)',
  provider: {
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
