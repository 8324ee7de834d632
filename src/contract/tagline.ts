import { array, object, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { maxLength } from './common';
import { MAX_TAGLINE_DRAFT_LENGTH } from './limits';

/**
 * Section 1557's taglines (45 CFR 92.11): one sentence per language saying free language assistance is
 * available, written in that language. A hospital sets its own list, its state's most spoken languages first (OCR
 * publishes the top 15 for each state); without one, families see HHS's samples in the 15 languages most spoken
 * nationally (src/i18n/taglines.ts). Shared by the family's hospital and the console's settings.
 */

/** Section 1557 asks for at least the top 15 languages of the state. */
export const MIN_TAGLINES = 15;
/** More would no longer be a notice one reads through. */
export const MAX_TAGLINES = 40;
export const MAX_TAGLINE_LANGUAGE = 40;
/** BCP 47's advised longest tag. */
export const MAX_TAGLINE_LANG = 35;
export const MAX_TAGLINE_TEXT = 300;

/**
 * One tagline. `language`: the language's name in English (the console's word for it); `lang`: its BCP 47 tag,
 * canonical, so screen readers read the sentence in its language; its direction follows from `lang` and is not kept.
 */
export const Tagline = object({
  language: size(string(), 1, MAX_TAGLINE_LANGUAGE),
  lang: size(string(), 1, MAX_TAGLINE_LANG),
  text: size(string(), 1, MAX_TAGLINE_TEXT),
});
export type Tagline = Infer<typeof Tagline>;

/**
 * A list as an admin sends it: only its shape is checked here; the server trims, canonicalises the codes and words
 * what is wrong with which tagline (server/domain/taglines.ts), so the answer can name it.
 */
const Draft = maxLength(string(), MAX_TAGLINE_DRAFT_LENGTH);
export const TaglineDrafts = array(object({ language: Draft, lang: Draft, text: Draft }));
export type TaglineDrafts = Infer<typeof TaglineDrafts>;
