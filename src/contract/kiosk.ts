import { defaulted, integer, max, min, object, pattern, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Language } from './language';

/**
 * Kiosk mode (issue 22, item 2): a staff member turns a device (a discharge-lounge tablet) into a kiosk of their
 * hospital; it stays one, whoever logs in or out on it, until a staff member of that hospital turns it off with their
 * e-mail and password. The device holds a token, sent in the `x-kiosk-token` header, never in a URL.
 */
export const KIOSK_TOKEN_HEADER = 'x-kiosk-token';

/** A hospital's idle time before its kiosks ask "Are you still there?", in whole minutes. */
export const KioskIdleMinutes = max(min(integer(), 1), 30);

/**
 * GET /kiosk/v1/config: what a kiosk shows and how long it waits. `familyLanguage` (issue 24) is the hospital's
 * family language, the one each next family starts in; a config kept on a device from before it was answered reads
 * as English (filled in where a value is read with `create`, as kioskStorage.ts reads the kept one).
 */
export const KioskConfig = object({ hospitalName: string(), idleMinutes: KioskIdleMinutes, familyLanguage: defaulted(Language, 'en') });
export type KioskConfig = Infer<typeof KioskConfig>;

/** POST /planner/v1/kiosks: the device's token (the only time it exists outside the device) and its config. */
export const StartedKiosk = object({ token: pattern(string(), /^[\w-]{43}$/), config: KioskConfig });
export type StartedKiosk = Infer<typeof StartedKiosk>;
