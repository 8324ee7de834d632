import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './sessionMachine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Logged in means the chart is in loggedIn or refreshing: the expiry is in the future. */
export const selectIsLoggedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('loggedIn');
export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectIsLoggingIn = (snapshot: SessionSnapshot) => snapshot.matches('loggingIn');
export const selectGroupType = (snapshot: SessionSnapshot) => snapshot.context.user?.group.type ?? null;
