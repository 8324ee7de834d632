import { consolePath } from '../hospital/consolePaths';
import { loadGuidedPatient, saveGuidedPatient, saveStaffSession } from '../hospital/staffStorage';
import { clearPersistedState, clearTabState } from '../session/sessionStorage';
import type { ConsoleSession } from './kioskDeviceActors';

/**
 * A guided session handed back to the console: the console keeps the staff member's session, and
 * the family side forgets everything it kept (session, list choices, location). The console then opens at the
 * patient's page (consoleReturnPath).
 */
export function keepConsoleSession(session: ConsoleSession): void {
  saveStaffSession({ tokenExpiresAt: session.expiresAt, user: session.user });
  clearPersistedState();
  clearTabState();
}

/** Where the console opens after a guided session: the patient's page it was for, if the device kept it, once. */
export function consoleReturnPath(): string {
  const patientId = loadGuidedPatient();
  saveGuidedPatient(null);
  return patientId ? consolePath('PATIENT', { id: patientId }) : consolePath('WORKLIST');
}

/**
 * …and the console loads, with a full page load: the console is another app on the page (start.tsx), and nothing of
 * the family's screens survives it.
 */
export function handToConsole(session: ConsoleSession): void {
  keepConsoleSession(session);
  window.location.assign(consoleReturnPath());
}
