import { ccn, MEASURE, rating } from './cells';
import type { LongDataset, RatingKey } from './cmsDataset';
import { readProvider, type CmsProvider, type CmsRecord, type DataDateOf, type Measures, type Ratings } from './cmsRow';
import { shown } from './excerpt';
import type { LayoutReader } from './readCmsFile';

/** What one provider's rows of a long file said so far. */
interface Pivot {
  /** The provider's first row: its line, and who and where the provider is as of when, or why not. */
  line: number;
  first: { provider: CmsProvider | null; dataDate: string } | { fault: string };
  /** The line of each measure code seen, to refuse a code given twice. */
  codes: Map<string, number>;
  ratings: Ratings;
  measures: Measures;
}

/**
 * A file with one row per provider per measure, pivoted to one row per provider (CCN). Only the measure codes the
 * dataset names are read; a refusal names the line of the bad row itself. The provider's name and place come from its
 * first row. The rows of a provider need not be together, so what each provider's rows said is kept until the file
 * ends: a few values per provider (not per row), and CMS's long files list thousands of providers, not millions.
 * A file where a code read here is on no row at all is refused whole (line 1): CMS renames its codes as its measures
 * change, and a renamed measure would otherwise load as "not reported" for every provider.
 */
export function longReader(dataset: LongDataset, dataDateOf: DataDateOf): LayoutReader {
  const ratingOf = new Map(Object.entries(dataset.ratings).map(([key, cell]) => [cell.code, { key: key as RatingKey, column: cell.column }]));
  const measureOf = new Map(dataset.measures.map((measure) => [measure.code, measure]));
  const pivots = new Map<string, Pivot>();
  const codesSeen = new Set<string>();
  let records = 0;
  return {
    read(record) {
      records++;
      const { line, cell } = record;
      try {
        const id = ccn(cell(dataset.ccn), dataset.ccn);
        const code = cell(dataset.code).trim();
        codesSeen.add(code);
        let pivot = pivots.get(id);
        if (!pivot) {
          let first: Pivot['first'];
          try {
            first = { provider: dataset.provider ? readProvider(dataset.provider, record) : null, dataDate: dataDateOf(record) };
          } catch (error) {
            first = { fault: (error as Error).message };
          }
          pivot = { line, first, codes: new Map(), ratings: {}, measures: {} };
          pivots.set(id, pivot);
        }
        const earlier = pivot.codes.get(code);
        if (earlier !== undefined) throw new Error(`CCN ${id} has measure ${shown(code)} on line ${earlier} too`);
        pivot.codes.set(code, line);
        const asRating = ratingOf.get(code);
        if (asRating) pivot.ratings[asRating.key] = rating(cell(asRating.column), `${asRating.column} of ${code}`);
        const asMeasure = measureOf.get(code);
        if (asMeasure) pivot.measures[asMeasure.key] = MEASURE[asMeasure.kind](cell(asMeasure.column), `${asMeasure.column} of ${code}`);
        return null;
      } catch (error) {
        return { line, ccn: null, refusal: (error as Error).message };
      }
    },
    *end(): Generator<CmsRecord> {
      const absent = [...ratingOf.keys(), ...measureOf.keys()].filter((code) => !codesSeen.has(code));
      if (records && absent.length) {
        yield { line: 1, ccn: null, refusal: `The file is not CMS's ${dataset.key} layout: no row has measure code ${absent.map((code) => `"${code}"`).join(', ')}.` };
      }
      for (const [id, { line, first, ratings, measures }] of pivots) {
        if ('fault' in first) {
          yield { line, ccn: null, refusal: first.fault };
          continue;
        }
        // A provider without a row of some code read here: not reported, as a blank cell would say.
        const row = {
          line,
          ccn: id,
          provider: first.provider,
          dataDate: first.dataDate,
          ratings: Object.fromEntries([...ratingOf.values()].map(({ key }) => [key, ratings[key] ?? null])),
          measures: Object.fromEntries(dataset.measures.map(({ key }) => [key, measures[key] ?? null])),
        };
        yield { line, ccn: id, row };
      }
    },
  };
}
