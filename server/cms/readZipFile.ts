import { ccn, servedZip } from './cells';
import type { ZipDataset } from './cmsDataset';
import type { Refusal } from './cmsRow';
import { readRecords } from './readCmsFile';

/** What a ZIP-code file says: each provider's ZIP codes served, in ascending order, and the line it starts on. */
export interface ZipFile {
  providers: Map<string, { line: number; zips: string[] }>;
  /** Rows read (a ZIP code given twice for one provider counts once in its `zips`, twice here). */
  rows: number;
  refusals: Refusal[];
}

/**
 * Reads a ZIP-code file of `dataset` (one row per provider per ZIP code served): each row's CCN and ZIP code checked,
 * or refused with its line and why. A row repeated is the same fact twice, not a contradiction: it is read once. A
 * file that cannot be read or lacks a column is one refusal (line 1).
 */
export function readZipFile(dataset: ZipDataset, text: string): ZipFile {
  const read = readRecords(text, dataset.key, [dataset.ccn, dataset.zip]);
  if ('refusal' in read) return { providers: new Map(), rows: 0, refusals: [read.refusal] };
  const found = new Map<string, { line: number; zips: Set<string> }>();
  const refusals: Refusal[] = [];
  for (const { line, cell } of read.records) {
    try {
      const id = ccn(cell(dataset.ccn), dataset.ccn);
      const zip = servedZip(cell(dataset.zip), dataset.zip);
      const provider = found.get(id);
      if (provider) provider.zips.add(zip);
      else found.set(id, { line, zips: new Set([zip]) });
    } catch (error) {
      refusals.push({ line, reason: (error as Error).message });
    }
  }
  const providers = new Map([...found].map(([id, { line, zips }]) => [id, { line, zips: [...zips].sort() }]));
  return { providers, rows: read.records.length, refusals };
}
