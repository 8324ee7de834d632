import { fromPromise } from 'xstate';
import { fetchKioskConfig, releaseKiosk } from '../../api/kioskRequests';
import type { LoginRequest } from '../../contract/auth';
import type { KioskConfig } from '../../contract/kiosk';

/** The kept kiosk's config as the server has it now. */
export const checkKioskActor = fromPromise<KioskConfig, { token: string }>(({ input, signal }) => fetchKioskConfig(input.token, signal));

/** Turns the kiosk off with a staff member's credentials (they live only as long as this call). */
export const releaseKioskActor = fromPromise<unknown, { token: string; credentials: LoginRequest }>(({ input, signal }) =>
  releaseKiosk(input.token, input.credentials, signal),
);
