import { array, boolean, coerce, enums, integer, max, min, nullable, number, object, optional, pattern, refine, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CellPhone, Email, Id, IsoDate, maxLength, NonEmpty, UnixSeconds } from './common';
import { Language } from './language';
import { MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH, MAX_LEVEL_OF_CARE_LENGTH, MAX_NAME_LENGTH, MAX_SEARCH_LENGTH } from './limits';
import { fiveDigitZip } from '../domain/zipCodes';
import { GroupType } from './user';

/**
 * The planner side (not in the family-facing spec): discharge planners create patients with their services and
 * option lists, invite a family member, and follow the family's progress. Only hospital staff (STAFF_GROUP_TYPES in
 * user.ts: planners and the hospital's admins) may call it.
 */
/** A date of this century on the wire (YYYY-MM-DD, a real calendar date, 2000 to 2099): an expected discharge, say. */
// Here, not in common.ts: the console's chunk only needs them, and a struct is code the first load would carry.
export const CalendarDate = refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'CalendarDate', (value) => {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return 'must be a real calendar date';
  return (y >= 2000 && y <= 2099) || 'must be a year from 2000 to 2099';
});

/** A five-digit US ZIP code; one given with spaces or as a ZIP+4 is taken as its five digits (domain/zipCodes.ts). */
export const Zip = coerce(
  refine(string(), 'Zip', (value) => /^\d{5}$/.test(value) || 'must be 5 digits'),
  string(),
  (typed) => fiveDigitZip(typed) ?? typed,
);

/** A hospital's medical record number: letters and digits, with dashes or dots between, up to 20 characters. */
export const Mrn = refine(string(), 'Mrn', (value) => /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,18}[A-Za-z0-9])?$/.test(value) || 'must be 1 to 20 letters and digits (dashes and dots allowed between)');

/**
 * A new patient (the New Patient form; `npm run invite` sends only the first three). `firstName`, when
 * given, starts with `initial`; `homeZip` must be a ZIP code of the gazetteer; the MRN is unique in the hospital.
 */
export const NewPatient = object({
  initial: size(NonEmpty, 1, 1),
  firstName: optional(nullable(maxLength(NonEmpty, MAX_NAME_LENGTH))),
  lastName: maxLength(NonEmpty, MAX_NAME_LENGTH),
  dateOfBirth: IsoDate,
  mrn: optional(nullable(Mrn)),
  homeZip: optional(nullable(Zip)),
  expectedDischargeDate: optional(nullable(CalendarDate)),
  /** The language the family reads, if the planner knows it: a guided session and the family's invites open in it. */
  preferredLanguage: optional(nullable(Language)),
});
export type NewPatient = Infer<typeof NewPatient>;

/** PUT /planner/v1/patients/{id}/language: the family's language, or null for the hospital's. */
export const PatientLanguageUpdate = object({ preferredLanguage: nullable(Language) });
export type PatientLanguageUpdate = Infer<typeof PatientLanguageUpdate>;

export const CreatePatientRequest = object({
  patient: NewPatient,
  services: size(
    // Up to 500 options a service: a hospital in a large city may offer hundreds of skilled-nursing homes, and the
    // family's providers call takes up to 500 ids at once. Without providers the service has no list yet: the
    // planner builds it from the catalogue (the family sees the service, its options not yet).
    array(object({ levelOfCare: maxLength(NonEmpty, MAX_LEVEL_OF_CARE_LENGTH), providerIds: optional(size(array(Id), 1, 500)) })),
    1,
    20,
  ),
});
export type CreatePatientRequest = Infer<typeof CreatePatientRequest>;

/**
 * Who the invited person is to the patient, as the planner says: the family's own relationships
 * but the planner's (fc_planner: a planner does not invite a planner to choose; decisions.md).
 */
export const INVITE_RELATIONSHIPS = ['fc_patient', 'fc_family', 'fc_other'] as const;
export const InviteRelationship = enums(INVITE_RELATIONSHIPS);
export type InviteRelationship = Infer<typeof InviteRelationship>;

export const CreateInviteRequest = object({
  patientId: Id,
  email: Email,
  cellPhone: CellPhone,
  /** Optional so that older callers (`npm run invite`) keep working; the console always sends it. */
  relationship: optional(InviteRelationship),
  customAcknowledgementText: optional(nullable(maxLength(NonEmpty, MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH))),
  /** Its Spanish version, which a family reading Spanish accepts instead. */
  customAcknowledgementTextEs: optional(nullable(maxLength(NonEmpty, MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH))),
  /** The language of the invitation e-mail and the family's first screens; without it, the patient's, else the hospital's. */
  language: optional(Language),
});
export type CreateInviteRequest = Infer<typeof CreateInviteRequest>;

/**
 * The answer of creating an invite and of resending one: the code exists only here (the server keeps its hash), so
 * this answer is the one moment the link can be shown; a resend issues a fresh code and the old link stops working.
 */
export const CreatedInvite = object({
  inviteId: Id,
  inviteCode: string(),
  url: string(),
  expiresAt: UnixSeconds,
});
export type CreatedInvite = Infer<typeof CreatedInvite>;

/** POST /planner/v1/invites/{id}/resend and …/revoke: the invite is the path's; the body carries nothing yet. */
export const InviteActionRequest = object({});
export type InviteActionRequest = Infer<typeof InviteActionRequest>;

/** How an invite was revoked: by a staff member (POST …/revoke) or by too many failed claims. */
export const INVITE_REVOKERS = ['staff', 'failedClaims'] as const;

/**
 * Where a service stands, for the worklist: `notInvited`, `invited` (at: the latest invite's date),
 * `inviteRevoked` (too many failed claims; at: when), `claimed` (at: when), `inProgress` (saved: providers on the
 * family's shortlist), `ranked` (at: when the family confirmed; saved: how many they ranked).
 */
export const SERVICE_STATUSES = ['notInvited', 'invited', 'inviteRevoked', 'claimed', 'inProgress', 'ranked'] as const;
export const ServiceStatus = object({
  kind: enums(SERVICE_STATUSES),
  at: nullable(UnixSeconds),
  saved: min(integer(), 0),
});
export type ServiceStatus = Infer<typeof ServiceStatus>;

/** Why an option the planner offered is not shown to the family (the patient page): so far only the home ZIP rule. */
export const HIDDEN_FROM_FAMILY_REASONS = ['notServingHome'] as const;

/** What the hospital entered of a patient beyond the claim's details; null where not given. */
const PatientExtras = {
  firstName: nullable(string()),
  mrn: nullable(string()),
  homeZip: nullable(string()),
  expectedDischargeDate: nullable(string()),
  preferredLanguage: optional(nullable(Language)),
};

export const PlannerPatient = object({
  id: Id,
  initial: string(),
  lastName: string(),
  dateOfBirth: string(),
  ...PatientExtras,
  claimed: boolean(),
  claimedAt: nullable(UnixSeconds),
  /** Who claimed the patient (their name and relationship at sign-up), for the record. */
  claimedBy: nullable(object({ name: string(), relationship: nullable(string()) })),
  /** The hospital's language of family invitations: what the invite form offers first. */
  familyLanguage: Language,
  /**
   * The choice record's filing to the hospital's EHR, once a confirmation queued it: pending, filed (when), or failed
   * (why, and when it is tried again). Absent from answers of servers before EHR filing; null: never queued.
   */
  ehrFiling: optional(
    nullable(
      object({
        status: enums(['pending', 'filed', 'failed']),
        attempts: integer(),
        filedAt: nullable(UnixSeconds),
        reason: nullable(string()),
        nextAttemptAt: nullable(UnixSeconds),
      }),
    ),
  ),
  /** Every invite issued for the patient; a revoked one (too many wrong claims) means a new invite is needed. */
  invites: array(
    object({
      id: Id,
      email: string(),
      createdAt: UnixSeconds,
      expiresAt: UnixSeconds,
      usedAt: nullable(UnixSeconds),
      failedClaims: number(),
      revokedAt: nullable(UnixSeconds),
      /** As the planner gave it (fc_family, …); null for invites made without one. */
      relationship: nullable(string()),
      /** Who ended it, when revoked: a staff member, or the failed claims; null while not revoked. */
      revokedBy: nullable(enums(INVITE_REVOKERS)),
      /** The language its e-mail and the family's first screens are in, as it was sent. */
      language: Language,
    }),
  ),
  services: array(
    object({
      id: Id,
      levelOfCare: string(),
      complete: boolean(),
      /** Where the service stands, as the worklist says it. */
      status: ServiceStatus,
      optionLists: array(
        object({
          id: Id,
          complete: boolean(),
          completedAt: nullable(UnixSeconds),
          options: array(
            object({
              providerId: Id,
              providerName: string(),
              shortlisted: boolean(),
              rank: nullable(Id),
              /**
               * Why the family is not shown this option, or null when they are: a home health agency that does not
               * serve the patient's home ZIP `zip` (42 CFR 482.43(c); CMS data), whenever the list was built.
               */
              hiddenFromFamily: nullable(object({ reason: enums(HIDDEN_FROM_FAMILY_REASONS), zip: string() })),
            }),
          ),
          /** Providers within the radius the planner left off, each with the reason given (42 CFR 482.43(c)). */
          removed: array(object({ providerId: Id, providerName: string(), reason: string(), removedBy: nullable(string()) })),
        }),
      ),
    }),
  ),
});
export type PlannerPatient = Infer<typeof PlannerPatient>;

const AuditEventId = pattern(string(), /^[1-9]\d{0,17}$/);

/**
 * GET /planner/v1/patients/{id}/audit: a page of the patient's audit trail, oldest first: the AUDIT_PAGE_SIZE latest
 * entries, or with `?before={id}` those just before that entry. A full page means there may be earlier ones.
 */
export const AUDIT_PAGE_SIZE = 100;
export const AuditPageQuery = object({ before: optional(AuditEventId) });
export const AuditEvent = object({
  /** The entry's place in the trail (a 64-bit serial, so a string): `?before=` pages back from it. */
  id: AuditEventId,
  at: UnixSeconds,
  action: string(),
  userId: nullable(Id),
  /** The user who acted, as the console words it ("Family member Ana Smith (Family)"); null when nobody was signed in. */
  actor: nullable(object({ name: string(), group: GroupType, relationship: nullable(string()) })),
  email: nullable(string()),
  subject: nullable(string()),
  ip: nullable(string()),
});
export type AuditEvent = Infer<typeof AuditEvent>;

/** GET /planner/v1/providers?levelOfCare=key: providers a planner can offer for a level of care. */
export const PlannerProvider = object({ id: Id, name: string(), city: string(), state: string(), levelOfCare: string() });
export const PlannerProviderList = array(PlannerProvider);

/**
 * POST /planner/v1/patients/search: one page of the hospital's worklist, newest patients first. A POST, not a GET
 * with a query string: the search is a patient's name or MRN, and PHI never goes in a URL (decisions.md).
 * `query` matches the start of the last name, of "initial last name", of "last name, first name", or of the MRN
 * (case-insensitive); empty = all.
 */
export const WorklistRequest = object({
  query: optional(maxLength(string(), MAX_SEARCH_LENGTH)),
  page: optional(max(min(integer(), 1), 100_000)),
});
export type WorklistRequest = Infer<typeof WorklistRequest>;

export const WORKLIST_PAGE_SIZE = 25;

export const WorklistPatient = object({
  id: Id,
  initial: string(),
  firstName: nullable(string()),
  lastName: string(),
  mrn: nullable(string()),
  dateOfBirth: string(),
  createdAt: UnixSeconds,
  /** The family confirmed choices since this staff member last opened the patient's page (or ever, if never). */
  confirmedSinceViewed: boolean(),
  services: array(object({ id: Id, levelOfCare: string(), status: ServiceStatus })),
});
export type WorklistPatient = Infer<typeof WorklistPatient>;

export const Worklist = object({
  patients: array(WorklistPatient),
  /** Patients matching the query, on every page. */
  total: min(integer(), 0),
  page: min(integer(), 1),
  pageSize: min(integer(), 1),
});
export type Worklist = Infer<typeof Worklist>;
