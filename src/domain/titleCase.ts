/** SPEC §9: title case, with the small words a, an, the, of lowercase except first and last. */
const SMALL_WORDS = new Set(['a', 'an', 'the', 'of']);

export function titleCase(text: string): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < words.length - 1 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
