import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { startKiosk } from '../../api/kioskRequests';
import type { StartedKiosk } from '../../contract/kiosk';
import type { staffSessionMachine } from './staffSessionMachine';

/** Makes this device a kiosk of the staff member's hospital: its token (answered this once) and config. */
export const startKioskActor = fromPromise<StartedKiosk>(({ signal }) => startKiosk(signal));

/** How long the device waits for the server's logout before loading the family login anyway. */
export const LOGOUT_PATIENCE_MS = 5000;

/**
 * Settles once the staff session is logged out (its server logout answered or failed), or after LOGOUT_PATIENCE_MS.
 * A full page load cancels the calls under way: leaving the console before the logout went through could leave the
 * staff member's server session alive on a kiosk that families use.
 */
export const staffLoggedOut = (session: ActorRefFrom<typeof staffSessionMachine>): Promise<void> =>
  waitFor(session, (snapshot) => snapshot.matches('loggedOut'), { timeout: LOGOUT_PATIENCE_MS }).then(
    () => undefined,
    () => undefined,
  );
