import type { Language } from '../../src/contract/language';
import { englishRecordWords, type RecordWords } from '../../src/domain/choiceRecordLines';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { levelsEs } from '../../src/i18n/es/es.levels';
import { qualityEs } from '../../src/i18n/es/es.quality';
import { recordEs } from '../../src/i18n/es/es.record';
import { LANGUAGE_TAGS } from '../../src/i18n/language';

/**
 * A copy of the choice record in Spanish: its catalogue, with the levels' and ratings' names the family's Spanish
 * screens show. A name without a translation stays as the English screens wrote it, as it would on those screens.
 */
const spanishRecordWords: RecordWords = {
  text: recordEs,
  levelName: (levelKey) => levelsEs.names[levelKey] ?? findLevelOfCare(levelKey).name,
  ratingName(levelKey, englishName) {
    const ratings = levelsEs.ratings[levelKey];
    if (!ratings) return englishName;
    if (englishName === findLevelOfCare(levelKey).overallRatingText) return ratings.overall;
    return ratings.detailed[englishName]?.name ?? englishName;
  },
  measureName: (key, englishName) => qualityEs.measures[key] ?? englishName,
};

const WORDS: Record<Language, RecordWords> = { en: englishRecordWords, es: spanishRecordWords };

export const recordWords = (language: Language): RecordWords => WORDS[language];

/** The language's BCP 47 tag, for the PDF's own language (screen readers) and its dates. */
export const recordLocale = (language: Language): string => LANGUAGE_TAGS[language];
