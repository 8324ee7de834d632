import { array, boolean, enums, nullable, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Email, Id, maxLength, NonEmpty, Password, UnixSeconds } from './common';
import { MAX_CODE_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './limits';

/**
 * The hospital's staff: its admins (group type hospitalAdmin) invite planners and other admins by
 * e-mail, and deactivate accounts, whose sessions end at once. The invited person sets their own password from the
 * e-mailed link (/hospital/join/{code}); nobody else ever knows it.
 */

export const STAFF_ROLES = ['planner', 'hospitalAdmin'] as const;
export const StaffRole = enums(STAFF_ROLES);
export type StaffRole = Infer<typeof StaffRole>;

/** POST /planner/v1/staff/invites */
export const StaffInviteRequest = object({
  firstName: maxLength(NonEmpty, MAX_NAME_LENGTH),
  lastName: maxLength(NonEmpty, MAX_NAME_LENGTH),
  email: Email,
  role: StaffRole,
});
export type StaffInviteRequest = Infer<typeof StaffInviteRequest>;

export const StaffMember = object({
  id: Id,
  name: string(),
  email: string(),
  role: StaffRole,
  createdAt: UnixSeconds,
  deactivatedAt: nullable(UnixSeconds),
  /** The admin asking: they cannot deactivate themselves (a hospital would be left without its admin). */
  isYou: boolean(),
});
export type StaffMember = Infer<typeof StaffMember>;

/** An invitation not yet used: its link works until `expiresAt` unless revoked. */
export const PendingStaffInvite = object({
  id: Id,
  /** As the admin typed them: 'Send again' invites the same person anew. */
  firstName: string(),
  lastName: string(),
  name: string(),
  email: string(),
  role: StaffRole,
  createdAt: UnixSeconds,
  expiresAt: UnixSeconds,
  /** Who sent it; null when `npm run staff:add` made it on the server. */
  invitedBy: nullable(string()),
});
export type PendingStaffInvite = Infer<typeof PendingStaffInvite>;

/** GET /planner/v1/staff: the hospital's accounts (active first, by name) and its open invitations (newest first). */
export const StaffDirectory = object({
  members: array(StaffMember),
  invites: array(PendingStaffInvite),
});
export type StaffDirectory = Infer<typeof StaffDirectory>;

/** GET /staff/v1/invites/{code}: what the join page shows before the password is set. */
export const StaffInviteDetails = object({
  firstName: string(),
  email: string(),
  hospitalName: string(),
  role: StaffRole,
});
export type StaffInviteDetails = Infer<typeof StaffInviteDetails>;

/** POST /staff/v1/join: sets the password and makes the account; answers like a login (a session starts). */
export const StaffJoinRequest = object({
  code: maxLength(NonEmpty, MAX_CODE_LENGTH),
  password: Password,
  confirmPassword: optional(maxLength(string(), MAX_PASSWORD_LENGTH)),
});
export type StaffJoinRequest = Infer<typeof StaffJoinRequest>;
