import type { SnapshotFrom } from 'xstate';
import type { staffDirectoryMachine } from './staffDirectoryMachine';

type StaffDirectorySnapshot = SnapshotFrom<typeof staffDirectoryMachine>;

export const selectStaffDirectory = (snapshot: StaffDirectorySnapshot) => snapshot.context.directory;
export const selectStaffDirectoryBusy = (snapshot: StaffDirectorySnapshot) => snapshot.hasTag('busy');
export const selectStaffDirectoryFailed = (snapshot: StaffDirectorySnapshot) => snapshot.matches('failed');
