import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RankRequest } from '../../src/contract/choice';
import type { Db } from '../db/client';
import { acknowledgements, optionLists, options, patients, services } from '../db/schema';
import { badRequest, HttpError, notFound } from '../errors';
import { queueEhrFiling } from '../fhir/ehrOutbox';
import { freezeListRecord } from './choiceRecord';
import { patientOwnsOptionList, servesPatientHome } from './family';

/**
 * The family confirms its choices on a list of its patient, all or nothing: each ranked and saved provider must be one
 * the list offers the family, ranked ones saved, and the list not yet confirmed (409 otherwise; the list is locked
 * while it is checked, so two confirmations at once make one). The record of what was presented and chosen is frozen,
 * and queued for the hospital's EHR, in the same transaction. A guided session also keeps who was present and the
 * acknowledgement they accepted.
 */
export async function confirmChoices(
  db: Db,
  { patientId, optionListId: id, userId, choices: { rankings, shortlist, completedAt, guided } }: { patientId: number; optionListId: number; userId: number; choices: RankRequest },
): Promise<void> {
  await db.transaction(async (tx) => {
    const list = await patientOwnsOptionList(tx, patientId, id);
    if (!list) throw notFound('No such option list.');
    const [locked] = await tx.select({ complete: optionLists.complete }).from(optionLists).where(eq(optionLists.id, id)).for('update');
    if (locked!.complete) throw new HttpError(409, 'AlreadyComplete', 'These choices have already been confirmed.');
    // What the family was shown of the list: an agency that does not serve the patient's home ZIP is not theirs to
    // choose (family.ts servesPatientHome), so naming it is naming a provider the list does not offer.
    const offered = new Set(
      (
        await tx
          .select({ providerId: options.providerId })
          .from(options)
          .innerJoin(optionLists, eq(optionLists.id, options.optionListId))
          .innerJoin(services, eq(services.id, optionLists.serviceId))
          .innerJoin(patients, eq(patients.id, services.patientId))
          .where(and(eq(options.optionListId, id), sql.raw(servesPatientHome('options.provider_id', 'services.level_of_care', 'patients.home_zip'))))
      ).map((o) => o.providerId),
    );
    const fields: Record<string, string> = {};
    if (rankings.some((providerId) => !offered.has(providerId))) fields.rankings = 'holds a provider that is not in this list';
    if (shortlist.some((providerId) => !offered.has(providerId))) fields.shortlist = 'holds a provider that is not in this list';
    if (!fields.rankings && rankings.some((providerId) => !shortlist.includes(providerId))) {
      fields.rankings = 'may only rank shortlisted providers';
    }
    if (Object.keys(fields).length > 0) throw badRequest('The choices do not match this option list.', fields);

    await tx.update(options).set({ rank: null, shortlisted: false }).where(eq(options.optionListId, id));
    if (shortlist.length > 0) {
      await tx
        .update(options)
        .set({ shortlisted: true })
        .where(and(eq(options.optionListId, id), inArray(options.providerId, shortlist)));
    }
    for (const [index, providerId] of rankings.entries()) {
      await tx
        .update(options)
        .set({ rank: index + 1 })
        .where(and(eq(options.optionListId, id), eq(options.providerId, providerId)));
    }
    await tx
      .update(optionLists)
      .set({
        complete: true,
        completedAt: new Date(completedAt * 1000),
        ...(guided ? { confirmedByName: guided.name.trim(), confirmedByRelationship: guided.relationship, guidedByUserId: userId } : {}),
      })
      .where(eq(optionLists.id, id));
    if (guided) {
      await tx.insert(acknowledgements).values({
        patientId,
        userId,
        byName: guided.name.trim(),
        relationship: guided.relationship,
        text: guided.acknowledgement.text,
        language: guided.acknowledgement.language ?? 'en',
        acknowledgedAt: new Date(guided.acknowledgement.at * 1000),
      });
    }
    // The record of what was presented and chosen, as it stands at this moment.
    await freezeListRecord(tx, id);
    // And on its way to the hospital's EHR, if it files to one: queued with the confirmation, so never lost.
    await queueEhrFiling(tx, patientId);
  });
}
