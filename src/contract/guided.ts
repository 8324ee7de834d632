import { object, type Infer } from 'superstruct';
import { UnixSeconds } from './common';
import { User } from './user';

/** POST /planner/v1/patients/{id}/guided-session (issue 22, item 3): the guided session's expiry and its user. */
export const GuidedSession = object({ expiresAt: UnixSeconds, user: User });
export type GuidedSession = Infer<typeof GuidedSession>;
