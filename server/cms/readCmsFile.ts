import { pipeline, Readable } from 'node:stream';
import { CsvError, parse, type Options } from 'csv-parse';
import { parse as parseWhole } from 'csv-parse/sync';
import { date } from './cells';
import type { CmsDataset } from './cmsDataset';
import type { CmsRecord, DataDateOf, FileRecord, Refusal } from './cmsRow';
import { decodeText, EncodingRefusal } from './decodeText';
import { shown, withoutControls } from './excerpt';
import { longReader } from './readLongRows';
import { wideReader } from './readWideRows';

/**
 * A CMS file as it comes: its bytes as they stream (a file on disk, a download), read a chunk at a time and decoded
 * (decodeText.ts), or its text whole (tests, and the small files a test writes).
 */
export type CmsSource = string | Uint8Array | AsyncIterable<Uint8Array>;

/** The file cannot be read on (its header, its text, its CSV): one refusal, at line 1 or the line it breaks on. */
export class FileRefusal extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/**
 * With each record's line in the file (`info`), for the refusals. A record longer than MAX_RECORD_CHARACTERS (a quote
 * never closed takes the rest of the file into one cell) refuses the file rather than grow without end.
 */
const MAX_RECORD_CHARACTERS = 1_000_000;
const CSV_OPTIONS: Options = { bom: true, skip_empty_lines: true, info: true, max_record_size: MAX_RECORD_CHARACTERS };

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
 * The header's columns by name (trimmed: some of CMS's files write " ZIP Code"), or the refusal of a file that lacks
 * one of `columns`, the columns dataset `key` reads.
 */
function headerOf(header: string[], key: string, columns: readonly string[]): Map<string, number> {
  const index = new Map(header.map((name, position) => [name.trim(), position]));
  const missing = columns.filter((column) => !index.has(column));
  if (missing.length) throw new FileRefusal({ line: 1, reason: `The file is not CMS's ${key} layout: it has no column ${missing.map((column) => `"${column}"`).join(', ')}.` });
  return index;
}

/** A record's cells by column name; a cell with a control character is refused (excerpt.ts). */
const recordOf = (index: Map<string, number>, values: string[], line: number): FileRecord => ({
  line,
  cell: (column) => withoutControls(values[index.get(column)!] ?? '', column),
});

/** The refusal of what stopped the reading, or null for anything else (a file that cannot be opened, a download cut). */
function refusalOf(error: unknown): Refusal | null {
  if (error instanceof FileRefusal) return error.refusal;
  if (error instanceof EncodingRefusal) return { line: error.line, reason: error.message };
  if (error instanceof CsvError) {
    // csv-parse's messages quote the file ("value is …"): escaped and cut like any cell.
    return { line: (error as { lines?: number }).lines ?? 1, reason: `The file is not a CSV file CareChoice can read: ${shown(error.message, 200)}` };
  }
  return null;
}

/**
 * A CMS CSV file's records, whole, for files read in one piece (readZipFile's callers): each cell read by column name,
 * or the one refusal of the whole file (line 1, or the line the CSV breaks on): it cannot be read, is empty, or lacks
 * one of `columns`.
 */
export function readRecords(text: string, key: string, columns: readonly string[]): { records: FileRecord[] } | { refusal: Refusal } {
  try {
    const [first, ...body] = parseWhole(text, CSV_OPTIONS) as unknown as { record: string[]; info: { lines: number } }[];
    if (!first) return { refusal: { line: 1, reason: 'The file is empty.' } };
    const index = headerOf(first.record, key, columns);
    return { records: body.map(({ record, info }) => recordOf(index, record, info.lines)) };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { refusal };
  }
}

/**
 * A CMS CSV file's records as they stream: the file is never held whole, only the record read and what the parser
 * buffers. Throws FileRefusal for a file that cannot be read (line 1, or the line it breaks on), is empty, or lacks
 * one of `columns`; other errors (the file cannot be opened, a download breaks off) as they are.
 */
export async function* streamRecords(source: CmsSource, key: string, columns: readonly string[]): AsyncGenerator<FileRecord> {
  const text = typeof source === 'string' ? Readable.from([source]) : Readable.from(decodeText(source instanceof Uint8Array ? [source] : source));
  // The parser's own iteration reports any error of the text stream; the callback is only pipeline's requirement.
  const records = pipeline(text, parse(CSV_OPTIONS), () => {}) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
  let index: Map<string, number> | null = null;
  try {
    for await (const { record, info } of records) {
      if (index) yield recordOf(index, record, info.lines);
      else index = headerOf(record, key, columns);
    }
  } catch (error) {
    const refusal = refusalOf(error);
    throw refusal ? new FileRefusal(refusal) : error;
  }
  if (!index) throw new FileRefusal({ line: 1, reason: 'The file is empty.' });
}

/** What a layout's reader makes of each record, and of the file once read (readWideRows.ts, readLongRows.ts). */
export interface LayoutReader {
  read(record: FileRecord): CmsRecord | null;
  end(): Iterable<CmsRecord>;
}

/**
 * Reads a CMS CSV file of `dataset` as it streams, in batches of `batchSize` records: each provider checked and typed,
 * or refused with its line and why (a bad number, a rating out of range, …; a CCN given twice is the importer's to
 * find). A file that cannot be read on, lacks a column, or has no data date (no column for it and none given as
 * `dataDate`) ends with its one refusal (line 1, or the line it breaks on).
 */
export async function* readCmsFile(dataset: CmsDataset, source: CmsSource, options: { dataDate?: string; batchSize: number }): AsyncGenerator<CmsRecord[]> {
  let dataDateOf: DataDateOf;
  if (dataset.dataDate) {
    const column = dataset.dataDate;
    dataDateOf = (record) => date(record.cell(column), column);
  } else if (options.dataDate) {
    const given = options.dataDate;
    dataDateOf = () => given;
  } else {
    yield [{ line: 1, ccn: null, refusal: `CMS's ${dataset.key} file has no data-date column: its date must be given (--data-date YYYY-MM-DD).` }];
    return;
  }

  const reader = dataset.layout === 'wide' ? wideReader(dataset, dataDateOf) : longReader(dataset, dataDateOf);
  let batch: CmsRecord[] = [];
  try {
    for await (const record of streamRecords(source, dataset.key, columnsOf(dataset))) {
      const read = reader.read(record);
      if (read) batch.push(read);
      if (batch.length >= options.batchSize) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    yield [...batch, { line: error.refusal.line, ccn: null, refusal: error.refusal.reason }];
    return;
  }
  for (const read of reader.end()) {
    batch.push(read);
    if (batch.length >= options.batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
