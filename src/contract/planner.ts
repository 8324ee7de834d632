import { array, boolean, nullable, number, object, optional, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CellPhone, Email, Id, NonEmpty, UnixSeconds } from './common';
import { PatientDetails } from './choice';

/**
 * The planner side (not in the family-facing spec): discharge planners create patients with their services and
 * option lists, invite a family member, and follow the family's progress. Only group type `planner` may call it.
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

export const CreateInviteRequest = object({
  patientId: Id,
  email: Email,
  cellPhone: CellPhone,
  customAcknowledgementText: optional(nullable(NonEmpty)),
});
export type CreateInviteRequest = Infer<typeof CreateInviteRequest>;

export const CreatedInvite = object({
  inviteCode: string(),
  url: string(),
  expiresAt: UnixSeconds,
});
export type CreatedInvite = Infer<typeof CreatedInvite>;

export const PlannerPatient = object({
  id: Id,
  initial: string(),
  lastName: string(),
  dateOfBirth: string(),
  claimed: boolean(),
  claimedAt: nullable(UnixSeconds),
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
    }),
  ),
  services: array(
    object({
      id: Id,
      levelOfCare: string(),
      complete: boolean(),
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
  email: nullable(string()),
  subject: nullable(string()),
  ip: nullable(string()),
});
export type AuditEvent = Infer<typeof AuditEvent>;

/** GET /planner/v1/providers?levelOfCare=key: providers a planner can offer for a level of care. */
export const PlannerProvider = object({ id: Id, name: string(), city: string(), state: string(), levelOfCare: string() });
export const PlannerProviderList = array(PlannerProvider);
