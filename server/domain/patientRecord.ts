import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditEvent, type PlannerPatient } from '../../src/contract/planner';
import type { Db } from '../db/client';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import {
  auditEvents,
  ehrFilings,
  groups,
  hospitals,
  invites,
  medicareRatings,
  optionListRemovals,
  optionLists,
  options,
  patients,
  providerPreferredBy,
  providers,
  services,
  users,
} from '../db/schema';
import { servesPatientHome } from './family';
import { familyOrderColumns, inFamilysOrder } from './familyOrder';
import { shownProviderName } from './shownName';
import { serviceStatus } from './worklist';

/**
 * What the hospital knows of one patient (the patient page): the claim and who made it, every invite, each
 * service with where it stands (the worklist's rule) and its lists with the family's choices (each option marked when
 * the family is not shown it, family.ts servesPatientHome), and the audit trail with who acted. The caller has checked
 * that the patient belongs to the staff member's hospital.
 */

const toUnix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

type PatientRow = {
  id: number;
  hospitalId: number;
  initial: string;
  firstName: string | null;
  lastName: string;
  dateOfBirth: string;
  mrn: string | null;
  homeZip: string | null;
  expectedDischargeDate: string | null;
  preferredLanguage: 'en' | 'es' | null;
  claimedByUserId: number | null;
  claimedAt: Date | null;
};

export async function patientRecord(db: Db, patient: PatientRow): Promise<PlannerPatient> {
  const [serviceRows, inviteRows, claimant, [hospital], [filing]] = await Promise.all([
    db.select().from(services).where(eq(services.patientId, patient.id)).orderBy(asc(services.id)),
    db.select().from(invites).where(eq(invites.patientId, patient.id)).orderBy(asc(invites.id)),
    patient.claimedByUserId === null
      ? undefined
      : db
          .select({ name: users.name, relationship: users.relationship })
          .from(users)
          .where(eq(users.id, patient.claimedByUserId))
          .then(([row]) => row),
    // The invite form's first language.
    db.select({ familyLanguage: hospitals.familyLanguage }).from(hospitals).where(eq(hospitals.id, patient.hospitalId)),
    db.select().from(ehrFilings).where(eq(ehrFilings.patientId, patient.id)),
  ]);
  const listRows = serviceRows.length
    ? await db.select().from(optionLists).where(inArray(optionLists.serviceId, serviceRows.map((service) => service.id))).orderBy(asc(optionLists.id))
    : [];
  const optionRows = listRows.length
    ? await db
        .select({
          ...familyOrderColumns,
          optionListId: options.optionListId,
          providerId: options.providerId,
          shortlisted: options.shortlisted,
          rank: options.rank,
          // Whether the family is shown the option: the family's own rule (42 CFR 482.43(c)), so the two never disagree.
          servesHome: sql<boolean>`${sql.raw(servesPatientHome('options.provider_id', 'services.level_of_care', 'patients.home_zip'))}`,
        })
        .from(options)
        .innerJoin(providers, eq(providers.id, options.providerId))
        .innerJoin(optionLists, eq(optionLists.id, options.optionListId))
        .innerJoin(services, eq(services.id, optionLists.serviceId))
        .innerJoin(patients, eq(patients.id, services.patientId))
        .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
        .leftJoin(providerPreferredBy, and(eq(providerPreferredBy.providerId, providers.id), eq(providerPreferredBy.hospitalId, patient.hospitalId)))
        .where(inArray(options.optionListId, listRows.map((list) => list.id)))
        .orderBy(asc(options.position), asc(providers.id))
    : [];
  const removalRows = listRows.length
    ? await db
        .select({
          optionListId: optionListRemovals.optionListId,
          providerId: optionListRemovals.providerId,
          providerName: shownProviderName,
          reason: optionListRemovals.reason,
          removedBy: users.name,
        })
        .from(optionListRemovals)
        .innerJoin(providers, eq(providers.id, optionListRemovals.providerId))
        .leftJoin(users, eq(users.id, optionListRemovals.removedByUserId))
        .where(inArray(optionListRemovals.optionListId, listRows.map((list) => list.id)))
        .orderBy(asc(shownProviderName), asc(providers.id))
    : [];
  const latestInvite = inviteRows.at(-1) ?? null;
  return {
    id: patient.id,
    initial: patient.initial,
    firstName: patient.firstName,
    lastName: patient.lastName,
    dateOfBirth: patient.dateOfBirth,
    mrn: patient.mrn,
    homeZip: patient.homeZip,
    expectedDischargeDate: patient.expectedDischargeDate,
    preferredLanguage: patient.preferredLanguage,
    claimed: patient.claimedByUserId !== null,
    claimedAt: toUnix(patient.claimedAt),
    claimedBy: claimant ? { name: claimant.name, relationship: claimant.relationship } : null,
    familyLanguage: hospital?.familyLanguage ?? 'en',
    ehrFiling: filing
      ? { status: filing.status, attempts: filing.attempts, filedAt: toUnix(filing.filedAt), reason: filing.lastError, nextAttemptAt: filing.status === 'filed' ? null : toUnix(filing.nextAttemptAt) }
      : null,
    invites: inviteRows.map((invite) => ({
      id: invite.id,
      email: invite.email,
      createdAt: toUnix(invite.createdAt)!,
      expiresAt: toUnix(invite.expiresAt)!,
      usedAt: toUnix(invite.usedAt),
      failedClaims: invite.failedClaims,
      revokedAt: toUnix(invite.revokedAt),
      relationship: invite.relationship,
      revokedBy: invite.revokedAt === null ? null : invite.revokedByUserId === null ? ('failedClaims' as const) : ('staff' as const),
      // Kept with the invite when made (the planner's pick, else the hospital's family language then); not the hospital's now.
      language: invite.language,
    })),
    services: serviceRows.map((service) => {
      const lists = listRows.filter((list) => list.serviceId === service.id);
      const latest = lists.at(-1);
      const latestOptions = latest ? optionRows.filter((option) => option.optionListId === latest.id) : [];
      return {
        id: service.id,
        levelOfCare: service.levelOfCare,
        complete: latest?.complete ?? false,
        status: serviceStatus({
          latestList: latest
            ? {
                complete: latest.complete,
                completedAt: toUnix(latest.completedAt),
                ranked: latestOptions.filter((option) => option.rank !== null).length,
                shortlisted: latestOptions.filter((option) => option.shortlisted).length,
              }
            : null,
          claimed: patient.claimedByUserId !== null,
          claimedAt: toUnix(patient.claimedAt),
          latestInvite: latestInvite ? { createdAt: toUnix(latestInvite.createdAt)!, revokedAt: toUnix(latestInvite.revokedAt) } : null,
        }),
        optionLists: lists.map((list) => ({
          id: list.id,
          complete: list.complete,
          completedAt: toUnix(list.completedAt),
          // In the order the family's list shows them (as the choice record lists them). Every list is marked by the
          // rule as it stands, as the family's view applies it: confirmed ones and those from before choice records
          // too (decisions.md).
          options: inFamilysOrder(
            optionRows.filter((option) => option.optionListId === list.id),
            findLevelOfCare(service.levelOfCare),
            patient.hospitalId,
          ).map((option) => ({
            providerId: option.providerId,
            providerName: option.name,
            shortlisted: option.shortlisted,
            rank: option.rank,
            hiddenFromFamily: option.servesHome ? null : { reason: 'notServingHome' as const, zip: patient.homeZip! },
          })),
          removed: removalRows.filter((removal) => removal.optionListId === list.id).map(({ optionListId: _, ...removal }) => removal),
        })),
      };
    }),
  };
}

/**
 * A page of the patient's audit trail, oldest first, each entry with the user who acted (name, group, relationship)
 * if any: the latest `AUDIT_PAGE_SIZE` entries, or those just before the entry `before`. Read newest first by id (the
 * order they were written in), so a page costs the same however long the trail has grown.
 */
export async function patientActivity(db: Db, patientId: number, before?: string): Promise<AuditEvent[]> {
  const rows = await db
    .select({ event: auditEvents, name: users.name, group: groups.type, relationship: users.relationship })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .leftJoin(groups, eq(groups.id, users.groupId))
    .where(and(eq(auditEvents.patientId, patientId), before === undefined ? undefined : lt(auditEvents.id, sql`${before}::bigint`)))
    .orderBy(desc(auditEvents.id))
    .limit(AUDIT_PAGE_SIZE);
  return rows.reverse().map(({ event, name, group, relationship }) => ({
    id: String(event.id),
    at: toUnix(event.at)!,
    action: event.action,
    userId: event.userId,
    actor: name !== null && group !== null ? { name, group, relationship } : null,
    email: event.email,
    subject: event.subject,
    ip: event.ip,
  }));
}
