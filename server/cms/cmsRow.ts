import { number, required, state, zip } from './cells';
import type { ProviderColumns, RatingKey } from './cmsDataset';

/** What the readers make of a CMS file, whatever its layout. */

export type Measures = Record<string, number | string | boolean | null>;
export type Ratings = Partial<Record<RatingKey, number | null>>;

/** Who and where a provider is, as its file says. */
export interface CmsProvider {
  name: string;
  city: string;
  state: string;
  zip: string;
  /** Null where the file has none: the ZIP's centre is used. */
  latitude: number | null;
  longitude: number | null;
}

/** One provider of a CMS file, checked and read to its types. */
export interface CmsRow {
  /** The file's line the provider starts on (the header is line 1; in a long file, the provider's first row). */
  line: number;
  ccn: string;
  /** Null in a file that only adds to providers already in the catalogue (a survey). */
  provider: CmsProvider | null;
  dataDate: string;
  ratings: Ratings;
  measures: Measures;
}

export interface Refusal {
  /** 1 for the file itself (its header). */
  line: number;
  reason: string;
}

/**
 * A record of a file as its reader makes it: a provider's row, or a refusal with its line and why. `ccn` is the CCN
 * the record gave, where it was one: the importer finds a CCN given twice by it (a refused row's CCN counts, as a
 * later row repeating it is as wrong). A long file's refusals have none: its provider's rows share their CCN.
 */
export type CmsRecord = { line: number; ccn: string; row: CmsRow } | { line: number; ccn: string | null; refusal: string };

/** A record of the file with its line, its cells read by column name (a cell with a control character is refused). */
export interface FileRecord {
  line: number;
  cell: (column: string) => string;
}

/** Where each row's data date comes from: a column of the file, or the date the operator gave for the whole file. */
export type DataDateOf = (record: FileRecord) => string;

/** The provider columns of a record, read; throws (with the column) on an empty name or city, or a bad state. */
export function readProvider(columns: ProviderColumns, { cell }: FileRecord): CmsProvider {
  return {
    name: required(cell(columns.name), columns.name),
    city: required(cell(columns.city), columns.city),
    state: state(cell(columns.state), columns.state),
    zip: zip(cell(columns.zip)),
    latitude: columns.latitude ? number(cell(columns.latitude), columns.latitude) : null,
    longitude: columns.longitude ? number(cell(columns.longitude), columns.longitude) : null,
  };
}

/**
 * The refusals of a file as its rows stream by: the first KEPT by line are kept to report, the others only counted, so
 * a file refused on every one of its million rows does not hold a million reasons.
 */
export class Refusals {
  static readonly KEPT = 1_000;
  #kept: Refusal[] = [];
  count = 0;

  add(refusal: Refusal): void {
    this.count++;
    this.#kept.push(refusal);
    if (this.#kept.length >= 2 * Refusals.KEPT) this.#trim();
  }

  /** The first KEPT refusals, by line (those of one line in the order they came). */
  kept(): Refusal[] {
    this.#trim();
    return [...this.#kept];
  }

  #trim(): void {
    this.#kept = this.#kept.sort((a, b) => a.line - b.line).slice(0, Refusals.KEPT);
  }
}
