import { useMemo } from 'react';
import type { DetailedRating, LevelOfCare } from '../domain/levelsOfCare';
import { levelsWords, type LevelsWords } from '../i18n/en.levels';
import { useWords } from './shell/shownWords';

/**
 * A level of care's words in one language: the catalogue's English, or its translation. A level the catalogue does
 * not know (old data) keeps the name made from its key.
 */
export function levelWordsIn(words: LevelsWords) {
  return {
    levelName: (level: LevelOfCare): string => words.names[level.key] ?? level.name,
    overallRatingText: (level: LevelOfCare): string | null =>
      level.overallRatingText === null ? null : (words.ratings[level.key]?.overall ?? level.overallRatingText),
    overallRatingExplanation: (level: LevelOfCare): string | null =>
      level.overallRatingDescription === null ? null : (words.ratings[level.key]?.explanation ?? level.overallRatingDescription),
    detailedRatingWords: (level: LevelOfCare, detail: DetailedRating): { name: string; description: string } =>
      words.ratings[level.key]?.detailed[detail.name] ?? detail,
    sortOptionName: (key: string, english: string): string => words.sort[key] ?? english,
    anyRatingLabel: (): string => words.anyRating,
  };
}

export type LevelWords = ReturnType<typeof levelWordsIn>;

/** The levels' words in the language on screen. */
export function useLevelWords(): LevelWords {
  const words = useWords(levelsWords);
  return useMemo(() => levelWordsIn(words), [words]);
}
