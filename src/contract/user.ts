import { enums, literal, object, optional, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { CellPhone, Email, Id, maxLength, NonEmpty, Password, UnixSeconds } from './common';
import { Language } from './language';
import { MAX_CODE_LENGTH, MAX_FULL_NAME_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './limits';

export const GROUP_TYPES = ['patientChoice', 'planner', 'hospitalAdmin'] as const;
export const GroupType = enums(GROUP_TYPES);
export type GroupType = Infer<typeof GroupType>;

/** Hospital staff: discharge planners and case managers (`planner`) and the hospital's admins; they use /hospital. */
export const STAFF_GROUP_TYPES: readonly GroupType[] = ['planner', 'hospitalAdmin'];
export const isStaffGroup = (type: GroupType): boolean => STAFF_GROUP_TYPES.includes(type);

/** GET/PUT /user/v1/me */
export const User = object({
  id: Id,
  name: string(),
  email: string(),
  cellPhone: string(),
  createdAt: UnixSeconds,
  group: object({ type: GroupType }),
  /** A guided session: a staff member's tablet acting as the family; the account is the staff member's. */
  guided: optional(literal(true)),
  /** The language the user chose; absent until they choose one, and in a guided session. */
  language: optional(Language),
  /** Staff: the IANA zone of their hospital, which the console writes every time in. */
  timeZone: optional(string()),
});
export type User = Infer<typeof User>;

/** PUT /user/v1/me: the contact form. */
export const ContactUpdate = object({
  /** "First Last" as sign-up made it, so up to two names' length (limits.ts). */
  name: maxLength(NonEmpty, MAX_FULL_NAME_LENGTH),
  email: Email,
  cellPhone: CellPhone,
});
export type ContactUpdate = Infer<typeof ContactUpdate>;

/** PUT /user/v1/password. A wrong current password answers 400 with code PasswordDoesNotMatch. */
export const PasswordChange = object({
  currentPassword: maxLength(string(), MAX_PASSWORD_LENGTH),
  newPassword: Password,
});
export type PasswordChange = Infer<typeof PasswordChange>;

/** POST /user/v1/password/reset-request: answers the same whether or not the address is known. */
export const ResetRequest = object({ email: Email });
export type ResetRequest = Infer<typeof ResetRequest>;

/** POST /user/v1/password/reset */
export const PasswordReset = object({
  email: Email,
  password: Password,
  code: maxLength(NonEmpty, MAX_CODE_LENGTH),
});
export type PasswordReset = Infer<typeof PasswordReset>;

export const RELATIONSHIPS = ['fc_patient', 'fc_family', 'fc_planner', 'fc_other'] as const;
export const Relationship = enums(RELATIONSHIPS);
export type Relationship = Infer<typeof Relationship>;

/** POST /choice/v1/users: account sign-up with an invite code. */
export const CreateUserRequest = object({
  user: object({
    relationship: Relationship,
    firstName: maxLength(NonEmpty, MAX_NAME_LENGTH),
    lastName: maxLength(NonEmpty, MAX_NAME_LENGTH),
    email: Email,
    cellPhone: CellPhone,
    password: Password,
    confirmPassword: optional(maxLength(string(), MAX_PASSWORD_LENGTH)),
  }),
  inviteCode: maxLength(NonEmpty, MAX_CODE_LENGTH),
  /** The language the family had on screen while signing up; without it, the invite's. */
  language: optional(Language),
});
export type CreateUserRequest = Infer<typeof CreateUserRequest>;
