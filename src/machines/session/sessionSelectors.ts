import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './sessionMachine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in means the chart is in loggedIn or refreshing: the expiry is in the future. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('loggedIn');
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectIsLoggingIn = (snapshot: SessionSnapshot) => snapshot.matches({ session: 'loggingIn' });
/** Why the last login failed (SPEC §3 Session loginError), null before any and while a new attempt runs. */
export const selectLoginError = (snapshot: SessionSnapshot) => snapshot.context.loginError;
export const selectGroupType = (snapshot: SessionSnapshot) => snapshot.context.user?.group.type ?? null;
/** SPEC §4 App start: persisted state restored, background tasks running, the first route started. */
export const selectInitialized = (snapshot: SessionSnapshot) => snapshot.hasTag('initialized');
