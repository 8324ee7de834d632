import { ccn, MEASURE, rating } from './cells';
import type { RatingKey, WideDataset } from './cmsDataset';
import { readProvider, type DataDateOf, type Measures, type Ratings } from './cmsRow';
import type { LayoutReader } from './readCmsFile';

/**
 * A file with one row per provider: each row read whole, or refused with its line and its first fault. A CCN given
 * twice is found by the importer (importCms.ts), which sees every batch of the file without holding them.
 */
export function wideReader(dataset: WideDataset, dataDateOf: DataDateOf): LayoutReader {
  return {
    read(record) {
      const { line, cell } = record;
      let id: string;
      try {
        id = ccn(cell(dataset.ccn), dataset.ccn);
      } catch (error) {
        return { line, ccn: null, refusal: (error as Error).message };
      }
      try {
        const ratings: Ratings = {};
        for (const [key, column] of Object.entries(dataset.ratings)) ratings[key as RatingKey] = rating(cell(column), column);
        const measures: Measures = {};
        for (const measure of dataset.measures) measures[measure.key] = MEASURE[measure.kind](cell(measure.column), measure.column);
        const provider = dataset.provider ? readProvider(dataset.provider, record) : null;
        return { line, ccn: id, row: { line, ccn: id, provider, dataDate: dataDateOf(record), ratings, measures } };
      } catch (error) {
        return { line, ccn: id, refusal: (error as Error).message };
      }
    },
    end: () => [],
  };
}
