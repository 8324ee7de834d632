import type { Language } from '../contract/language';
import { choiceEn } from '../i18n/en.choice';
import { LANGUAGE_TAGS } from '../i18n/language';

/**
 * What a provider offers, in the language on screen: its non-medical services by key, its spoken languages by
 * BCP 47 tag. What the catalogue cannot name stays as the provider gave it, marked English.
 */

const amenityNames = (): Record<string, string | undefined> => choiceEn.amenityNames;

/** A non-medical service's name: the catalogue's by key, else the provider's own words (in English). */
export function AmenityName({ service }: { service: { key: string; name: string } }) {
  const name = amenityNames()[service.key];
  return name ?? <span lang={LANGUAGE_TAGS.en}>{service.name}</span>;
}

const languageNames = (): Record<string, string | undefined> => choiceEn.languageNames;

/** One spoken language's name in `shown`; a value that is no known tag (older data) is shown as it is. */
function spokenLanguageName(tag: string, shown: Language): string {
  const own = languageNames()[tag];
  if (own) return own;
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[shown]], { type: 'language', fallback: 'none' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The languages a provider's staff speak, as one sentence of the language on screen: "Inglés, español y árabe". */
export function spokenLanguages(tags: readonly string[], shown: Language): string {
  const locale = LANGUAGE_TAGS[shown];
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(tags.map((tag) => spokenLanguageName(tag, shown)));
  return list.charAt(0).toLocaleUpperCase(locale) + list.slice(1);
}
