import { en } from '../../src/i18n/en';
import { choiceEn } from '../../src/i18n/en.choice';
import { helpWords } from '../../src/i18n/en.help';
import { kioskWords } from '../../src/i18n/en.kiosk';
import { levelsWords } from '../../src/i18n/en.levels';
import { qualityWords } from '../../src/i18n/en.quality';
import { securityWords } from '../../src/i18n/en.security';
import { signupEn } from '../../src/i18n/en.signup';
import type { Translations } from '../../src/i18n/language';

/**
 * A pseudo-locale: every word of the family's catalogues, as English, between ⟦ and ⟧. Shown in place of a
 * translation, it makes any text on screen that is not from a catalogue (a word written into a component, a library's
 * own English) stand out: whatever is left outside the marks is data or a string no translation can reach.
 */
const OPEN = '⟦';
const CLOSE = '⟧';

function marked<T>(words: T): T {
  if (typeof words === 'string') return `${OPEN}${words}${CLOSE}` as T;
  if (typeof words === 'function') {
    return ((...args: unknown[]) => {
      const out = (words as (...args: unknown[]) => unknown)(...args);
      return typeof out === 'string' ? `${OPEN}${out}${CLOSE}` : out;
    }) as T;
  }
  if (Array.isArray(words)) return words.map(marked) as T;
  if (words && typeof words === 'object') return Object.fromEntries(Object.entries(words).map(([key, value]) => [key, marked(value)])) as T;
  return words;
}

/** Read when called: the catalogues' views give English while no translation is active. */
export function pseudoTranslations(): Translations {
  return {
    app: marked(en),
    signup: marked({ ...signupEn }),
    choice: marked({ ...choiceEn }),
    quality: marked(qualityWords.english),
    kiosk: marked(kioskWords.english),
    help: marked(helpWords.english),
    security: marked(securityWords.english),
    levels: marked(levelsWords.english),
  };
}

/** The text left when every marked part is taken out (innermost first: a marked sentence may hold a marked word). */
export function unmarked(text: string): string {
  let rest = text;
  const innermost = new RegExp(`${OPEN}[^${OPEN}${CLOSE}]*${CLOSE}`, 'g');
  while (innermost.test(rest)) rest = rest.replace(innermost, ' ');
  return rest;
}
