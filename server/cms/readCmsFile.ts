import { parse } from 'csv-parse/sync';
import { date } from './cells';
import type { CmsDataset } from './cmsDataset';
import type { CmsFile, DataDateOf, FileRecord, Refusal } from './cmsRow';
import { readLongRows } from './readLongRows';
import { readWideRows } from './readWideRows';

/** Every column a dataset reads: a file without one of them is refused whole. */
function columnsOf(dataset: CmsDataset): string[] {
  const provider: string[] = dataset.provider ? Object.values(dataset.provider).filter((column): column is string => Boolean(column)) : [];
  const values =
    dataset.layout === 'wide'
      ? [...Object.values(dataset.ratings), ...dataset.measures.map((measure) => measure.column)]
      : [dataset.code, ...Object.values(dataset.ratings).map((cell) => cell.column), ...dataset.measures.map((measure) => measure.column)];
  return [...new Set([dataset.ccn, ...provider, ...(dataset.dataDate ? [dataset.dataDate] : []), ...values])];
}

/**
 * A CMS CSV file's records, their cells read by column name (headers trimmed: some of CMS's files write " ZIP Code"),
 * or the one refusal of the whole file (line 1, or the line the CSV breaks on): it cannot be read, is empty, or lacks
 * one of `columns`, the columns dataset `key` reads.
 */
export function readRecords(text: string, key: string, columns: readonly string[]): { records: FileRecord[] } | { refusal: Refusal } {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // With each record's line in the file (`info`), for the refusals.
    parsed = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof parsed;
  } catch (error) {
    return { refusal: { line: (error as { lines?: number }).lines ?? 1, reason: `The file is not a CSV file CareChoice can read: ${(error as Error).message}` } };
  }
  const [first, ...body] = parsed;
  if (!first) return { refusal: { line: 1, reason: 'The file is empty.' } };
  const index = new Map(first.record.map((name, position) => [name.trim(), position]));
  const missing = columns.filter((column) => !index.has(column));
  if (missing.length) return { refusal: { line: 1, reason: `The file is not CMS's ${key} layout: it has no column ${missing.map((column) => `"${column}"`).join(', ')}.` } };
  return { records: body.map(({ record, info }) => ({ line: info.lines, cell: (column) => record[index.get(column)!] ?? '' })) };
}

/**
 * Reads a CMS CSV file of `dataset`: each provider checked and typed, or refused with its line and why (a bad number,
 * a rating out of range, a CCN given twice, …). A file that cannot be read, lacks a column, or has no data date (no
 * column for it and none given as `dataDate`) is one refusal (line 1).
 */
export function readCmsFile(dataset: CmsDataset, text: string, options: { dataDate?: string } = {}): CmsFile {
  const refuseFile = (reason: string): CmsFile => ({ rows: [], refusals: [{ line: 1, reason }] });
  let dataDateOf: DataDateOf;
  if (dataset.dataDate) {
    const column = dataset.dataDate;
    dataDateOf = (record) => date(record.cell(column), column);
  } else if (options.dataDate) {
    const given = options.dataDate;
    dataDateOf = () => given;
  } else {
    return refuseFile(`CMS's ${dataset.key} file has no data-date column: its date must be given (--data-date YYYY-MM-DD).`);
  }

  const read = readRecords(text, dataset.key, columnsOf(dataset));
  if ('refusal' in read) return { rows: [], refusals: [read.refusal] };
  const { records } = read;
  return dataset.layout === 'wide' ? readWideRows(dataset, records, dataDateOf) : readLongRows(dataset, records, dataDateOf);
}
