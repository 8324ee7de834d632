import { parse } from 'csv-parse/sync';
import type { CmsDataset, MeasureKind } from './datasets';

export type Measures = Record<string, number | string | boolean | null>;
export type Ratings = Partial<Record<'overall' | 'quality' | 'healthInspection' | 'staffing' | 'survey', number | null>>;

/** One provider of a CMS file, checked and read to its types. */
export interface CmsRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  ccn: string;
  name: string;
  city: string;
  state: string;
  zip: string;
  /** Null where the file has none: the ZIP's centre is used. */
  latitude: number | null;
  longitude: number | null;
  dataDate: string;
  ratings: Ratings;
  measures: Measures;
}

export interface Refusal {
  /** 1 for the file itself (its header). */
  line: number;
  reason: string;
}

export interface CmsFile {
  rows: CmsRow[];
  refusals: Refusal[];
}

const CCN = /^[0-9A-Z]{6}$/;

/** A cell as a number; blank is not reported (null); anything else is refused. */
function number(cell: string, column: string): number | null {
  const text = cell.trim().replaceAll(',', '').replace(/^\$/, '');
  if (text === '' || text === 'NA' || text === 'N/A') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`${column} is not a number: "${cell}"`);
  return value;
}

function rating(cell: string, column: string): number | null {
  const value = number(cell, column);
  if (value !== null && (value < 1 || value > 5)) throw new Error(`${column} is not a rating from 1 to 5: "${cell}"`);
  return value;
}

function flag(cell: string, column: string): boolean | null {
  const text = cell.trim().toUpperCase();
  if (text === '') return null;
  if (text === 'Y' || text === 'YES' || text === 'TRUE') return true;
  if (text === 'N' || text === 'NO' || text === 'FALSE') return false;
  throw new Error(`${column} is not Y or N: "${cell}"`);
}

const READ: Record<MeasureKind, (cell: string, column: string) => number | string | boolean | null> = {
  number,
  flag,
  text: (cell) => cell.trim() || null,
};

/** CMS writes dates as YYYY-MM-DD in its CSV files and MM/DD/YYYY in some others: read as YYYY-MM-DD. */
function date(cell: string, column: string): string {
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1]!.padStart(2, '0'), us[2]!.padStart(2, '0')] : [];
  const parsed = year ? new Date(`${year}-${month}-${day}T00:00:00Z`) : null;
  if (!parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== `${year}-${month}-${day}`) {
    throw new Error(`${column} is not a date: "${cell}"`);
  }
  return `${year}-${month}-${day}`;
}

function required(cell: string, column: string): string {
  const text = cell.trim();
  if (text === '') throw new Error(`${column} is empty`);
  return text;
}

/** Every column the dataset reads: a file without one of them is refused whole. */
function columnsOf(dataset: CmsDataset): string[] {
  const { latitude, longitude, ...identity } = dataset.identity;
  return [...Object.values(identity), ...[latitude, longitude].filter((column): column is string => Boolean(column)), dataset.dataDate, ...Object.values(dataset.ratings), ...dataset.measures.map((measure) => measure.column)];
}

/**
 * Reads a CMS CSV file of `dataset`: each row checked and typed, or refused with its line and why (a bad number, a
 * rating out of range, a CCN given twice, …). A file that cannot be read, or lacks a column, is one refusal (line 1).
 */
export function readCmsFile(dataset: CmsDataset, text: string): CmsFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With each record's line in the file (`info`), for the refusals.
    records = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    return { rows: [], refusals: [{ line: (error as { lines?: number }).lines ?? 1, reason: `The file is not a CSV file CareChoice can read: ${(error as Error).message}` }] };
  }
  const [first, ...body] = records;
  if (!first) return { rows: [], refusals: [{ line: 1, reason: 'The file is empty.' }] };
  const header = first.record;
  const index = new Map(header.map((name, position) => [name.trim(), position]));
  const missing = columnsOf(dataset).filter((column) => !index.has(column));
  if (missing.length) {
    return { rows: [], refusals: [{ line: 1, reason: `The file is not CMS's ${dataset.key} layout: it has no column ${missing.map((column) => `"${column}"`).join(', ')}.` }] };
  }
  const cell = (record: string[], column: string) => record[index.get(column)!] ?? '';
  const rows: CmsRow[] = [];
  const refusals: Refusal[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const line = info.lines;
    try {
      const { identity } = dataset;
      const ccn = required(cell(record, identity.ccn), identity.ccn).toUpperCase();
      if (!CCN.test(ccn)) throw new Error(`${identity.ccn} is not a 6-character CMS Certification Number: "${ccn}"`);
      const earlier = seen.get(ccn);
      if (earlier !== undefined) throw new Error(`CCN ${ccn} is on line ${earlier} too`);
      seen.set(ccn, line);
      const ratings: Ratings = {};
      for (const [key, column] of Object.entries(dataset.ratings)) ratings[key as keyof Ratings] = rating(cell(record, column), column);
      const measures: Measures = {};
      for (const measure of dataset.measures) measures[measure.key] = READ[measure.kind](cell(record, measure.column), measure.column);
      const state = required(cell(record, identity.state), identity.state).toUpperCase();
      if (!/^[A-Z]{2}$/.test(state)) throw new Error(`${identity.state} is not a 2-letter state: "${state}"`);
      rows.push({
        line,
        ccn,
        name: required(cell(record, identity.name), identity.name),
        city: required(cell(record, identity.city), identity.city),
        state,
        zip: cell(record, identity.zip).trim().slice(0, 5).padStart(5, '0'),
        latitude: identity.latitude ? number(cell(record, identity.latitude), identity.latitude) : null,
        longitude: identity.longitude ? number(cell(record, identity.longitude), identity.longitude) : null,
        dataDate: date(cell(record, dataset.dataDate), dataset.dataDate),
        ratings,
        measures,
      });
    } catch (error) {
      refusals.push({ line, reason: (error as Error).message });
    }
  }
  return { rows, refusals };
}
