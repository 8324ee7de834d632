import type { ZipDataset } from '../cmsDataset';

/*
 * The ZIP codes each home health agency serves: CMS's Provider Data Catalog "Home Health Care - Zip Codes"
 * (HH_Zip_MonYYYY.csv), one row per agency per ZIP code served, with the columns "State", "CMS Certification Number
 * (CCN)" and "ZIP Code" (some releases write " ZIP Code", with a space: headers are trimmed). Checked against public
 * importers of the 2020–2025 files. Only the CCN and the ZIP code are read: the state is the agency's, which the
 * agencies file already gives. About 400,000 rows nationally.
 *
 * 42 CFR 482.43(c) wants the home health agencies a hospital lists to be those that serve the area where the patient
 * lives: the family is offered only agencies serving the patient's home ZIP code (server/domain/family.ts).
 */
export const HOME_HEALTH_ZIPS: ZipDataset = {
  key: 'home-health-zips',
  layout: 'zips',
  serviceType: 'HOME_HEALTHCARE',
  addsTo: 'home-health',
  ccn: 'CMS Certification Number (CCN)',
  zip: 'ZIP Code',
};
