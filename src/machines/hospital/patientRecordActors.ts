import { fromPromise } from 'xstate';
import { AUDIT_PAGE_SIZE, type AuditEvent, type PlannerPatient } from '../../contract/planner';
import { fetchPatientActivity, fetchPatientRecord } from '../../api/staffRequests';

export interface PatientRecord {
  patient: PlannerPatient;
  /** The patient's audit trail as far back as it has been read, oldest first. */
  activity: AuditEvent[];
  /** Where to read earlier entries from (the oldest entry read), while the last page read was full; else null. */
  earlierBefore: string | null;
}

/** A full page may have entries before it: the oldest one's id is where the next page starts. */
export const earlierBefore = (page: AuditEvent[]): string | null => (page.length >= AUDIT_PAGE_SIZE ? page[0]!.id : null);

/** The patient and the latest page of their audit trail, together: the page shows both or says it could not. */
export const fetchPatientRecordActor = fromPromise<PatientRecord, { patientId: number }>(async ({ input, signal }) => {
  const [patient, activity] = await Promise.all([fetchPatientRecord(input.patientId, signal), fetchPatientActivity(input.patientId, { signal })]);
  return { patient, activity, earlierBefore: earlierBefore(activity) };
});

/** The page of the trail just before the entry `before`, oldest first. */
export const fetchEarlierActivityActor = fromPromise<AuditEvent[], { patientId: number; before: string }>(({ input, signal }) =>
  fetchPatientActivity(input.patientId, { signal, before: input.before }),
);
