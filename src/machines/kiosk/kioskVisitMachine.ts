/**
 * A family's visit to a kiosk: from their first touch until the screen is cleared for the next
 * family. The kiosk device machine invokes it while the device is a kiosk (systemId 'kioskVisit').
 *
 * deciding  → present when the page loaded in the middle of a visit (a kept session or sign-up), else → empty.
 * empty     nothing of a family's on the device. The first input (`activity`) → present.
 * present   a family is using the device: the idle watch runs (kioskIdleMachine, the hospital's idle time). Its end,
 *           unanswered or 'Log out', asks the session to start over (`session.startOver`) → empty.
 *
 * Whatever way the family's time ends (that start-over, the header's 'Start over', 'Log out', a session ended by the
 * server), the session sends `visit.ended` and the visit forgets what the family set here: the text size goes back
 * to normal and `clears` counts one more, which the views key their screens by so that no typed value survives.
 * `text.resized` sets the text size (0 normal … TEXT_STEPS larger) in either state.
 */
import { assign, sendTo, setup, type AnyActorRef } from 'xstate';
import { SESSION_ID } from '../systemIds';
import { KIOSK_IDLE_MS, kioskIdleMachine, type KioskIdleEvent } from './kioskIdleMachine';

/** How many steps the text can be raised by, from the header (three). */
export const TEXT_STEPS = 3;

export interface KioskVisitContext {
  idleMs: number;
  /** 0 is the normal size; each step larger up to TEXT_STEPS. */
  textStep: number;
  /** How many times the screen was cleared for the next family (a key for the screens). */
  clears: number;
  /** The page was loaded in the middle of a family's visit (a kept session or sign-up): it is watched at once. */
  resumed: boolean;
}

export type KioskVisitEvent =
  | KioskIdleEvent
  | { type: 'text.resized'; step: number }
  | { type: 'visit.ended' }
  /** The kiosk's config was read again: the idle time of the next watch. */
  | { type: 'visit.configured'; idleMs: number };

export const kioskVisitMachine = setup({
  types: {
    context: {} as KioskVisitContext,
    events: {} as KioskVisitEvent,
    input: {} as { idleMs?: number; familyPresent?: boolean },
  },
  actors: { kioskIdle: kioskIdleMachine },
  actions: {
    storeIdleTime: assign({ idleMs: ({ event }) => (event as Extract<KioskVisitEvent, { type: 'visit.configured' }>).idleMs }),
    forgetFamily: assign({ textStep: 0, clears: ({ context }) => context.clears + 1 }),
    /** The session clears everything and sends `visit.ended` back; a visit running alone (a unit test) has no session. */
    askSessionToStartOver: sendTo(({ system, self }): AnyActorRef => system.get(SESSION_ID) ?? self, { type: 'session.startOver' }),
    passToIdleWatch: sendTo('idle', ({ event }) => event as KioskIdleEvent),
  },
  guards: {
    resumed: ({ context }) => context.resumed,
  },
}).createMachine({
  id: 'kioskVisit',
  context: ({ input }) => ({ idleMs: input.idleMs ?? KIOSK_IDLE_MS, textStep: 0, clears: 0, resumed: input.familyPresent === true }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'resumed', target: 'present' }, { target: 'empty' }],
    },
    empty: {
      on: { activity: 'present' },
    },
    present: {
      invoke: {
        id: 'idle',
        src: 'kioskIdle',
        input: ({ context }) => ({ idleMs: context.idleMs }),
        onDone: { target: 'empty', actions: 'askSessionToStartOver' },
      },
      on: {
        activity: { actions: 'passToIdleWatch' },
        'idle.continue': { actions: 'passToIdleWatch' },
        'idle.logout': { actions: 'passToIdleWatch' },
        // The wait starts again with the hospital's time as just read (at the page's load).
        'visit.configured': { target: 'present', reenter: true, actions: 'storeIdleTime' },
      },
    },
  },
  on: {
    'text.resized': { actions: assign({ textStep: ({ event }) => Math.min(TEXT_STEPS, Math.max(0, Math.round(event.step))) }) },
    'visit.ended': { target: '.empty', actions: 'forgetFamily' },
    'visit.configured': { actions: 'storeIdleTime' },
  },
});
