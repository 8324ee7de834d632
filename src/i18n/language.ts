/**
 * The language the family app speaks, and the catalogues' switch. English is the catalogues' own words
 * (en*.ts, typed, in the first load); another language is a translation loaded with its own chunk (es/index.ts).
 * Each English catalogue is exported through `localized`, a view of it that reads the active translation's part
 * instead, so views keep importing `t`, `choiceEn`… and show whichever language is active when they render. The
 * language machine (machines/language) decides the language; App.tsx (`useAppliedLanguage`) applies it here before
 * the app renders again.
 */
import type { Language } from '../contract/language';

export type { Language };

/** BCP 47 tags for `<html lang>` and Intl: US English, and Spanish as written in the United States. */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself: what the switch says, whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The catalogues a translation covers: the family's (the console and the choice record stay English). */
export type CataloguePart = 'app' | 'signup' | 'choice' | 'quality' | 'kiosk' | 'help' | 'security' | 'levels';

/** A loaded translation: each catalogue part's words (their shapes are checked where they are written, es/index.ts). */
export type Translations = Record<CataloguePart, object>;

/**
 * An English catalogue named by its part of a translation: `useWords` (views/shell/shownWords.ts) reads it in the
 * language on screen, from the language actor's snapshot, with no view of `localized` over a module variable.
 */
export interface Catalogue<T extends object> {
  readonly part: CataloguePart;
  readonly english: T;
}

export const catalogue = <T extends object>(part: CataloguePart, english: T): Catalogue<T> => ({ part, english });

/** `catalogue`'s words in the language of `translation` (English without one); a translation has every key. */
export function wordsIn<T extends object>({ part, english }: Catalogue<T>, translation: Translations | null): T {
  return (translation?.[part] as T | undefined) ?? english;
}

let active: { translation: Translations | null } = { translation: null };

/** Makes `language` the catalogues' language; `translation` is its loaded words (null for English). */
export function applyLanguage(language: Language, translation: Translations | null): void {
  active = { translation: language === 'en' ? null : translation };
}

/**
 * The English catalogue `english` as views read it: every read comes from the active translation's `part` when one
 * is active. Nested objects are views too, so a module may keep `const text = choiceEn.list` and still follow the
 * language; a string read into a module constant would not (read words when rendering).
 */
export function localized<T extends object>(part: CataloguePart, english: T): T {
  return view(english, () => active.translation?.[part]);
}

const isNested = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Views of nested objects, made once per English object and key. */
const nestedViews = new WeakMap<object, Map<PropertyKey, object>>();

function view<T extends object>(english: T, translated: () => unknown): T {
  return new Proxy(english, {
    get(target, key) {
      const englishValue: unknown = Reflect.get(target, key);
      if (isNested(englishValue)) {
        const views = nestedViews.get(target) ?? new Map<PropertyKey, object>();
        nestedViews.set(target, views);
        let nested = views.get(key);
        if (!nested) {
          nested = view(englishValue, () => (translated() as Record<PropertyKey, unknown> | undefined)?.[key]);
          views.set(key, nested);
        }
        return nested;
      }
      const translation = translated() as Record<PropertyKey, unknown> | undefined;
      return translation && key in translation ? translation[key] : englishValue;
    },
  });
}
