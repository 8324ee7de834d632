import type { SnapshotFrom } from 'xstate';
import { resourceStatus } from '../request/resourceMachine';
import type { kioskListMachine } from './kioskListMachine';

type KioskListSnapshot = SnapshotFrom<typeof kioskListMachine>;

export const selectKioskList = (snapshot: KioskListSnapshot) => snapshot.context.value?.kiosks ?? null;
export const selectKioskListBusy = (snapshot: KioskListSnapshot) => snapshot.hasTag('busy');
export const selectKioskListFailed = (snapshot: KioskListSnapshot) => resourceStatus(snapshot) === 'failed';
