/**
 * 'Use this device as a kiosk' (issue 22, item 2): any signed-in staff member turns the device they are using, a
 * discharge-lounge tablet, into a kiosk of their hospital.
 *
 * idle        nothing asked. `kiosk.asked` (the button) → confirming.
 * confirming  'Use this device as a kiosk?': `kiosk.confirmed` → starting; `kiosk.cancelled` → idle.
 * starting    POST /planner/v1/kiosks. Answered → done, in this order: the device keeps the kiosk (`kioskStarted`,
 *             provided by the view: the console's kiosk device actor keeps it and locks the console), the staff
 *             session ends as Log out ends it (`endStaffSession`), and the browser loads the family login
 *             (`openFamilyLogin`: the family app is another bundle, so a full page load). Refused → failed, the
 *             device as it was. It cannot be cancelled: the server may have made the kiosk already, and only its
 *             answer carries the token.
 * failed      the question again with the failure (`failure`): `kiosk.confirmed` tries again, `kiosk.cancelled` → idle.
 * done        final.
 *
 * Tag `asking` while the question is on show (confirming, starting, failed); `busy` while starting.
 */
import { assign, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/client';
import type { KeptKiosk } from '../kiosk/kioskStorage';
import { startKioskActor } from './kioskStartActors';

export interface KioskStartContext {
  failure: ApiFailure | null;
}

export type KioskStartEvent = { type: 'kiosk.asked' } | { type: 'kiosk.confirmed' } | { type: 'kiosk.cancelled' };

export const kioskStartMachine = setup({
  types: { context: {} as KioskStartContext, events: {} as KioskStartEvent },
  actors: { startKioskActor },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
    forgetFailure: assign({ failure: null }),
    // Provided by the view: the console's kiosk device actor, the staff session, the browser's location.
    kioskStarted: (_, _params: { kept: KeptKiosk }) => {},
    endStaffSession: () => {},
    openFamilyLogin: () => {},
  },
}).createMachine({
  id: 'kioskStart',
  context: { failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'kiosk.asked': 'confirming' },
    },
    confirming: {
      tags: ['asking'],
      on: { 'kiosk.confirmed': 'starting', 'kiosk.cancelled': 'idle' },
    },
    starting: {
      tags: ['asking', 'busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'startKiosk',
        src: 'startKioskActor',
        onDone: {
          target: 'done',
          actions: [{ type: 'kioskStarted', params: ({ event }) => ({ kept: event.output }) }, 'endStaffSession', 'openFamilyLogin'],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['asking'],
      on: { 'kiosk.confirmed': 'starting', 'kiosk.cancelled': { target: 'idle', actions: 'forgetFailure' } },
    },
    done: { type: 'final' },
  },
});
