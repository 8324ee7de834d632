import { array, boolean, enums, integer, max, min, nullable, number, object, optional, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CellPhone, Email, Id, NonEmpty, UnixSeconds } from './common';
import { PatientDetails } from './choice';
import { GroupType } from './user';

/**
 * The planner side (not in the family-facing spec): discharge planners create patients with their services and
 * option lists, invite a family member, and follow the family's progress. Only hospital staff (STAFF_GROUP_TYPES in
 * user.ts: planners and the hospital's admins) may call it.
 */
export const CreatePatientRequest = object({
  patient: PatientDetails,
  services: size(
    // Up to 500 options a service: a hospital in a large city may offer hundreds of skilled-nursing homes, and the
    // family's providers call takes up to 500 ids at once.
    array(object({ levelOfCare: NonEmpty, providerIds: size(array(Id), 1, 500) })),
    1,
    20,
  ),
});
export type CreatePatientRequest = Infer<typeof CreatePatientRequest>;

/**
 * Who the invited person is to the patient, as the planner says (issue 21, item 4): the family's own relationships
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
  customAcknowledgementText: optional(nullable(size(NonEmpty, 1, 2_000))),
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
 * Where a service stands, for the worklist (issue 21): `notInvited`, `invited` (at: the latest invite's date),
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

export const PlannerPatient = object({
  id: Id,
  initial: string(),
  lastName: string(),
  dateOfBirth: string(),
  claimed: boolean(),
  claimedAt: nullable(UnixSeconds),
  /** Who claimed the patient (their name and relationship at sign-up), for the record (issue 21). */
  claimedBy: nullable(object({ name: string(), relationship: nullable(string()) })),
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
            }),
          ),
        }),
      ),
    }),
  ),
});
export type PlannerPatient = Infer<typeof PlannerPatient>;

/** GET /planner/v1/patients/{id}/audit: one entry of the patient's audit trail (issue 8). */
export const AuditEvent = object({
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
 * `query` matches the start of the last name, of "initial last name", or the MRN (case-insensitive); empty = all.
 */
export const WorklistRequest = object({
  query: optional(size(string(), 0, 100)),
  page: optional(max(min(integer(), 1), 100_000)),
});
export type WorklistRequest = Infer<typeof WorklistRequest>;

export const WORKLIST_PAGE_SIZE = 25;

export const WorklistPatient = object({
  id: Id,
  initial: string(),
  lastName: string(),
  dateOfBirth: string(),
  createdAt: UnixSeconds,
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
