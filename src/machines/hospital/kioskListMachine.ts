/**
 * The hospital's kiosks that are on(on the staff page, admins only), loaded afresh each
 * time the page is entered, as the staff directory beside it is.
 *
 * idle     nothing asked yet.
 * loading  the list; what was on show stays meanwhile.
 * shown    the list (it may be empty).
 * failed   the load did not work (`error` is its code); `kiosks.retried` asks again.
 *
 * A kiosk revoked is the page's own request (staffForms.ts), which answers the whole list: `kiosks.changed` puts it in
 * place in any state.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { KioskList } from '../../contract/kiosk';
import { fetchKiosksActor } from './kioskListActors';

export interface KioskListContext {
  list: KioskList | null;
  error: string | null;
}

export type KioskListEvent = { type: 'kiosks.entered' } | { type: 'kiosks.retried' } | { type: 'kiosks.changed'; list: KioskList };

export const kioskListMachine = setup({
  types: { context: {} as KioskListContext, events: {} as KioskListEvent },
  actors: { fetchKiosksActor },
  actions: {
    storeList: assign((_, params: { list: KioskList }) => ({ list: params.list, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: toApiFailure(params.error).code })),
  },
}).createMachine({
  id: 'kioskList',
  context: { list: null, error: null },
  initial: 'idle',
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchKiosks',
        src: 'fetchKiosksActor',
        onDone: { target: 'shown', actions: { type: 'storeList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {},
    failed: {
      on: { 'kiosks.retried': 'loading' },
    },
  },
  on: {
    'kiosks.entered': '.loading',
    'kiosks.changed': { target: '.shown', actions: { type: 'storeList', params: ({ event }) => ({ list: event.list }) } },
  },
});
