/**
 * The choice record's page (`/hospital/patients/{id}/choice-record`): one patient's record, loaded
 * when the page opens. The page runs it (`useMachine`) and the console renders each address afresh, so another
 * patient's record is another actor: no record of one patient can show under another's address.
 *
 * loading   the record (the server writes a `choiceRecord.viewed` audit entry for each load).
 * shown     the record.
 * notFound  no such patient in this hospital (404): another hospital's patient looks exactly like none.
 * failed    the load did not work (`error` is its code); `record.retried` asks again.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { ChoiceRecord } from '../../contract/choiceRecord';
import { fetchChoiceRecordActor } from './choiceRecordActors';

export interface ChoiceRecordContext {
  patientId: number;
  record: ChoiceRecord | null;
  error: string | null;
}

export type ChoiceRecordEvent = { type: 'record.retried' };

export const choiceRecordMachine = setup({
  types: { context: {} as ChoiceRecordContext, events: {} as ChoiceRecordEvent, input: {} as { patientId: number } },
  actors: { fetchChoiceRecordActor },
  actions: {
    storeRecord: assign((_, params: { record: ChoiceRecord }) => ({ record: params.record, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code, record: null })),
  },
  guards: {
    isMissing: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
  },
}).createMachine({
  id: 'choiceRecord',
  context: ({ input }) => ({ patientId: input.patientId, record: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchChoiceRecord',
        src: 'fetchChoiceRecordActor',
        input: ({ context }) => ({ patientId: context.patientId }),
        onDone: { target: 'shown', actions: { type: 'storeRecord', params: ({ event }) => ({ record: event.output }) } },
        onError: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    shown: {},
    notFound: {},
    failed: {
      on: { 'record.retried': 'loading' },
    },
  },
});
