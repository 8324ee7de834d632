import { STORAGE_PREFIX } from '../session/sessionStorage';
import type { AcceptedAcknowledgement, AccountForm, PatientForm } from './signupActors';

/**
 * The sign-up in progress, kept for the tab's life (sessionStorage) so a reload on Welcome or Create Your Account
 * returns to the same step with what was typed: the invite's code, and the forms as typed but for the passwords,
 * which are never stored. The tab forgets them when the sign-up ends, is reset, or a session ends (clearTabState:
 * on a shared kiosk the next family's reload finds nothing of the last one's).
 */
const KEY = `${STORAGE_PREFIX}invite`;
const TYPED_KEY = `${STORAGE_PREFIX}signup-typed`;

/** What a reload keeps of the forms, for the invite it was typed for. */
export interface KeptSignupForms {
  inviteCode: string;
  patient: PatientForm;
  patientDone: boolean;
  acknowledgement: AcceptedAcknowledgement | null;
  account: Omit<AccountForm, 'password' | 'confirmPassword'>;
}

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
    storage()?.removeItem(TYPED_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

export function keepTypedForms(forms: KeptSignupForms): void {
  try {
    storage()?.setItem(TYPED_KEY, JSON.stringify(forms));
  } catch {
    // quota or disabled storage: a reload will find the forms empty, as before
  }
}

/** The forms kept for `inviteCode`, or null (none kept, another invite's, or unreadable). */
export function loadTypedForms(inviteCode: string | null): KeptSignupForms | null {
  try {
    const kept = JSON.parse(storage()?.getItem(TYPED_KEY) ?? 'null') as KeptSignupForms | null;
    return kept && inviteCode && kept.inviteCode === inviteCode && kept.patient && kept.account ? kept : null;
  } catch {
    return null;
  }
}
