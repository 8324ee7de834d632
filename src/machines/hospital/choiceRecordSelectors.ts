import type { SnapshotFrom } from 'xstate';
import { choiceRecordPdfUrl } from '../../api/staffRequests';
import type { choiceRecordMachine } from './choiceRecordMachine';

type ChoiceRecordSnapshot = SnapshotFrom<typeof choiceRecordMachine>;

export const selectChoiceRecord = (snapshot: ChoiceRecordSnapshot) => snapshot.context.record;
export const selectChoiceRecordStatus = (snapshot: ChoiceRecordSnapshot): 'loading' | 'shown' | 'notFound' | 'failed' =>
  snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : snapshot.matches('shown') ? 'shown' : 'loading';

/** The PDF of the record on show, for the page's 'Open PDF' link (views do not know the API's addresses). */
export const selectChoiceRecordPdf = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.patientId);
/** The same PDF saved as a file, for 'Download PDF'. */
export const selectChoiceRecordPdfDownload = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.patientId, { download: true });
