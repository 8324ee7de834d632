/**
 * A one-call form (forgot password, reset password, contact details, password change): the request flags of
 * SPEC §4 (in progress, success, error) as states.
 *
 * idle → submitting on `form.submitted`; submitting → succeeded | failed; succeeded and failed accept a new
 * submission; `form.edited` after a result returns to idle so a stale message does not linger.
 * `requestLogic(call)` makes one for an API call, typed by what the call takes and answers (src/machines/request/
 * forms.ts has each form's). A success is emitted (`request.succeeded`, with the answer) for the screen to act on
 * (`useRequest` in views/forms): after the transition, so that what it sends another actor is not handled inside this
 * one's step.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/client';

export interface RequestContext {
  failure: ApiFailure | null;
}

export type RequestEvent<Input> = { type: 'form.submitted'; values: Input } | { type: 'form.edited' };

export interface RequestSucceeded<Output> {
  type: 'request.succeeded';
  output: Output;
}

export function requestLogic<Input, Output>(call: (input: Input, signal: AbortSignal) => Promise<Output>) {
  return setup({
    types: {
      context: {} as RequestContext,
      events: {} as RequestEvent<Input>,
      emitted: {} as RequestSucceeded<Output>,
    },
    actors: {
      // Typed at the edges (events in, `succeeded` out): XState's invoke types do not follow a generic actor's.
      submit: fromPromise<unknown, unknown>(({ input, signal }) => call(input as Input, signal)),
    },
    actions: {
      storeFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
      succeeded: emit((_, params: { output: Output }) => ({ type: 'request.succeeded' as const, output: params.output })),
      forgetFailure: assign({ failure: null }),
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
        entry: 'forgetFailure',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ event }: { event: RequestEvent<Input> }): unknown => (event.type === 'form.submitted' ? event.values : undefined),
          onDone: { target: 'succeeded', actions: { type: 'succeeded', params: ({ event }) => ({ output: event.output as Output }) } },
          onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      succeeded: {
        on: { 'form.submitted': 'submitting', 'form.edited': 'idle' },
      },
      failed: {
        on: { 'form.submitted': 'submitting', 'form.edited': { target: 'idle', actions: 'forgetFailure' } },
      },
    },
  });
}

/** A one-call form's chart for a call taking `Input` and answering `Output`. */
export type RequestLogic<Input, Output> = ReturnType<typeof requestLogic<Input, Output>>;
