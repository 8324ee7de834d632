/**
 * Whether this device is a kiosk (discharge-lounge tablets). The device keeps its token and last
 * config (kioskStorage.ts), so it stays a kiosk across reloads, logins and logouts, and offline.
 *
 * off            not a kiosk. `kiosk.started` (the console made it one, with the token and config answered) → on.ready;
 *                the device forgets the language it showed last, so the first family starts in the hospital's family
 *                language as each next one does (`resetLanguage`).
 * on.checking    a kept kiosk, asking the server whether it still is one (GET /kiosk/v1/config): its config → on.ready;
 *                404 KioskUnknown (a staff member turned it off, from another device too) → off, forgotten; any other
 *                failure (offline) keeps the kept config → on.ready: a kiosk stays a kiosk when the network drops.
 * on.ready       a kiosk. `kiosk.releaseAsked` with a staff member's e-mail and password → on.releasing.
 * on.releasing   POST /kiosk/v1/release → off, forgotten; refused → on.ready with `releaseError` (its code), the
 *                credentials kept nowhere.
 *
 * guided           a guided session: a staff member's tablet acting as the patient's family, with
 *                  the kiosk's rules (the visit below, the hospital's default idle time) but no kiosk token.
 *                  `guided.returnAsked` with a staff member's e-mail and password → guided.returning: POST
 *                  /guided/v1/end, then the console takes the device (`handToConsole`, a page load) → returnedToConsole;
 *                  refused → guided.ready with `returnError`. The session's end (`visit.ended`: idle, Log out, 401)
 *                  → guidedOver: the family's side shows that the session ended, and nothing is watched any more.
 *
 * While on, the family app's language follows the kiosk: each next family (the session's `visit.ended`) starts in the
 * hospital's family language (`language.reset` to the language task), and so does a kiosk known or read afresh when no
 * language was chosen on the device since.
 *
 * While on or guided, it invokes the family's visit (kioskVisitMachine, id 'kioskVisit': the idle watch, the text size), with
 * the hospital's idle time, told again when the config is read afresh, and passes it the session's `visit.ended`.
 * The visit has no systemId: after a crash of this actor XState keeps its children's systemIds registered, and the
 * kiosk started afresh could not invoke it again.
 */
import { assign, enqueueActions, sendTo, setup, type AnyActorRef } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { LoginRequest } from '../../contract/auth';
import { loadDeviceLanguage, saveDeviceLanguage } from '../language/languageStorage';
import { KIOSK_VISIT_ID, LANGUAGE_ID } from '../systemIds';
import { handToConsole } from './consoleHandOff';
import { checkKioskActor, releaseKioskActor, returnToConsoleActor, type ConsoleSession } from './kioskDeviceActors';
import { KIOSK_IDLE_MS } from './kioskIdleMachine';
import { kioskVisitMachine } from './kioskVisitMachine';
import { forgetKiosk, saveKiosk, type KeptKiosk } from './kioskStorage';

export interface KioskDeviceContext {
  kept: KeptKiosk | null;
  /** Why the last release was refused: the server's code (InvalidCredentials, Forbidden, TooManyRequests, …). */
  releaseError: string | null;
  /** The page loaded in the middle of a family's visit (a kept session or sign-up): their visit resumes. */
  familyPresent: boolean;
  /** The session is a guided one (User.guided). */
  guided: boolean;
  /** Why the last return to the console was refused: the server's code. */
  returnError: string | null;
}

const idleMsOf = (kept: KeptKiosk) => kept.config.idleMinutes * 60_000;

export type KioskDeviceEvent =
  | { type: 'kiosk.started'; kept: KeptKiosk }
  | { type: 'kiosk.releaseAsked'; credentials: LoginRequest }
  /** A staff member ends the guided session and returns to the console. */
  | { type: 'guided.returnAsked'; credentials: LoginRequest }
  /** The session ended (the family left): passed on to the visit. */
  | { type: 'visit.ended' };

export const kioskDeviceMachine = setup({
  types: {
    context: {} as KioskDeviceContext,
    events: {} as KioskDeviceEvent,
    input: {} as { kept: KeptKiosk | null; familyPresent?: boolean; guided?: boolean },
  },
  actors: { checkKioskActor, releaseKioskActor, returnToConsoleActor, kioskVisit: kioskVisitMachine },
  actions: {
    handToConsole: (_, params: { session: ConsoleSession }) => handToConsole(params.session),
    keep: assign((_, params: { kept: KeptKiosk }) => {
      saveKiosk(params.kept);
      return { kept: params.kept, releaseError: null };
    }),
    passToVisit: sendTo(KIOSK_VISIT_ID, ({ event }) => event),
    tellVisitTheIdleTime: sendTo(KIOSK_VISIT_ID, ({ context }) => ({ type: 'visit.configured' as const, idleMs: idleMsOf(context.kept!) })),
    forgetDeviceLanguage: () => saveDeviceLanguage(null),
    /** A kiosk's next family starts in the hospital's family language, and the device forgets the last family's. */
    resetLanguage: sendTo(
      // Alone (a unit test, a model walk) there is no language task: to itself, where it is dropped.
      ({ system, self }): AnyActorRef => system.get(LANGUAGE_ID) ?? self,
      ({ context }) => ({ type: 'language.reset' as const, language: context.kept!.config.familyLanguage }),
    ),
    /**
     * The same, when no language was chosen on the device since the last family (its first family, a reload between
     * families), once the kiosk is known and again once its config is read.
     */
    // Explicit types: inferred inside setup, enqueueActions would widen every other action's params to unknown.
    resetLanguageUnlessChosen: enqueueActions<KioskDeviceContext, KioskDeviceEvent, undefined, KioskDeviceEvent, never, never, never, never, never>(
      ({ context, enqueue, system }) => {
        const language = system.get(LANGUAGE_ID) as AnyActorRef | undefined;
        if (language && context.kept && loadDeviceLanguage() === null) enqueue.sendTo(language, { type: 'language.reset', language: context.kept.config.familyLanguage });
      },
    ),
    forget: assign(() => {
      forgetKiosk();
      return { kept: null, releaseError: null };
    }),
  },
  guards: {
    isGuided: ({ context }) => context.guided,
    hasKept: ({ context }) => context.kept !== null,
    turnedOff: (_, params: { error: unknown }) => toApiFailure(params.error).code === 'KioskUnknown',
  },
}).createMachine({
  id: 'kioskDevice',
  context: ({ input }) => ({
    kept: input.kept,
    releaseError: null,
    familyPresent: input.familyPresent === true,
    guided: input.guided === true,
    returnError: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'isGuided', target: 'guided' }, { guard: 'hasKept', target: 'on' }, { target: 'off' }],
    },
    guided: {
      invoke: { id: KIOSK_VISIT_ID, src: 'kioskVisit', input: { idleMs: KIOSK_IDLE_MS, familyPresent: true } },
      on: { 'visit.ended': 'guidedOver' },
      initial: 'ready',
      states: {
        ready: {
          on: { 'guided.returnAsked': 'returning' },
        },
        returning: {
          entry: assign({ returnError: null }),
          invoke: {
            id: 'returnToConsole',
            src: 'returnToConsoleActor',
            input: ({ event }) => ({ credentials: (event as Extract<KioskDeviceEvent, { type: 'guided.returnAsked' }>).credentials }),
            onDone: { target: '#kioskDevice.returnedToConsole', actions: { type: 'handToConsole', params: ({ event }) => ({ session: event.output }) } },
            onError: { target: 'ready', actions: assign({ returnError: ({ event }) => toApiFailure(event.error).code }) },
          },
        },
      },
    },
    /** The console is loading: nothing more happens on this page (no idle watch either). */
    returnedToConsole: {},
    /** The guided session ended without a staff member (idle, Log out, the server): the family's side says so. */
    guidedOver: {},
    off: {
      on: {
        'kiosk.started': { target: 'on.ready', actions: [{ type: 'keep', params: ({ event }) => ({ kept: event.kept }) }, 'forgetDeviceLanguage'] },
      },
    },
    on: {
      initial: 'checking',
      entry: 'resetLanguageUnlessChosen',
      on: { 'visit.ended': { actions: ['passToVisit', 'resetLanguage'] } },
      invoke: {
        id: KIOSK_VISIT_ID,
        src: 'kioskVisit',
        input: ({ context }) => ({ idleMs: idleMsOf(context.kept!), familyPresent: context.familyPresent }),
      },
      states: {
        checking: {
          invoke: {
            id: 'checkKiosk',
            src: 'checkKioskActor',
            input: ({ context }) => ({ token: context.kept!.token }),
            onDone: {
              target: 'ready',
              actions: [
                { type: 'keep', params: ({ context, event }) => ({ kept: { token: context.kept!.token, config: event.output } }) },
                'tellVisitTheIdleTime',
                'resetLanguageUnlessChosen',
              ],
            },
            onError: [
              { guard: { type: 'turnedOff', params: ({ event }) => ({ error: event.error }) }, target: '#kioskDevice.off', actions: 'forget' },
              { target: 'ready' },
            ],
          },
        },
        ready: {
          on: { 'kiosk.releaseAsked': 'releasing' },
        },
        releasing: {
          entry: assign({ releaseError: null }),
          invoke: {
            id: 'releaseKiosk',
            src: 'releaseKioskActor',
            input: ({ context, event }) => ({ token: context.kept!.token, credentials: (event as Extract<KioskDeviceEvent, { type: 'kiosk.releaseAsked' }>).credentials }),
            onDone: { target: '#kioskDevice.off', actions: 'forget' },
            onError: { target: 'ready', actions: assign({ releaseError: ({ event }) => toApiFailure(event.error).code }) },
          },
        },
      },
    },
  },
});
