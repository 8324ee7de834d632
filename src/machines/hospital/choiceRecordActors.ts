import { fromPromise } from 'xstate';
import { fetchChoiceRecord } from '../../api/staffRequests';
import type { ChoiceRecord } from '../../contract/choiceRecord';

/** The patient's choice record, checked against the contract by the call. */
export const fetchChoiceRecordActor = fromPromise<ChoiceRecord, { patientId: number }>(({ input, signal }) => fetchChoiceRecord(input.patientId, signal));
