/**
 * Birth dates: forms keep MM/DD/YYYY text (SPEC §3), the API speaks YYYY-MM-DD. An empty or unparsable value
 * shows as 01/01/1971 (SPEC §5/§9).
 */
export const DEFAULT_BIRTH_DATE = '01/01/1971';
export const FIRST_BIRTH_YEAR = 1890;

export interface DateParts {
  month: number;
  day: number;
  year: number;
}

const isRealDate = ({ month, day, year }: DateParts) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** MM/DD/YYYY → parts, or null when it is not a real calendar date. */
export function parseFormDate(value: string): DateParts | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const parts = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDate(parts) ? parts : null;
}

/** The selectors' value for a form date: its parts, or those of 01/01/1971. */
export const dateOrDefault = (value: string): DateParts => parseFormDate(value) ?? parseFormDate(DEFAULT_BIRTH_DATE)!;

const pad = (value: number) => String(value).padStart(2, '0');

export const formatFormDate = ({ month, day, year }: DateParts) => `${pad(month)}/${pad(day)}/${year}`;

/** MM/DD/YYYY → YYYY-MM-DD for the API; null when invalid. */
export function formDateToIso(value: string): string | null {
  const parts = parseFormDate(value);
  return parts ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;
}

export const daysInMonth = (month: number, year: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

export const birthYears = (currentYear = new Date().getFullYear()) =>
  Array.from({ length: currentYear - FIRST_BIRTH_YEAR + 1 }, (_, index) => currentYear - index);
