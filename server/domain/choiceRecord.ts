import { and, asc, count, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import { dataMonth } from '../../src/domain/qualityMeasures';
import { alias } from 'drizzle-orm/pg-core';
import type { ChoiceRecord, ListRecord, PresentedRating } from '../../src/contract/choiceRecord';
import { distanceMiles } from '../../src/domain/distance';
import { findLevelOfCare, type LevelOfCare, type RatedProvider } from '../../src/domain/levelsOfCare';
import { familyOrderColumns, inFamilysOrder } from './familyOrder';
import { shownProviderName } from './shownName';
import { hospitalTimeZone } from '../../src/domain/timeZones';
import { recordEn as text } from '../../src/i18n/en.record';
import type { Db } from '../db/client';
import {
  acknowledgements,
  choiceRecords,
  hospitals,
  invites,
  medicareRatings,
  optionListRemovals,
  optionLists,
  options,
  patients,
  providerAffiliations,
  providerDisclosures,
  providerPreferredBy,
  providers,
  providerServices,
  services,
  users,
} from '../db/schema';
import { agenciesNotServingHome } from './homeHealthArea';
import { measuredDataset, recordMeasuresOf, type RecordMeasures } from './recordMeasures';

/**
 * The choice record: per version of each service's list, what was presented, what was left off and
 * why, the invitation, the acknowledgement and the family's choices. A list's record is frozen (`choice_records`) in
 * the transaction that confirms it; a list not confirmed yet is shown as it is now. An option the family is not shown
 * (a home health agency that does not serve the patient's home ZIP) is listed as left off by CareChoice, not presented.
 */

const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
const builders = alias(users, 'builders');
const guides = alias(users, 'guides');

/** The CMS file's data date (YYYY-MM-DD) as the record shows it: MM/YYYY; null when not imported from CMS. */
const monthOf = (date: string | null) => (date ? dataMonth(date) : null);

/** One list's record as the database holds it now (inside the confirming transaction, as it was confirmed). */
export async function buildListRecord(db: Db, optionListId: number): Promise<ListRecord> {
  const [list] = await db
    .select({
      list: optionLists,
      levelOfCare: services.levelOfCare,
      serviceId: services.id,
      patientId: services.patientId,
      homeZip: patients.homeZip,
      hospitalId: patients.hospitalId,
      hospitalLatitude: hospitals.latitude,
      hospitalLongitude: hospitals.longitude,
      builtBy: builders.name,
      guidedBy: guides.name,
    })
    .from(optionLists)
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .innerJoin(patients, eq(patients.id, services.patientId))
    .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
    .leftJoin(builders, eq(builders.id, optionLists.createdByUserId))
    .leftJoin(guides, eq(guides.id, optionLists.guidedByUserId))
    .where(eq(optionLists.id, optionListId));
  if (!list) throw new Error(`option list ${optionListId} not found`);
  const { hospitalId, patientId } = list;
  // A list made before areas were kept (with its patient) is measured from the hospital, as its family saw it.
  const area =
    list.list.areaLatitude !== null && list.list.areaLongitude !== null
      ? { latitude: list.list.areaLatitude, longitude: list.list.areaLongitude }
      : { latitude: list.hospitalLatitude, longitude: list.hospitalLongitude };

  const [[version], presentedRows, removedRows, family] = await Promise.all([
    db
      .select({ n: count() })
      .from(optionLists)
      .where(and(eq(optionLists.serviceId, list.serviceId), lte(optionLists.id, optionListId))),
    db
      .select({
        ...familyOrderColumns,
        position: options.position,
        providerId: providers.id,
        city: providers.city,
        state: providers.state,
        ratingsDataDate: medicareRatings.dataDate,
        shortlisted: options.shortlisted,
        rank: options.rank,
        affiliated: providerAffiliations.providerId,
        disclosure: providerDisclosures.text,
      })
      .from(options)
      .innerJoin(providers, eq(providers.id, options.providerId))
      .leftJoin(medicareRatings, eq(medicareRatings.providerId, providers.id))
      .leftJoin(providerPreferredBy, and(eq(providerPreferredBy.providerId, providers.id), eq(providerPreferredBy.hospitalId, hospitalId)))
      .leftJoin(providerAffiliations, and(eq(providerAffiliations.providerId, providers.id), eq(providerAffiliations.hospitalId, hospitalId)))
      .leftJoin(providerDisclosures, and(eq(providerDisclosures.providerId, providers.id), eq(providerDisclosures.hospitalId, hospitalId)))
      .where(eq(options.optionListId, optionListId))
      .orderBy(asc(options.position), asc(providers.id)),
    db
      .select({ name: shownProviderName, city: providers.city, state: providers.state, reason: optionListRemovals.reason, removedBy: users.name, removedAt: optionListRemovals.createdAt })
      .from(optionListRemovals)
      .innerJoin(providers, eq(providers.id, optionListRemovals.providerId))
      .leftJoin(users, eq(users.id, optionListRemovals.removedByUserId))
      .where(eq(optionListRemovals.optionListId, optionListId))
      .orderBy(asc(shownProviderName)),
    familyOf(db, patientId),
  ]);
  const level = findLevelOfCare(list.levelOfCare);
  const presentedIds = presentedRows.map((row) => row.providerId);
  const dataset = measuredDataset(level);
  const [ccns, notServing, measured] = await Promise.all([
    ccnsOf(db, presentedIds),
    // Options the family is not shown (42 CFR 482.43(c), family.ts servesPatientHome) were not presented to them: the
    // record lists them as left off, with the reason, so the planner sees why.
    agenciesNotServingHome(db, list, presentedIds),
    dataset ? recordMeasuresOf(db, dataset, presentedRows) : new Map<number, RecordMeasures>(),
  ]);
  const hidden = new Set(notServing.map((agency) => agency.id));
  const leftOffByRule = presentedRows
    .filter((row) => hidden.has(row.providerId))
    .sort((a, b) => a.name.localeCompare(b.name) || a.providerId - b.providerId)
    .map((row) => ({ name: row.name, city: row.city, state: row.state, reason: text.notServingHome(list.homeZip!), notServingHomeZip: list.homeZip!, removedBy: null, removedAt: null }));

  return {
    optionListId,
    version: version!.n,
    levelOfCare: list.levelOfCare,
    frozen: false,
    area: { type: list.list.areaType, name: list.list.areaName, state: list.list.areaState, radiusMiles: list.list.radiusMiles },
    builtBy: list.builtBy,
    presented: inFamilysOrder(
      presentedRows.filter((row) => !hidden.has(row.providerId)),
      level,
      hospitalId,
    ).map((row, index) => ({
        position: index + 1,
        name: row.name,
        city: row.city,
        state: row.state,
        ccn: ccns.get(row.providerId) ?? null,
        overallRating: level.overallRating(row),
        ratings: ratingsShown(level, row),
        ratingsDate: monthOf(row.ratingsDataDate),
        ...(dataset ? { measures: measured.get(row.providerId)?.measures ?? [], measuresDate: measured.get(row.providerId)?.date ?? null } : {}),
        distanceMiles: distanceMiles(area, row),
        preferred: row.preferred !== null,
        affiliated: row.affiliated !== null,
        disclosure: row.disclosure,
        shortlisted: row.shortlisted,
        rank: row.rank,
      })),
    removed: [...removedRows.map((row) => ({ ...row, removedAt: toUnix(row.removedAt) })), ...leftOffByRule],
    invite: family.invite,
    acknowledgement: family.acknowledgement,
    confirmedAt: list.list.completedAt ? toUnix(list.list.completedAt) : null,
    // In a guided session, the family member present as they gave themselves; else the family's account.
    confirmedBy: !list.list.complete ? null : list.list.confirmedByName ? { name: list.list.confirmedByName, relationship: list.list.confirmedByRelationship } : family.claimant,
    guidedBy: list.guidedBy,
    language: family.language,
  };
}

/** Every star rating the family's screens show for the level (its overall rating, then the detailed ones), by name. */
function ratingsShown(level: LevelOfCare, provider: RatedProvider): PresentedRating[] {
  if (!level.hasOverallRating) return [];
  return [
    { name: level.overallRatingText!, stars: level.overallRating(provider) },
    ...level.detailedRatings.map((rating) => ({ name: rating.name, stars: rating.rating(provider) })),
  ];
}

/** Each provider's CMS certification number, where it has one (the lowest, if it has several services). */
async function ccnsOf(db: Db, providerIds: number[]): Promise<Map<number, string>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db
    .select({ providerId: providerServices.providerId, ccn: min(providerServices.providerNumber) })
    .from(providerServices)
    .where(inArray(providerServices.providerId, providerIds))
    .groupBy(providerServices.providerId);
  return new Map(rows.flatMap((row) => (row.ccn ? [[row.providerId, row.ccn] as const] : [])));
}

/**
 * Who claimed the patient, the invitation they came with (else the latest one), and the latest acknowledgement; and
 * the language the family used: the claiming account's, the one that confirms the family's choices (a
 * patient has one), English when it chose none. A guided session's tablet is the staff member's: the family's
 * account's language stands for it too.
 */
async function familyOf(
  db: Db,
  patientId: number,
): Promise<Pick<ListRecord, 'invite' | 'acknowledgement' | 'language'> & { claimant: ListRecord['confirmedBy'] }> {
  const [patient] = await db.select({ claimedBy: patients.claimedByUserId }).from(patients).where(eq(patients.id, patientId));
  const [claimant] = patient?.claimedBy
    ? await db
        .select({ name: users.name, relationship: users.relationship, inviteId: users.inviteId, language: users.language })
        .from(users)
        .where(eq(users.id, patient.claimedBy))
    : [];
  const inviters = alias(users, 'inviters');
  const [invite] = await db
    .select({ email: invites.email, relationship: invites.relationship, sentAt: invites.createdAt, sentBy: inviters.name })
    .from(invites)
    .leftJoin(inviters, eq(inviters.id, invites.createdByUserId))
    .where(claimant?.inviteId ? eq(invites.id, claimant.inviteId) : eq(invites.patientId, patientId))
    .orderBy(desc(invites.id))
    .limit(1);
  const [acknowledged] = await db
    .select({ text: acknowledgements.text, name: sql<string>`coalesce(${acknowledgements.byName}, ${users.name})`, relationship: acknowledgements.relationship, at: acknowledgements.acknowledgedAt })
    .from(acknowledgements)
    .innerJoin(users, eq(users.id, acknowledgements.userId))
    .where(eq(acknowledgements.patientId, patientId))
    .orderBy(desc(acknowledgements.id))
    .limit(1);
  return {
    claimant: claimant ? { name: claimant.name, relationship: claimant.relationship } : null,
    language: claimant?.language ?? 'en',
    invite: invite ? { email: invite.email, relationship: invite.relationship, sentAt: toUnix(invite.sentAt), sentBy: invite.sentBy } : null,
    acknowledgement: acknowledged ? { text: acknowledged.text, by: { name: acknowledged.name, relationship: acknowledged.relationship }, at: toUnix(acknowledged.at) } : null,
  };
}

/** Keeps the list's record as it is at this moment: called in the transaction that confirms the list. */
export async function freezeListRecord(db: Db, optionListId: number): Promise<void> {
  const record = await buildListRecord(db, optionListId);
  await db
    .insert(choiceRecords)
    .values({ optionListId, record: { ...record, frozen: true } })
    .onConflictDoUpdate({ target: choiceRecords.optionListId, set: { record: { ...record, frozen: true } } });
}

/** The whole record of a patient: every version of every service's list, frozen where confirmed. */
export async function patientChoiceRecord(db: Db, patientId: number): Promise<ChoiceRecord> {
  const [patient] = await db
    .select({ initial: patients.initial, firstName: patients.firstName, lastName: patients.lastName, dateOfBirth: patients.dateOfBirth, mrn: patients.mrn, hospital: hospitals.name, state: hospitals.state, timeZone: hospitals.timeZone })
    .from(patients)
    .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
    .where(eq(patients.id, patientId));
  if (!patient) throw new Error(`patient ${patientId} not found`);
  const lists = await db
    .select({ id: optionLists.id, frozen: choiceRecords.record })
    .from(optionLists)
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .leftJoin(choiceRecords, eq(choiceRecords.optionListId, optionLists.id))
    .where(eq(services.patientId, patientId))
    .orderBy(asc(services.id), asc(optionLists.id));
  const records: ListRecord[] = [];
  for (const list of lists) records.push(list.frozen ?? (await buildListRecord(db, list.id)));
  return {
    id: patientId,
    patient: { name: `${patient.firstName ?? `${patient.initial}.`} ${patient.lastName}`, dateOfBirth: patient.dateOfBirth, mrn: patient.mrn },
    hospital: patient.hospital,
    timeZone: hospitalTimeZone(patient),
    generatedAt: Math.floor(Date.now() / 1000),
    lists: records,
  };
}
