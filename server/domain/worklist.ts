import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { WORKLIST_PAGE_SIZE, type ServiceStatus, type Worklist, type WorklistRequest } from '../../src/contract/planner';
import type { Db } from '../db/client';
import { invites, optionLists, options, patients, services } from '../db/schema';
import { likePrefix } from './locationQuery';

/**
 * The hospital console's worklist (issue 21): one page of a hospital's patients, newest first, each service with
 * where it stands. A page costs six queries whatever its size (the count, the page, then the page's services, their
 * latest option lists, those lists' counts and the patients' latest invites), never one per patient.
 */

const toUnix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/**
 * Which patients a search text finds: those where it is, case-insensitively, the start of the last name ("riv"),
 * of "initial last name" ("m riv") or of "last name, initial" ("rivera, m"). Runs of spaces count as one, and a
 * comma may have spaces or none around it. %, _ and \ match themselves. Empty text finds everyone.
 * No MRN yet: when patients get that column (a later slice of issue 21), its prefix joins the alternatives here.
 */
export function worklistMatch(query: string | undefined): SQL | undefined {
  const text = (query ?? '').trim().replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const pattern = likePrefix(text);
  return or(
    ilike(patients.lastName, pattern),
    ilike(sql`${patients.initial} || ' ' || ${patients.lastName}`, pattern),
    ilike(sql`${patients.lastName} || ', ' || ${patients.initial}`, pattern),
  );
}

/** What a service's status is read from. */
export interface ServiceFacts {
  /** The service's latest option list (highest id) with its counts, or null when it has none. */
  latestList: { complete: boolean; completedAt: Date | null; ranked: number; shortlisted: number } | null;
  claimed: boolean;
  claimedAt: Date | null;
  /** The patient's latest invite (highest id), or null when none was ever issued. */
  latestInvite: { createdAt: Date; revokedAt: Date | null } | null;
}

/**
 * Where a service stands: the first that applies of ranked (the family confirmed the latest list), in progress
 * (claimed, and something shortlisted on it), claimed, invite revoked, invited, not invited. An invite only says
 * something until the patient is claimed; the latest one speaks for the patient (an older revoked invite does not
 * matter once a new one is out).
 */
export function serviceStatus({ latestList, claimed, claimedAt, latestInvite }: ServiceFacts): ServiceStatus {
  if (latestList?.complete) return { kind: 'ranked', at: toUnix(latestList.completedAt), saved: latestList.ranked };
  if (claimed && latestList && latestList.shortlisted > 0) return { kind: 'inProgress', at: null, saved: latestList.shortlisted };
  if (claimed) return { kind: 'claimed', at: toUnix(claimedAt), saved: 0 };
  if (latestInvite?.revokedAt) return { kind: 'inviteRevoked', at: toUnix(latestInvite.revokedAt), saved: 0 };
  if (latestInvite) return { kind: 'invited', at: toUnix(latestInvite.createdAt), saved: 0 };
  return { kind: 'notInvited', at: null, saved: 0 };
}

/** One page (from 1) of the hospital's patients that `query` finds, newest first; a page past the end is empty. */
export async function worklistPage(db: Db, hospitalId: number, { query, page = 1 }: WorklistRequest): Promise<Worklist> {
  const where = and(eq(patients.hospitalId, hospitalId), worklistMatch(query));
  const [[counted], pageRows] = await Promise.all([
    db.select({ total: count() }).from(patients).where(where),
    db
      .select({
        id: patients.id,
        initial: patients.initial,
        lastName: patients.lastName,
        dateOfBirth: patients.dateOfBirth,
        createdAt: patients.createdAt,
        claimedByUserId: patients.claimedByUserId,
        claimedAt: patients.claimedAt,
      })
      .from(patients)
      .where(where)
      .orderBy(desc(patients.createdAt), desc(patients.id))
      .limit(WORKLIST_PAGE_SIZE)
      .offset((page - 1) * WORKLIST_PAGE_SIZE),
  ]);
  const worklist = { total: counted?.total ?? 0, page, pageSize: WORKLIST_PAGE_SIZE };
  if (pageRows.length === 0) return { ...worklist, patients: [] };

  const patientIds = pageRows.map((patient) => patient.id);
  const [serviceRows, inviteRows] = await Promise.all([
    db
      .select({ id: services.id, patientId: services.patientId, levelOfCare: services.levelOfCare })
      .from(services)
      .where(inArray(services.patientId, patientIds))
      .orderBy(asc(services.id)),
    db
      .selectDistinctOn([invites.patientId], { patientId: invites.patientId, createdAt: invites.createdAt, revokedAt: invites.revokedAt })
      .from(invites)
      .where(inArray(invites.patientId, patientIds))
      .orderBy(invites.patientId, desc(invites.id)),
  ]);
  const listRows = serviceRows.length
    ? await db
        .selectDistinctOn([optionLists.serviceId], {
          id: optionLists.id,
          serviceId: optionLists.serviceId,
          complete: optionLists.complete,
          completedAt: optionLists.completedAt,
        })
        .from(optionLists)
        .where(inArray(optionLists.serviceId, serviceRows.map((service) => service.id)))
        .orderBy(optionLists.serviceId, desc(optionLists.id))
    : [];
  const countRows = listRows.length
    ? await db
        .select({
          optionListId: options.optionListId,
          ranked: sql<number>`count(*) filter (where ${options.rank} is not null)`.mapWith(Number),
          shortlisted: sql<number>`count(*) filter (where ${options.shortlisted})`.mapWith(Number),
        })
        .from(options)
        .where(inArray(options.optionListId, listRows.map((list) => list.id)))
        .groupBy(options.optionListId)
    : [];

  const latestInvite = new Map(inviteRows.map((invite) => [invite.patientId, invite]));
  const countsOf = new Map(countRows.map((row) => [row.optionListId, row]));
  const latestList = new Map(
    listRows.map((list) => {
      const counts = countsOf.get(list.id);
      return [list.serviceId, { ...list, ranked: counts?.ranked ?? 0, shortlisted: counts?.shortlisted ?? 0 }];
    }),
  );
  return {
    ...worklist,
    patients: pageRows.map((patient) => ({
      id: patient.id,
      initial: patient.initial,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      createdAt: toUnix(patient.createdAt)!,
      services: serviceRows
        .filter((service) => service.patientId === patient.id)
        .map((service) => ({
          id: service.id,
          levelOfCare: service.levelOfCare,
          status: serviceStatus({
            latestList: latestList.get(service.id) ?? null,
            claimed: patient.claimedByUserId !== null,
            claimedAt: patient.claimedAt,
            latestInvite: latestInvite.get(patient.id) ?? null,
          }),
        })),
    })),
  };
}
