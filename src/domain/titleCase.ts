/** SPEC §9: title case, with the small words a, an, the, of lowercase except first and last. */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'of']);

// The first letter, not the first character, so '(pediatric)' becomes '(Pediatric)'; each part of a hyphenated
// word is capitalised ('long-term' -> 'Long-Term').
const capitalise = (word: string) => word.replace(/(^|-)([^\p{L}]*)(\p{L})/gu, (_match, dash: string, lead: string, letter: string) => dash + lead + letter.toUpperCase());

/** Lowercases first, so ALL-CAPS input reads as a title too; runs of spaces collapse to one. */
export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return capitalise(lower);
    })
    .join(' ');
}
