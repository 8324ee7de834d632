/**
 * BCP 47 language tags as typed by a person (the hospital's taglines): the canonical form Intl gives
 * ('EN-us' → 'en-US', 'iw' → 'he'), or null when the text is not a well-formed tag. Both sides use it: the console
 * checks a code as it is added, the server before it keeps one.
 */
export function canonicalLang(value: string): string | null {
  const typed = value.trim();
  if (typed === '' || typed.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(typed)[0] ?? null;
  } catch {
    return null;
  }
}
