import { STORAGE_PREFIX } from '../session/sessionStorage';

/**
 * The invite code of the sign-up in progress, kept for the tab's life (sessionStorage) so a reload on Welcome or
 * Create Your Account returns to the same step (issue 19, item 5). Only the code: it is not PHI. The patient's
 * details and everything typed on the account form (passwords above all) are never stored in the browser; the
 * account form's e-mail and phone come back from the invite itself.
 */
const KEY = `${STORAGE_PREFIX}invite`;

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: a reload loses the invite, as before
  }
};

export function loadKeptInviteCode(): string | null {
  try {
    return storage()?.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function keepInviteCode(code: string): void {
  try {
    storage()?.setItem(KEY, code);
  } catch {
    // quota or disabled storage: the invite simply will not survive a reload
  }
}

export function forgetInviteCode(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}
