import { ccn, MEASURE, rating } from './cells';
import type { RatingKey, WideDataset } from './cmsDataset';
import { readProvider, type CmsFile, type CmsRow, type DataDateOf, type FileRecord, type Measures, type Ratings, type Refusal } from './cmsRow';

/** The rows of a file with one row per provider: each read whole, or refused with its line and its first fault. */
export function readWideRows(dataset: WideDataset, records: FileRecord[], dataDateOf: DataDateOf): CmsFile {
  const rows: CmsRow[] = [];
  const refusals: Refusal[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    const { line, cell } = record;
    try {
      const id = ccn(cell(dataset.ccn), dataset.ccn);
      const earlier = seen.get(id);
      if (earlier !== undefined) throw new Error(`CCN ${id} is on line ${earlier} too`);
      seen.set(id, line);
      const ratings: Ratings = {};
      for (const [key, column] of Object.entries(dataset.ratings)) ratings[key as RatingKey] = rating(cell(column), column);
      const measures: Measures = {};
      for (const measure of dataset.measures) measures[measure.key] = MEASURE[measure.kind](cell(measure.column), measure.column);
      rows.push({ line, ccn: id, provider: dataset.provider ? readProvider(dataset.provider, record) : null, dataDate: dataDateOf(record), ratings, measures });
    } catch (error) {
      refusals.push({ line, reason: (error as Error).message });
    }
  }
  return { rows, refusals };
}
