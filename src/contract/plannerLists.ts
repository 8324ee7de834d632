import { array, boolean, enums, integer, literal, max, min, nullable, number, object, omit, optional, pattern, refine, size, string, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, maxLength, UnixSeconds } from './common';
import { MAX_PLACE_NAME_LENGTH, MAX_REASON_LENGTH } from './limits';
import { Zip } from './planner';

/**
 * Building a service's list of options. The candidates are every provider of the hospital's
 * catalogue for the service's level of care, nearest first from an area; CMS's discharge-planning rule (42 CFR
 * 482.43(c)) wants every provider within the planner's radius offered, unless a reason for leaving one off is on
 * the record.
 */

/** Radii the console offers; any whole number of miles from 1 to 500 is taken. */
export const RADIUS_CHOICES = [10, 25, 50] as const;
export const DEFAULT_RADIUS_MILES = 25;
export const MAX_RADIUS_MILES = 500;
export const RadiusMiles = max(min(integer(), 1), MAX_RADIUS_MILES);

/** Most options one list may offer (the family's providers call takes up to 500 ids at once). */
export const MAX_LIST_OPTIONS = 500;

/**
 * Where distances are measured from: the patient's home ZIP, the hospital, or a place of the gazetteer as the
 * location search names it (a ZIP code, or a city and its state).
 */
const LIST_AREA_SHAPES = [
  object({ type: literal('home') }),
  object({ type: literal('hospital') }),
  object({ type: literal('zip'), zip: Zip }),
  object({ type: literal('city'), name: maxLength(size(string(), 1, Infinity), MAX_PLACE_NAME_LENGTH), state: pattern(string(), /^[A-Z]{2}$/) }),
] as const;
export const ListArea = union([...LIST_AREA_SHAPES]);
/** ListArea's shapes, which a union does not show (test/unit/requestLimits.test.ts looks into each). */
export const LIST_AREA_MEMBERS = LIST_AREA_SHAPES;
export type ListArea = Infer<typeof ListArea>;
export const AREA_TYPES = ['home', 'hospital', 'zip', 'city'] as const;
export type AreaType = (typeof AREA_TYPES)[number];

/**
 * POST /planner/v1/services/{id}/candidates. A POST so that nothing about the patient (their area) goes in a URL.
 * Without an area: the current list's, else the patient's home ZIP, else the hospital. Without a radius: the current
 * list's, else DEFAULT_RADIUS_MILES.
 */
export const CandidatesRequest = object({ area: optional(ListArea), radiusMiles: optional(RadiusMiles) });
export type CandidatesRequest = Infer<typeof CandidatesRequest>;

/** The area used, with the point distances are measured from. */
export const AreaUsed = object({
  type: enums(AREA_TYPES),
  /** "43215", "Columbus, OH", the hospital's name. */
  name: string(),
  /** The ZIP's or city's state; null for the hospital. */
  state: nullable(string()),
  latitude: number(),
  longitude: number(),
});
export type AreaUsed = Infer<typeof AreaUsed>;

/**
 * What the list builder shows of a provider, and where it is: the level's providers are sent once
 * (GET /planner/v1/candidate-details/{levelOfCare}, revalidated by its ETag), and the console ranks them for each
 * area it is asked about (rankCandidates).
 */
export const CandidateDetails = object({
  providerId: Id,
  name: string(),
  city: string(),
  state: string(),
  latitude: number(),
  longitude: number(),
  /** The level of care's overall Medicare rating (levelsOfCare overallRating); null when it has none. */
  overallRating: nullable(number()),
  preferred: boolean(),
  affiliated: boolean(),
});
export type CandidateDetails = Infer<typeof CandidateDetails>;

/** GET /planner/v1/candidate-details/{levelOfCare}: every provider of the level, in catalogue order (by name). */
export const CandidateDetailsList = object({ levelOfCare: string(), providers: array(CandidateDetails) });
export type CandidateDetailsList = Infer<typeof CandidateDetailsList>;

export const CurrentList = object({
  id: Id,
  /** 1 for the service's first list, 2 for the first new version offered after the family confirmed, … */
  version: min(integer(), 1),
  /** The family confirmed it: read-only, and a save offers a new version. */
  complete: boolean(),
  completedAt: nullable(UnixSeconds),
  /** The options in the planner's order. */
  providerIds: array(Id),
  /** Providers left off, each with the planner's reason. */
  removed: array(object({ providerId: Id, reason: string() })),
  /** How many options the family shortlisted or ranked. */
  chosen: min(integer(), 0),
});
export type CurrentList = Infer<typeof CurrentList>;

const listContext = {
  serviceId: Id,
  patientId: Id,
  levelOfCare: string(),
  area: AreaUsed,
  radiusMiles: RadiusMiles,
  /** The patient's home ZIP as the gazetteer knows it; null when they have none (or it is unknown): no 'home' area. */
  home: nullable(AreaUsed),
  hospital: AreaUsed,
  /**
   * For a home health service of a patient with a home ZIP (else null): the level's agencies with CMS's ZIP codes
   * served that do not serve that ZIP (42 CFR 482.43(c)). The patient may not be offered them, so the console leaves
   * them out of the candidates (rankCandidates), and a save needs no reason for them; offering one is refused.
   */
  notServingHome: nullable(object({ zip: string(), providerIds: array(Id) })),
  /** The service's latest list, null before one is built: which candidates it offers, and which it left off and why. */
  list: nullable(CurrentList),
};

/**
 * The answer of POST /planner/v1/services/{id}/candidates: the area (resolved to a point) and radius the candidates
 * are ranked for, and the service's latest list. The console ranks the level's details for it (rankCandidates), so a
 * new area or radius costs the server a look-up, not the ranking and sending of every provider.
 */
export const ListContext = object(listContext);
export type ListContext = Infer<typeof ListContext>;

/** A candidate as the list builder shows it: its details (where it is aside), distance, and whether in the radius. */
export const Candidate = object({
  ...omit(CandidateDetails, ['latitude', 'longitude']).schema,
  /** Great-circle miles from the area, to 3 decimals (SPEC §9); shown rounded up (displayMiles). */
  distanceMiles: number(),
  withinRadius: boolean(),
});
export type Candidate = Infer<typeof Candidate>;

/** The candidates as the console holds them: every provider of the level, nearest first (then by name). */
export const Candidates = object({ ...listContext, candidates: array(Candidate) });
export type Candidates = Infer<typeof Candidates>;

const Reason = maxLength(
  refine(string(), 'Reason', (value) => value.trim().length > 0 || 'A reason is required.'),
  MAX_REASON_LENGTH,
);

/**
 * PUT /planner/v1/services/{id}/option-list: the list as the planner wants it offered, in their order (nearest
 * first by default), and a reason for each provider of the area left off.
 */
export const SaveOptionListRequest = object({
  area: ListArea,
  radiusMiles: RadiusMiles,
  providerIds: size(array(Id), 1, MAX_LIST_OPTIONS),
  removed: size(array(object({ providerId: Id, reason: Reason })), 0, 5_000),
});
export type SaveOptionListRequest = Infer<typeof SaveOptionListRequest>;

/** built: the service's first list; changed: the latest list, not yet confirmed, in place; reoffered: a new version. */
export const SAVE_OUTCOMES = ['built', 'changed', 'reoffered'] as const;
export type SaveOutcome = (typeof SAVE_OUTCOMES)[number];

/** The answer of the save: what it did, and the list's context as it now stands. */
export const SavedOptionListAnswer = object({ outcome: enums(SAVE_OUTCOMES), optionListId: Id, context: ListContext });
export type SavedOptionListAnswer = Infer<typeof SavedOptionListAnswer>;

/** The save as the console holds it, with the candidates ranked for the list's context. */
export type SavedOptionList = Omit<SavedOptionListAnswer, 'context'> & { candidates: Candidates };
