import { ccn, MEASURE, rating } from './cells';
import type { LongDataset, RatingKey } from './cmsDataset';
import { readProvider, type CmsFile, type CmsRow, type DataDateOf, type FileRecord, type Measures, type Ratings, type Refusal } from './cmsRow';

/** What one provider's rows of a long file said so far. */
interface Pivot {
  first: FileRecord;
  /** The line of each measure code seen, to refuse a code given twice. */
  codes: Map<string, number>;
  ratings: Ratings;
  measures: Measures;
}

/**
 * The rows of a file with one row per provider per measure, pivoted to one row per provider (CCN). Only the measure
 * codes the dataset names are read; a refusal names the line of the bad row itself. The provider's name and place come
 * from its first row. A file where a code read here is on no row at all is refused whole (line 1): CMS renames its
 * codes as its measures change, and a renamed measure would otherwise load as "not reported" for every provider.
 */
export function readLongRows(dataset: LongDataset, records: FileRecord[], dataDateOf: DataDateOf): CmsFile {
  const ratingOf = new Map(Object.entries(dataset.ratings).map(([key, cell]) => [cell.code, { key: key as RatingKey, column: cell.column }]));
  const measureOf = new Map(dataset.measures.map((measure) => [measure.code, measure]));
  const pivots = new Map<string, Pivot>();
  const refusals: Refusal[] = [];
  const codesSeen = new Set<string>();
  for (const record of records) {
    const { line, cell } = record;
    try {
      const id = ccn(cell(dataset.ccn), dataset.ccn);
      const code = cell(dataset.code).trim();
      codesSeen.add(code);
      let pivot = pivots.get(id);
      if (!pivot) {
        pivot = { first: record, codes: new Map(), ratings: {}, measures: {} };
        pivots.set(id, pivot);
      }
      const earlier = pivot.codes.get(code);
      if (earlier !== undefined) throw new Error(`CCN ${id} has measure ${code} on line ${earlier} too`);
      pivot.codes.set(code, line);
      const asRating = ratingOf.get(code);
      if (asRating) pivot.ratings[asRating.key] = rating(cell(asRating.column), `${asRating.column} of ${code}`);
      const asMeasure = measureOf.get(code);
      if (asMeasure) pivot.measures[asMeasure.key] = MEASURE[asMeasure.kind](cell(asMeasure.column), `${asMeasure.column} of ${code}`);
    } catch (error) {
      refusals.push({ line, reason: (error as Error).message });
    }
  }

  const absent = [...ratingOf.keys(), ...measureOf.keys()].filter((code) => !codesSeen.has(code));
  if (records.length && absent.length) {
    refusals.unshift({ line: 1, reason: `The file is not CMS's ${dataset.key} layout: no row has measure code ${absent.map((code) => `"${code}"`).join(', ')}.` });
  }

  const rows: CmsRow[] = [];
  for (const [id, pivot] of pivots) {
    try {
      // A provider without a row of some code read here: not reported, as a blank cell would say.
      const ratings: Ratings = Object.fromEntries([...ratingOf.values()].map(({ key }) => [key, pivot.ratings[key] ?? null]));
      const measures: Measures = Object.fromEntries(dataset.measures.map(({ key }) => [key, pivot.measures[key] ?? null]));
      const provider = dataset.provider ? readProvider(dataset.provider, pivot.first) : null;
      rows.push({ line: pivot.first.line, ccn: id, provider, dataDate: dataDateOf(pivot.first), ratings, measures });
    } catch (error) {
      refusals.push({ line: pivot.first.line, reason: (error as Error).message });
    }
  }
  return { rows, refusals: refusals.sort((a, b) => a.line - b.line) };
}
