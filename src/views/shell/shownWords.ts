import { createContext, useContext } from 'react';
import type { Language } from '../../contract/language';
import { wordsIn, type Catalogue, type Translations } from '../../i18n/language';

/** The language on screen and its loaded translation (null for English), as the language actor shows them. */
export interface ShownWords {
  language: Language;
  translation: Translations | null;
}

/**
 * Provided by the family app (App.tsx) from the language actor's snapshot; English outside it (the console, whose actor
 * system has no language) and in a screen drawn alone by a test.
 */
export const ShownWordsContext = createContext<ShownWords>({ language: 'en', translation: null });

/**
 * `catalogue`'s words in the language on screen. A component that reads them is drawn again when the language
 * changes, memoised or not.
 */
export function useWords<T extends object>(catalogue: Catalogue<T>): T {
  return wordsIn(catalogue, useContext(ShownWordsContext).translation);
}

/** The language on screen, for what is formatted or marked in it (dates, `lang`). */
export const useShownLanguage = (): Language => useContext(ShownWordsContext).language;
