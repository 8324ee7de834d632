/**
 * The systemIds of the app's long-lived actors (one actor system, rooted in the session machine): a chart or a view
 * finds another actor with `system.get(<id>)`, never through React.
 */
/** The root itself: `createActor(sessionMachine, { systemId: SESSION_ID })`. */
export const SESSION_ID = 'session';
export const SHELL_ID = 'shell';
export const SIGNUP_ID = 'signup';
export const DASHBOARD_ID = 'dashboard';
/** The language the family app speaks (languageMachine). */
export const LANGUAGE_ID = 'language';
export const CHOICE_ID = 'choice';
/** Whether the device is a kiosk (kioskDeviceMachine). */
export const KIOSK_ID = 'kiosk';
/** The family's visit while the device is a kiosk: the id of the kiosk's child (no systemId, kioskDeviceMachine says why). */
export const KIOSK_VISIT_ID = 'kioskVisit';
