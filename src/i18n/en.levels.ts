import { LEVELS_OF_CARE } from '../domain/levelsOfCare';
import { MIN_RATING_OPTIONS, SORT_OPTIONS } from '../domain/sortProviders';
import { catalogue } from './language';

/**
 * The words of the levels-of-care catalogue a family reads: each level's name, its Medicare rating's
 * name and explanation, the sort orders and "Any" rating. The English is the catalogue's own (src/domain, SPEC §3,
 * where names also match services to levels); a translation gives the same keys other words. Views read them through
 * views/levelWords.ts (`useLevelWords`).
 */
const ratedLevels = LEVELS_OF_CARE.filter((level) => level.hasOverallRating);

export const levelsWords = catalogue('levels', {
  names: Object.fromEntries(LEVELS_OF_CARE.map((level) => [level.key, level.name])) as Record<string, string>,
  ratings: Object.fromEntries(
    ratedLevels.map((level) => [
      level.key,
      {
        overall: level.overallRatingText ?? '',
        explanation: level.overallRatingDescription ?? '',
        detailed: Object.fromEntries(level.detailedRatings.map((detail) => [detail.name, { name: detail.name, description: detail.description }])),
      },
    ]),
  ) as Record<string, { overall: string; explanation: string; detailed: Record<string, { name: string; description: string }> }>,
  sort: Object.fromEntries(SORT_OPTIONS.map((option) => [option.key, option.name])) as Record<string, string>,
  anyRating: MIN_RATING_OPTIONS.find((option) => option.value === null)!.label,
});

export type LevelsWords = typeof levelsWords.english;
