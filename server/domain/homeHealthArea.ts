import { and, asc, eq, exists, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { providers, providerZipCodes } from '../db/schema';
import { badRequest } from '../errors';
import { HOME_HEALTH_LEVEL } from './family';

/**
 * Home health agencies only where they serve the patient (42 CFR 482.43(c)), for the planner's side: which
 * agencies of a list may not be offered, and the 400 that refuses them. The family's side applies the same rule in SQL
 * (family.ts servesPatientHome); the console's candidates get the ids of the level (optionListBuilder.ts
 * SERVICE_CONTEXT).
 */

/** How many agencies a refusal names one by one. */
const MAX_NAMED_AGENCIES = 20;

/**
 * Whether the rule applies to a service of `levelOfCare` for a patient whose home ZIP is `homeZip`: the level as the
 * service stores it, exactly as servesPatientHome compares it, so the planner's side and the family's never disagree.
 */
export const homeZipRuleApplies = (levelOfCare: string, homeZip: string | null | undefined): homeZip is string =>
  Boolean(homeZip) && levelOfCare === HOME_HEALTH_LEVEL;

/**
 * The home health agencies of `providerIds` that may not be offered to a patient whose home ZIP is `homeZip`: those
 * with CMS's ZIP codes served that do not serve it (the rule the family's view applies, family.ts servesPatientHome).
 * None for other levels of care, for a patient without a home ZIP, or for an agency without ZIP data. One query, only
 * for a home health list; by id.
 */
export async function agenciesNotServingHome(
  db: Db,
  { levelOfCare, homeZip }: { levelOfCare: string; homeZip: string | null | undefined },
  providerIds: readonly number[],
): Promise<{ id: number; name: string; city: string; state: string }[]> {
  if (!homeZipRuleApplies(levelOfCare, homeZip) || providerIds.length === 0) return [];
  const zipsOf = (zip?: string) =>
    db
      .select({ one: sql`1` })
      .from(providerZipCodes)
      .where(and(eq(providerZipCodes.providerId, providers.id), zip === undefined ? undefined : eq(providerZipCodes.zip, zip)));
  return db
    .select({ id: providers.id, name: providers.name, city: providers.city, state: providers.state })
    .from(providers)
    .where(and(inArray(providers.id, [...new Set(providerIds)]), exists(zipsOf()), notExists(zipsOf(homeZip))))
    .orderBy(asc(providers.id));
}

/**
 * The 400 refusing a list that offers `notServing` (agenciesNotServingHome) to a patient whose home ZIP is `homeZip`:
 * `field` says which, and `field.{id}` names each agency. The list builder's save and a new patient's lists answer it.
 */
export function notServingHomeRefusal(notServing: readonly { id: number; name: string }[], homeZip: string, field = 'providerIds') {
  const fields: Record<string, string> = {
    [field]: `holds ${notServing.length === 1 ? 'a home health agency that does' : `${notServing.length} home health agencies that do`} not serve the patient's home ZIP code ${homeZip}`,
  };
  for (const { id, name } of notServing.slice(0, MAX_NAMED_AGENCIES)) fields[`${field}.${id}`] = `${name} does not serve ZIP code ${homeZip}.`;
  return badRequest("Only home health agencies that serve the patient's home ZIP code may be offered.", fields);
}
