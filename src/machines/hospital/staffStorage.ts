import type { User } from '../../contract/user';

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

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (kiosk policies): the console works, without restore
  }
};

export function loadStaffSession(): PersistedStaffSession | null {
  try {
    const raw = storage()?.getItem(STAFF_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PersistedStaffSession>;
    return typeof value.tokenExpiresAt === 'number' && value.user ? (value as PersistedStaffSession) : null;
  } catch {
    return null;
  }
}

export function saveStaffSession(session: PersistedStaffSession): void {
  try {
    storage()?.setItem(STAFF_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // quota or disabled storage: the session will not survive a reload
  }
}

export function forgetStaffSession(): void {
  try {
    storage()?.removeItem(STAFF_STORAGE_KEY);
  } catch {
    // nothing was kept
  }
}
