import { and, eq, inArray } from 'drizzle-orm';
import type { CreatePatientRequest } from '../../src/contract/planner';
import type { Db } from '../db/client';
import { optionLists, options, patients, providers, services } from '../db/schema';
import { badRequest } from '../errors';

/**
 * Creates a patient at a hospital with one service per level of care, each with an option list of the given
 * providers in the given order. All or nothing, in one transaction.
 */
export async function createPatientWithServices(
  db: Db,
  { hospitalId, createdByUserId, request }: { hospitalId: number; createdByUserId: number | null; request: CreatePatientRequest },
): Promise<number> {
  const providerIds = [...new Set(request.services.flatMap((service) => service.providerIds))];
  const known = await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, providerIds));
  const missing = providerIds.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) throw badRequest(`Unknown provider ids: ${missing.join(', ')}`, { providerIds: 'unknown provider' });

  return db.transaction(async (tx) => {
    const [patient] = await tx
      .insert(patients)
      .values({
        hospitalId,
        createdByUserId,
        initial: request.patient.initial.trim().toUpperCase(),
        lastName: request.patient.lastName.trim(),
        dateOfBirth: request.patient.dateOfBirth,
      })
      .returning({ id: patients.id });
    for (const service of request.services) {
      const [row] = await tx
        .insert(services)
        .values({ patientId: patient!.id, levelOfCare: service.levelOfCare })
        .returning({ id: services.id });
      const [list] = await tx.insert(optionLists).values({ serviceId: row!.id }).returning({ id: optionLists.id });
      const unique = [...new Set(service.providerIds)];
      await tx
        .insert(options)
        .values(unique.map((providerId, position) => ({ optionListId: list!.id, providerId, position })));
    }
    return patient!.id;
  });
}

/** The patient a planner's hospital owns, or undefined. */
export async function findHospitalPatient(db: Db, hospitalId: number, patientId: number) {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(eq(patients.id, patientId), eq(patients.hospitalId, hospitalId)));
  return row;
}
