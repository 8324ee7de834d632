import type { SnapshotFrom } from 'xstate';
import type { worklistMachine } from './worklistMachine';

type WorklistSnapshot = SnapshotFrom<typeof worklistMachine>;

/** What the worklist page shows: the last answer (kept while the next loads), and whether one is on its way. */
export const selectWorklist = (snapshot: WorklistSnapshot) => snapshot.context.worklist;
export const selectWorklistBusy = (snapshot: WorklistSnapshot) => snapshot.hasTag('busy');
export const selectWorklistFailed = (snapshot: WorklistSnapshot) => snapshot.matches('failed');
export const selectWorklistQuery = (snapshot: WorklistSnapshot) => snapshot.context.query;
