import { fromPromise } from 'xstate';
import type { AuditEvent, PlannerPatient } from '../../contract/planner';
import { fetchPatientActivity, fetchPatientRecord } from '../../api/staffRequests';

export interface PatientRecord {
  patient: PlannerPatient;
  /** The patient's audit trail, oldest first. */
  activity: AuditEvent[];
}

/** The patient and their audit trail, together: the page shows both or says it could not. */
export const fetchPatientRecordActor = fromPromise<PatientRecord, { patientId: number }>(async ({ input, signal }) => {
  const [patient, activity] = await Promise.all([fetchPatientRecord(input.patientId, signal), fetchPatientActivity(input.patientId, signal)]);
  return { patient, activity };
});
