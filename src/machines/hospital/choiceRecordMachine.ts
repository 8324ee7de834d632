/**
 * The choice record's page (`/hospital/patients/{id}/choice-record`): one patient's record, loaded when the page
 * opens (`resource.entered`; the server writes a `choiceRecord.viewed` audit entry for each load). The page runs it
 * (`useMachine`) and the console renders each address afresh, so another patient's record is another actor: no record
 * of one patient can show under another's address. Another hospital's patient is `notFound`, exactly like none.
 */
import { resourceMachine } from '../request/resourceMachine';
import { fetchChoiceRecordActor } from './choiceRecordActors';

export const choiceRecordMachine = resourceMachine('choiceRecord', fetchChoiceRecordActor, { notFound: true });
