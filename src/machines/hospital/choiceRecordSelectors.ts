import type { SnapshotFrom } from 'xstate';
import { choiceRecordPdfUrl } from '../../api/staffRequests';
import type { Language } from '../../contract/language';
import type { choiceRecordMachine } from './choiceRecordMachine';

type ChoiceRecordSnapshot = SnapshotFrom<typeof choiceRecordMachine>;

export const selectChoiceRecord = (snapshot: ChoiceRecordSnapshot) => snapshot.context.record;
export const selectChoiceRecordStatus = (snapshot: ChoiceRecordSnapshot): 'loading' | 'shown' | 'notFound' | 'failed' =>
  snapshot.matches('notFound') ? 'notFound' : snapshot.matches('failed') ? 'failed' : snapshot.matches('shown') ? 'shown' : 'loading';

/** The PDF of the record on show, for the page's 'Open PDF' link (views do not know the API's addresses). */
export const selectChoiceRecordPdf = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.patientId);
/** The same PDF saved as a file, for 'Download PDF'. */
export const selectChoiceRecordPdfDownload = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.patientId, { download: true });

/**
 * The family's copy, when the family used CareChoice in another language than the chart's: the language of its latest
 * list (the one it used last), and that copy's PDF; null for a family that used English.
 */
export function selectFamilyCopy(snapshot: ChoiceRecordSnapshot): { language: Language; href: string } | null {
  const language = snapshot.context.record?.lists.at(-1)?.language;
  if (!language || language === 'en') return null;
  return { language, href: choiceRecordPdfUrl(snapshot.context.patientId, { language }) };
}
