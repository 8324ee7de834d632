/**
 * Handing this device over from the console: 'Use this device as a kiosk' (a discharge-lounge
 * tablet) and 'Guided session' (the case manager's tablet, handed to the patient's family). One chart; each
 * hand-off provides the call that hands the device over (`kioskStartMachine`, `guidedStartMachine` below).
 *
 * idle        nothing asked. `handOff.asked` (the button) → confirming.
 * confirming  the question: `handOff.confirmed` → handingOver; `handOff.cancelled` → idle.
 * handingOver the server's call. Answered → done, in this order: what it answered is kept (`handedOver`, provided by
 *             the view), the staff session ends (`endStaffSession`), and the browser loads the family's side
 *             (`leave`: the family app is another page load). Refused → failed, the device as it was. It cannot be
 *             cancelled: the server may have handed the device over already, and only its answer says how.
 * failed      the question again with the failure (`failure`): `handOff.confirmed` tries again, `handOff.cancelled`
 *             → idle.
 * done        final.
 *
 * Tag `asking` while the question is on show (confirming, handingOver, failed); `busy` while handingOver.
 */
import { assign, fromPromise, setup } from 'xstate';
import { startKiosk } from '../../api/kioskRequests';
import { toApiFailure, type ApiFailure } from '../../api/client';
import { startGuidedSession } from '../../api/staffRequests';

export interface HandOffContext {
  /** What the call needs (the guided session's patient); nothing for a kiosk. */
  request: unknown;
  failure: ApiFailure | null;
}

export type HandOffEvent = { type: 'handOff.asked' } | { type: 'handOff.confirmed' } | { type: 'handOff.cancelled' };

/** The call of each machine made from the chart (provided): the answer is checked by its contract as it arrives. */
const noHandOff = fromPromise<unknown, unknown>(() => Promise.reject(new Error('handOffActor is provided by each hand-off')));

const handOffMachine = setup({
  types: { context: {} as HandOffContext, events: {} as HandOffEvent, input: {} as unknown },
  actors: { handOffActor: noHandOff },
  actions: {
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
    forgetFailure: assign({ failure: null }),
    // Provided by the view: where the answer is kept, the staff session, the browser's location.
    handedOver: (_, _params: { output: unknown }) => {},
    endStaffSession: () => {},
    leave: () => {},
  },
}).createMachine({
  id: 'handOff',
  context: ({ input }) => ({ request: input, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'handOff.asked': 'confirming' },
    },
    confirming: {
      tags: ['asking'],
      on: { 'handOff.confirmed': 'handingOver', 'handOff.cancelled': 'idle' },
    },
    handingOver: {
      tags: ['asking', 'busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'handOff',
        src: 'handOffActor',
        input: ({ context }: { context: HandOffContext }) => context.request,
        onDone: {
          target: 'done',
          actions: [{ type: 'handedOver', params: ({ event }) => ({ output: event.output }) }, 'endStaffSession', 'leave'],
        },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['asking'],
      on: { 'handOff.confirmed': 'handingOver', 'handOff.cancelled': { target: 'idle', actions: 'forgetFailure' } },
    },
    done: { type: 'final' },
  },
});

/** Makes this device a kiosk of the staff member's hospital: its token (answered this once) and config (StartedKiosk). */
export const kioskStartMachine = handOffMachine.provide({
  actors: { handOffActor: fromPromise<unknown, unknown>(({ signal }) => startKiosk(signal)) },
});

/** Turns the staff member's session into a guided one for the patient (input: its id): expiry and user (GuidedSession). */
export const guidedStartMachine = handOffMachine.provide({
  actors: { handOffActor: fromPromise<unknown, unknown>(({ input, signal }) => startGuidedSession(input as number, signal)) },
});
