/**
 * A one-call form (forgot password, reset password, contact details, password change): the request flags of
 * SPEC §4 (in progress, success, error) as states.
 *
 * idle → submitting on `form.submitted`; submitting → succeeded | failed; succeeded and failed accept a new
 * submission; `form.edited` after a result returns to idle so a stale message does not linger.
 * The call itself is the `submit` actor, provided by each screen.
 */
import { assign, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/client';

export interface RequestContext {
  failure: ApiFailure | null;
}

export type RequestEvent = { type: 'form.submitted'; values: unknown } | { type: 'form.edited' };

export const requestMachine = setup({
  types: {
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    submit: fromPromise<unknown, unknown>(async () => {
      throw new Error('requestMachine: provide a submit actor');
    }),
  },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
    // Provided by the screen (a toast, the session's user.updated); nothing by default.
    succeeded: (_, _params: { output: unknown }) => {},
  },
}).createMachine({
  id: 'request',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.submitted': 'submitting' },
    },
    submitting: {
      tags: ['busy'],
      entry: assign({ failure: null }),
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ event }: { event: RequestEvent }) => (event.type === 'form.submitted' ? event.values : undefined),
        onDone: { target: 'succeeded', actions: { type: 'succeeded', params: ({ event }) => ({ output: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: {
      on: { 'form.submitted': 'submitting', 'form.edited': 'idle' },
    },
    failed: {
      on: { 'form.submitted': 'submitting', 'form.edited': { target: 'idle', actions: assign({ failure: null }) } },
    },
  },
});
