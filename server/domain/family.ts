import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Option, OptionList, Service } from '../../src/contract/choice';
import type { Db } from '../db/client';
import { optionLists, options, patients, services } from '../db/schema';

const toUnix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The patient a family user has claimed, or undefined before the claim. */
export async function claimedPatient(db: Db, userId: number) {
  const [patient] = await db.select().from(patients).where(eq(patients.claimedByUserId, userId));
  return patient;
}

/** Every service of a patient with its option lists and their options: the family's whole picture in 3 queries. */
export async function loadFamilyData(db: Db, patientId: number, only?: { optionListId: number }) {
  const serviceRows = await db.select().from(services).where(eq(services.patientId, patientId)).orderBy(asc(services.id));
  const serviceIds = serviceRows.map((service) => service.id);
  const listRows = serviceIds.length
    ? await db.select().from(optionLists).where(inArray(optionLists.serviceId, serviceIds)).orderBy(asc(optionLists.id))
    : [];
  const listIds = only ? listRows.filter((l) => l.id === only.optionListId).map((l) => l.id) : listRows.map((l) => l.id);
  const optionRows = listIds.length
    ? await db
        .select()
        .from(options)
        .where(inArray(options.optionListId, listIds))
        .orderBy(asc(options.optionListId), asc(options.position))
    : [];

  const optionsOf = (listId: number): Option[] =>
    optionRows
      .filter((option) => option.optionListId === listId)
      .map(({ optionListId, providerId, rank, shortlisted }) => ({ optionListId, providerId, rank, shortlisted }));

  const serviceAnswer = (serviceId: number): Service => {
    const service = serviceRows.find((row) => row.id === serviceId)!;
    const lists = listRows.filter((list) => list.serviceId === serviceId);
    const latest = lists.at(-1);
    return {
      id: service.id,
      levelOfCare: service.levelOfCare,
      // A service is complete when its latest option list has been ranked and confirmed.
      complete: latest?.complete ?? false,
      optionLists: lists.map((list) => list.id),
      latestOptionList: latest ? { id: latest.id, options: optionsOf(latest.id) } : null,
    };
  };

  const listAnswer = (listId: number, embed: { options: boolean; service: boolean }): OptionList | undefined => {
    const list = listRows.find((row) => row.id === listId);
    if (!list) return undefined;
    return {
      id: list.id,
      serviceId: list.serviceId,
      complete: list.complete,
      completedAt: toUnix(list.completedAt),
      ...(embed.options ? { options: optionsOf(list.id) } : {}),
      ...(embed.service ? { service: serviceAnswer(list.serviceId) } : {}),
    };
  };

  return {
    services: () => serviceRows.map((service) => serviceAnswer(service.id)),
    optionLists: (embed: { options: boolean; service: boolean }) => listRows.map((list) => listAnswer(list.id, embed)!),
    optionList: listAnswer,
  };
}

/** Whether an option list belongs to one of the patient's services. */
export async function patientOwnsOptionList(db: Db, patientId: number, optionListId: number) {
  const [row] = await db
    .select({ id: optionLists.id, complete: optionLists.complete })
    .from(optionLists)
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .where(and(eq(optionLists.id, optionListId), eq(services.patientId, patientId)));
  return row;
}

/** Ids of every provider the patient's option lists offer: all a family may look at. */
export async function visibleProviderIds(db: Db, patientId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ providerId: options.providerId })
    .from(options)
    .innerJoin(optionLists, eq(optionLists.id, options.optionListId))
    .innerJoin(services, eq(services.id, optionLists.serviceId))
    .where(eq(services.patientId, patientId));
  return new Set(rows.map((row) => row.providerId));
}
