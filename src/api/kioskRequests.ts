import { KIOSK_TOKEN_HEADER, KioskConfig, KioskList, StartedKiosk } from '../contract/kiosk';
import { SessionExpiry, type LoginRequest } from '../contract/auth';
import { Success } from '../contract/common';
import { call } from './requests';

/** Kiosk mode's calls; the device's token goes in a header, never in a URL. */
type Signal = AbortSignal | undefined;

/** Makes the device the staff member uses a kiosk of their hospital: its token, answered this once, and config. */
export const startKiosk = (signal?: Signal) => call(StartedKiosk, '/planner/v1/kiosks', { method: 'POST', body: {}, signal });

/** The hospital's kiosks that are on (admins only). */
export const fetchKiosks = (signal?: Signal) => call(KioskList, '/planner/v1/kiosks', { signal });

/** Revokes a kiosk of the hospital (admins only): its device's token stops working. Answers the kiosks still on. */
export const revokeKiosk = (kioskId: number, signal?: Signal) => call(KioskList, `/planner/v1/kiosks/${kioskId}/revoke`, { method: 'POST', body: {}, signal });

/** The kiosk's config; 404 KioskUnknown once a staff member turned it off (from another device too). */
export const fetchKioskConfig = (token: string, signal?: Signal) => call(KioskConfig, '/kiosk/v1/config', { headers: { [KIOSK_TOKEN_HEADER]: token }, signal });

/** Turns the kiosk off with a staff member's e-mail and password. */
export const releaseKiosk = (token: string, credentials: LoginRequest, signal?: Signal) =>
  call(Success, '/kiosk/v1/release', { method: 'POST', body: credentials, headers: { [KIOSK_TOKEN_HEADER]: token }, signal });

/**
 * Ends a guided session with the e-mail and password of a staff member of the patient's hospital:
 * the device's session becomes that staff member's console session.
 */
export const endGuidedSession = (credentials: LoginRequest, signal?: Signal) =>
  call(SessionExpiry, '/guided/v1/end', { method: 'POST', body: credentials, signal });
