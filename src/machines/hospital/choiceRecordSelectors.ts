import type { SnapshotFrom } from 'xstate';
import { choiceRecordPdfUrl } from '../../api/staffRequests';
import type { Language } from '../../contract/language';
import { resourceStatus, type ResourceStatus } from '../request/resourceMachine';
import type { choiceRecordMachine } from './choiceRecordMachine';

type ChoiceRecordSnapshot = SnapshotFrom<typeof choiceRecordMachine>;

export const selectChoiceRecord = (snapshot: ChoiceRecordSnapshot) => snapshot.context.value;
/** Before the page has asked (its first render), it is loading. */
export const selectChoiceRecordStatus = (snapshot: ChoiceRecordSnapshot): Exclude<ResourceStatus, 'idle'> => {
  const status = resourceStatus(snapshot);
  return status === 'idle' ? 'loading' : status;
};

/** The PDF of the record on show, for the page's 'Open PDF' link (views do not know the API's addresses). */
export const selectChoiceRecordPdf = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.input.patientId);
/** The same PDF saved as a file, for 'Download PDF'. */
export const selectChoiceRecordPdfDownload = (snapshot: ChoiceRecordSnapshot) => choiceRecordPdfUrl(snapshot.context.input.patientId, { download: true });

/**
 * The family's copy, when the family used CareChoice in another language than the chart's: the language of its latest
 * list (the one it used last), and that copy's PDF; null for a family that used English.
 */
export function selectFamilyCopy(snapshot: ChoiceRecordSnapshot): { language: Language; href: string } | null {
  const language = snapshot.context.value?.lists.at(-1)?.language;
  if (!language || language === 'en') return null;
  return { language, href: choiceRecordPdfUrl(snapshot.context.input.patientId, { language }) };
}
