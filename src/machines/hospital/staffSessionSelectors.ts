import type { SnapshotFrom } from 'xstate';
import type { staffSessionMachine } from './staffSessionMachine';

type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

export const selectStaffSignedIn = (snapshot: StaffSessionSnapshot) => snapshot.hasTag('signedIn');
export const selectStaffLoggingIn = (snapshot: StaffSessionSnapshot) => snapshot.matches('loggingIn');
export const selectStaffUser = (snapshot: StaffSessionSnapshot) => snapshot.context.user;
