import { object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { maxLength, UnixSeconds } from './common';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './limits';

/**
 * POST /auth/v1/login (and the kiosk's and guided session's staff logins). The password is only checked, never
 * echoed or logged; its format is not (a login says only whether it worked), its length is (limits.ts).
 */
export const LoginRequest = object({
  email: maxLength(string(), MAX_EMAIL_LENGTH),
  password: maxLength(string(), MAX_PASSWORD_LENGTH),
});
export type LoginRequest = Infer<typeof LoginRequest>;

/** Answer of login and refresh: when the session ends unless refreshed. */
export const SessionExpiry = object({ expiresAt: UnixSeconds });
export type SessionExpiry = Infer<typeof SessionExpiry>;
