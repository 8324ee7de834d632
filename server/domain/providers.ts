import type { Provider, ProviderEmbed } from '../../src/contract/choice';
import { byteCache, jsonBytes } from '../byteCache';
import { prepared, type RunPrepared } from '../db/prepared';
import { servesPatientHome, SESSION_PATIENT } from './family';

/** `json_agg` of a provider's rows of `table`, or `[]` when it has none. */
const listOf = (value: string, table: string, orderBy: string) =>
  `coalesce((select json_agg(${value} order by ${orderBy}) from ${table} x where x.provider_id = p.id), '[]'::json)`;

/** Every provider of `$1` with all its parts, as the JSON of the answer, built by the database in one query. */
const PROVIDERS = prepared<{ provider: Required<Provider> }>(
  'providers_json',
  `select json_build_object(
     'id', p.id, 'name', p.name, 'displayName', p.display_name, 'city', p.city, 'state', p.state,
     'latitude', p.latitude, 'longitude', p.longitude, 'description', p.description, 'profileImage', p.profile_image,
     'preferredBy', ${listOf('x.hospital_id', 'provider_preferred_by', 'x.hospital_id')},
     'affiliations', ${listOf('x.hospital_id', 'provider_affiliations', 'x.hospital_id')},
     'providerServices', ${listOf(`json_build_object('type', x.type, 'providerNumber', x.provider_number)`, 'provider_services', 'x.type')},
     'images', ${listOf(`json_build_object('image', x.image)`, 'provider_images', 'x.position')},
     'subscription', case when p.subscription_status is null then null else json_build_object('status', p.subscription_status) end,
     'videos', ${listOf(`json_build_object('id', x.id, 'sourceType', x.source_type, 'source', x.source, 'title', x.title)`, 'provider_videos', 'x.position')},
     'medicareRatings', (select json_build_object('overall', x.overall, 'quality', x.quality,
        'healthInspection', x.health_inspection, 'staffing', x.staffing, 'survey', x.survey)
        from medicare_ratings x where x.provider_id = p.id),
     'nonMedicalServices', ${listOf(`json_build_object('key', x.key, 'name', x.name)`, 'provider_non_medical_services', 'x.name')},
     'languages', ${listOf('x.language', 'provider_languages', 'x.language')}
   ) as provider
   from providers p where p.id = any($1::int[])`,
);

/**
 * The providers the option lists of the patient of session `$1` offer (all that family may look at), each with the
 * financial-interest disclosure of that patient's hospital, or null: OFFERED_AMONG only those of `$2`, OFFERED every
 * one by id. Read with each call, not kept with the catalogue: it is that hospital's alone, and a disclosure an admin
 * sets reaches families at once.
 */
/**
 * `offered`: the providers the option lists of `patient` (SESSION_PATIENT) offer, `among` narrowing them: what a family
 * may look at. Shared by every family call about providers (and their quality data), so they all apply one rule, the
 * options' own (family.ts servesPatientHome: no home health agency that does not serve the patient's home ZIP).
 */
export const offeredCte = (among: string) => `offered as (select distinct o.provider_id from options o
     join option_lists l on l.id = o.option_list_id
     join services s on s.id = l.service_id
     where s.patient_id = (select id from patient)${among}
       and ${servesPatientHome('o.provider_id', 's.level_of_care', '(select home_zip from patient)')})`;

const offeredSql = (among: string) =>
  `with ${SESSION_PATIENT},
   ${offeredCte(among)}
   select offered.provider_id as "providerId", d.text as disclosure, (select hospital_id from patient) as "hospitalId" from offered
   left join provider_disclosures d on d.provider_id = offered.provider_id and d.hospital_id = (select hospital_id from patient)`;
type OfferedRow = { providerId: number; disclosure: string | null; hospitalId: number };
/** What a family's answer carries of its patient's hospital: its disclosures, and whose labels it may see. */
type FamilyView = { hospitalId: number; disclosures: Map<number, string | null> };
const OFFERED_AMONG = prepared<OfferedRow>('providers_offered_among', offeredSql(' and o.provider_id = any($2::int[])'));
const OFFERED = prepared<OfferedRow>('providers_offered', `${offeredSql('')} order by offered.provider_id`);

/** Property names of the parts a caller may ask for with `embed`. */
const EMBED_FIELD: Record<ProviderEmbed, keyof Provider> = {
  images: 'images',
  subscription: 'subscription',
  videos: 'videos',
  'medicare-ratings': 'medicareRatings',
  'non-medical-services': 'nonMedicalServices',
  languages: 'languages',
};
const EMBEDDABLE = new Set(Object.values(EMBED_FIELD));

/** How long a server keeps provider data it has read: what an update of the catalogue may take to show. */
export const PROVIDER_CACHE_MS = 60_000;

/**
 * The kept providers' budget (byteCache.ts). A provider with every part (the demo's) is about 1.2 KB of JSON, counted
 * 3.2 KB (2.6 KB in V8's heap; bench/caches.ts): about 2,600 providers, the options of a hundred families' long lists
 * at once. One evicted is read again with the call's other missing ones (25 providers: 10–16 ms on a loaded host,
 * against 0.1–0.16 ms kept).
 */
export const PROVIDER_CACHE_BYTES = 8 * 1024 * 1024;

const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * The providers' catalogue (names, places, photos, ratings): hospital data that families only read, the same for
 * every family, and the biggest part of a long list's answers. Each server keeps what it read for a minute, so a
 * family's provider calls cost one small query (who may see what) instead of building 25 providers each time.
 */
export function createProviderCatalog(run: RunPrepared, { now = () => Date.now(), maxBytes = PROVIDER_CACHE_BYTES } = {}) {
  const cache = byteCache<number, { provider: Required<Provider>; until: number }>({
    maxBytes,
    sizeOf: ({ provider }) => jsonBytes(provider),
    expiry: { ttlMs: PROVIDER_CACHE_MS, now },
  });

  async function complete(ids: number[]): Promise<Map<number, Required<Provider>>> {
    const found = new Map<number, Required<Provider>>();
    const missing: number[] = [];
    for (const id of ids) {
      const cached = cache.get(id);
      if (cached && cached.until > now()) found.set(id, cached.provider);
      else missing.push(id);
    }
    if (missing.length) {
      for (const { provider } of await run(PROVIDERS, [intArray(missing)])) {
        cache.set(provider.id, { provider, until: now() + PROVIDER_CACHE_MS });
        found.set(provider.id, provider);
      }
    }
    return found;
  }

  /**
   * Providers of `ids` with the parts of `embed`, in the order of `ids`. For a family (`view`), each with its
   * disclosure by the patient's hospital, and with that hospital's labels only: `preferredBy` and `affiliations` hold
   * its id or nothing, never the ids of the other hospitals that label the provider. The client
   * asks them whether they hold its patient's hospital (src/domain/sortProviders.ts), so its badges are unchanged.
   */
  async function answer(ids: number[], embed: readonly ProviderEmbed[], view?: FamilyView): Promise<Provider[]> {
    const providers = await complete(ids);
    const fields = new Set(embed.map((part) => EMBED_FIELD[part]));
    const own = (hospitalIds: number[]) => hospitalIds.filter((id) => id === view!.hospitalId);
    return ids.flatMap((id) => {
      const provider = providers.get(id);
      if (!provider) return [];
      const shown = Object.fromEntries(Object.entries(provider).filter(([key]) => !EMBEDDABLE.has(key as keyof Provider) || fields.has(key as keyof Provider))) as Provider;
      if (!view) return [shown];
      return [{ ...shown, preferredBy: own(shown.preferredBy), affiliations: own(shown.affiliations), disclosure: view.disclosures.get(id) ?? null }];
    });
  }

  /** The family's view from the rows of OFFERED(_AMONG): none when nothing is offered (then nothing is answered). */
  const viewOf = (rows: OfferedRow[]): FamilyView => ({
    hospitalId: rows[0]?.hospitalId ?? -1,
    disclosures: new Map(rows.map((row) => [row.providerId, row.disclosure])),
  });

  return {
    /**
     * Providers of `ids` with the parts asked for in `embed`, in the order of `ids`. With `visibleTo` (a session id
     * hash), those not offered to that session's patient are left out exactly as unknown ids are, and each carries
     * its disclosure and labels by that patient's hospital only (the same query). Without it, every hospital's labels:
     * never for a family.
     */
    async load(ids: number[], embed: readonly ProviderEmbed[], { visibleTo }: { visibleTo?: string } = {}): Promise<Provider[]> {
      if (ids.length === 0) return [];
      if (visibleTo === undefined) return answer(ids, embed);
      const view = viewOf(await run(OFFERED_AMONG, [visibleTo, intArray(ids)]));
      return answer(ids.filter((id) => view.disclosures.has(id)), embed, view);
    },

    /** Every provider offered to the patient of session `visibleTo`, by id, each as `load`'s answers it to a family. */
    async loadOffered(visibleTo: string, embed: readonly ProviderEmbed[]): Promise<Provider[]> {
      const view = viewOf(await run(OFFERED, [visibleTo]));
      return answer([...view.disclosures.keys()], embed, view);
    },

    /** The kept providers' size, as counted against the budget. */
    bytes: () => cache.calculatedSize,
  };
}

export type ProviderCatalog = ReturnType<typeof createProviderCatalog>;
