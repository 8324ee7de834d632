/**
 * The worklist (`/hospital`): one page of the hospital's patients, newest first, searched by name.
 *
 * idle     nothing fetched yet; the page's entry (`worklist.entered`) loads it.
 * loading  the page asked for; what was shown stays on screen meanwhile (it is replaced, never blanked).
 * shown    the answer; entering the page again loads it afresh (families move on while the planner is away).
 * typing   the search box changed: the search runs once typing has paused for `searchPause` (each key restarts it).
 * failed   the load did not work (`error` is its code); `worklist.retried` asks again.
 *
 * A new search starts at page 1. The query stays in this actor only (never in the address: it is PHI) for as long as
 * the staff session lasts.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { Worklist } from '../../contract/planner';
import { fetchWorklistActor } from './worklistActors';

/** How long typing must pause before the search runs: one request per word, not per key. */
export const SEARCH_PAUSE_MS = 300;

export interface WorklistContext {
  query: string;
  page: number;
  worklist: Worklist | null;
  /** The code of the last failed load (Network, Error, …); null once one works. */
  error: string | null;
}

export type WorklistEvent =
  | { type: 'worklist.entered' }
  | { type: 'worklist.searched'; query: string }
  | { type: 'worklist.paged'; page: number }
  | { type: 'worklist.retried' };

export const worklistMachine = setup({
  types: { context: {} as WorklistContext, events: {} as WorklistEvent },
  actors: { fetchWorklistActor },
  actions: {
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query, page: 1 })),
    /** The box's text changed in spaces only: kept as typed, nothing new to search. */
    storeQueryText: assign((_, params: { query: string }) => ({ query: params.query })),
    storePage: assign((_, params: { page: number }) => ({ page: params.page })),
    storeWorklist: assign((_, params: { worklist: Worklist }) => ({ worklist: params.worklist, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
  },
  guards: {
    isAnotherQuery: ({ context, event }) => event.type === 'worklist.searched' && event.query.trim() !== context.query.trim(),
    isAnotherPage: ({ context, event }) => event.type === 'worklist.paged' && event.page !== context.page,
  },
  delays: { searchPause: SEARCH_PAUSE_MS },
}).createMachine({
  id: 'worklist',
  context: { query: '', page: 1, worklist: null, error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchWorklist',
        src: 'fetchWorklistActor',
        input: ({ context }) => ({ query: context.query.trim(), page: context.page }),
        onDone: { target: 'shown', actions: { type: 'storeWorklist', params: ({ event }) => ({ worklist: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    typing: {
      tags: ['busy'],
      after: { searchPause: 'loading' },
    },
    failed: {
      on: { 'worklist.retried': 'loading' },
    },
  },
  on: {
    'worklist.entered': '.loading',
    // Each key restarts the pause; a change in spaces only searches nothing new.
    'worklist.searched': [
      { guard: 'isAnotherQuery', target: '.typing', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) } },
      { actions: { type: 'storeQueryText', params: ({ event }) => ({ query: event.query }) } },
    ],
    'worklist.paged': { guard: 'isAnotherPage', target: '.loading', actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) } },
  },
});
