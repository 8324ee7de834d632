/**
 * A US ZIP code as people type it: five digits, with spaces around them, or a ZIP+4 ("43017-1234", "43017 1234"). The
 * product keeps the five digits (its gazetteer and CMS's service areas know ZIP codes, not ZIP+4 routes).
 */
const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;

/** The five digits of a ZIP code typed in any of those forms; null for anything else. */
export function fiveDigitZip(typed: string): string | null {
  return ZIP.exec(typed.trim())?.[1] ?? null;
}
