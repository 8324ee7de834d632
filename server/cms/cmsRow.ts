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

export interface CmsFile {
  rows: CmsRow[];
  refusals: Refusal[];
}

/** A record of the file with the line it starts on, its cells read by column name. */
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
