import { ccn, servedZip } from './cells';
import type { ZipDataset } from './cmsDataset';
import { Refusals, type FileRecord, type Refusal } from './cmsRow';
import { FileRefusal, readRecords, streamRecords, type CmsSource } from './readCmsFile';

/** What a ZIP-code file says: each provider's ZIP codes served, in ascending order, and the line it starts on. */
export interface ZipFile {
  providers: Map<string, { line: number; zips: string[] }>;
  /** Rows read (a ZIP code given twice for one provider counts once in its `zips`, twice here). */
  rows: number;
  /** The first refusals, by line (Refusals.KEPT of them at most). */
  refusals: Refusal[];
  /** How many rows were refused in all, where more than `refusals` holds. */
  refusedCount?: number;
}

/** Reads the rows of a ZIP-code file into each provider's ZIP codes, or their refusals. */
function zipReader(dataset: ZipDataset) {
  const found = new Map<string, { line: number; zips: Set<string> }>();
  const refusals = new Refusals();
  let rows = 0;
  return {
    read({ line, cell }: FileRecord) {
      rows++;
      try {
        const id = ccn(cell(dataset.ccn), dataset.ccn);
        const zip = servedZip(cell(dataset.zip), dataset.zip);
        const provider = found.get(id);
        if (provider) provider.zips.add(zip);
        else found.set(id, { line, zips: new Set([zip]) });
      } catch (error) {
        refusals.add({ line, reason: (error as Error).message });
      }
    },
    file(refusal?: Refusal): ZipFile {
      if (refusal) refusals.add(refusal);
      const providers = new Map([...found].map(([id, { line, zips }]) => [id, { line, zips: [...zips].sort() }]));
      return { providers, rows, refusals: refusals.kept(), ...(refusals.count > refusals.kept().length ? { refusedCount: refusals.count } : {}) };
    },
  };
}

/**
 * Reads a ZIP-code file of `dataset` (one row per provider per ZIP code served): each row's CCN and ZIP code checked,
 * or refused with its line and why. A row repeated is the same fact twice, not a contradiction: it is read once. A
 * file that cannot be read or lacks a column is one refusal (line 1).
 */
export function readZipFile(dataset: ZipDataset, text: string): ZipFile {
  const read = readRecords(text, dataset.key, [dataset.ccn, dataset.zip]);
  if ('refusal' in read) return { providers: new Map(), rows: 0, refusals: [read.refusal] };
  const reader = zipReader(dataset);
  for (const record of read.records) reader.read(record);
  return reader.file();
}

/**
 * readZipFile for a file as it streams (CmsSource): the file is never held whole, only each provider's ZIP codes. A file
 * that breaks off (its CSV, its text) is refused at that line, with the rows refused before it.
 */
export async function streamZipFile(dataset: ZipDataset, source: CmsSource): Promise<ZipFile> {
  const reader = zipReader(dataset);
  try {
    for await (const record of streamRecords(source, dataset.key, [dataset.ccn, dataset.zip])) reader.read(record);
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    // A file refused at its header has no rows: its one refusal, as readZipFile says it.
    return error.refusal.line === 1 ? { providers: new Map(), rows: 0, refusals: [error.refusal] } : reader.file(error.refusal);
  }
  return reader.file();
}
