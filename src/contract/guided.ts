import { object, optional, type Infer } from 'superstruct';
import { UnixSeconds } from './common';
import { Language } from './language';
import { User } from './user';

/**
 * POST /planner/v1/patients/{id}/guided-session: the guided session's expiry, its user, and the language its screens
 * open in (the patient's preferred language, else the hospital's language of family invitations).
 */
export const GuidedSession = object({ expiresAt: UnixSeconds, user: User, language: optional(Language) });
export type GuidedSession = Infer<typeof GuidedSession>;
