import { fromPromise } from 'xstate';
import { endGuidedSession, fetchKioskConfig, releaseKiosk } from '../../api/kioskRequests';
import { fetchMe } from '../../api/requests';
import type { LoginRequest } from '../../contract/auth';
import type { KioskConfig } from '../../contract/kiosk';
import type { User } from '../../contract/user';

/** The kept kiosk's config as the server has it now. */
export const checkKioskActor = fromPromise<KioskConfig, { token: string }>(({ input, signal }) => fetchKioskConfig(input.token, signal));

/** Turns the kiosk off with a staff member's credentials (they live only as long as this call). */
export const releaseKioskActor = fromPromise<unknown, { token: string; credentials: LoginRequest }>(({ input, signal }) =>
  releaseKiosk(input.token, input.credentials, signal),
);

/** A staff member's session, as the console keeps it. */
export interface ConsoleSession {
  expiresAt: number;
  user: User;
}

/** Ends the guided session with a staff member's credentials; the device's session is then theirs, in the console. */
export const returnToConsoleActor = fromPromise<ConsoleSession, { credentials: LoginRequest }>(async ({ input, signal }) => {
  const { expiresAt } = await endGuidedSession(input.credentials, signal);
  return { expiresAt, user: await fetchMe(signal) };
});
