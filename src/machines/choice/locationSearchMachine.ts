/**
 * The filter drawer's place search ('Search Zipcode or City', SPEC §2 CHOICE_FILTERS): it asks the server only for a
 * query that is not blank, `searchDelay` after the last keystroke, and typing again cancels a search under way. A
 * query longer than the server takes (MAX_SEARCH_LENGTH) is kept as typed but not asked about (the field says why).
 *
 * idle (blank or too long a query) → waiting (typed) → searching → shown (the places found; none found is `shown` with no
 * results). The last results stay in context while the next query waits, so the list does not flicker.
 */
import { assign, fromPromise, setup } from 'xstate';
import { searchLocations } from '../../api/requests';
import type { Location } from '../../contract/choice';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';

export const SEARCH_DELAY_MS = 250;

export interface LocationSearchContext {
  query: string;
  results: Location[];
}

export type LocationSearchEvent = { type: 'query.changed'; query: string };

export const locationSearchMachine = setup({
  types: { context: {} as LocationSearchContext, events: {} as LocationSearchEvent },
  actors: {
    searchActor: fromPromise<Location[], string>(async ({ input, signal }) => (await searchLocations(input, signal)).data),
  },
  actions: {
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    storeResults: assign((_, params: { results: Location[] }) => ({ results: params.results })),
    clearResults: assign({ results: [] }),
  },
  guards: {
    isUnsearchable: (_, params: { query: string }) => params.query.trim() === '' || params.query.length > MAX_SEARCH_LENGTH,
  },
  delays: { searchDelay: SEARCH_DELAY_MS },
}).createMachine({
  id: 'locationSearch',
  context: { query: '', results: [] },
  initial: 'idle',
  on: {
    'query.changed': [
      {
        guard: { type: 'isUnsearchable', params: ({ event }) => ({ query: event.query }) },
        target: '.idle',
        actions: [{ type: 'storeQuery', params: ({ event }) => ({ query: event.query }) }, 'clearResults'],
      },
      { target: '.waiting', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) } },
    ],
  },
  states: {
    idle: {},
    waiting: {
      after: { searchDelay: 'searching' },
    },
    searching: {
      tags: ['busy'],
      invoke: {
        src: 'searchActor',
        input: ({ context }) => context.query,
        onDone: { target: 'shown', actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) } },
        // A failed search shows as nothing found: the hospital's own location is still one button away.
        onError: { target: 'shown', actions: 'clearResults' },
      },
    },
    shown: {},
  },
});
