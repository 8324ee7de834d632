import { and, eq, sql } from 'drizzle-orm';
import {
  CATALOGUE_PAGE_SIZE,
  type Catalogue,
  type CatalogueProvider,
  type CatalogueRequest,
  type CatalogueWarning,
  type ProviderLabels,
} from '../../src/contract/catalogue';
import type { Provider } from '../../src/contract/choice';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import type { Db } from '../db/client';
import { prepared, type Prepared, type RunPrepared } from '../db/prepared';
import { medicareRatings, providerAffiliations, providerDisclosures, providerPreferredBy, providerQuality, providers } from '../db/schema';

/**
 * The hospital's catalogue. Every provider is in every hospital's catalogue (there is no
 * per-hospital list of providers yet: decisions.md); the labels are each hospital's own.
 */

const columns = (hospitalId: number) => ({
  id: providers.id,
  name: providers.name,
  city: providers.city,
  state: providers.state,
  levelOfCare: providers.levelOfCare,
  overall: medicareRatings.overall,
  quality: medicareRatings.quality,
  preferred: sql<boolean>`exists(select 1 from ${providerPreferredBy} x where x.provider_id = ${providers.id} and x.hospital_id = ${hospitalId})`,
  affiliated: sql<boolean>`exists(select 1 from ${providerAffiliations} x where x.provider_id = ${providers.id} and x.hospital_id = ${hospitalId})`,
  disclosure: sql<string | null>`(select x.text from ${providerDisclosures} x where x.provider_id = ${providers.id} and x.hospital_id = ${hospitalId})`,
  medicareDataDate: sql<string | null>`to_char(coalesce(${providerQuality.dataDate}, ${medicareRatings.dataDate}), 'YYYY-MM-DD')`,
  abuse: sql<boolean>`coalesce(${providerQuality.measures} -> 'abuseIcon' = 'true'::jsonb, false)`,
  specialFocus: sql<string | null>`${providerQuality.measures} ->> 'specialFocusStatus'`,
});
type Row = {
  id: number;
  name: string;
  city: string;
  state: string;
  levelOfCare: string;
  overall: number | null;
  quality: number | null;
  preferred: boolean;
  affiliated: boolean;
  disclosure: string | null;
  /** provider_quality's data date, or else medicare_ratings' (YYYY-MM-DD). */
  medicareDataDate: string | null;
  /** The quality data's abuse icon is on. */
  abuse: boolean;
  /** The quality data's Special Focus status: 'SFF', 'SFF Candidate', or null (none, or no data). */
  specialFocus: string | null;
};

/** Medicare's Special Focus status (CMS's "Special Focus Status" column) as a warning sign. */
const SPECIAL_FOCUS: Readonly<Record<string, CatalogueWarning>> = { SFF: 'specialFocus', 'SFF Candidate': 'specialFocusCandidate' };

function answerOf({ overall, quality, abuse, specialFocus, ...row }: Row): CatalogueProvider {
  const level = findLevelOfCare(row.levelOfCare);
  const rating = level.hasOverallRating ? level.overallRating({ medicareRatings: { overall, quality } } as Provider) : null;
  const focus = specialFocus ? SPECIAL_FOCUS[specialFocus] : undefined;
  const warnings: CatalogueWarning[] = [...(abuse ? ['abuse' as const] : []), ...(focus ? [focus] : [])];
  return { ...row, rating: rating || null, warnings };
}

type PageRow = { total: number; providers: Row[] };

/**
 * A page of the catalogue as one hospital's staff see it, as one statement prepared once (as the worklist's): one for
 * each of a level of care or all, and a search by part of the name or none, so that each is planned for the indexes
 * it can use. Parameters: the hospital's id, then the level when there is one, then the search text when there is
 * one, then the page (from 1); the page size is written in (worklist.ts says why).
 *
 * Without a search, the page comes from the index in name order (of the level, or of all) and the count from the
 * level's index. With one, the matches are found once (materialized), reading that same index alone: its last column
 * is the folded name, tested for the text as a plain substring (so %, _ and \ are themselves); then they are counted
 * and sorted. The text is folded once, in a subquery: as lower() of the parameter it was folded again for every name
 * (4 of 5.8 ms). The page's ids come first, then their details, Medicare's ratings and quality data (its date and
 * warning signs) and the hospital's labels by primary key, for 25 only.
 */
function cataloguePage(byLevel: boolean, bySearch: boolean): Prepared<PageRow> {
  // $1 is the hospital; the others are numbered in the order loadCatalogue passes them (a prepared statement may not
  // have a parameter it does not use).
  let parameters = 1;
  const parameter = (type: string) => `$${(parameters += 1)}::${type}`;
  const level = byLevel ? parameter('text') : null;
  const text = bySearch ? parameter('text') : null;
  const page = parameter('int');
  const ofLevel = level ? `level_of_care = ${level}` : 'true';
  const matching = text
    ? `matching as materialized (select id, level_of_care, name from providers where ${ofLevel} and strpos(name_folded, (select lower(${text}))) > 0)`
    : `matching as not materialized (select id, level_of_care, name from providers where ${ofLevel})`;
  // The level first when there is one: the same order, spelled as the index is.
  const order = level ? 'level_of_care, name, id' : 'name, id';
  const ofHospital = (table: string) => `left join ${table} on ${table}.provider_id = p.id and ${table}.hospital_id = (select hospital_id from staff)`;
  return prepared<PageRow>(
    `catalogue_${byLevel ? 'level' : 'all'}_${bySearch ? 'search' : 'browse'}`,
    `with staff as (select $1::int as hospital_id),
     ${matching},
     page as (select id from matching order by ${order} limit ${CATALOGUE_PAGE_SIZE} offset (${page} - 1) * ${CATALOGUE_PAGE_SIZE})
     select (select count(*)::int from matching) as total,
       (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'city', p.city, 'state', p.state,
           'levelOfCare', p.level_of_care, 'overall', r.overall, 'quality', r.quality,
           'preferred', provider_preferred_by.provider_id is not null, 'affiliated', provider_affiliations.provider_id is not null,
           'disclosure', provider_disclosures.text, 'medicareDataDate', coalesce(q.data_date, r.data_date),
           'abuse', coalesce(q.measures -> 'abuseIcon' = 'true'::jsonb, false), 'specialFocus', q.measures ->> 'specialFocusStatus')
           order by p.name, p.id), '[]'::json)
         from page join providers p on p.id = page.id
         left join medicare_ratings r on r.provider_id = p.id
         left join provider_quality q on q.provider_id = p.id
         ${ofHospital('provider_preferred_by')} ${ofHospital('provider_affiliations')} ${ofHospital('provider_disclosures')}) as providers`,
  );
}

const CATALOGUE_PAGES = {
  level: { search: cataloguePage(true, true), browse: cataloguePage(true, false) },
  all: { search: cataloguePage(false, true), browse: cataloguePage(false, false) },
};

/**
 * One page (from 1) of the catalogue as the staff of hospital `hospitalId` see it (the caller authenticated them), by
 * name, for a level of care (all levels without one), searched by part of the name ("rose" finds "Rosewood Care" and
 * "The Rose Garden").
 */
export async function loadCatalogue(run: RunPrepared, hospitalId: number, { levelOfCare, query, page = 1 }: CatalogueRequest): Promise<Catalogue> {
  const text = (query ?? '').trim().replace(/\s+/g, ' ');
  const statement = CATALOGUE_PAGES[levelOfCare ? 'level' : 'all'][text ? 'search' : 'browse'];
  const [row] = await run(statement, [hospitalId, ...(levelOfCare ? [levelOfCare] : []), ...(text ? [text] : []), page]);
  const { total, providers: rows } = row!;
  return { providers: rows.map(answerOf), total, page, pageSize: CATALOGUE_PAGE_SIZE };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `change` on a provider of the hospital's catalogue in one transaction, the provider's row locked, and answers
 * the provider as the catalogue then shows it; null when the hospital's catalogue has no such provider (every
 * provider is in every hospital's catalogue so far: decisions.md).
 */
async function changeProvider(db: Db, hospitalId: number, providerId: number, change: (tx: Tx) => Promise<unknown>): Promise<CatalogueProvider | null> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
    if (!exists) return null;
    await change(tx);
    const [row] = await tx
      .select(columns(hospitalId))
      .from(providers)
      .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
      .leftJoin(providerQuality, eq(providerQuality.providerId, providers.id))
      .where(eq(providers.id, providerId));
    return answerOf(row!);
  });
}

/** Sets the hospital's labels on a provider; answers it as the catalogue shows it, or null when there is none. */
export async function labelProvider(db: Db, hospitalId: number, providerId: number, labels: ProviderLabels): Promise<CatalogueProvider | null> {
  return changeProvider(db, hospitalId, providerId, async (tx) => {
    for (const [table, on] of [
      [providerPreferredBy, labels.preferred],
      [providerAffiliations, labels.affiliated],
    ] as const) {
      if (on) await tx.insert(table).values({ providerId, hospitalId }).onConflictDoNothing();
      else await tx.delete(table).where(and(eq(table.providerId, providerId), eq(table.hospitalId, hospitalId)));
    }
  });
}

/**
 * Sets the hospital's financial-interest disclosure on a provider (trimmed), or clears it when `text` is null or
 * blank; answers the provider as the catalogue shows it, or null when there is none.
 */
export async function discloseOnProvider(db: Db, hospitalId: number, providerId: number, text: string | null): Promise<CatalogueProvider | null> {
  const disclosure = text?.trim() || null;
  return changeProvider(db, hospitalId, providerId, async (tx) => {
    if (disclosure === null) {
      await tx.delete(providerDisclosures).where(and(eq(providerDisclosures.providerId, providerId), eq(providerDisclosures.hospitalId, hospitalId)));
    } else {
      await tx
        .insert(providerDisclosures)
        .values({ providerId, hospitalId, text: disclosure })
        .onConflictDoUpdate({ target: [providerDisclosures.providerId, providerDisclosures.hospitalId], set: { text: disclosure } });
    }
  });
}
