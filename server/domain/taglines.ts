import { MAX_TAGLINE_LANGUAGE, MAX_TAGLINE_TEXT, MAX_TAGLINES, MIN_TAGLINES, type Tagline, type TaglineDrafts } from '../../src/contract/tagline';
import { canonicalLang } from '../../src/domain/languageTags';
import { TAGLINES } from '../../src/i18n/taglines';
import { badRequest } from '../errors';

/**
 * A hospital's language-assistance taglines (Section 1557): its own list, else HHS's national one. An admin's
 * list is kept trimmed, with canonical language codes, and refused with the first thing wrong, named by the tagline's
 * place in the list (1-based, as the console shows it).
 */
export const resolvedTaglines = (own: Tagline[] | null): Tagline[] => own ?? TAGLINES.map(({ language, lang, text }) => ({ language, lang, text }));

export function normaliseTaglines(drafts: TaglineDrafts): Tagline[] {
  const seen = new Map<string, number>();
  const taglines = drafts.map((draft, index) => {
    const place = `Tagline ${index + 1}`;
    const refuse = (field: string, message: string) => badRequest(`${place}: ${message}`, { [`taglines.${index}.${field}`]: message });
    const language = draft.language.trim();
    if (language.length < 1 || language.length > MAX_TAGLINE_LANGUAGE) throw refuse('language', `the language’s name must be 1 to ${MAX_TAGLINE_LANGUAGE} characters.`);
    const lang = canonicalLang(draft.lang);
    if (lang === null) throw refuse('lang', `'${draft.lang.trim().slice(0, 40)}' is not a language code.`);
    // Canonical forms are equal when the tags are ('EN-us' and 'en-US'; 'iw' and 'he').
    const earlier = seen.get(lang);
    if (earlier !== undefined) throw refuse('lang', `'${lang}' is already the language code of tagline ${earlier + 1}.`);
    seen.set(lang, index);
    const text = draft.text.trim();
    if (text.length < 1 || text.length > MAX_TAGLINE_TEXT) throw refuse('text', `the tagline must be 1 to ${MAX_TAGLINE_TEXT} characters (it has ${text.length}).`);
    return { language, lang, text };
  });
  if (taglines.length < MIN_TAGLINES) {
    throw badRequest(`Section 1557 asks for taglines in at least ${MIN_TAGLINES} languages: this list has ${taglines.length}.`, { taglines: `at least ${MIN_TAGLINES}` });
  }
  if (taglines.length > MAX_TAGLINES) {
    throw badRequest(`At most ${MAX_TAGLINES} taglines: this list has ${taglines.length}.`, { taglines: `at most ${MAX_TAGLINES}` });
  }
  return taglines;
}
