/**
 * The hospital's catalogue (`/hospital/providers`): one page of its providers, by level of care
 * and name, with the hospital's labels on each and its wording for 'preferred'.
 *
 * idle     nothing fetched yet; the page's entry (`catalogue.entered`) loads it (and the hospital's wording, once).
 * loading  the page asked for; what was shown stays on screen meanwhile.
 * shown    the answer; entering the page again loads it afresh.
 * typing   the search box changed: the search runs once typing has paused for `searchPause`.
 * failed   the load did not work (`error` is its code); `catalogue.retried` asks again.
 *
 * A new search or level starts at page 1. A provider whose labels an admin saved (`catalogue.providerSaved`) and the
 * hospital's saved settings (`hospital.saved`) replace what is held, in any state: the saves are the rows' and the
 * settings forms' own requests. The session hears the hospital's time zone, which the console writes times in.
 */
import { assign, enqueueActions, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { CatalogueProvider, HospitalSettings } from '../../contract/catalogue';
import { fetchCatalogueActor, type CatalogueAnswer } from './catalogueActors';
import { SESSION_ID } from '../systemIds';
import { SEARCH_PAUSE_MS } from './worklistMachine';

export interface CatalogueContext {
  levelOfCare: string;
  query: string;
  page: number;
  answer: CatalogueAnswer['catalogue'] | null;
  hospital: HospitalSettings | null;
  error: string | null;
}

export type CatalogueEvent =
  | { type: 'catalogue.entered' }
  | { type: 'catalogue.searched'; query: string }
  | { type: 'catalogue.levelChosen'; levelOfCare: string }
  | { type: 'catalogue.paged'; page: number }
  | { type: 'catalogue.retried' }
  | { type: 'catalogue.providerSaved'; provider: CatalogueProvider }
  | { type: 'hospital.saved'; hospital: HospitalSettings };

export const catalogueMachine = setup({
  types: { context: {} as CatalogueContext, events: {} as CatalogueEvent },
  actors: { fetchCatalogueActor },
  actions: {
    storeQuery: assign((_, params: { query: string }) => ({ query: params.query, page: 1 })),
    storeQueryText: assign((_, params: { query: string }) => ({ query: params.query })),
    storeLevel: assign((_, params: { levelOfCare: string }) => ({ levelOfCare: params.levelOfCare, page: 1 })),
    storePage: assign((_, params: { page: number }) => ({ page: params.page })),
    // The wording held wins over one read with the page: it was saved while the page loaded, so it is newer.
    storeAnswer: assign(({ context }, params: CatalogueAnswer) => ({ answer: params.catalogue, hospital: context.hospital ?? params.hospital, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
    storeProvider: assign(({ context }, params: { provider: CatalogueProvider }) => ({
      answer: context.answer && {
        ...context.answer,
        providers: context.answer.providers.map((provider) => (provider.id === params.provider.id ? params.provider : provider)),
      },
    })),
    storeHospital: assign((_, params: { hospital: HospitalSettings }) => ({ hospital: params.hospital })),
    /** The console's clock is the session's: it follows a saved time zone at once (none in a test of this chart alone). */
    tellSessionOfTimeZone: enqueueActions(({ enqueue, system }, params: { timeZone: string }) => {
      const session = system.get(SESSION_ID);
      const changed = { type: 'hospital.timeZoneChanged', timeZone: params.timeZone };
      if (session) enqueue.sendTo(session, changed);
    }),
  },
  guards: {
    isAnotherQuery: ({ context, event }) => event.type === 'catalogue.searched' && event.query.trim() !== context.query.trim(),
    isAnotherLevel: ({ context, event }) => event.type === 'catalogue.levelChosen' && event.levelOfCare !== context.levelOfCare,
    isAnotherPage: ({ context, event }) => event.type === 'catalogue.paged' && event.page !== context.page,
  },
  delays: { searchPause: SEARCH_PAUSE_MS },
}).createMachine({
  id: 'catalogue',
  context: { levelOfCare: '', query: '', page: 1, answer: null, hospital: null, error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCatalogue',
        src: 'fetchCatalogueActor',
        input: ({ context }) => ({ levelOfCare: context.levelOfCare, query: context.query.trim(), page: context.page, withHospital: context.hospital === null }),
        onDone: { target: 'shown', actions: { type: 'storeAnswer', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    typing: {
      tags: ['busy'],
      after: { searchPause: 'loading' },
    },
    failed: {
      on: { 'catalogue.retried': 'loading' },
    },
  },
  on: {
    'catalogue.entered': '.loading',
    'catalogue.searched': [
      { guard: 'isAnotherQuery', target: '.typing', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => ({ query: event.query }) } },
      { actions: { type: 'storeQueryText', params: ({ event }) => ({ query: event.query }) } },
    ],
    'catalogue.levelChosen': { guard: 'isAnotherLevel', target: '.loading', actions: { type: 'storeLevel', params: ({ event }) => ({ levelOfCare: event.levelOfCare }) } },
    'catalogue.paged': { guard: 'isAnotherPage', target: '.loading', actions: { type: 'storePage', params: ({ event }) => ({ page: event.page }) } },
    'catalogue.providerSaved': { actions: { type: 'storeProvider', params: ({ event }) => ({ provider: event.provider }) } },
    'hospital.saved': {
      actions: [
        { type: 'storeHospital', params: ({ event }) => ({ hospital: event.hospital }) },
        { type: 'tellSessionOfTimeZone', params: ({ event }) => ({ timeZone: event.hospital.timeZone }) },
      ],
    },
  },
});
