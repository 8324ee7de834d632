import type { SnapshotFrom } from 'xstate';
import { resourceStatus } from '../request/resourceMachine';
import type { staffDirectoryMachine } from './staffDirectoryMachine';

type StaffDirectorySnapshot = SnapshotFrom<typeof staffDirectoryMachine>;

export const selectStaffDirectory = (snapshot: StaffDirectorySnapshot) => snapshot.context.value;
export const selectStaffDirectoryBusy = (snapshot: StaffDirectorySnapshot) => snapshot.hasTag('busy');
export const selectStaffDirectoryFailed = (snapshot: StaffDirectorySnapshot) => resourceStatus(snapshot) === 'failed';
