/**
 * Pure display helpers of forms and the account screen (no React, so they are unit-tested in node).
 */
import { en } from '../../i18n/en';

const pad = (value: number) => String(value).padStart(2, '0');

/** How a language writes a date's numbers and a time of day (the catalogue's `dates`). */
export type DateWords = Pick<typeof en.dates, 'shortDate' | 'clockTime'>;

/**
 * SPEC §2 ACCOUNT: the creation date as MM/DD/YYYY and h:mm a, in the reader's local time; in another language as
 * it writes them (Spanish: DD/MM/YYYY).
 */
export function formatCreatedAt(unixSeconds: number, words: DateWords = en.dates): { date: string; time: string } {
  const at = new Date(unixSeconds * 1000);
  const hours = at.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return {
    date: words.shortDate(pad(at.getDate()), pad(at.getMonth() + 1), String(at.getFullYear())),
    time: words.clockTime(String(hour12), pad(at.getMinutes()), hours >= 12),
  };
}

/** SPEC §5 phone mask (###) ###-####, applied to however many digits there are so far. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 10);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** The caret position in `masked` just after its `count`-th digit (0: before the first digit). */
export function caretAfterDigits(masked: string, count: number): number {
  if (count <= 0) return masked.indexOf('(') === 0 ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (/\d/.test(masked.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return masked.length;
}
