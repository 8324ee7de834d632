import type { SnapshotFrom } from 'xstate';
import type { patientRecordMachine } from './patientRecordMachine';

type PatientRecordSnapshot = SnapshotFrom<typeof patientRecordMachine>;

/** The record on show: only the one of the patient asked for (the page checks the id against its address). */
export const selectPatientRecord = (snapshot: PatientRecordSnapshot) => snapshot.context.record;
export const selectPatientRecordStatus = (snapshot: PatientRecordSnapshot): 'loading' | 'shown' | 'notFound' | 'failed' =>
  snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : snapshot.matches('shown') ? 'shown' : 'loading';

/** The trail's earlier entries: none to read, some to read, being read, or the last try failed. */
export const selectEarlierActivity = (snapshot: PatientRecordSnapshot): 'none' | 'available' | 'loading' | 'failed' =>
  snapshot.hasTag('loadingEarlier') ? 'loading' : snapshot.matches({ shown: 'earlierFailed' }) ? 'failed' : snapshot.context.record?.earlierBefore ? 'available' : 'none';
