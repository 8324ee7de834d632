import { array, boolean, enums, integer, literal, max, min, nullable, number, object, optional, pattern, refine, size, string, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, UnixSeconds } from './common';

/**
 * Building a service's list of options (issue 21, item 3). The candidates are every provider of the hospital's
 * catalogue for the service's level of care, nearest first from an area; CMS's discharge-planning rule (42 CFR
 * 482.43(c)) wants every provider within the planner's radius offered, unless a reason for leaving one off is on
 * the record.
 */

/** Radii the console offers; any whole number of miles from 1 to 500 is taken. */
export const RADIUS_CHOICES = [10, 25, 50] as const;
export const DEFAULT_RADIUS_MILES = 25;
export const MAX_RADIUS_MILES = 500;
export const RadiusMiles = max(min(integer(), 1), MAX_RADIUS_MILES);

/** Longest reason a planner may give for removing a provider. */
export const MAX_REASON_LENGTH = 500;
/** Most options one list may offer (the family's providers call takes up to 500 ids at once). */
export const MAX_LIST_OPTIONS = 500;

/**
 * Where distances are measured from: the patient's home ZIP, the hospital, or a place of the gazetteer as the
 * location search names it (a ZIP code, or a city and its state).
 */
export const ListArea = union([
  object({ type: literal('home') }),
  object({ type: literal('hospital') }),
  object({ type: literal('zip'), zip: pattern(string(), /^\d{5}$/) }),
  object({ type: literal('city'), name: size(string(), 1, 100), state: pattern(string(), /^[A-Z]{2}$/) }),
]);
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

export const Candidate = object({
  providerId: Id,
  name: string(),
  city: string(),
  state: string(),
  /** Great-circle miles from the area, to 3 decimals (SPEC §9); shown rounded up (displayMiles). */
  distanceMiles: number(),
  /** The level of care's overall Medicare rating (levelsOfCare overallRating); null when it has none. */
  overallRating: nullable(number()),
  preferred: boolean(),
  affiliated: boolean(),
  withinRadius: boolean(),
});
export type Candidate = Infer<typeof Candidate>;

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

export const Candidates = object({
  serviceId: Id,
  patientId: Id,
  levelOfCare: string(),
  area: AreaUsed,
  radiusMiles: RadiusMiles,
  /** The patient's home ZIP as the gazetteer knows it; null when they have none (or it is unknown): no 'home' area. */
  home: nullable(AreaUsed),
  hospital: AreaUsed,
  /** The service's latest list, null before one is built: which candidates it offers, and which it left off and why. */
  list: nullable(CurrentList),
  /** Every provider of the level of care, nearest first (then by name), whether on the list or not. */
  candidates: array(Candidate),
});
export type Candidates = Infer<typeof Candidates>;

const Reason = refine(size(string(), 1, MAX_REASON_LENGTH), 'Reason', (value) => value.trim().length > 0 || 'A reason is required.');

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

export const SavedOptionList = object({ outcome: enums(SAVE_OUTCOMES), optionListId: Id, candidates: Candidates });
export type SavedOptionList = Infer<typeof SavedOptionList>;
