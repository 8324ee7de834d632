import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CATALOGUE_PAGE_SIZE, type Catalogue, type CatalogueProvider, type CatalogueRequest, type ProviderLabels } from '../../src/contract/catalogue';
import type { Provider } from '../../src/contract/choice';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import type { Db } from '../db/client';
import { medicareRatings, providerAffiliations, providerDisclosures, providerPreferredBy, providers } from '../db/schema';
import { likePrefix } from './locationQuery';

/**
 * The hospital's catalogue (issue 21, item 7). Every provider is in every hospital's catalogue (there is no
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
};

function answerOf({ overall, quality, ...row }: Row): CatalogueProvider {
  const level = findLevelOfCare(row.levelOfCare);
  const rating = level.hasOverallRating ? level.overallRating({ medicareRatings: { overall, quality } } as Provider) : null;
  return { ...row, rating: rating || null };
}

/**
 * One page of the catalogue, by name, for a level of care (all levels without one). Without a search the page comes
 * from the index in name order and the count from the level's index; with one, every name must be read anyway, so
 * the page and the count come from one pass. The embedded database keeps no statistics, so the queries are spelled
 * the way the indexes are (migration 0009).
 */
export async function searchCatalogue(db: Db, hospitalId: number, { levelOfCare, query, page = 1 }: CatalogueRequest): Promise<Catalogue> {
  const text = (query ?? '').trim().replace(/\s+/g, ' ');
  // Anywhere in the name: "rose" finds "Rosewood Care" and "The Rose Garden".
  const where = and(levelOfCare ? eq(providers.levelOfCare, levelOfCare) : undefined, text ? ilike(providers.name, `%${likePrefix(text)}`) : undefined);
  // The page's ids first, then their details: the labels' look-ups for 25 providers, not for every provider of the
  // level before the sort, as one query did.
  const onPage = db
    .select({ id: providers.id, total: (text ? sql`count(*) over ()` : sql`0`).mapWith(Number).as('total') })
    .from(providers)
    .where(where)
    // The level first when there is one: the same order, spelled as the index is.
    .orderBy(...(levelOfCare ? [asc(providers.levelOfCare)] : []), asc(providers.name), asc(providers.id))
    .limit(CATALOGUE_PAGE_SIZE)
    .offset((page - 1) * CATALOGUE_PAGE_SIZE)
    .as('page');
  // The labels as joins on their primary keys, not as exists(): without statistics the planner answered the exists of
  // a page of 25 by hashing the whole hospital's list (a scan of its ~900 preferred providers, ~3.7 ms of a 9 ms page).
  const preferred = alias(providerPreferredBy, 'preferred');
  const affiliated = alias(providerAffiliations, 'affiliated');
  const rows = await db
    .select({
      ...columns(hospitalId),
      preferred: sql<boolean>`${preferred.providerId} is not null`,
      affiliated: sql<boolean>`${affiliated.providerId} is not null`,
      total: onPage.total,
    })
    .from(onPage)
    .innerJoin(providers, eq(providers.id, onPage.id))
    .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
    .leftJoin(preferred, and(eq(preferred.providerId, providers.id), eq(preferred.hospitalId, hospitalId)))
    .leftJoin(affiliated, and(eq(affiliated.providerId, providers.id), eq(affiliated.hospitalId, hospitalId)))
    .orderBy(asc(providers.name), asc(providers.id));
  // Counted apart without a search (the level's index), or past the last page of one (no row carries the count).
  const total = text && rows.length > 0 ? rows[0]!.total : (await db.select({ value: count() }).from(providers).where(where))[0]!.value;
  return { providers: rows.map(({ total: _, ...row }) => answerOf(row)), total, page, pageSize: CATALOGUE_PAGE_SIZE };
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
