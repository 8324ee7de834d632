import type { DetailedRating, LevelOfCare } from '../domain/levelsOfCare';
import { levelsEn } from '../i18n/en.levels';

/**
 * A level of care's words in the language on screen: the catalogue's English, or its translation. A level
 * the catalogue does not know (old data) keeps the name made from its key.
 */
export const levelName = (level: LevelOfCare): string => levelsEn.names[level.key] ?? level.name;

export const overallRatingText = (level: LevelOfCare): string | null =>
  level.overallRatingText === null ? null : (levelsEn.ratings[level.key]?.overall ?? level.overallRatingText);

export const overallRatingExplanation = (level: LevelOfCare): string | null =>
  level.overallRatingDescription === null ? null : (levelsEn.ratings[level.key]?.explanation ?? level.overallRatingDescription);

export function detailedRatingWords(level: LevelOfCare, detail: DetailedRating): { name: string; description: string } {
  return levelsEn.ratings[level.key]?.detailed[detail.name] ?? detail;
}

export const sortOptionName = (key: string, english: string): string => levelsEn.sort[key] ?? english;
export const anyRatingLabel = (): string => levelsEn.anyRating;
