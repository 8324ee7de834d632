import type { SnapshotFrom } from 'xstate';
import type { kioskListMachine } from './kioskListMachine';

type KioskListSnapshot = SnapshotFrom<typeof kioskListMachine>;

export const selectKioskList = (snapshot: KioskListSnapshot) => snapshot.context.list?.kiosks ?? null;
export const selectKioskListBusy = (snapshot: KioskListSnapshot) => snapshot.hasTag('busy');
export const selectKioskListFailed = (snapshot: KioskListSnapshot) => snapshot.matches('failed');
