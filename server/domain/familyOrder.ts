import { medicareRatings, providerPreferredBy, providers } from '../db/schema';
import { shownProviderName } from './shownName';
import type { LevelOfCare, RatedProvider } from '../../src/domain/levelsOfCare';
import { sortProviders } from '../../src/domain/sortProviders';

/**
 * The order the family's option list first shows a list's providers in (best match, SPEC §9), for the places that
 * list them beside it: the console's patient page and the choice record. One function, the screen's own
 * (src/domain/sortProviders.ts), over what it reads of a provider, so the three never disagree.
 *
 * A query selects `familyOrderColumns`, left-joining `medicareRatings` on the provider and `providerPreferredBy` on the
 * provider and the patient's hospital.
 */
export const familyOrderColumns = {
  name: shownProviderName,
  latitude: providers.latitude,
  longitude: providers.longitude,
  subscriptionStatus: providers.subscriptionStatus,
  // Flat, not a nested object: drizzle makes a left join's object null when its first column is (a home health
  // agency has no overall rating, only a quality one).
  overall: medicareRatings.overall,
  quality: medicareRatings.quality,
  healthInspection: medicareRatings.healthInspection,
  staffing: medicareRatings.staffing,
  survey: medicareRatings.survey,
  preferred: providerPreferredBy.providerId,
};

export interface FamilyOrderRow {
  name: string;
  preferred: number | null;
  subscriptionStatus: 'active' | 'inactive' | null;
  overall: number | null;
  quality: number | null;
  healthInspection: number | null;
  staffing: number | null;
  survey: number | null;
  latitude: number;
  longitude: number;
}

/** `rows` in the family's order, each with what the order read of it (its ratings, as `RatedProvider`). */
export function inFamilysOrder<Row extends FamilyOrderRow>(rows: readonly Row[], level: LevelOfCare, hospitalId: number): (Row & RatedProvider)[] {
  const sortable = rows.map((row) => ({
    ...row,
    preferredBy: row.preferred !== null ? [hospitalId] : [],
    subscription: row.subscriptionStatus && { status: row.subscriptionStatus },
    medicareRatings: { overall: row.overall, quality: row.quality, healthInspection: row.healthInspection, staffing: row.staffing, survey: row.survey },
  }));
  return sortProviders(sortable, { sortKey: 'best', level, hospitalId, location: null });
}
