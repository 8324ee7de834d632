import type { User } from '../../contract/user';
import { isKeptSession, keptJson } from '../keptJson';

/**
 * The staff session kept across reloads: its expiry and the staff member, nothing else (SPEC §3's rule for the
 * family's). Under its own prefix: the family app's end of session clears every `carechoice:` key, and a family
 * logging out at the lounge kiosk must not be what ends a planner's session (the server session is one per browser
 * either way).
 */
export const STAFF_STORAGE_KEY = 'carechoice-staff:session';

export interface PersistedStaffSession {
  tokenExpiresAt: number;
  user: User;
}

const kept = keptJson(STAFF_STORAGE_KEY, isKeptSession<PersistedStaffSession>);

export const loadStaffSession = (): PersistedStaffSession | null => kept.load();
export const saveStaffSession = (session: PersistedStaffSession): void => kept.save(session);
export const forgetStaffSession = (): void => kept.save(null);

/**
 * The patient a guided session is for, kept by the console as it hands the tablet to the family:
 * the staff member returns to that patient's page. An id only, under the console's prefix (the family's end of
 * session clears `carechoice:` keys).
 */
const guidedPatient = keptJson(`${STAFF_STORAGE_KEY}:guidedPatient`, (value): value is number => Number.isInteger(value) && (value as number) > 0);

export const saveGuidedPatient = (patientId: number | null): void => guidedPatient.save(patientId);
export const loadGuidedPatient = (): number | null => guidedPatient.load();
