/**
 * Medicare's quality data of the providers a family looks at closely: the provider page's "Quality in
 * detail" and the comparison. A child of the choice actor, so it lives as long as the list's flow and what it loaded
 * stays for the next look. The choice chart says which providers it wants (`quality.wanted` on entering the provider
 * and compare steps); this loads those not loaded yet, in one call at a time, the others wanted meanwhile in the next.
 *
 * Per provider: loaded (its data, or null: Medicare has none), failed (the call failed: the screens offer a retry),
 * or still to come. A failure affects only the quality parts; the rest of the page stays.
 */
import { assign, fromPromise, setup } from 'xstate';
import { fetchProviderQuality } from '../../api/requests';
import type { ProviderQuality } from '../../contract/quality';

export interface QualityContext {
  /** By provider id: its quality data, or null when Medicare has none. */
  loaded: Record<number, ProviderQuality | null>;
  wanted: number[];
  failed: number[];
  /** The ids of the call under way. */
  asking: number[];
}

export type QualityEvent = { type: 'quality.wanted'; ids: number[] } | { type: 'quality.retried' };

export type QualityStatus = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; quality: ProviderQuality | null };

/** What the server answered, by id: the ids it left out have no data. */
export const loadQualityActor = fromPromise<Record<number, ProviderQuality | null>, { ids: number[] }>(async ({ input, signal }) => {
  const answer = await fetchProviderQuality(input.ids, signal);
  const byId = new Map(answer.map((quality) => [quality.providerId, quality]));
  return Object.fromEntries(input.ids.map((id) => [id, byId.get(id) ?? null]));
});

const pending = (context: QualityContext) => context.wanted.filter((id) => !(id in context.loaded) && !context.failed.includes(id));

export const qualityMachine = setup({
  types: { context: {} as QualityContext, events: {} as QualityEvent },
  actors: { loadQualityActor },
  actions: {
    want: assign(({ context }, params: { ids: number[] }) => ({ wanted: [...new Set([...context.wanted, ...params.ids])] })),
    store: assign(({ context }, params: { loaded: Record<number, ProviderQuality | null> }) => ({ loaded: { ...context.loaded, ...params.loaded } })),
    markFailed: assign(({ context }, params: { ids: number[] }) => ({ failed: [...new Set([...context.failed, ...params.ids])] })),
    forgetFailures: assign({ failed: [] }),
    ask: assign(({ context }) => ({ asking: pending(context) })),
  },
  guards: {
    hasPending: ({ context }) => pending(context).length > 0,
    hasFailed: ({ context }) => context.failed.length > 0,
  },
}).createMachine({
  id: 'quality',
  context: { loaded: {}, wanted: [], failed: [], asking: [] },
  initial: 'idle',
  on: { 'quality.wanted': { actions: { type: 'want', params: ({ event }) => event } } },
  states: {
    idle: {
      always: { guard: 'hasPending', target: 'loading' },
      on: { 'quality.retried': { guard: 'hasFailed', actions: 'forgetFailures' } },
    },
    loading: {
      entry: 'ask',
      invoke: {
        src: 'loadQualityActor',
        input: ({ context }) => ({ ids: context.asking }),
        onDone: { target: 'idle', actions: { type: 'store', params: ({ event }) => ({ loaded: event.output }) } },
        // Only the ids this call asked for: those wanted meanwhile are still pending, and load next.
        onError: { target: 'idle', actions: { type: 'markFailed', params: ({ context }) => ({ ids: context.asking }) } },
      },
    },
  },
});

/** One provider's status, for the screens. */
export function qualityStatusOf(context: QualityContext, providerId: number): QualityStatus {
  if (providerId in context.loaded) return { state: 'loaded', quality: context.loaded[providerId] ?? null };
  if (context.failed.includes(providerId)) return { state: 'failed' };
  return { state: 'loading' };
}
