import { array, boolean, enums, integer, nullable, number, object, optional, string, union, type Infer } from 'superstruct';
import { Language } from './language';

/**
 * The choice record (42 CFR 482.43(c)): what a hospital files in the patient's chart and the family
 * keeps, that the list of providers was presented and the patient's choice respected. One record per version of a
 * service's list, frozen when the family confirms it (a later change to a rating or to the list does not rewrite what
 * was presented). Times are Unix seconds.
 */
/** A star rating as the family's screens name it ('Overall Medicare Rating', 'Patient Satisfaction'); null: not rated. */
export const PresentedRating = object({ name: string(), stars: nullable(number()) });
export type PresentedRating = Infer<typeof PresentedRating>;

/**
 * One of Medicare's measures as the family's provider page showed it, for a level shown with measures instead of star
 * ratings (hospice, inpatient rehab, long-term care hospitals): its key and name as the English screens give them,
 * how its value reads, and the value (null: not reported).
 */
export const PresentedMeasure = object({
  key: string(),
  name: string(),
  format: enums(['hours', 'percent', 'count', 'dollars', 'stars', 'flag', 'outOf10']),
  value: nullable(union([number(), boolean()])),
});
export type PresentedMeasure = Infer<typeof PresentedMeasure>;

export const PresentedProvider = object({
  /** Its place in the family's option list as first shown (best match); in records frozen before, the planner's. */
  position: integer(),
  name: string(),
  city: string(),
  state: string(),
  /** CMS certification number, where the provider has one. */
  ccn: nullable(string()),
  /** The level's overall rating (home health's is its quality rating), as the family's card shows it. */
  overallRating: nullable(number()),
  /** Every star rating the family's screens show for the level; absent in records frozen before they were kept. */
  ratings: optional(array(PresentedRating)),
  /** When Medicare's data behind the rating was published (MM/YYYY); null until CMS data is imported. */
  ratingsDate: nullable(string()),
  /** The measures the family's screens show for such a level, and when Medicare published them (MM/YYYY). */
  measures: optional(array(PresentedMeasure)),
  measuresDate: optional(nullable(string())),
  /** From the list's area (the hospital, for a list made before areas were kept), in miles (3 decimals). */
  distanceMiles: nullable(number()),
  preferred: boolean(),
  affiliated: boolean(),
  disclosure: nullable(string()),
  shortlisted: boolean(),
  rank: nullable(integer()),
});
export type PresentedProvider = Infer<typeof PresentedProvider>;

/**
 * A provider left off the list, with the reason. `removedAt` null: left off by CareChoice itself, not by a person (a
 * home health agency that does not serve the patient's home ZIP, 42 CFR 482.43(c), whose option the family is not
 * shown); `removedBy` is then null too, and `reason` says why.
 */
export const RemovedProvider = object({
  name: string(),
  city: string(),
  state: string(),
  reason: string(),
  /** Left off by CareChoice because it does not serve this home ZIP: the reason is then written in each copy's language. */
  notServingHomeZip: optional(string()),
  removedBy: nullable(string()),
  removedAt: nullable(integer()),
});

const Person = object({ name: string(), relationship: nullable(string()) });

export const ListRecord = object({
  optionListId: integer(),
  /** 1 for a service's first list, 2 for the version offered after it, … */
  version: integer(),
  levelOfCare: string(),
  /** Taken when the family confirmed; false for a list not confirmed yet, whose record shows it as it is now. */
  frozen: boolean(),
  area: object({
    type: nullable(enums(['home', 'hospital', 'zip', 'city'])),
    name: nullable(string()),
    state: nullable(string()),
    radiusMiles: nullable(integer()),
  }),
  builtBy: nullable(string()),
  presented: array(PresentedProvider),
  removed: array(RemovedProvider),
  invite: nullable(object({ email: string(), relationship: nullable(string()), sentAt: integer(), sentBy: nullable(string()) })),
  acknowledgement: nullable(object({ text: string(), by: Person, at: integer() })),
  confirmedAt: nullable(integer()),
  confirmedBy: nullable(Person),
  /** The staff member whose guided session the choices were confirmed in; absent or null otherwise. */
  guidedBy: optional(nullable(string())),
  /** The language the family used CareChoice in: the confirming family account's, English when it chose none. */
  language: Language,
});
export type ListRecord = Infer<typeof ListRecord>;

export const ChoiceRecord = object({
  /**
   * What identifies the record: its patient's id (one record per patient, as the routes and the stored PDFs key it).
   * The PDF's title names the record by it, never by the patient.
   */
  id: integer(),
  patient: object({ name: string(), dateOfBirth: string(), mrn: nullable(string()) }),
  hospital: string(),
  /** The IANA zone the record's times are written in: its hospital's (src/domain/timeZones.ts), as it is now. */
  timeZone: string(),
  generatedAt: integer(),
  lists: array(ListRecord),
});
export type ChoiceRecord = Infer<typeof ChoiceRecord>;
