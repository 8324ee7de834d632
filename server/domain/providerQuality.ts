import type { ProviderQuality, QualityMeasures } from '../../src/contract/quality';
import { byteCache, jsonBytes } from '../byteCache';
import { prepared, type RunPrepared } from '../db/prepared';
import { SESSION_PATIENT } from './family';
import { offeredCte } from './providers';

/**
 * The CMS quality data of providers of `$2` that the patient of session `$1` is offered, with each one's state (for
 * its state's averages). The "offered" part is the rule of server/domain/providers.ts (offeredCte): a provider not
 * offered to the family is left out exactly as an unknown id, and so is one without CMS data. One statement, so a
 * family's call is one trip to the database besides the averages, which are kept.
 */
const VISIBLE_QUALITY = prepared<{ providerId: number; dataset: string; dataDate: string; measures: QualityMeasures; state: string }>(
  'provider_quality_visible',
  `with ${SESSION_PATIENT},
   ${offeredCte(' and o.provider_id = any($2::int[])')}
   select q.provider_id as "providerId", q.dataset, to_char(q.data_date, 'YYYY-MM-DD') as "dataDate", q.measures, p.state
   from offered
   join provider_quality q on q.provider_id = offered.provider_id
   join providers p on p.id = q.provider_id`,
);

/**
 * The mean of every numeric measure of dataset `$1`, per state and nationwide, in one scan: `grouping sets` gives the
 * (state, key) rows and the (key) rows together, and grouping(p.state) tells a national row from a state's. A measure
 * a provider does not report (JSON null), and flags and text, are not numbers and so count for nothing, so each mean
 * is over the providers that report that measure. Rounded in the database (numeric, halves away from zero) to the
 * 2 decimals a family is shown, and made float8 so the drivers answer numbers rather than numeric's strings.
 */
const AVERAGES = prepared<{ national: boolean; state: string | null; key: string; average: number }>(
  'provider_quality_averages',
  `select grouping(p.state) = 1 as national, p.state, m.key, round(avg(m.value::numeric), 2)::float8 as average
   from provider_quality q
   join providers p on p.id = q.provider_id
   cross join lateral jsonb_each(q.measures) as m(key, value)
   where q.dataset = $1::text and jsonb_typeof(m.value) = 'number'
   group by grouping sets ((p.state, m.key), (m.key))`,
);

/**
 * How long a server keeps a dataset's averages. They move only when a CMS file is imported (monthly), while
 * computing them reads every provider of the dataset (CMS has ~15,000 nursing homes): a minute keeps that scan off
 * the family's calls, as PROVIDER_CACHE_MS does for the catalogue, and an import shows within it.
 */
export const QUALITY_AVERAGES_CACHE_MS = 60_000;

/**
 * The kept averages' budget (byteCache.ts). A dataset's averages are a mean per measure for each state and the nation:
 * for CMS's nursing homes (14 measures, 57 states and territories and the nation) about 23 KB of JSON, counted 57 KB;
 * the seven datasets (server/cms/datasets.ts) together well under the megabyte. Only datasets the database holds are keys.
 */
export const QUALITY_AVERAGES_CACHE_BYTES = 1024 * 1024;

/**
 * What averages being computed count until they are known (then their own size): the largest dataset's, nursing
 * homes' (above), rounded up.
 */
const PENDING_AVERAGES_BYTES = 64 * 1024;

interface Averages {
  national: Record<string, number>;
  byState: Map<string, Record<string, number>>;
}

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Providers' CMS measures for a family, each with its dataset's averages in its state and nationwide. */
export function createProviderQuality(run: RunPrepared, { now = () => Date.now(), maxBytes = QUALITY_AVERAGES_CACHE_BYTES } = {}) {
  // The promise is kept, not its result, so the callers that find a dataset's averages expired while they are being
  // computed again all wait for that one scan instead of each starting their own. It counts PENDING_AVERAGES_BYTES
  // until it resolves, then the averages' own size (`size`).
  const cache = byteCache<string, { until: number; averages: Promise<Averages>; size?: number }>({
    maxBytes,
    sizeOf: ({ size }) => size ?? PENDING_AVERAGES_BYTES,
    expiry: { ttlMs: QUALITY_AVERAGES_CACHE_MS, now },
  });

  function averagesOf(dataset: string): Promise<Averages> {
    const cached = cache.get(dataset);
    if (cached && cached.until > now()) return cached.averages;
    const averages = run(AVERAGES, [dataset]).then((rows) => {
      const result: Averages = { national: {}, byState: new Map() };
      for (const { national, state, key, average } of rows) {
        if (national) result.national[key] = average;
        else {
          let perState = result.byState.get(state!);
          if (!perState) result.byState.set(state!, (perState = {}));
          perState[key] = average;
        }
      }
      return result;
    });
    const until = now() + QUALITY_AVERAGES_CACHE_MS;
    cache.set(dataset, { until, averages });
    averages.then(
      // Known, they count their own size: set again (same expiry, `noUpdateTTL`) while the entry is still theirs.
      (result) => {
        if (cache.peek(dataset)?.averages === averages) cache.set(dataset, { until, averages, size: jsonBytes(result) + 2 * dataset.length }, { noUpdateTTL: true });
      },
      // A failed scan (the database briefly away) is not kept: the next call tries again.
      () => {
        if (cache.peek(dataset)?.averages === averages) cache.delete(dataset);
      },
    );
    return averages;
  }

  return {
    /** The kept averages' size, as counted against the budget. */
    bytes: () => cache.calculatedSize,

    /**
     * The quality data of the providers of `ids` offered to the patient of session `visibleTo` (a session id hash),
     * in the order of `ids`; providers not offered, unknown, or without CMS data are left out. With no live session
     * nothing is found, so no averages are computed for a caller who is not signed in.
     */
    async load(ids: number[], visibleTo: string): Promise<ProviderQuality[]> {
      if (ids.length === 0) return [];
      const rows = await run(VISIBLE_QUALITY, [visibleTo, intArray(ids)]);
      const datasets = [...new Set(rows.map((row) => row.dataset))];
      const averages = new Map(await Promise.all(datasets.map(async (dataset) => [dataset, await averagesOf(dataset)] as const)));
      const byId = new Map(rows.map((row) => [row.providerId, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        if (!row) return [];
        const { national, byState } = averages.get(row.dataset)!;
        return [
          {
            providerId: row.providerId,
            dataset: row.dataset,
            dataDate: row.dataDate,
            measures: row.measures,
            stateAverages: byState.get(row.state) ?? {},
            nationalAverages: national,
          },
        ];
      });
    },
  };
}

export type ProviderQualityStore = ReturnType<typeof createProviderQuality>;
