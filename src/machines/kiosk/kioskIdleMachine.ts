/**
 * A kiosk's idle watch (discharge-lounge tablets and guided sessions).
 *
 * watching   the family is using the device; any input (`activity`) starts the wait again. After `idleMs` without
 *            input (3 minutes unless the hospital sets another) → asking.
 * asking     "Are you still there?": 'Continue' (`idle.continue`) → watching; 'Log out' (`idle.logout`) → loggedOut;
 *            after KIOSK_WARNING_MS without an answer → timedOut. Other input does not dismiss the question: a hand
 *            brushing the screen is not an answer. `warnedAt` says when it was asked, for the countdown shown.
 * timedOut   final: nobody answered (output reason 'idle').
 * loggedOut  final: the family chose to leave (output reason 'chosen').
 *
 * Whoever invokes it ends the session and clears what the family left when it is done.
 */
import { assign, setup } from 'xstate';

/** Idle time before the question, unless the hospital sets its own. */
export const KIOSK_IDLE_MS = 3 * 60_000;
/** How long the question waits for an answer. */
export const KIOSK_WARNING_MS = 30_000;

export interface KioskIdleContext {
  idleMs: number;
  /** When "Are you still there?" was asked (ms since the epoch), while it is. */
  warnedAt: number | null;
  reason: 'idle' | 'chosen' | null;
}

export type KioskIdleEvent = { type: 'activity' } | { type: 'idle.continue' } | { type: 'idle.logout' };

export const kioskIdleMachine = setup({
  types: {
    context: {} as KioskIdleContext,
    events: {} as KioskIdleEvent,
    input: {} as { idleMs?: number },
    output: {} as { reason: 'idle' | 'chosen' },
  },
  delays: {
    idle: ({ context }) => context.idleMs,
    warning: KIOSK_WARNING_MS,
  },
  actions: {
    markAsked: assign({ warnedAt: () => Date.now() }),
    clearAsked: assign({ warnedAt: null }),
  },
}).createMachine({
  id: 'kioskIdle',
  context: ({ input }) => ({ idleMs: input.idleMs ?? KIOSK_IDLE_MS, warnedAt: null, reason: null }),
  initial: 'watching',
  states: {
    watching: {
      entry: 'clearAsked',
      after: { idle: 'asking' },
      on: { activity: { target: 'watching', reenter: true } },
    },
    asking: {
      entry: 'markAsked',
      after: { warning: { target: 'timedOut', actions: assign({ reason: 'idle' as const }) } },
      on: {
        'idle.continue': 'watching',
        'idle.logout': { target: 'loggedOut', actions: assign({ reason: 'chosen' as const }) },
      },
    },
    timedOut: { type: 'final' },
    loggedOut: { type: 'final' },
  },
  output: ({ context }) => ({ reason: context.reason! }),
});
