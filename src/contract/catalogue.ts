import { array, boolean, enums, integer, max, min, nullable, number, object, optional, pattern, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, maxLength, NonEmpty } from './common';
import { KioskIdleMinutes, KioskTokenDays } from './kiosk';
import { Language } from './language';
import { MAX_DISCLOSURE_LENGTH, MAX_EHR_TOKEN_LENGTH, MAX_LABEL_EXPLANATION_LENGTH, MAX_LEVEL_OF_CARE_LENGTH, MAX_PREFERRED_PHRASE_LENGTH, MAX_SEARCH_LENGTH } from './limits';
import { Tagline, TaglineDrafts } from './tagline';
import { isTimeZone } from '../domain/timeZones';

/**
 * The hospital's catalogue in the console: its providers by level of care, searched by name, with
 * the hospital's own labels on each (preferred, affiliated), which its admins set, and the hospital's wording for
 * 'preferred' (SPEC §3 `preferredByPhrase`). Staff only; changes by `hospitalAdmin` only.
 */

/** POST /planner/v1/catalogue/search. `query` is found anywhere in the name, case-insensitively; empty = all. */
export const CatalogueRequest = object({
  levelOfCare: optional(maxLength(size(string(), 1, Infinity), MAX_LEVEL_OF_CARE_LENGTH)),
  query: optional(maxLength(string(), MAX_SEARCH_LENGTH)),
  page: optional(max(min(integer(), 1), 100_000)),
});
export type CatalogueRequest = Infer<typeof CatalogueRequest>;

export const CATALOGUE_PAGE_SIZE = 25;

/**
 * Medicare's warning signs on a provider, from its quality data: cited for abuse (the abuse icon), a
 * Special Focus Facility, or a candidate to become one.
 */
export const CATALOGUE_WARNINGS = ['abuse', 'specialFocus', 'specialFocusCandidate'] as const;
export const CatalogueWarning = enums(CATALOGUE_WARNINGS);
export type CatalogueWarning = Infer<typeof CatalogueWarning>;

export const CatalogueProvider = object({
  id: Id,
  name: string(),
  city: string(),
  state: string(),
  levelOfCare: string(),
  /** The level of care's overall Medicare rating (SPEC §3 Rating display); null when not rated or the level has none. */
  rating: nullable(number()),
  preferred: boolean(),
  affiliated: boolean(),
  /** The hospital's financial-interest disclosure on this provider (42 CFR 482.43(c)(3)), or null when it has none. */
  disclosure: nullable(string()),
  /**
   * The date (YYYY-MM-DD) of the Medicare file the provider's quality data came from, or else of its ratings' file
   *; null when it has neither.
   */
  medicareDataDate: nullable(pattern(string(), /^\d{4}-\d{2}-\d{2}$/)),
  /** The warning signs that apply, in CATALOGUE_WARNINGS' order; empty when none, or without quality data. */
  warnings: array(CatalogueWarning),
});
export type CatalogueProvider = Infer<typeof CatalogueProvider>;

export const Catalogue = object({
  providers: array(CatalogueProvider),
  total: min(integer(), 0),
  page: min(integer(), 1),
  pageSize: min(integer(), 1),
});
export type Catalogue = Infer<typeof Catalogue>;

/** PUT /planner/v1/catalogue/providers/{id}/labels: the hospital's own labels on one provider. */
export const ProviderLabels = object({ preferred: boolean(), affiliated: boolean() });
export type ProviderLabels = Infer<typeof ProviderLabels>;

/**
 * PUT /planner/v1/catalogue/providers/{id}/disclosure: the hospital's financial interest in a provider, in its own
 * words (42 CFR 482.43(c)(3): a hospital must disclose its financial interest in a provider it refers patients to).
 * Trimmed, up to 500 characters; null, empty or blank clears it.
 */
export const ProviderDisclosureUpdate = object({
  text: nullable(
    refine(string(), 'Disclosure', (value) => value.trim().length <= MAX_DISCLOSURE_LENGTH || `must be at most ${MAX_DISCLOSURE_LENGTH} characters`),
  ),
});
export type ProviderDisclosureUpdate = Infer<typeof ProviderDisclosureUpdate>;

/**
 * GET and PUT /planner/v1/hospital: what the hospital words its own way, how long its kiosks wait without input
 * before asking "Are you still there?", the language its family invitations are written in
 * unless the planner picks another, and the language-assistance taglines its families see (Section 1557:
 * its own list, else the national one).
 */
export const HospitalSettings = object({
  id: Id,
  name: string(),
  preferredByPhrase: string(),
  /** The same word in Spanish, for families reading Spanish; null: CareChoice's for the default, else the English. */
  preferredByPhraseEs: nullable(string()),
  /** What the preferred and affiliated labels mean, in English and in Spanish; null: CareChoice's own explanation. */
  preferredExplanation: nullable(string()),
  preferredExplanationEs: nullable(string()),
  affiliatedExplanation: nullable(string()),
  affiliatedExplanationEs: nullable(string()),
  kioskIdleMinutes: KioskIdleMinutes,
  /** How many days a kiosk works after it was turned on. */
  kioskTokenDays: KioskTokenDays,
  familyLanguage: Language,
  taglines: array(Tagline),
  /** The IANA zone its times are written in (the record, the console, e-mails): its admins' choice, else its state's. */
  timeZone: string(),
  /** Its state's zone, the one `timeZone` is when its admins chose none (`ownTimeZone` false). */
  stateTimeZone: string(),
  ownTimeZone: boolean(),
  /** The FHIR base URL of its EHR, which each confirmed choice record is filed to; null: none. */
  ehrBaseUrl: nullable(string()),
  /** Whether a bearer token for the EHR is kept: the token itself is never answered. */
  ehrTokenSet: boolean(),
});
export type HospitalSettings = Infer<typeof HospitalSettings>;

/**
 * A FHIR server's base URL: https, or http to this machine only (an EHR's interface engine on the same host), with no
 * user or password in it (the token is sent as a header).
 */
export const EhrBaseUrl = refine(maxLength(string(), 2000), 'EhrBaseUrl', (value) => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a web address such as https://ehr.example.org/fhir';
  }
  if (url.username || url.password) return 'must not hold a user or password: give the token instead';
  if (url.protocol === 'https:') return true;
  return (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) || 'must start with https://';
});

/** An IANA time zone the runtime knows ('America/Chicago'). */
export const TimeZone = refine(maxLength(string(), 64), 'TimeZone', (value) => isTimeZone(value) || 'must be a time zone such as America/Chicago');

/**
 * What an admin changes: any of the settings; a field left out stays as it is. `taglines`: the hospital's own list in
 * the order families see it (15 to 40, each language once; the server names what is wrong), or null for the
 * national list again.
 */
/** The hospital's own texts for families that an admin may also clear (null: CareChoice's words). */
export const FAMILY_TEXTS = ['preferredByPhraseEs', 'preferredExplanation', 'preferredExplanationEs', 'affiliatedExplanation', 'affiliatedExplanationEs'] as const;
export type FamilyText = (typeof FAMILY_TEXTS)[number];

export const HospitalSettingsUpdate = refine(
  object({
    preferredByPhrase: optional(maxLength(NonEmpty, MAX_PREFERRED_PHRASE_LENGTH)),
    /** Each of these: the hospital's text, or null for none (CareChoice's own words). */
    preferredByPhraseEs: optional(nullable(maxLength(NonEmpty, MAX_PREFERRED_PHRASE_LENGTH))),
    preferredExplanation: optional(nullable(maxLength(NonEmpty, MAX_LABEL_EXPLANATION_LENGTH))),
    preferredExplanationEs: optional(nullable(maxLength(NonEmpty, MAX_LABEL_EXPLANATION_LENGTH))),
    affiliatedExplanation: optional(nullable(maxLength(NonEmpty, MAX_LABEL_EXPLANATION_LENGTH))),
    affiliatedExplanationEs: optional(nullable(maxLength(NonEmpty, MAX_LABEL_EXPLANATION_LENGTH))),
    kioskIdleMinutes: optional(KioskIdleMinutes),
    kioskTokenDays: optional(KioskTokenDays),
    familyLanguage: optional(Language),
    taglines: optional(nullable(TaglineDrafts)),
    /** An IANA zone, or null for its state's again. */
    timeZone: optional(nullable(TimeZone)),
    /** The EHR's FHIR base URL, or null to file to none. */
    ehrBaseUrl: optional(nullable(EhrBaseUrl)),
    /** The bearer token to send it, or null to send none; kept as a secret. */
    ehrToken: optional(nullable(maxLength(NonEmpty, MAX_EHR_TOKEN_LENGTH))),
  }),
  'HospitalSettingsUpdate',
  (value) =>
    value.preferredByPhrase !== undefined ||
    FAMILY_TEXTS.some((key) => value[key] !== undefined) ||
    value.kioskIdleMinutes !== undefined ||
    value.kioskTokenDays !== undefined ||
    value.familyLanguage !== undefined ||
    value.taglines !== undefined ||
    value.timeZone !== undefined ||
    value.ehrBaseUrl !== undefined ||
    value.ehrToken !== undefined ||
    'must change a setting',
);
export type HospitalSettingsUpdate = Infer<typeof HospitalSettingsUpdate>;
