import { array, boolean, coerce, defaulted, enums, integer, max, min, nullable, number, object, optional, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, IsoDate, maxLength, NonEmpty, ReportedUnixSeconds, UnixSeconds } from './common';
import { Language } from './language';
import { MAX_ACKNOWLEDGED_TEXT_LENGTH, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH } from './limits';
import { Tagline } from './tagline';
import { Relationship } from './user';

/** GET /choice/v1/invites/{code} and GET /choice/v1/invite */
export const Invite = object({
  email: string(),
  cellPhone: string(),
  customAcknowledgementText: nullable(string()),
  /** The planner's Spanish version of it; absent or null: none. */
  customAcknowledgementTextEs: optional(nullable(string())),
  /** The language the invitation was written in: the family's first language on screen. */
  language: optional(Language),
});
export type Invite = Infer<typeof Invite>;

export const PatientDetails = object({
  initial: size(NonEmpty, 1, 1),
  lastName: maxLength(NonEmpty, MAX_NAME_LENGTH),
  dateOfBirth: IsoDate,
});
export type PatientDetails = Infer<typeof PatientDetails>;

/** POST /choice/v1/claim. `by` is the relationship, sent by the sign-up flow only. */
export const ClaimRequest = object({
  patient: PatientDetails,
  acknowledgement: object({
    at: ReportedUnixSeconds,
    text: maxLength(NonEmpty, MAX_ACKNOWLEDGED_TEXT_LENGTH),
    /** The language of `text` as the family read it; English when absent (older clients). */
    language: optional(Language),
    by: optional(Relationship),
  }),
});
export type ClaimRequest = Infer<typeof ClaimRequest>;

/** GET /choice/v1/patient: the claimed patient of the current user (404 before the claim). */
export const Patient = object({
  id: Id,
  initial: string(),
  lastName: string(),
  dateOfBirth: IsoDate,
  claimed: boolean(),
});
export type Patient = Infer<typeof Patient>;

export const Option = object({
  optionListId: Id,
  providerId: Id,
  /** null until the list is confirmed; 1-based afterwards. */
  rank: nullable(min(integer(), 1)),
  shortlisted: boolean(),
});
export type Option = Infer<typeof Option>;

export const Service = object({
  id: Id,
  /** Level-of-care key or alias; the client matches it against its catalogue. */
  levelOfCare: string(),
  complete: boolean(),
  optionLists: array(Id),
  latestOptionList: nullable(object({ id: Id, options: array(Option) })),
});
export type Service = Infer<typeof Service>;
export const ServiceList = array(Service);

export const Hospital = object({
  id: Id,
  name: string(),
  city: string(),
  state: string(),
  latitude: number(),
  longitude: number(),
  /** Explanation shown with the preferred tag. */
  preferredLanguage: nullable(string()),
  /** The hospital's own word for 'Preferred'. */
  preferredByPhrase: string(),
  /** Explanation shown with the 'Affiliated' tag. */
  affiliatedLanguage: nullable(string()),
  /** Its admins' Spanish for the three texts above, each null where none is written; absent: none at all. */
  spanish: optional(object({ preferredByPhrase: nullable(string()), preferredLanguage: nullable(string()), affiliatedLanguage: nullable(string()) })),
  /** The footer's language-assistance taglines in the patient's flow (Section 1557): the hospital's, else the national list. */
  taglines: array(Tagline),
});
export type Hospital = Infer<typeof Hospital>;

export const OptionList = object({
  id: Id,
  serviceId: Id,
  complete: boolean(),
  completedAt: nullable(UnixSeconds),
  options: optional(array(Option)),
  service: optional(Service),
});
export type OptionList = Infer<typeof OptionList>;
export const OptionListList = array(OptionList);

const uniqueIds = (ids: number[]) => new Set(ids).size === ids.length || 'must not repeat an id';

/** POST /choice/v1/option-lists/{id}/rank */
/**
 * In a guided session the family member present says who they are and accepts the acknowledgement
 * on screen before ranking: required then, refused otherwise.
 */
export const GUIDED_RELATIONSHIPS = ['fc_patient', 'fc_family', 'fc_other'] as const;
export const GuidedConfirmation = object({
  name: maxLength(NonEmpty, MAX_NAME_LENGTH),
  relationship: enums(GUIDED_RELATIONSHIPS),
  acknowledgement: object({ text: maxLength(NonEmpty, MAX_ACKNOWLEDGED_TEXT_LENGTH), language: optional(Language), at: ReportedUnixSeconds }),
});
export type GuidedConfirmation = Infer<typeof GuidedConfirmation>;

export const RankRequest = object({
  rankings: refine(array(Id), 'UniqueIds', uniqueIds),
  shortlist: refine(array(Id), 'UniqueIds', uniqueIds),
  completedAt: ReportedUnixSeconds,
  guided: optional(GuidedConfirmation),
});
export type RankRequest = Infer<typeof RankRequest>;

export const VIDEO_SOURCE_TYPES = ['youtube', 'vimeo', 'cloudinary'] as const;

export const MedicareRatings = object({
  overall: nullable(number()),
  quality: nullable(number()),
  healthInspection: nullable(number()),
  staffing: nullable(number()),
  survey: nullable(number()),
});
export type MedicareRatings = Infer<typeof MedicareRatings>;

export const Provider = object({
  id: Id,
  name: string(),
  displayName: string(),
  city: string(),
  state: string(),
  latitude: number(),
  longitude: number(),
  description: nullable(string()),
  profileImage: nullable(string()),
  preferredBy: array(Id),
  affiliations: array(Id),
  providerServices: array(object({ type: string(), providerNumber: nullable(string()) })),
  /**
   * The financial-interest disclosure of the family's hospital on this provider (42 CFR 482.43(c)(3)), or null when
   * it discloses none. In every answer to a family; other hospitals' disclosures never are.
   */
  disclosure: optional(nullable(string())),
  // Present only when asked for with `embed`:
  images: optional(array(object({ image: string() }))),
  subscription: optional(nullable(object({ status: enums(['active', 'inactive']) }))),
  videos: optional(
    array(object({ id: Id, sourceType: enums(VIDEO_SOURCE_TYPES), source: string(), title: string() })),
  ),
  medicareRatings: optional(nullable(MedicareRatings)),
  nonMedicalServices: optional(array(object({ key: string(), name: string() }))),
  languages: optional(array(string())),
});
export type Provider = Infer<typeof Provider>;
export const ProviderList = array(Provider);

export const PROVIDER_EMBEDS = [
  'images',
  'subscription',
  'videos',
  'medicare-ratings',
  'non-medical-services',
  'languages',
] as const;
export type ProviderEmbed = (typeof PROVIDER_EMBEDS)[number];

/** The embed list every provider call of the client asks for. */
export const ALL_PROVIDER_EMBEDS = PROVIDER_EMBEDS.join(',');

export const Location = object({
  type: enums(['zip', 'city']),
  name: string(),
  state: string(),
  location: object({ lat: number(), lon: number() }),
});
export type Location = Infer<typeof Location>;

export const LocationSearchResult = object({ data: array(Location) });
export type LocationSearchResult = Infer<typeof LocationSearchResult>;

/** Query of GET /choice/v1/locations/search. Query strings arrive as text, so numbers are coerced. */
const QueryInteger = coerce(integer(), string(), (value) => (/^\d{1,6}$/.test(value) ? Number(value) : NaN));
export const LocationSearchQuery = object({
  query: defaulted(maxLength(string(), MAX_SEARCH_LENGTH), ''),
  limit: defaulted(max(min(QueryInteger, 1), 50), 10),
  page: defaulted(max(min(QueryInteger, 1), 10_000), 1),
});
export type LocationSearchQuery = Infer<typeof LocationSearchQuery>;
