import type { SnapshotFrom } from 'xstate';
import type { Candidate } from '../../contract/plannerLists';
import type { listBuilderMachine } from './listBuilderMachine';

type ListBuilderSnapshot = SnapshotFrom<typeof listBuilderMachine>;

export type ListBuilderStatus = 'loading' | 'editing' | 'readOnly' | 'notFound' | 'failed';

/** What the page shows: a load or save under way keeps the list on show (busy), as the worklist does. */
export function selectListBuilderStatus(snapshot: ListBuilderSnapshot): ListBuilderStatus {
  if (snapshot.matches('notFound')) return 'notFound';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('readOnly')) return 'readOnly';
  if (snapshot.context.answer === null) return 'loading';
  return 'editing';
}

export const selectBusy = (snapshot: ListBuilderSnapshot) => snapshot.hasTag('busy');
export const selectSaving = (snapshot: ListBuilderSnapshot) => snapshot.matches('saving');
export const selectAnswer = (snapshot: ListBuilderSnapshot) => snapshot.context.answer;
export const selectDraft = (snapshot: ListBuilderSnapshot) => snapshot.context.draft;
export const selectCanSave = (snapshot: ListBuilderSnapshot) => snapshot.can({ type: 'list.saved' });

/** The candidate waiting for its removal reason, or null. */
export const selectPendingRemoval = (snapshot: ListBuilderSnapshot): Candidate | null =>
  snapshot.matches({ editing: 'askingReason' })
    ? (snapshot.context.answer?.candidates.find((candidate) => candidate.providerId === snapshot.context.pendingRemoval) ?? null)
    : null;

export const selectNotices = (snapshot: ListBuilderSnapshot) => ({
  outcome: snapshot.context.outcome,
  areaError: snapshot.context.areaError,
  saveError: snapshot.context.saveError,
});
