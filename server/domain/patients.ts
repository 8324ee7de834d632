import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CreatePatientRequest, NewPatient } from '../../src/contract/planner';
import { findLevelOfCare, isKnownLevelOfCare } from '../../src/domain/levelsOfCare';
import type { Db } from '../db/client';
import { locations, optionLists, options, patients, providers, services } from '../db/schema';
import { isUniqueViolation } from '../db/unavailable';
import { badRequest, HttpError } from '../errors';
import { agenciesNotServingHome, notServingHomeRefusal } from './homeHealthArea';

/** The answer to a record number another patient of the hospital already has: the form keeps what was typed. */
export const duplicateMrn = () =>
  new HttpError(409, 'DuplicateMrn', 'Another patient of this hospital has this MRN.', { 'patient.mrn': 'Another patient of this hospital has this MRN.' });

/**
 * What a new patient's details must also be, beyond their shapes (the contract): a first name starts with the
 * initial, the home ZIP is one of the gazetteer's, each level of care is of the catalogue and asked for once. Answers
 * 400 naming every field that is not.
 */
async function checkNewPatient(db: Db, request: CreatePatientRequest) {
  const fields: Record<string, string> = {};
  const { patient } = request;
  if (patient.firstName && patient.firstName.trim()[0]!.toUpperCase() !== patient.initial.trim().toUpperCase()) {
    fields['patient.firstName'] = 'must start with the initial';
  }
  if (patient.homeZip) {
    const [zip] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.type, 'zip'), eq(locations.name, patient.homeZip)))
      .limit(1);
    if (!zip) fields['patient.homeZip'] = 'We could not find this ZIP code.';
  }
  if (patient.expectedDischargeDate && patient.expectedDischargeDate < patient.dateOfBirth) {
    fields['patient.expectedDischargeDate'] = 'must not be before the date of birth';
  }
  const seen = new Set<string>();
  request.services.forEach((service, index) => {
    if (!isKnownLevelOfCare(service.levelOfCare)) fields[`services.${index}.levelOfCare`] = 'is not a level of care of the catalogue';
    else if (seen.has(findLevelOfCare(service.levelOfCare).key)) fields[`services.${index}.levelOfCare`] = 'is asked for twice';
    else seen.add(findLevelOfCare(service.levelOfCare).key);
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some of the details are missing or invalid.', fields);
}

/** What is stored of a new patient: names trimmed, the initial upper-case, a first name only when more than one. */
function patientValues(patient: NewPatient) {
  const firstName = patient.firstName?.trim() ?? '';
  return {
    initial: patient.initial.trim().toUpperCase(),
    firstName: firstName.length > 1 ? firstName : null,
    lastName: patient.lastName.trim(),
    dateOfBirth: patient.dateOfBirth,
    mrn: patient.mrn ?? null,
    homeZip: patient.homeZip ?? null,
    expectedDischargeDate: patient.expectedDischargeDate ?? null,
    preferredLanguage: patient.preferredLanguage ?? null,
  };
}

/**
 * Creates a patient at a hospital with one service per level of care, each with an option list of the given
 * providers in the given order, or no list yet when none are given (the planner builds it from the catalogue).
 * All or nothing, in one transaction. A record number another patient of the hospital has is a 409; a home health
 * agency that does not serve the patient's home ZIP is refused as the list builder's save refuses it (400, each named).
 */
export async function createPatientWithServices(
  db: Db,
  { hospitalId, createdByUserId, request }: { hospitalId: number; createdByUserId: number | null; request: CreatePatientRequest },
): Promise<number> {
  await checkNewPatient(db, request);
  const providerIds = [...new Set(request.services.flatMap((service) => service.providerIds ?? []))];
  const known = providerIds.length ? await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, providerIds)) : [];
  const missing = providerIds.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) throw badRequest(`Unknown provider ids: ${missing.join(', ')}`, { providerIds: 'unknown provider' });
  const values = patientValues(request.patient);
  // The list builder's rule (42 CFR 482.43(c)): no home health agency that does not serve the patient's home ZIP.
  for (const [index, service] of request.services.entries()) {
    const notServing = await agenciesNotServingHome(db, { levelOfCare: service.levelOfCare, homeZip: values.homeZip }, service.providerIds ?? []);
    if (notServing.length > 0) throw notServingHomeRefusal(notServing, values.homeZip!, `services.${index}.providerIds`);
  }
  if (values.mrn !== null && (await mrnTaken(db, hospitalId, values.mrn))) throw duplicateMrn();

  try {
    return await db.transaction(async (tx) => {
      const [patient] = await tx.insert(patients).values({ hospitalId, createdByUserId, ...values }).returning({ id: patients.id });
      for (const service of request.services) {
        const [row] = await tx
          .insert(services)
          .values({ patientId: patient!.id, levelOfCare: service.levelOfCare })
          .returning({ id: services.id });
        if (!service.providerIds) continue;
        const [list] = await tx.insert(optionLists).values({ serviceId: row!.id }).returning({ id: optionLists.id });
        const unique = [...new Set(service.providerIds)];
        await tx
          .insert(options)
          .values(unique.map((providerId, position) => ({ optionListId: list!.id, providerId, position })));
      }
      return patient!.id;
    });
  } catch (error) {
    // Two planners saving the same record number at once: the unique index lets one through.
    if (values.mrn !== null && isUniqueViolation(error)) throw duplicateMrn();
    throw error;
  }
}

async function mrnTaken(db: Db, hospitalId: number, mrn: string) {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.hospitalId, hospitalId), sql`lower(${patients.mrn}) = lower(${mrn})`))
    .limit(1);
  return Boolean(row);
}

/** The patient a planner's hospital owns, or undefined. */
export async function findHospitalPatient(db: Db, hospitalId: number, patientId: number) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.hospitalId, hospitalId)));
  return row;
}
