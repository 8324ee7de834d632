import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Provider } from '../../src/contract/choice';
import {
  DEFAULT_RADIUS_MILES,
  type AreaUsed,
  type CandidateDetails,
  type CandidateDetailsList,
  type ListContext,
  type ListArea,
  type SaveOptionListRequest,
  type SaveOutcome,
} from '../../src/contract/plannerLists';
import { distanceMiles } from '../../src/domain/distance';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import type { AuditAction } from '../audit';
import { byteCache, jsonBytes } from '../byteCache';
import type { Db } from '../db/client';
import { prepared, type RunPrepared } from '../db/prepared';
import { auditEvents, optionListRemovals, optionLists, options, services } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { HOME_HEALTH_LEVEL } from './family';
import { agenciesNotServingHome, notServingHomeRefusal } from './homeHealthArea';
import { searchKey } from './locationQuery';

/**
 * Building a service's list of options. The hospital's catalogue for a level of care is every
 * provider of that level (no per-hospital catalogue yet, docs/decisions.md). CMS's discharge-planning rule (42 CFR
 * 482.43(c)) wants the family offered every available provider in the area: every provider within the planner's
 * radius is on the list unless a reason for leaving it off is on the record. A list the family has not confirmed
 * changes in place; a confirmed one is read-only, and saving offers a new version the family chooses from again.
 */

// ---------------------------------------------------------------------------------------------------------------
// The catalogue of a level of care

/** What a candidate needs of a provider, the same for every hospital and area. */
export interface CatalogueEntry {
  id: number;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The level's overall Medicare rating (levelsOfCare overallRating), or null. */
  overallRating: number | null;
  preferredBy: number[];
  affiliations: number[];
  /** A home health agency with CMS's ZIP codes served (provider_zip_codes): it may be offered only where it serves. */
  hasZipCodes: boolean;
}

type CatalogueRow = Omit<CatalogueEntry, 'overallRating'> & { ratings: Provider['medicareRatings'] };

const CATALOGUE = prepared<CatalogueRow>(
  'option_list_catalogue',
  `select p.id, p.name, p.city, p.state, p.latitude, p.longitude,
     (select json_build_object('overall', m.overall, 'quality', m.quality, 'healthInspection', m.health_inspection,
        'staffing', m.staffing, 'survey', m.survey) from medicare_ratings m where m.provider_id = p.id) as ratings,
     coalesce((select json_agg(x.hospital_id) from provider_preferred_by x where x.provider_id = p.id), '[]'::json) as "preferredBy",
     coalesce((select json_agg(x.hospital_id) from provider_affiliations x where x.provider_id = p.id), '[]'::json) as "affiliations",
     case when p.level_of_care = '${HOME_HEALTH_LEVEL}' then exists (select from provider_zip_codes z where z.provider_id = p.id) else false end as "hasZipCodes"
   from providers p where p.level_of_care = $1::text order by p.name, p.id`,
);

/** How long a server keeps a level's catalogue it has read, as the family's provider catalogue does (providers.ts). */
export const LIST_CATALOGUE_CACHE_MS = 60_000;

/**
 * The kept catalogues' budget (byteCache.ts). A level counts about 500 bytes a provider (5,000: 964 KB of JSON,
 * counted 2.4 MB, 1.6 MB in V8's heap; bench/caches.ts), so 16 MB keeps 33,000 providers' levels at once: CMS's
 * 15,000 nursing homes (7.6 MB) beside the other levels. A level evicted is read again (5,000: 40 ms when introduced,
 * 460–790 ms on a loaded host). The four caches' budgets (this, details 8, providers 8, averages 1 MB) add up to 33 MB
 * at most, against the server's 300 MB, which it peaked at 263 MB of (docs/performance.md, "In-memory caches").
 */
export const LIST_CATALOGUE_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * Every provider of a level of care, kept a minute per server: the candidates' details are answered from memory
 * (5,000 providers took 40 ms to read on the embedded database). Saves read it afresh, so the rule "every provider
 * in the area" is checked against the catalogue as it is. The level is any text a staff member sends (an unknown one
 * has no providers), so the levels kept are bounded by the budget, not by the levels that exist.
 */
export function createListCatalogue(run: RunPrepared, { now = () => Date.now(), maxBytes = LIST_CATALOGUE_CACHE_BYTES } = {}) {
  const cache = byteCache<string, { entries: CatalogueEntry[]; until: number }>({
    maxBytes,
    sizeOf: ({ entries }, levelOfCare) => jsonBytes(entries) + 2 * levelOfCare.length,
    expiry: { ttlMs: LIST_CATALOGUE_CACHE_MS, now },
  });
  async function read(levelOfCare: string): Promise<CatalogueEntry[]> {
    const level = findLevelOfCare(levelOfCare);
    const rows = await run(CATALOGUE, [levelOfCare]);
    // Written out field by field rather than spread from the driver's rows: objects of one literal shape are read
    // three times as fast (a save's distances to 4,940 providers: 2.2 → 0.6 ms, measured).
    const entries = rows.map((row): CatalogueEntry => ({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      latitude: row.latitude,
      longitude: row.longitude,
      overallRating: level.overallRating({ medicareRatings: row.ratings } as Provider),
      preferredBy: row.preferredBy,
      affiliations: row.affiliations,
      hasZipCodes: row.hasZipCodes,
    }));
    cache.set(levelOfCare, { entries, until: now() + LIST_CATALOGUE_CACHE_MS });
    return entries;
  }
  return {
    async forLevel(levelOfCare: string, { fresh = false } = {}): Promise<CatalogueEntry[]> {
      const cached = cache.get(levelOfCare);
      if (!fresh && cached && cached.until > now()) return cached.entries;
      return read(levelOfCare);
    },
    /** The kept catalogues' size, as counted against the budget. */
    bytes: () => cache.calculatedSize,
  };
}
export type ListCatalogue = ReturnType<typeof createListCatalogue>;

// ---------------------------------------------------------------------------------------------------------------
// A service, as the staff member's hospital may see it

interface StoredArea {
  areaType: AreaUsed['type'] | null;
  areaName: string | null;
  areaState: string | null;
  areaLatitude: number | null;
  areaLongitude: number | null;
  radiusMiles: number | null;
}

export interface ServiceContext {
  id: number;
  levelOfCare: string;
  patientId: number;
  /** The patient's home ZIP code as the planner gave it (home health agencies must serve it); null when not given. */
  homeZip: string | null;
  hospital: AreaUsed;
  home: AreaUsed | null;
  /** For a home health service of a patient with a home ZIP (else null): the agencies that serve that ZIP. */
  servingHome: number[] | null;
  versions: number;
  list:
    | (StoredArea & {
        id: number;
        complete: boolean;
        completedAt: number | null;
        options: { providerId: number; position: number; chosen: boolean }[];
        removed: { providerId: number; reason: string }[];
      })
    | null;
}

/**
 * Service `$2` when it is a service of a patient of hospital `$1` (else null): its level of care, the patient's home ZIP, the hospital's and that ZIP's places, and its latest list
 * with options and removals; for a home health service of a patient with a home ZIP, the agencies that serve that ZIP
 * (one range of provider_zip_codes' ZIP index; notServingHome turns them into those to leave out). One statement, so
 * a candidates call costs the database one trip.
 */
const SERVICE_CONTEXT = prepared<{ service: Omit<ServiceContext, 'hospital' | 'home'> & { hospital: Omit<AreaUsed, 'type'>; home: Omit<AreaUsed, 'type'> | null } | null }>(
  'option_list_service_context',
  `with svc as (select s.id, s.level_of_care, s.patient_id, p.home_zip, p.hospital_id from services s join patients p on p.id = s.patient_id
     where s.id = $2::int and p.hospital_id = $1::int)
   select (select json_build_object('id', svc.id, 'levelOfCare', svc.level_of_care, 'patientId', svc.patient_id, 'homeZip', svc.home_zip,
       'hospital', (select json_build_object('name', h.name, 'state', null, 'latitude', h.latitude, 'longitude', h.longitude) from hospitals h where h.id = svc.hospital_id),
       'home', (select json_build_object('name', z.name, 'state', z.state, 'latitude', z.latitude, 'longitude', z.longitude)
          from locations z where z.search_name = svc.home_zip and z.type = 'zip' limit 1),
       'servingHome', case when svc.level_of_care = '${HOME_HEALTH_LEVEL}' and svc.home_zip is not null
         then (select coalesce(json_agg(z.provider_id), '[]'::json) from provider_zip_codes z where z.zip = svc.home_zip) end,
       'versions', (select count(*)::int from option_lists where service_id = svc.id),
       'list', (select json_build_object('id', l.id, 'complete', l.complete, 'completedAt', floor(extract(epoch from l.completed_at))::bigint,
           'areaType', l.area_type, 'areaName', l.area_name, 'areaState', l.area_state, 'areaLatitude', l.area_latitude,
           'areaLongitude', l.area_longitude, 'radiusMiles', l.radius_miles,
           'options', (select coalesce(json_agg(json_build_object('providerId', o.provider_id, 'position', o.position,
               'chosen', o.shortlisted or o.rank is not null) order by o.position), '[]'::json) from options o where o.option_list_id = l.id),
           'removed', (select coalesce(json_agg(json_build_object('providerId', r.provider_id, 'reason', r.reason) order by r.provider_id), '[]'::json)
               from option_list_removals r where r.option_list_id = l.id))
         from option_lists l where l.service_id = svc.id order by l.id desc limit 1)) from svc) as service`,
);

/** Service `serviceId` as the staff of hospital `hospitalId` may see it: null when it is no service of their patients. */
export async function loadServiceContext(run: RunPrepared, hospitalId: number, serviceId: number): Promise<ServiceContext | null> {
  const [row] = await run(SERVICE_CONTEXT, [hospitalId, serviceId]);
  const { service } = row!;
  if (!service) return null;
  return {
    ...service,
    hospital: { type: 'hospital', ...service.hospital, state: null },
    home: service.home ? { type: 'home', ...service.home } : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Areas

/** The gazetteer's place of type `$2` whose search name is `$1` (in state `$3` when given): the biggest one. */
const PLACE = prepared<Omit<AreaUsed, 'type'> & { state: string }>(
  'option_list_place',
  `select name, state, latitude, longitude from locations
   where search_name = $1::text and type = $2::text and ($3::text is null or state = $3::text) order by weight desc, id limit 1`,
);

/** The area a request names, resolved to a point; 400 when the patient has no home ZIP or the place is unknown. */
export async function resolveArea(run: RunPrepared, service: ServiceContext, area: ListArea): Promise<AreaUsed> {
  switch (area.type) {
    case 'home':
      if (!service.home) throw badRequest('This patient has no home ZIP code we know.', { 'area.type': 'The patient has no known home ZIP code.' });
      return service.home;
    case 'hospital':
      return service.hospital;
    case 'zip': {
      const [row] = await run(PLACE, [area.zip, 'zip', null]);
      if (!row) throw badRequest('There is no such ZIP code.', { 'area.zip': 'No such ZIP code.' });
      return { type: 'zip', ...row };
    }
    case 'city': {
      const [row] = await run(PLACE, [searchKey(area.name), 'city', area.state]);
      if (!row) throw badRequest('There is no such city.', { 'area.name': 'No such city in that state.' });
      return { type: 'city', ...row, name: `${row.name}, ${row.state}` };
    }
  }
}

/**
 * The area a candidates call without one gets: the current list's, else the hospital, which is where the family's
 * distances start too (SPEC §3 filters), so planner and family read the same miles; the planner may pick the home.
 */
export function defaultArea(service: ServiceContext): AreaUsed {
  const list = service.list;
  if (list?.areaType && list.areaName !== null && list.areaLatitude !== null && list.areaLongitude !== null) {
    return { type: list.areaType, name: list.areaName, state: list.areaState, latitude: list.areaLatitude, longitude: list.areaLongitude };
  }
  return service.hospital;
}

export const defaultRadius = (service: ServiceContext) => service.list?.radiusMiles ?? DEFAULT_RADIUS_MILES;

// ---------------------------------------------------------------------------------------------------------------
// Candidates

/**
 * The kept details' budget (byteCache.ts). A hospital's details of a level of 5,000 providers are 913 KB, counted as
 * 1.3 MB with their compressed forms (DETAILS_COUNTED_PER_BYTE): six hospitals' or levels' at once, two at CMS's
 * national size (15,000 nursing homes, about 2.8 MB). Details evicted are made again from the kept catalogue (no
 * database; 5,000: 6 ms when introduced, 20–38 ms on a loaded host) with the same ETag, so browsers revalidating
 * them still get their 304.
 */
export const DETAILS_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * A body counts 1.4 times its bytes: its brotli and gzip forms, made when first sent (compression.ts sendKeptJson puts
 * them in `encoded`, after the body was kept) are 13% and 11% of it for 5,000 providers (bench/caches.ts), counted
 * from the start with room for bodies that compress less well.
 */
const DETAILS_COUNTED_PER_BYTE = 1.4;

/** A level's candidate details as one hospital sees them, as sent: the body, its ETag and its compressed forms. */
export interface KeptDetails {
  body: Buffer;
  etag: string;
  encoded: Map<'br' | 'gzip', Buffer>;
}

/**
 * The candidate details of a level (CandidateDetailsList) for each hospital, kept while the level's catalogue is the
 * one they were made from; the ETag is a hash of the body, so every server of a group answers a browser's
 * revalidation alike. Written and compressed once a minute at most (5,000 providers: a megabyte, about 6 ms to
 * write and 2 ms to compress), not for every area a planner tries. The catalogue they were made from is held weakly:
 * it is the list catalogue's to keep (and count), and details made from one it has replaced are made again anyway.
 */
export function createDetailsCache({ maxBytes = DETAILS_CACHE_BYTES } = {}) {
  const cache = byteCache<string, { catalogue: WeakRef<readonly CatalogueEntry[]>; kept: KeptDetails }>({
    maxBytes,
    sizeOf: ({ kept }, key) => Math.ceil(DETAILS_COUNTED_PER_BYTE * kept.body.length) + kept.etag.length + 2 * key.length,
  });
  return {
    details(catalogue: readonly CatalogueEntry[], levelOfCare: string, hospitalId: number): KeptDetails {
      const key = `${levelOfCare}|${hospitalId}`;
      const cached = cache.get(key);
      if (cached && cached.catalogue.deref() === catalogue) return cached.kept;
      const providers: CandidateDetails[] = catalogue.map((entry) => ({
        providerId: entry.id,
        name: entry.name,
        city: entry.city,
        state: entry.state,
        latitude: entry.latitude,
        longitude: entry.longitude,
        overallRating: entry.overallRating,
        preferred: entry.preferredBy.includes(hospitalId),
        affiliated: entry.affiliations.includes(hospitalId),
      }));
      const body = Buffer.from(JSON.stringify({ levelOfCare, providers } satisfies CandidateDetailsList));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const kept = { body, etag, encoded: new Map<'br' | 'gzip', Buffer>() };
      cache.set(key, { catalogue: new WeakRef(catalogue), kept });
      return kept;
    },
    /** The kept details' size, as counted against the budget. */
    bytes: () => cache.calculatedSize,
  };
}

/**
 * ListContext's notServingHome: the catalogue's home health agencies with ZIP codes served that do not serve the
 * patient's home ZIP (42 CFR 482.43(c), the rule of family.ts servesPatientHome), by id; null when the rule does not
 * apply (another level of care, no home ZIP). Worked out from the kept catalogue and the agencies serving the ZIP
 * (ServiceContext), not by probing each agency's ZIP codes: that took 20–35 ms for 5,000 agencies, on every candidates
 * call. The save reads the catalogue afresh, and refuses an agency not serving the ZIP whatever the console showed.
 */
export function notServingHome(service: ServiceContext, catalogue: readonly CatalogueEntry[]): ListContext['notServingHome'] {
  if (service.servingHome === null || service.homeZip === null) return null;
  const serving = new Set(service.servingHome);
  const providerIds = catalogue.filter((entry) => entry.hasZipCodes && !serving.has(entry.id)).map((entry) => entry.id);
  return { zip: service.homeZip, providerIds: providerIds.sort((a, b) => a - b) };
}

/** The list's context: the service, the area and radius its candidates are ranked for, and its latest list. */
export function listContext(
  service: ServiceContext,
  { area, radiusMiles, notServingHome }: { area: AreaUsed; radiusMiles: number; notServingHome: ListContext['notServingHome'] },
): ListContext {
  const list = service.list;
  return {
    serviceId: service.id,
    patientId: service.patientId,
    levelOfCare: service.levelOfCare,
    area,
    radiusMiles,
    home: service.home,
    hospital: service.hospital,
    notServingHome,
    list: list
      ? {
          id: list.id,
          version: service.versions,
          complete: list.complete,
          completedAt: list.completedAt,
          providerIds: list.options.map((option) => option.providerId),
          removed: list.removed,
          chosen: list.options.filter((option) => option.chosen).length,
        }
      : null,
  };
}


// ---------------------------------------------------------------------------------------------------------------
// Saving

/** How many providers a 400 names one by one, when many of the area are left off without a reason. */
const MAX_NAMED_FIELDS = 20;

/**
 * The save's problems as a 400's fields, or null when it may be saved: each option a provider of the level's
 * catalogue, once; each removal too, not also on the list; and every provider within the radius either on the list
 * or removed with a reason, but for those the patient may not be offered (`unavailable`: home health agencies that
 * do not serve the patient's home ZIP, ListContext's notServingHome), which need none and the console does not show.
 */
export function checkSave(
  catalogue: readonly CatalogueEntry[],
  area: AreaUsed,
  { radiusMiles, providerIds, removed }: Pick<SaveOptionListRequest, 'radiusMiles' | 'providerIds' | 'removed'>,
  unavailable: ReadonlySet<number> = new Set(),
): Record<string, string> | null {
  const known = new Set(catalogue.map((entry) => entry.id));
  const fields: Record<string, string> = {};
  const listed = new Set(providerIds);
  if (listed.size !== providerIds.length) fields.providerIds = 'lists a provider more than once';
  else if (providerIds.some((id) => !known.has(id))) fields.providerIds = 'holds a provider that is not in the catalogue for this level of care';
  const removedIds = removed.map((removal) => removal.providerId);
  if (new Set(removedIds).size !== removedIds.length) fields.removed = 'removes a provider more than once';
  else if (removedIds.some((id) => !known.has(id))) fields.removed = 'holds a provider that is not in the catalogue for this level of care';
  else if (removedIds.some((id) => listed.has(id))) fields.removed = 'removes a provider that is also on the list';
  if (Object.keys(fields).length > 0) return fields;

  const withReason = new Set(removedIds);
  const unexplained = catalogue.filter(
    (entry) => !listed.has(entry.id) && !withReason.has(entry.id) && !unavailable.has(entry.id) && distanceMiles(area, entry) <= radiusMiles,
  );
  if (unexplained.length === 0) return null;
  fields.removed = `${unexplained.length} ${unexplained.length === 1 ? 'provider' : 'providers'} within ${radiusMiles} miles ${unexplained.length === 1 ? 'is' : 'are'} left off the list without a reason`;
  for (const entry of unexplained.slice(0, MAX_NAMED_FIELDS)) fields[`removed.${entry.id}`] = 'A reason is required to leave this provider off the list.';
  return fields;
}

const AUDIT_OF: Record<SaveOutcome, AuditAction> = {
  built: 'optionList.built',
  changed: 'optionList.changed',
  reoffered: 'optionList.reoffered',
};

/**
 * Saves the service's list in one transaction, audited with it: the latest list in place while the family has not
 * confirmed it (options still offered keep the family's shortlist and ranks), else a new list. The service row is
 * locked first, so two saves at once take turns, and the latest list too, as the family's confirmation locks it.
 * A list offering a home health agency that does not serve the patient's home ZIP code is refused (400, each agency
 * named: homeHealthArea.ts), whatever the console sent: its candidates leave such agencies out (notServingHome).
 */
export async function saveOptionList(
  db: Db,
  {
    service,
    area,
    request,
    userId,
    ip,
  }: { service: ServiceContext; area: AreaUsed; request: SaveOptionListRequest; userId: number; ip: string },
): Promise<{ outcome: SaveOutcome; optionListId: number }> {
  const stored = {
    areaType: area.type,
    areaName: area.name,
    areaState: area.state,
    areaLatitude: area.latitude,
    areaLongitude: area.longitude,
    radiusMiles: request.radiusMiles,
  };
  const removals = request.removed.map(({ providerId, reason }) => ({ providerId, reason: reason.trim() }));
  const notServing = await agenciesNotServingHome(db, service, request.providerIds);
  if (notServing.length > 0) throw notServingHomeRefusal(notServing, service.homeZip!);
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: services.id }).from(services).where(eq(services.id, service.id)).for('update');
    if (!locked) throw notFound('No such service.');
    const [latest] = await tx
      .select({ id: optionLists.id, complete: optionLists.complete })
      .from(optionLists)
      .where(eq(optionLists.serviceId, service.id))
      .orderBy(desc(optionLists.id))
      .limit(1)
      .for('update');

    let outcome: SaveOutcome;
    let listId: number;
    const kept = new Map<number, { shortlisted: boolean; rank: number | null }>();
    const keptRemovals = new Map<number, { reason: string; removedByUserId: number | null; createdAt: Date }>();
    if (latest && !latest.complete) {
      outcome = 'changed';
      listId = latest.id;
      for (const row of await tx.select().from(options).where(eq(options.optionListId, listId))) kept.set(row.providerId, row);
      for (const row of await tx.select().from(optionListRemovals).where(eq(optionListRemovals.optionListId, listId))) keptRemovals.set(row.providerId, row);
      await tx.update(optionLists).set(stored).where(eq(optionLists.id, listId));
      await tx.delete(options).where(eq(options.optionListId, listId));
      await tx.delete(optionListRemovals).where(eq(optionListRemovals.optionListId, listId));
    } else {
      outcome = latest ? 'reoffered' : 'built';
      const [created] = await tx
        .insert(optionLists)
        .values({ serviceId: service.id, createdByUserId: userId, ...stored })
        .returning({ id: optionLists.id });
      listId = created!.id;
    }

    await tx.insert(options).values(
      request.providerIds.map((providerId, position) => ({
        optionListId: listId,
        providerId,
        position,
        shortlisted: kept.get(providerId)?.shortlisted ?? false,
        rank: kept.get(providerId)?.rank ?? null,
      })),
    );
    if (removals.length > 0) {
      await tx.insert(optionListRemovals).values(
        removals.map(({ providerId, reason }) => {
          // A removal saved again with the same reason keeps who removed the provider, and when.
          const before = keptRemovals.get(providerId);
          return before && before.reason === reason
            ? { optionListId: listId, providerId, reason, removedByUserId: before.removedByUserId, createdAt: before.createdAt }
            : { optionListId: listId, providerId, reason, removedByUserId: userId };
        }),
      );
    }
    await tx.insert(auditEvents).values({ action: AUDIT_OF[outcome], userId, patientId: service.patientId, subject: String(listId), ip });
    return { outcome, optionListId: listId };
  });
}
