import { array, boolean, nullable, number, object, record, string, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id } from './common';

/**
 * A provider's quality data from Medicare: the measures of the CMS file it was last imported from, keyed as
 * server/cms/datasets.ts names them (nurseHoursPerResidentDay, abuseIcon, …). A number, Y/N as true/false, text as
 * CMS gives it; null: not reported.
 */
export const QualityMeasures = record(string(), nullable(union([number(), string(), boolean()])));
export type QualityMeasures = Infer<typeof QualityMeasures>;

/**
 * GET /choice/v1/provider-quality?id__in=1,2,3 (required, at most 500 ids): in the order of id__in, one per provider
 * that is offered to the family and has CMS data; others (not offered, unknown, no CMS data) are left out alike.
 */
export const ProviderQuality = object({
  providerId: Id,
  /** The CMS dataset (`--dataset` of the import): nursing-homes, home-health, hospice, irf, ltch. */
  dataset: string(),
  /** The data date of the file it came from (YYYY-MM-DD): "Data from Medicare, updated MM/YYYY". */
  dataDate: string(),
  measures: QualityMeasures,
  /**
   * The mean of each numeric measure over the dataset's providers in this provider's state, and in the whole country:
   * over those that report it (flags, text and nulls count for nothing), rounded to 2 decimals. A server keeps them a
   * minute, so an import may take that long to show here.
   */
  stateAverages: record(string(), number()),
  nationalAverages: record(string(), number()),
});
export type ProviderQuality = Infer<typeof ProviderQuality>;
export const ProviderQualityList = array(ProviderQuality);
