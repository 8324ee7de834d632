import { array, defaulted, integer, max, min, nullable, object, pattern, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Id, UnixSeconds } from './common';
import { Language } from './language';

/**
 * Kiosk mode: a staff member turns a device (a discharge-lounge tablet) into a kiosk of their
 * hospital; it stays one, whoever logs in or out on it, until a staff member of that hospital turns it off with their
 * e-mail and password. The device holds a token, sent in the `x-kiosk-token` header, never in a URL.
 */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';

/** A hospital's idle time before its kiosks ask "Are you still there?", in whole minutes. */
export const KioskIdleMinutes = max(min(integer(), 1), 30);

/**
 * GET /kiosk/v1/config: what a kiosk shows and how long it waits. `familyLanguage` is the hospital's
 * family language, the one each next family starts in; a config kept on a device from before it was answered reads
 * as English (filled in where a value is read with `create`, as kioskStorage.ts reads the kept one).
 */
export const KioskConfig = object({ hospitalName: string(), idleMinutes: KioskIdleMinutes, familyLanguage: defaulted(Language, 'en') });
export type KioskConfig = Infer<typeof KioskConfig>;

/** POST /planner/v1/kiosks: the device's token (the only time it exists outside the device) and its config. */
export const StartedKiosk = object({ token: pattern(string(), /^[\w-]{43}$/), config: KioskConfig });
export type StartedKiosk = Infer<typeof StartedKiosk>;

/**
 * How many days a kiosk of the hospital works after it was turned on: its token then finds
 * nothing, as one turned off. Whole days, 1 to 365; a hospital setting, 30 unless its admins change it. A change
 * applies to kiosks turned on after it (each keeps the expiry it was given).
 */
export const KioskTokenDays = max(min(integer(), 1), 365);

/**
 * The most kiosks a hospital may have on at once. A large hospital has a few dozen discharge
 * lounges, waiting rooms and unit desks that could hold a tablet; 200 is several times that, and bounds what a stolen
 * staff session or a runaway script can make (300 were made in 1.3 s), and the admins' list of them (one page).
 */
export const MAX_ACTIVE_KIOSKS = 200;

/**
 * A kiosk that is on, as its hospital's admins see it (GET /planner/v1/kiosks): who turned it on and when, until when
 * its token works, and when the device last read its config (null: not since it was turned on).
 */
export const KioskSummary = object({
  id: Id,
  startedBy: string(),
  createdAt: UnixSeconds,
  expiresAt: UnixSeconds,
  lastSeenAt: nullable(UnixSeconds),
});
export type KioskSummary = Infer<typeof KioskSummary>;

/** GET /planner/v1/kiosks and POST /planner/v1/kiosks/{id}/revoke: the hospital's kiosks that are on, newest first. */
export const KioskList = object({ kiosks: array(KioskSummary) });
export type KioskList = Infer<typeof KioskList>;
