import { waitFor, type ActorRefFrom } from 'xstate';
import type { staffSessionMachine } from './staffSessionMachine';

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
