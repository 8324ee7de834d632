import type { MeasureKind } from './cmsDataset';
import { excerpt } from './excerpt';

/**
 * CMS's cells, read to their types or refused (thrown, with the column and an excerpt of the cell: excerpt.ts). CMS
 * writes "not reported" several ways across its files: blank, "-" (home health), "Not Available" or "Not Applicable"
 * (hospice, rehabilitation, surveys), sometimes with its footnote glued on ("Not Available(12)").
 */
const NOT_REPORTED = /^(|-|NA|N\/A|not available|not applicable)(\s*\(\d+\))?$/i;

/** A cell as a number; not reported is null; anything else is refused. */
export function number(cell: string, column: string): number | null {
  const text = cell.trim();
  // Most cells are a plain number (none of the ways of not reporting is one): a national file has millions of them.
  const plain = text === '' ? NaN : Number(text);
  if (Number.isFinite(plain)) return plain;
  if (NOT_REPORTED.test(text)) return null;
  const value = Number(text.replaceAll(',', '').replace(/^\$/, '').replace(/%$/, ''));
  if (!Number.isFinite(value)) throw new Error(`${column} is not a number: ${excerpt(cell)}`);
  return value;
}

export function rating(cell: string, column: string): number | null {
  const value = number(cell, column);
  if (value !== null && (value < 1 || value > 5)) throw new Error(`${column} is not a rating from 1 to 5: ${excerpt(cell)}`);
  return value;
}

function flag(cell: string, column: string): boolean | null {
  const text = cell.trim().toUpperCase();
  if (text === '' || text === '-') return null;
  if (text === 'Y' || text === 'YES' || text === 'TRUE') return true;
  if (text === 'N' || text === 'NO' || text === 'FALSE') return false;
  throw new Error(`${column} is not Y or N: ${excerpt(cell)}`);
}

export const MEASURE: Record<MeasureKind, (cell: string, column: string) => number | string | boolean | null> = {
  number,
  flag,
  text: (cell) => cell.trim() || null,
};

/** CMS writes dates as YYYY-MM-DD in its CSV files and MM/DD/YYYY in some others: read as YYYY-MM-DD. */
export function date(cell: string, column: string): string {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')] : [];
  const parsed = year ? new Date(`${year}-${month}-${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) {
    throw new Error(`${column} is not a date: ${excerpt(cell)}`);
  }
  return `${year}-${month}-${day}`;
}

export function required(cell: string, column: string): string {
  const text = cell.trim();
  if (text === '') throw new Error(`${column} is empty`);
  return text;
}

const CCN_PATTERN = /^[0-9A-Z]{6}$/;

export function ccn(cell: string, column: string): string {
  const value = required(cell, column).toUpperCase();
  if (!CCN_PATTERN.test(value)) throw new Error(`${column} is not a 6-character CMS Certification Number: ${excerpt(value)}`);
  return value;
}

export function state(cell: string, column: string): string {
  const value = required(cell, column).toUpperCase();
  if (!/^[A-Z]{2}$/.test(value)) throw new Error(`${column} is not a 2-letter state: ${excerpt(value)}`);
  return value;
}

/** ZIP+4 and ZIP codes that lost their leading zero in a spreadsheet, as the five digits of the gazetteer. */
export const zip = (cell: string) => cell.trim().slice(0, 5).padStart(5, '0');

/**
 * A ZIP code a provider serves, as its five digits: ZIP+4 is cut to five, and three or four digits are a ZIP code
 * that lost its leading zeros in a spreadsheet (CMS's own files have written them as numbers). Anything else is
 * refused: a wrong code would hide the provider from the families it serves.
 */
export function servedZip(cell: string, column: string): string {
  const text = cell.trim();
  const match = /^(\d{5})-?\d{4}$/.exec(text) ?? /^(\d{3,5})$/.exec(text);
  if (!match) throw new Error(`${column} is not a ZIP code: ${excerpt(cell)}`);
  return match[1]!.padStart(5, '0');
}
