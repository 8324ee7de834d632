import { forgetEarlyAnswers } from '../../api/earlyAnswers';
import type { User } from '../../contract/user';
import { isKeptSession, keptJson, localStore } from '../keptJson';

/**
 * Persisted client state (SPEC §3): only the session's expiry and the user, under the `carechoice:` prefix.
 * Never tokens (the session id is an HttpOnly cookie the app cannot read) and never patient details.
 */
export const STORAGE_PREFIX = 'carechoice:';
const KEY = `${STORAGE_PREFIX}session`;

export interface PersistedSession {
  tokenExpiresAt: number;
  user: User;
}

const kept = keptJson(KEY, isKeptSession<PersistedSession>);

export const loadPersistedSession = (): PersistedSession | null => kept.load();
export const savePersistedSession = (session: PersistedSession): void => kept.save(session);

/**
 * Forgets the session and every other piece of CareChoice state kept in this browser, with any answer asked for at
 * start-up that no page took (the next person on this device must not be shown the last one's).
 */
export function clearPersistedState(): void {
  forgetEarlyAnswers();
  const store = localStore();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(STORAGE_PREFIX)) store.removeItem(key);
}

/**
 * Forgets what this tab keeps for itself (sessionStorage: a sign-up's invite code) when a session ends, whatever
 * step the sign-up was at: on a shared kiosk the next person's reload must not open the last family's invite.
 * Not on start-up, where a tab with no session is exactly the tab in the middle of a sign-up.
 */
export function clearTabState(): void {
  try {
    if (typeof sessionStorage === 'undefined') return;
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept
  }
}
