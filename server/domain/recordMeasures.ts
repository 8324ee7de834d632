import { inArray } from 'drizzle-orm';
import type { PresentedMeasure } from '../../src/contract/choiceRecord';
import type { LevelOfCare } from '../../src/domain/levelsOfCare';
import { dataMonth, DATASET_OF_LEVEL, QUALITY_LAYOUTS } from '../../src/domain/qualityMeasures';
import { qualityWords } from '../../src/i18n/en.quality';
import type { Db } from '../db/client';
import { providerQuality } from '../db/schema';

/**
 * The measures a choice record keeps for a provider of a level the family's screens show with Medicare's measures in
 * place of star ratings (hospice, inpatient rehab, long-term care hospitals: src/domain/qualityMeasures.ts), as its
 * provider page showed them, with their data date.
 */
export interface RecordMeasures {
  measures: PresentedMeasure[];
  /** MM/YYYY */
  date: string;
}

/** The CMS dataset whose measures stand in for star ratings for `level`, or null for a level rated in stars or not measured. */
export function measuredDataset(level: LevelOfCare): string | null {
  return level.hasOverallRating ? null : (DATASET_OF_LEVEL[level.key] ?? null);
}

/** Each provider's measures of `dataset`, for those imported from it; the survey's star from the provider's ratings. */
export async function recordMeasuresOf(
  db: Db,
  dataset: string,
  providers: readonly { providerId: number; survey: number | null }[],
): Promise<Map<number, RecordMeasures>> {
  if (providers.length === 0) return new Map();
  const rows = await db
    .select({ providerId: providerQuality.providerId, dataset: providerQuality.dataset, dataDate: providerQuality.dataDate, measures: providerQuality.measures })
    .from(providerQuality)
    .where(inArray(providerQuality.providerId, providers.map((provider) => provider.providerId)));
  const surveys = new Map(providers.map((provider) => [provider.providerId, provider.survey]));
  const rowsShown = QUALITY_LAYOUTS[dataset]!.flatMap((group) => group.rows);
  return new Map(
    rows
      .filter((row) => row.dataset === dataset)
      .map((row) => {
        const measures = rowsShown.map((shown): PresentedMeasure => {
          const value = shown.fromRatings === 'survey' ? (surveys.get(row.providerId) ?? null) : row.measures[shown.key];
          return {
            key: shown.key,
            name: qualityWords.english.measures[shown.key] ?? shown.key,
            format: shown.format,
            value: typeof value === 'number' || typeof value === 'boolean' ? value : null,
          };
        });
        return [row.providerId, { measures, date: dataMonth(row.dataDate) }];
      }),
  );
}
