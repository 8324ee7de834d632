import type { CmsDataset, ZipDataset } from './cmsDataset';
import { HOME_HEALTH, HOME_HEALTH_SURVEY } from './datasets/homeHealth';
import { HOME_HEALTH_ZIPS } from './datasets/homeHealthZips';
import { HOSPICE, HOSPICE_SURVEY } from './datasets/hospice';
import { NURSING_HOMES } from './datasets/nursingHomes';
import { INPATIENT_REHAB, LONG_TERM_CARE_HOSPITALS } from './datasets/postAcuteHospitals';

/** The CMS Provider Data Catalog files CareChoice imports, by `--dataset`. */
export const CMS_DATASETS: Readonly<Record<string, CmsDataset>> = Object.fromEntries(
  [NURSING_HOMES, HOME_HEALTH, HOME_HEALTH_SURVEY, HOSPICE, HOSPICE_SURVEY, INPATIENT_REHAB, LONG_TERM_CARE_HOSPITALS].map((dataset) => [dataset.key, dataset]),
);

/** The files of the ZIP codes providers serve (server/cms/importZips.ts), by `--dataset`. */
export const ZIP_DATASETS: Readonly<Record<string, ZipDataset>> = Object.fromEntries([HOME_HEALTH_ZIPS].map((dataset) => [dataset.key, dataset]));

/** The CMS datasets planned but not read yet: said so, rather than loaded wrongly. Every one is read now. */
export const PLANNED_DATASETS: readonly string[] = [];
