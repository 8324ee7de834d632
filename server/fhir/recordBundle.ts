/// <reference types="fhir/r4" />
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import type { RecordPdfs } from '../pdf/recordPdfs';
import { choiceRecordBundle } from './choiceRecordBundle';

export interface BundledPatient {
  id: number;
  hospitalId: number;
  firstName: string | null;
  initial: string;
  lastName: string;
}

/**
 * A patient's choice record as a FHIR Bundle with its PDF: the record `build` makes, drawn (or the stored PDF, if it is
 * still that record's) by the same pool as every download. For the planner's download and the EHR's filing alike.
 */
export async function patientRecordBundle(recordPdfs: RecordPdfs, publicUrl: string, patient: BundledPatient, build: () => Promise<ChoiceRecord>): Promise<fhir4.Bundle> {
  let record: ChoiceRecord | undefined;
  const { pdf } = await recordPdfs.pdfOf(patient.id, async () => (record = await build()));
  return choiceRecordBundle({ record: record!, pdf, patient, hospital: { id: patient.hospitalId, name: record!.hospital }, publicUrl });
}
