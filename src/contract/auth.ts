import { object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { UnixSeconds } from './common';

/** POST /auth/v1/login. The password is only checked, never echoed or logged. */
export const LoginRequest = object({
  email: string(),
  password: string(),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/** Answer of login and refresh: when the session ends unless refreshed. */
export const SessionExpiry = object({ expiresAt: UnixSeconds });
export type SessionExpiry = Infer<typeof SessionExpiry>;
