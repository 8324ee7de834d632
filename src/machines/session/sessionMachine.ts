/**
 * The session: who is logged in and until when.
 *
 * restoring  → loggedIn when the persisted expiry is still in the future, else loggedOut.
 * loggedOut  → loggingIn on `session.login`; straight to loggedIn on `session.established` (sign-up logged in).
 * loggingIn  → loggedIn (family accounts only) or back to loggedOut with the 'Could Not Login' toast and `loginError`.
 * loggedIn   → refreshing 60 s before the expiry (the `refreshDelay`); the only state in which a refresh is armed.
 * refreshing → loggedIn with the new expiry, or loggedOut when the refresh fails; lastMinute when the server's
 *              absolute limit allows no later expiry (the session then ends at it, without refreshing again).
 * loggingOut → navigates to /login and clears state first, then posts logout; its outcome does not matter.
 *
 * Another invite link opened while logged in: `checkingInvite` looks it up; a used or invalid one
 * (the family's own link, say) goes to the dashboard as before, a usable one is kept as `otherInviteCode` while its
 * page says who is logged in and offers to log out and continue; logging out (the same `session.logout` as the
 * header's) then leads to that invite instead of /login.
 *
 * The root of the app's actor system, a parallel chart: the `session` region above; one region per background task,
 * invoking the shell (navigation and toasts, provided once by the React layer), the sign-up and the dashboard actors,
 * `running` or, for 1 s after a crash, `crashed` (then invoked afresh); and `app`, `starting` until the React layer has
 * started the first route, then `initialized`. The session region spawns one choice actor at a time when the choice
 * flow's code hands its machine over (`choice.entered`); each actor has a systemId so charts and views find it with
 * `system.get()`. On a device that keeps a kiosk, the `kiosk` region spawns the kiosk's actor when its chunk hands the
 * chart over (`kiosk.loaded`) and restarts it 1 s after a crash; `session.startOver` and every end of a session reach
 * the family's visit through it.
 *
 * Invariant: whenever the session ends (logout, failed refresh, any 401, `session.ended`), the user and every piece of
 * persisted client state are cleared, and the other actors are reset in the same step: sign-up starts over, the
 * dashboard forgets what it fetched, the choice actor stops. `session.cleared` is still emitted for the page's own
 * listeners (none of the rules between machines depends on it). `session.signedIn` is emitted when someone signs in
 * on this page (a login, or the sign-up's own), not when a session is restored at start-up: the page opens in the
 * user's language then, not on a reload.
 */
import { and, assertEvent, assign, cancel, emit, not, raise, sendTo, setup, stateIn, stopChild, type ActorRefFrom, type AnyActorRef } from 'xstate';
import type { choiceMachine } from '../choice/choiceMachine';
import type { ChoiceStep } from '../choice/choicePaths';
import { dashboardMachine } from '../dashboard/dashboardMachine';
import { shellActor, shellOf, type NavigateParams, type RunShellCommand } from '../shell';
import { CHOICE_ID, DASHBOARD_ID, KIOSK_ID, LANGUAGE_ID, SHELL_ID, SIGNUP_ID } from '../systemIds';
import { languageMachine } from '../language/languageMachine';
import { loadDeviceLanguage } from '../language/languageStorage';
import type { kioskDeviceMachine } from '../kiosk/kioskDeviceMachine';
import { loadKiosk } from '../kiosk/kioskStorage';
import { loadPersistedChoice, loadPersistedLocation, savePersistedChoice } from '../choice/choiceStorage';
import { signupMachine } from '../signup/signupMachine';
import { loadKeptInviteCode, loadTypedForms } from '../signup/inviteStorage';
import { BACKGROUND_RESTART_MS, logBackgroundCrash } from '../backgroundTasks';
import { toApiFailure } from '../../api/client';
import type { User } from '../../contract/user';
import { pathFor } from '../../routePaths';
import type { ToastNotice } from '../toast';
import { checkInviteActor, loginActor, logoutActor, refreshActor, type LoginOutput } from './sessionActors';
import { clearPersistedState, clearTabState, savePersistedSession, type PersistedSession } from './sessionStorage';

export const REFRESH_LEAD_MS = 60_000;

type ChoiceEntry = Omit<Extract<SessionEvent, { type: 'choice.entered' }>, 'type'>;

export interface SessionContext {
  user: User | null;
  /** Unix seconds; null when logged out. */
  tokenExpiresAt: number | null;
  /** The invite link on screen while logged in, if any: logging out continues there. */
  otherInviteCode: string | null;
  /** The open option list's actor (systemId 'choice'), if the family is in the choice flow. */
  choice: ActorRefFrom<typeof choiceMachine> | null;
  /** The address of the list last entered, and its machine: what a crashed choice actor is started again with. */
  choiceEntry: ChoiceEntry | null;
  /** The invite code this tab kept mid-sign-up (inviteStorage), for the sign-up actor's start. */
  keptInviteCode: string | null;
  /** Why the last login failed (its server code: InvalidCredentials, TooManyAttempts, Network, Error); null once retried. */
  loginError: string | null;
  /** A kiosk's chart, once its chunk handed it over, and its actor (systemId 'kiosk') while it runs. */
  kioskLogic: typeof kioskDeviceMachine | null;
  kiosk: ActorRefFrom<typeof kioskDeviceMachine> | null;
  /** What carries the shell's commands out on the page (the root's input); none without a page. */
  runShell: RunShellCommand | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  /** The sign-up flow logged in by itself (same credentials, right after creating the account). */
  | { type: 'session.established'; expiresAt: number; user: User }
  | { type: 'session.logout' }
  /**
   * A kiosk clears the screen for the next family (its header's 'Start over', or nobody answered "Are you
   * still there?"): a signed-in family is logged out; otherwise whatever was begun (a sign-up) is forgotten.
   */
  | { type: 'session.startOver' }
  | { type: 'session.unauthorized' }
  | { type: 'session.ended' }
  | { type: 'user.updated'; user: User }
  /** The invite page, opened while logged in, shows (opened) and goes (closed). */
  | { type: 'otherInvite.opened'; inviteCode: string }
  | { type: 'otherInvite.closed' }
  /**
   * A list's address was entered: its chunk hands the choice machine over (so it stays out of the first load). The
   * same list keeps its actor, another replaces it; the step asked for is then passed on as `route.entered`.
   */
  | { type: 'choice.entered'; optionListId: number; logic: typeof choiceMachine; step: ChoiceStep; providerId: number | null }
  /** The address left the choice flow: its actor stops (SPEC §4: the shortlist and rankings reset). */
  | { type: 'choice.closed' }
  /** The list's actor crashed (an exception in its own action or actor): logged, and started again 1 s later. */
  | { type: 'xstate.error.actor.choice'; error: unknown }
  /** 1 s after the list's actor crashed (raised by the root, SPEC §8 "background task restart"). */
  | { type: 'choice.restarted' }
  /** The React layer has started the first route (SPEC §4 App start): the app is initialized. */
  | { type: 'app.started' }
  /** The device keeps a kiosk, and the kiosk's chunk hands its chart over. */
  | { type: 'kiosk.loaded'; logic: typeof kioskDeviceMachine }
  /** The kiosk's actor crashed: logged, and started again 1 s later. */
  | { type: 'xstate.error.actor.kiosk'; error: unknown };

export type SessionEmitted = { type: 'session.cleared' } | { type: 'session.signedIn'; user: User };

export interface SessionInput {
  persisted: PersistedSession | null;
  keptInviteCode?: string | null;
  /** The page's shell: how the React layer navigates and shows toasts. */
  runShell?: RunShellCommand;
  /** A kiosk's chart, when its chunk arrived before the app started: the kiosk then runs from the start. */
  kioskLogic?: typeof kioskDeviceMachine | null;
}


/** Too many attempts (429) says how long to wait, in the server's words; anything else is the spec's toast. */
const loginFailedToast = (error: unknown): ToastNotice => {
  const failure = toApiFailure(error);
  return failure.status === 429 ? { kind: 'loginLocked', detail: failure.message } : { kind: 'loginFailed' };
};

/**
 * Where a session's end leads: the family login, or for a guided session the page saying it ended,
 * with the way back to the console: the tablet is the staff member's, and the family has no login of their own.
 */
const endOfSessionPath = (context: SessionContext) => pathFor(context.user?.guided ? 'GUIDED_ENDED' : 'LOGIN');

/** Whatever way a session ends: forget it, here and in storage, and reset the other actors in the same step. */
const END_OF_SESSION = [
  'clearSession',
  'forgetPersistedState',
  'forgetTabState',
  'resetSignup',
  'resetDashboard',
  'closeChoice',
  'forgetChoice',
  'forgetChoiceEntry',
  'cancelChoiceRestart',
  'endKioskVisit',
  'announceCleared',
] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: { loginActor, refreshActor, logoutActor, checkInviteActor, shell: shellActor, signup: signupMachine, dashboard: dashboardMachine, language: languageMachine },
  actions: {
    storeLogin: assign((_, output: LoginOutput) => ({ user: output.user, tokenExpiresAt: output.expiresAt, loginError: null })),
    storeLoginError: assign((_, params: { error: unknown }) => ({ loginError: toApiFailure(params.error).code })),
    clearLoginError: assign({ loginError: null }),
    storeExpiry: assign((_, params: { expiresAt: number }) => ({ tokenExpiresAt: params.expiresAt })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    persistSession: ({ context }) => {
      if (context.user && context.tokenExpiresAt) savePersistedSession({ user: context.user, tokenExpiresAt: context.tokenExpiresAt });
    },
    clearSession: assign({ user: null, tokenExpiresAt: null, otherInviteCode: null }),
    storeOtherInvite: assign((_, params: { inviteCode: string | null }) => ({ otherInviteCode: params.inviteCode })),
    forgetPersistedState: () => clearPersistedState(),
    forgetTabState: () => clearTabState(),
    announceCleared: emit({ type: 'session.cleared' } as const),
    announceSignedIn: emit(({ context }) => ({ type: 'session.signedIn' as const, user: context.user! })),
    /**
     * Someone signed in on this page opens it in the language they saved (a guided session keeps the family's, on the
     * planner's device); an account without one keeps the language on screen, now saved for it.
     */
    tellLanguageOfSignIn: sendTo(
      // To the root itself, where it is dropped, in a guided session (and when the language task is down).
      ({ context, system, self }): AnyActorRef => (context.user!.guided ? self : (system.get(LANGUAGE_ID) ?? self)),
      ({ context }) => ({ type: 'language.signedIn' as const, language: context.user!.language ?? null }),
    ),
    resetSignup: sendTo(({ system }) => system.get(SIGNUP_ID) as ActorRefFrom<typeof signupMachine>, { type: 'signup.reset' }),
    storeKioskLogic: assign(({ event }) => {
      assertEvent(event, 'kiosk.loaded');
      return { kioskLogic: event.logic };
    }),
    /** With what the device keeps now, and whether a family was in the middle of a visit (a kept session or sign-up). */
    startKiosk: assign(({ context, spawn }) => {
      const input = {
        kept: loadKiosk(),
        familyPresent: context.user !== null || context.keptInviteCode !== null,
        guided: context.user?.guided === true,
      };
      // As for the choice actor: an id for its crash event; the logic arrives with its chunk, not named in setup.
      const spawnKiosk = spawn as unknown as (logic: typeof kioskDeviceMachine, options: { id: string; systemId: string; input: typeof input }) => ActorRefFrom<typeof kioskDeviceMachine>;
      return { kiosk: spawnKiosk(context.kioskLogic!, { id: KIOSK_ID, systemId: KIOSK_ID, input }) };
    }),
    forgetKiosk: assign({ kiosk: null }),
    /**
     * On a kiosk, the family's visit ends with their session: the kiosk tells its visit, and the screen is cleared for
     * the next family. Not a kiosk: the event goes to the root itself, where nothing takes it.
     */
    endKioskVisit: sendTo(({ system, self }): AnyActorRef => system.get(KIOSK_ID) ?? self, { type: 'visit.ended' }),
    resetDashboard: sendTo(({ system }) => system.get(DASHBOARD_ID) as ActorRefFrom<typeof dashboardMachine>, { type: 'dashboard.reset' }),
    /**
     * The list's actor starts with what this tab kept for it (shortlist and rankings of this list, the location of
     * any), the hospital the dashboard already knows (the list then does not fetch it again), and what this login
     * already loaded of the list, which the dashboard keeps (then nothing is fetched again: SPEC §4).
     */
    openChoice: assign(({ context, spawn, system }) => {
      const entry = context.choiceEntry!;
      const persisted = loadPersistedChoice(entry.optionListId);
      const dashboard = (system.get(DASHBOARD_ID) as ActorRefFrom<typeof dashboardMachine> | undefined)?.getSnapshot().context;
      const input = {
        optionListId: entry.optionListId,
        hospital: dashboard?.hospital ?? null,
        patient: dashboard?.patient ?? null,
        kept: dashboard?.keptLists[entry.optionListId] ?? null,
        shortlist: persisted?.shortlist,
        rankings: persisted?.rankings,
        location: loadPersistedLocation(),
        guided: context.user?.guided === true,
      };
      // With an id, so its crash arrives as 'xstate.error.actor.choice'; XState's types allow an id only for logic
      // named in setup, and this machine arrives with the flow's chunk.
      const spawnChoice = spawn as unknown as (logic: typeof choiceMachine, options: { id: string; systemId: string; input: typeof input }) => ActorRefFrom<typeof choiceMachine>;
      return { choice: spawnChoice(entry.logic, { id: CHOICE_ID, systemId: CHOICE_ID, input }) };
    }),
    rememberChoiceEntry: assign(({ event }) => {
      assertEvent(event, 'choice.entered');
      const { type: _type, ...entry } = event;
      return { choiceEntry: entry };
    }),
    forgetChoiceEntry: assign({ choiceEntry: null }),
    /** The step the address asks for, passed on to the list's actor (after openChoice, when it opens one). */
    enterChoiceRoute: sendTo(
      ({ system }) => system.get(CHOICE_ID) as ActorRefFrom<typeof choiceMachine>,
      ({ context }) => ({ type: 'route.entered' as const, step: context.choiceEntry!.step, providerId: context.choiceEntry!.providerId }),
    ),
    restartChoiceLater: raise({ type: 'choice.restarted' } as const, { id: 'choiceRestart', delay: 'backgroundRestart' }),
    cancelChoiceRestart: cancel('choiceRestart'),
    // With no choice actor (null) XState has nothing to stop and skips it; its types want an actor.
    closeChoice: stopChild(({ context }) => context.choice as AnyActorRef),
    forgetChoice: assign({ choice: null }),
    /** Leaving the flow forgets the shortlist and rankings (SPEC §4); the location stays. */
    forgetPersistedChoice: () => savePersistedChoice(null),
    /** Moves of the session are not the family leaving a screen: the leave guard never holds them. */
    navigateTo: sendTo(shellOf, (_, params: NavigateParams) => ({ type: 'shell.navigate' as const, to: params.to, replace: params.replace, unguarded: true })),
    showToast: sendTo(shellOf, (_, params: { toast: ToastNotice }) => ({ type: 'shell.toast' as const, toast: params.toast })),
    logCrash: (_, params: { task: string; error: unknown }) => logBackgroundCrash(params.task, params.error),
    rereadKeptInvite: assign({ keptInviteCode: () => loadKeptInviteCode() }),
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
    hasKioskLogic: ({ context }) => context.kioskLogic !== null,
    hasOtherInvite: ({ context }) => context.otherInviteCode !== null,
    isAnotherList: ({ context, event }) =>
      event.type === 'choice.entered' && context.choice?.getSnapshot().context.optionListId !== event.optionListId,
    /** A list is open, or its actor crashed and waits for its restart. */
    isInChoiceFlow: ({ context }) => context.choiceEntry !== null,
    isChoiceDown: ({ context }) => context.user !== null && context.choice === null && context.choiceEntry !== null,
    hasLiveSession: ({ context }) => Boolean(context.user && context.tokenExpiresAt && context.tokenExpiresAt * 1000 > Date.now()),
    /** The refresh moved the expiry later; at the server's absolute limit it answers the same one again. */
    extendsSession: ({ context }, params: { expiresAt: number }) => params.expiresAt > (context.tokenExpiresAt ?? 0),
  },
  delays: {
    backgroundRestart: BACKGROUND_RESTART_MS,
    refreshDelay: ({ context }) => Math.max(0, (context.tokenExpiresAt ?? 0) * 1000 - REFRESH_LEAD_MS - Date.now()),
    untilExpiry: ({ context }) => Math.max(0, (context.tokenExpiresAt ?? 0) * 1000 - Date.now()),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.persisted?.user ?? null,
    tokenExpiresAt: input.persisted?.tokenExpiresAt ?? null,
    otherInviteCode: null,
    choice: null,
    choiceEntry: null,
    keptInviteCode: input.keptInviteCode ?? null,
    loginError: null,
    kioskLogic: input.kioskLogic ?? null,
    kiosk: null,
    runShell: input.runShell ?? null,
  }),
  type: 'parallel',
  states: {
    session: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [
            { guard: 'hasLiveSession', target: 'loggedIn' },
            { target: 'loggedOut', actions: ['clearSession', 'forgetPersistedState'] },
          ],
        },
        loggedOut: {
          tags: ['loggedOut'],
          on: {
            'session.login': 'loggingIn',
            'session.established': {
              target: 'loggedIn',
              actions: [
                { type: 'storeLogin', params: ({ event }) => ({ expiresAt: event.expiresAt, user: event.user }) },
                'persistSession',
                'announceSignedIn',
                'tellLanguageOfSignIn',
              ],
            },
          },
        },
        loggingIn: {
          tags: ['loggedOut', 'busy'],
          entry: 'clearLoginError',
          invoke: {
            id: 'login',
            src: 'loginActor',
            input: ({ event }) => {
              if (event.type !== 'session.login') throw new Error(`loggingIn entered by ${event.type}`);
              return { email: event.email, password: event.password };
            },
            onDone: {
              target: 'loggedIn',
              actions: [
                { type: 'storeLogin', params: ({ event }) => event.output },
                'persistSession',
                'announceSignedIn',
                'tellLanguageOfSignIn',
                { type: 'navigateTo', params: { to: pathFor('DASHBOARD') } },
              ],
            },
            onError: {
              target: 'loggedOut',
              actions: [
                { type: 'storeLoginError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showToast', params: ({ event }) => ({ toast: loginFailedToast(event.error) }) },
              ],
            },
          },
        },
        loggedIn: {
          tags: ['loggedIn'],
          after: { refreshDelay: 'refreshing' },
          on: { 'otherInvite.opened': 'checkingInvite' },
        },
        // Leaving loggedIn for this short look-up does not lose the refresh: its delay is counted from the expiry.
        checkingInvite: {
          tags: ['loggedIn', 'busy'],
          // Whatever invite was offered before, only the one being looked up can be offered next.
          entry: { type: 'storeOtherInvite', params: { inviteCode: null } },
          invoke: {
            id: 'checkInvite',
            src: 'checkInviteActor',
            input: ({ event }) => {
              if (event.type !== 'otherInvite.opened') throw new Error(`checkingInvite entered by ${event.type}`);
              return { inviteCode: event.inviteCode };
            },
            onDone: {
              target: 'loggedIn',
              actions: { type: 'storeOtherInvite', params: ({ event }) => ({ inviteCode: event.output.inviteCode }) },
            },
            // The family's own, used link: the dashboard takes its place, so Back does not open the look-up again.
            onError: { target: 'loggedIn', actions: { type: 'navigateTo', params: { to: pathFor('DASHBOARD'), replace: true } } },
          },
          on: {
            'otherInvite.opened': { target: 'checkingInvite', reenter: true },
            'otherInvite.closed': 'loggedIn',
          },
        },
        refreshing: {
          tags: ['loggedIn'],
          // An invite page opened in the moment of a refresh is offered without the look-up.
          on: { 'otherInvite.opened': { actions: { type: 'storeOtherInvite', params: ({ event }) => ({ inviteCode: event.inviteCode }) } } },
          invoke: {
            id: 'refresh',
            src: 'refreshActor',
            onDone: [
              {
                guard: { type: 'extendsSession', params: ({ event }) => event.output },
                target: 'loggedIn',
                actions: [{ type: 'storeExpiry', params: ({ event }) => event.output }, 'persistSession'],
              },
              // The server's absolute limit (12 h) is reached: it answers the same expiry again, under 60 s away, and
              // refreshing again would repeat at once until the end; the session ends at its expiry instead.
              { target: 'lastMinute', actions: [{ type: 'storeExpiry', params: ({ event }) => event.output }, 'persistSession'] },
            ],
            onError: 'ended',
          },
        },
        lastMinute: {
          tags: ['loggedIn'],
          after: { untilExpiry: 'ended' },
          on: { 'otherInvite.opened': { actions: { type: 'storeOtherInvite', params: ({ event }) => ({ inviteCode: event.inviteCode }) } } },
        },
        loggingOut: {
          tags: ['loggedOut', 'busy'],
          entry: [
            {
              type: 'navigateTo',
              params: ({ context }) => ({ to: context.otherInviteCode ? pathFor('GO_CHOICE', { inviteCode: context.otherInviteCode }) : endOfSessionPath(context) }),
            },
            ...END_OF_SESSION,
          ],
          invoke: {
            id: 'logout',
            src: 'logoutActor',
            onDone: 'loggedOut',
            onError: 'loggedOut',
          },
        },
        /** The session ended without the user asking: 401, failed refresh, or another tab logged out. */
        ended: {
          // Where to first: the end of the session forgets whose it was.
          entry: [{ type: 'navigateTo', params: ({ context }) => ({ to: endOfSessionPath(context) }) }, ...END_OF_SESSION],
          always: 'loggedOut',
        },
      },
      on: {
        'session.logout': { guard: 'isSignedIn', target: '.loggingOut' },
        'session.unauthorized': { guard: 'isSignedIn', target: '.ended' },
        'session.startOver': [
          { guard: 'isSignedIn', target: '.loggingOut', actions: { type: 'storeOtherInvite', params: { inviteCode: null } } },
          // Logging out already clears everything: a 'Start over' meanwhile adds nothing.
          { guard: not(stateIn('#session.session.loggingOut')), actions: [...END_OF_SESSION, { type: 'navigateTo', params: { to: pathFor('LOGIN') } }] },
        ],
        'session.ended': { guard: 'isSignedIn', target: '.ended' },
        // Whichever state a signed-in session is in (a refresh, an invite look-up), the new profile is kept.
        'user.updated': { guard: 'isSignedIn', actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'] },
        'otherInvite.closed': { guard: 'hasOtherInvite', actions: { type: 'storeOtherInvite', params: { inviteCode: null } } },
        // One event, handled in order: an effect's send may be queued behind the root's own work, so the view cannot
        // open the actor and then talk to it.
        'choice.entered': [
          { guard: and(['isSignedIn', 'isAnotherList']), actions: ['cancelChoiceRestart', 'closeChoice', 'rememberChoiceEntry', 'openChoice', 'enterChoiceRoute'] },
          { guard: 'isSignedIn', actions: ['rememberChoiceEntry', 'enterChoiceRoute'] },
        ],
        'choice.closed': { guard: 'isInChoiceFlow', actions: ['cancelChoiceRestart', 'closeChoice', 'forgetChoice', 'forgetChoiceEntry', 'forgetPersistedChoice'] },
        // Like the background tasks (SPEC §8), the list's actor is logged and started again after 1 s, at the address
        // last entered, with the shortlist and rankings this tab kept; the screen shows the loader meanwhile.
        'xstate.error.actor.choice': {
          actions: [{ type: 'logCrash', params: ({ event }) => ({ task: CHOICE_ID, error: event.error }) }, 'forgetChoice', 'restartChoiceLater'],
        },
        'choice.restarted': { guard: 'isChoiceDown', actions: ['openChoice', 'enterChoiceRoute'] },
      },
    },
    /*
     * The background tasks (SPEC §4 App start), each in its own region so that it can be invoked again on its own: an
     * exception in one (an action or actor of that child) is logged and the task runs afresh after 1 s (SPEC §8). The
     * shell first: the others may ask it for something as they start.
     */
    shell: backgroundTaskRegion(SHELL_ID, { input: ({ context }) => ({ run: context.runShell }) }),
    // The new sign-up actor starts from what the tab keeps now (the session may have ended meanwhile).
    signup: backgroundTaskRegion(SIGNUP_ID, {
      input: ({ context }: { context: SessionContext }) => ({ keptInviteCode: context.keptInviteCode, keptForms: loadTypedForms(context.keptInviteCode) }),
      beforeRestart: 'rereadKeptInvite',
    }),
    dashboard: backgroundTaskRegion(DASHBOARD_ID),
    // Started in the language the device showed last; the others tell it when a sign-in or an invite changes it.
    language: backgroundTaskRegion(LANGUAGE_ID, { input: () => ({ language: loadDeviceLanguage() }) }),
    /**
     * A kiosk, on the few devices that are one: its chart arrives with the kiosk's chunk
     * (the root's input, or `kiosk.loaded`), which the React layer loads only when the device keeps a kiosk, so no
     * family's phone downloads it. Run like a background task: a crash is logged and it runs afresh after 1 s, with what the device keeps then.
     */
    kiosk: {
      initial: 'none',
      states: {
        none: {
          always: { guard: 'hasKioskLogic', target: 'running' },
          on: { 'kiosk.loaded': { target: 'running', actions: 'storeKioskLogic' } },
        },
        running: {
          entry: 'startKiosk',
          on: {
            'xstate.error.actor.kiosk': {
              target: 'crashed',
              actions: ['forgetKiosk', { type: 'logCrash', params: ({ event }) => ({ task: KIOSK_ID, error: event.error }) }],
            },
          },
        },
        crashed: { after: { backgroundRestart: 'running' } },
      },
    },
    /**
     * SPEC §4 App start: the persisted state is restored (the root's input) and the background tasks run as the root
     * starts; the React layer says when the first route has started (`app.started`), and the app is initialized.
     */
    app: {
      initial: 'starting',
      states: {
        starting: { on: { 'app.started': 'initialized' } },
        initialized: { tags: ['initialized'] },
      },
    },
  },
});

/**
 * One background task's region (SPEC §4, §8): `running` invokes the task (id and systemId = its name); an exception
 * in it is logged and, after `backgroundRestart`, the task is invoked afresh (optionally after an action).
 */
function backgroundTaskRegion<const Task extends typeof SHELL_ID | typeof SIGNUP_ID | typeof DASHBOARD_ID | typeof LANGUAGE_ID, Input = never>(
  task: Task,
  options: { input?: ({ context }: { context: SessionContext }) => Input; beforeRestart?: 'rereadKeptInvite' } = {},
) {
  return {
    initial: 'running' as const,
    states: {
      running: {
        invoke: {
          id: task,
          systemId: task,
          src: task,
          input: options.input,
          onError: { target: 'crashed' as const, actions: { type: 'logCrash' as const, params: ({ event }: { event: { error: unknown } }) => ({ task, error: event.error }) } },
        },
      },
      crashed: { after: { backgroundRestart: { target: 'running' as const, actions: options.beforeRestart ? [options.beforeRestart] : [] } } },
    },
  };
}
