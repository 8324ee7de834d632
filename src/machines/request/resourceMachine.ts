/**
 * What a console page shows from one request, loaded when the page is entered: the chart the staff page's directory
 * and kiosks and the choice record's page share, each an instance of this one (their modules name them).
 *
 * idle      nothing asked yet: the page has not been entered.
 * loading   the request; what was on show stays meanwhile, and entering the page again asks afresh.
 * shown     the value.
 * notFound  the server has no such thing (404), for instances that say so: asking again would not make it appear.
 * failed    the load did not work (`error` is its code); `resource.retried` asks again.
 *
 * A page's own request that answers the whole value (a kiosk revoked answers the kiosks still on) puts it in place
 * in any state: `resource.changed`.
 */
import { assign, setup, type PromiseActorLogic } from 'xstate';
import { toApiFailure } from '../../api/client';

export interface ResourceContext<Value, Input> {
  /** What the request is for (the patient of a record); undefined for the hospital's own lists. */
  input: Input;
  value: Value | null;
  error: string | null;
}

export type ResourceEvent<Value> = { type: 'resource.entered' } | { type: 'resource.retried' } | { type: 'resource.changed'; value: Value };

interface ResourceOptions {
  /** A 404 is `notFound`, not `failed`. */
  notFound?: boolean;
}

export function resourceMachine<Value, Input = undefined>(
  id: string,
  fetchActor: PromiseActorLogic<Value, Input>,
  { notFound = false }: ResourceOptions = {},
) {
  return setup({
    types: {
      context: {} as ResourceContext<Value, Input>,
      events: {} as ResourceEvent<Value>,
      input: {} as Input,
    },
    // Typed apart from Value and Input: TypeScript cannot check an invocation of a generic actor (XState's option types
    // are conditional on it), so the one place its output becomes a Value says so.
    actors: { fetchActor: fetchActor as PromiseActorLogic<unknown, unknown> },
    actions: {
      storeValue: assign((_, params: { value: Value }) => ({ value: params.value, error: null })),
      storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
      /** What the server says is not there does not stay on show. */
      forgetValue: assign({ value: null }),
    },
    guards: {
      isMissing: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ input, value: null, error: null }),
    initial: 'idle',
    states: {
      idle: {},
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'fetch',
          src: 'fetchActor',
          input: ({ context }: { context: ResourceContext<Value, Input> }) => context.input,
          onDone: { target: 'shown', actions: { type: 'storeValue', params: ({ event }) => ({ value: event.output as Value }) } },
          onError: [
            ...(notFound
              ? [
                  {
                    guard: { type: 'isMissing' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
                    target: 'notFound',
                    actions: [{ type: 'storeError' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, 'forgetValue' as const],
                  },
                ]
              : []),
            { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
      shown: {},
      // Only in instances that can be there: each chart, drawn from its machine, shows what its page can show.
      ...(notFound ? { notFound: {} } : {}),
      failed: {
        on: { 'resource.retried': 'loading' },
      },
    },
    on: {
      'resource.entered': '.loading',
      'resource.changed': { target: '.shown', actions: { type: 'storeValue', params: ({ event }) => ({ value: event.value }) } },
    },
  });
}

export type ResourceStatus = 'idle' | 'loading' | 'shown' | 'notFound' | 'failed';

/**
 * Where an instance is. Its states depend on its options, which TypeScript cannot follow into the state values (it
 * types them as never); the chart is flat, so its value is the state's name.
 */
export const resourceStatus = (snapshot: { value: unknown }): ResourceStatus => snapshot.value as ResourceStatus;
