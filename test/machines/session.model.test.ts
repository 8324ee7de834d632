import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  createMachine,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorRef,
  type EventFromLogic,
  type NonReducibleUnknown,
} from 'xstate';
import { BACKGROUND_RESTART_MS } from '../../src/machines/backgroundTasks';
import type { Clock } from '../../src/machines/clock';
import type { choiceMachine } from '../../src/machines/choice/choiceMachine';
import type { kioskDeviceMachine } from '../../src/machines/kiosk/kioskDeviceMachine';
import type { ChoiceStep } from '../../src/machines/choice/choicePaths';
import type { User } from '../../src/contract/user';
import type { KeptList } from '../../src/machines/dashboard/dashboardMachine';
import { REFRESH_LEAD_MS, sessionMachine, type SessionInput } from '../../src/machines/session/sessionMachine';
import { loadPersistedSession, savePersistedSession, STORAGE_PREFIX } from '../../src/machines/session/sessionStorage';
import type { LoginInput, LoginOutput } from '../../src/machines/session/sessionActors';
import type { ShellCommand, ShellInput } from '../../src/machines/shell';
import { CHOICE_ID, DASHBOARD_ID, KIOSK_ID, LANGUAGE_ID, SHELL_ID, SIGNUP_ID } from '../../src/machines/systemIds';
import type { ToastNotice } from '../../src/machines/toast';
import { selectInitialized, selectIsLoggingIn, selectLoginError } from '../../src/machines/session/sessionSelectors';
import { ApiFailure } from '../../src/api/client';
import { allowedEdges, leafStateNames, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage } from '../support/transitionCoverage';

type SessionEvent = EventFromLogic<typeof sessionMachine>;
/** The chart's own events plus the done/error/after events XState raises, as the model walk produces them. */
type WalkEvent = SessionEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const NOW = new Date('2026-11-22T10:00:00Z');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const USER: User = { id: 7, name: 'Ana Rivera', email: 'ana@example.com', cellPhone: '6145550123', createdAt: 1_700_000_000, group: { type: 'patientChoice' } };
const LOGIN_EXPIRY = Math.floor(NOW.getTime() / 1000) + 30 * 60;
/** Every transition the chart defines must be taken by some test of this file. */
const coverage = transitionCoverage([sessionMachine]);

type IoName = 'login' | 'refresh' | 'logout' | 'checkInvite';
/** The background tasks the root invokes (SPEC §4 App start), each in its own region. */
const TASKS = [SHELL_ID, SIGNUP_ID, DASHBOARD_ID, LANGUAGE_ID] as const;
type Task = (typeof TASKS)[number];
/** What the stand-in tasks take as an exception in one of their own actions (SPEC §8 "background task crash"). */
const CRASH = { type: 'test.crash' } as const;

/** A list the choice flow loaded earlier this login, as the dashboard keeps it. */
const KEPT_LIST: KeptList = {
  list: { id: 2, serviceId: 3, complete: false, completedAt: null, options: [] },
  hospital: { id: 1, name: 'Riverside', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -82.99, preferredLanguage: null, preferredByPhrase: 'Preferred', affiliatedLanguage: null, taglines: [] },
  providers: {},
};

/**
 * A stand-in for the lazily loaded choice machine: the session only reads which list it holds. The walk opens lists
 * 1 and 2 (a second list replaces the first). It notes which list the dashboard kept for it, if any.
 */
const stubChoiceLogic = createMachine({
  types: {} as {
    context: { optionListId: number; step: string | null; shortlist: number[]; kept: number | null };
    input: { optionListId: number; shortlist?: number[]; kept: KeptList | null };
    events: { type: 'route.entered'; step: string } | typeof CRASH;
  },
  context: ({ input }) => ({ optionListId: input.optionListId, step: null, shortlist: input.shortlist ?? [], kept: input.kept?.list.id ?? null }),
  on: {
    'route.entered': { actions: assign({ step: ({ event }) => event.step }) },
    [CRASH.type]: {
      actions: () => {
        throw new TypeError('a stand-in crashed');
      },
    },
  },
}) as unknown as typeof choiceMachine;

/** A real session actor whose I/O the test answers by hand, with simulated time, in its actor system. */
/**
 * `kiosk`: the kiosk's chart is handed over as the session starts (`true`), was already there and given as the
 * root's input (`'atStart'`), or never comes (`false`).
 */
function createHarness(input: SessionInput, { clock, kiosk = true }: { clock?: Clock; kiosk?: boolean | 'atStart' } = {}) {
  const pending: Partial<Record<IoName, { resolve(value: unknown): void; reject(error: Error): void }>> = {};
  const calls = {
    login: 0,
    refresh: 0,
    logout: 0,
    checkInvite: 0,
    navigate: [] as string[],
    /** Navigations the leave guard may not hold: every one the session makes. */
    unguarded: [] as boolean[],
    toasts: [] as ToastNotice[],
    cleared: 0,
    /** Events the sign-up, dashboard and language actors of the system received, and a kiosk's visit. */
    signup: [] as string[],
    dashboard: [] as string[],
    language: [] as unknown[],
    kioskVisit: [] as string[],
    /** How many times each background task was started (invoked), and sign-up's and the kiosk's input each time. */
    started: { shell: 0, signup: 0, dashboard: 0, language: 0, kiosk: 0 } as Record<Task | typeof KIOSK_ID, number>,
    signupInputs: [] as unknown[],
    kioskInputs: [] as unknown[],
  };
  const crashOn = (event: { type: string }) => {
    if (event.type === CRASH.type) throw new TypeError('a stand-in crashed');
  };
  // Stand-ins for the real actors: each call waits until the test answers it through `pending`.
  const io = <Output, Input = NonReducibleUnknown>(name: IoName) =>
    fromPromise<Output, Input>(() => {
      calls[name]++;
      return new Promise<Output>((resolve, reject) => (pending[name] = { resolve: resolve as (value: unknown) => void, reject }));
    });
  const machine = sessionMachine.provide({
    actors: {
      loginActor: io<LoginOutput, LoginInput>('login'),
      refreshActor: io<{ expiresAt: number }>('refresh'),
      logoutActor: io<void>('logout'),
      checkInviteActor: io<{ inviteCode: string }, { inviteCode: string }>('checkInvite'),
      // The system's other long-lived actors, as stand-ins that record what the session tells them.
      shell: fromCallback<ShellCommand, ShellInput>(({ receive }) => {
        calls.started.shell++;
        receive((command) => {
          crashOn(command);
          if (command.type === 'shell.navigate') {
            calls.navigate.push(command.to);
            calls.unguarded.push(command.unguarded === true);
          }
          if (command.type === 'shell.toast') calls.toasts.push(command.toast);
        });
      }),
      signup: fromCallback(({ receive, input }) => {
        calls.started.signup++;
        calls.signupInputs.push(input);
        receive((event) => {
          crashOn(event);
          calls.signup.push(event.type);
        });
      }) as never,
      // The choice actor's input reads the hospital the dashboard holds, and the lists it keeps (list 2 here).
      dashboard: createMachine({
        context: { hospital: null, keptLists: { 2: KEPT_LIST } },
        entry: () => calls.started.dashboard++,
        on: {
          [CRASH.type]: { actions: ({ event }) => crashOn(event) },
          '*': { actions: ({ event }) => calls.dashboard.push(event.type) },
        },
      }) as never,
      language: fromCallback(({ receive }) => {
        calls.started.language++;
        receive((event) => {
          crashOn(event);
          calls.language.push(event);
        });
      }) as never,
    },
  });
  // A kiosk, which passes the session's word on to its family's visit; its chart arrives as the kiosk's chunk hands
  // it over.
  const kioskLogic = createMachine({
    entry: ({ self }) => {
      calls.started.kiosk++;
      calls.kioskInputs.push((self.getSnapshot() as { context: unknown }).context);
    },
    context: ({ input }: { input: unknown }) => input,
    on: {
      [CRASH.type]: { actions: ({ event }) => crashOn(event) },
      'visit.ended': { actions: ({ event }) => calls.kioskVisit.push(event.type) },
    },
  }) as unknown as typeof kioskDeviceMachine;
  const actor = createActor(machine, { input: kiosk === 'atStart' ? { ...input, kioskLogic } : input, inspect: coverage.inspect, ...(clock ? { clock } : {}) });
  actor.on('session.cleared', () => calls.cleared++);
  actor.start();
  if (kiosk === true) actor.send({ type: 'kiosk.loaded', logic: kioskLogic });
  /** The invite link the page shows while logged in, as the gestures left it. */
  return { actor, pending, calls, otherInvite: null as string | null };
}
type Harness = ReturnType<typeof createHarness>;

const flush = () => vi.advanceTimersByTimeAsync(0);
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_PREFIX));

/** How the test performs each event of the chart on the real actor. A new event type does not compile without one. */
type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const executors = {
  'session.login': async (h, event) => h.actor.send(event as SessionEvent),
  'session.established': async (h, event) => h.actor.send(event as SessionEvent),
  'session.logout': async (h, event) => h.actor.send(event as SessionEvent),
  'session.unauthorized': async (h, event) => h.actor.send(event as SessionEvent),
  'session.ended': async (h, event) => h.actor.send(event as SessionEvent),
  // A kiosk's 'Start over' goes to the login page, not to another invite a logged-in family had open.
  'session.startOver': async (h, event) => {
    h.otherInvite = null;
    h.actor.send(event as SessionEvent);
  },
  'user.updated': async (h, event) => h.actor.send(event as SessionEvent),
  'otherInvite.opened': async (h, event) => {
    // Looked up first, except in the moment of a refresh.
    if (h.actor.getSnapshot().matches({ session: 'refreshing' })) h.otherInvite = (event as { inviteCode: string }).inviteCode;
    h.actor.send(event as SessionEvent);
  },
  'xstate.done.actor.checkInvite': async (h, event) => {
    h.otherInvite = (event as { output: { inviteCode: string } }).output.inviteCode;
    h.pending.checkInvite!.resolve((event as { output?: unknown }).output);
    await flush();
  },
  // A used or invalid invite (the family's own link, say): back to the dashboard, nothing offered.
  'xstate.error.actor.checkInvite': async (h) => {
    h.pending.checkInvite!.reject(new Error('404'));
    await flush();
    expect(h.calls.navigate.at(-1)).toBe('/');
  },
  'otherInvite.closed': async (h, event) => {
    h.otherInvite = null;
    h.actor.send(event as SessionEvent);
  },
  // The choice flow's chunk hands its machine over as a list's address is entered (ChoiceFlow.tsx).
  'choice.entered': async (h, event) => {
    const before = h.actor.getSnapshot().context.choice;
    h.actor.send({ ...(event as SessionEvent & { type: 'choice.entered' }), logic: stubChoiceLogic });
    const after = h.actor.getSnapshot().context.choice;
    expect(h.actor.system.get(CHOICE_ID)).toBe(after);
    // The step asked for reaches the list's actor, new or kept.
    expect((after?.getSnapshot().context as { step?: string }).step).toBe((event as { step: string }).step);
    // Another list replaces the open one, whose actor stops.
    if (before && before !== after) expect(before.getSnapshot().status).toBe('stopped');
  },
  'choice.closed': async (h, event) => {
    const before = h.actor.getSnapshot().context.choice as AnyActorRef;
    h.actor.send(event as SessionEvent);
    expect(before.getSnapshot().status).toBe('stopped');
    expect(h.actor.system.get(CHOICE_ID)).toBeUndefined();
  },
  // An exception in the list's own actor (SPEC §8, as for the background tasks): logged, the actor forgotten.
  'xstate.error.actor.choice': async (h, _event) => {
    const crashed = h.actor.system.get(CHOICE_ID)!;
    crashed.send(CRASH);
    await flush();
    expect(crashed.getSnapshot().status).toBe('error');
    expect(h.actor.getSnapshot().context.choice).toBeNull();
    expect(h.actor.system.get(CHOICE_ID)).toBeUndefined();
  },
  // 1 s after the crash, not a millisecond sooner: a new actor for the list last entered, at its step.
  'choice.restarted': async (h, _event) => {
    await vi.advanceTimersByTimeAsync(BACKGROUND_RESTART_MS - 1);
    expect(h.actor.getSnapshot().context.choice).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(h.actor.system.get(CHOICE_ID)).toBe(h.actor.getSnapshot().context.choice);
  },
  'xstate.done.actor.login': async (h, event) => {
    h.pending.login!.resolve((event as { output?: unknown }).output);
    await flush();
  },
  'xstate.error.actor.login': async (h) => {
    h.pending.login!.reject(new Error('Your login is invalid'));
    await flush();
  },
  // The refresh must fire exactly 60 s before the expiry, not a millisecond sooner.
  'xstate.after.refreshDelay.session.session.loggedIn': async (h) => {
    const due = h.actor.getSnapshot().context.tokenExpiresAt! * 1000 - REFRESH_LEAD_MS;
    await vi.advanceTimersByTimeAsync(due - Date.now() - 1);
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    const before = h.calls.refresh;
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(before + 1);
  },
  // At the absolute limit the session ends at its expiry, not a millisecond sooner, and is not refreshed meanwhile.
  'xstate.after.untilExpiry.session.session.lastMinute': async (h) => {
    const refreshes = h.calls.refresh;
    await vi.advanceTimersByTimeAsync(h.actor.getSnapshot().context.tokenExpiresAt! * 1000 - Date.now() - 1);
    expect(h.actor.getSnapshot().value.session).toBe('lastMinute');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(refreshes);
    expect(h.calls.navigate.at(-1)).toBe('/login');
  },
  'xstate.done.actor.refresh': async (h, event) => {
    const refresh = h.pending.refresh!;
    delete h.pending.refresh;
    refresh.resolve((event as { output?: unknown }).output);
    await flush();
  },
  'xstate.error.actor.refresh': async (h) => {
    const refresh = h.pending.refresh!;
    delete h.pending.refresh;
    refresh.reject(new Error('401'));
    await flush();
  },
  'xstate.done.actor.logout': async (h) => {
    h.pending.logout!.resolve(undefined);
    await flush();
  },
  'xstate.error.actor.logout': async (h) => {
    h.pending.logout!.reject(new Error('offline'));
    await flush();
  },
  // The kiosk's chunk, loaded at the start on a kiosk (every harness is one unless told); its crash, in 'the background tasks'.
  'kiosk.loaded': async (h, event) => h.actor.send(event as SessionEvent),
  'xstate.error.actor.kiosk': async (h) => {
    h.actor.system.get(KIOSK_ID)!.send(CRASH);
    await flush();
  },
  // The React layer, once the first route has started (AppActorsProvider's AppStartedSignal); walked in 'app start'.
  'app.started': async (h, event) => h.actor.send(event as SessionEvent),
} satisfies ExecutorsFor<SessionEvent['type'], Executor>;

/** What must hold in each state, seen from outside the machine. Transient states are checked through their effects. */
const stateAssertions: Record<string, (h: Harness) => void> = {
  loggedOut: (h) => {
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, tokenExpiresAt: null, otherInviteCode: null, choice: null });
    expect(h.actor.system.get(CHOICE_ID)).toBeUndefined();
    expect(storedKeys()).toEqual([]);
  },
  loggingIn: (h) => {
    expect(h.pending.login).toBeDefined();
    expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
  },
  loggedIn: (h) => {
    const { context } = h.actor.getSnapshot();
    expect(context.user).toEqual(USER);
    expect(context.otherInviteCode).toBe(h.otherInvite);
    expect(loadPersistedSession()).toEqual({ user: USER, tokenExpiresAt: context.tokenExpiresAt });
    expect(h.actor.system.get(CHOICE_ID)).toBe(context.choice ?? undefined);
  },
  checkingInvite: (h) => {
    expect(h.pending.checkInvite).toBeDefined();
    expect(h.actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(h.actor.getSnapshot().context.otherInviteCode).toBeNull();
  },
  refreshing: (h) => {
    expect(h.pending.refresh).toBeDefined();
    expect(h.actor.getSnapshot().hasTag('loggedIn')).toBe(true);
  },
  lastMinute: (h) => {
    expect(h.pending.refresh).toBeUndefined();
    expect(h.actor.getSnapshot().hasTag('loggedIn')).toBe(true);
    expect(loadPersistedSession()?.tokenExpiresAt).toBe(h.actor.getSnapshot().context.tokenExpiresAt);
  },
  loggingOut: (h) => {
    // Logging out from another invite's page continues with that invite, whose Welcome then opens.
    expect(h.calls.navigate.at(-1)).toBe(h.otherInvite ? `/go/c/${h.otherInvite}` : '/login');
    expect(h.actor.getSnapshot().context.user).toBeNull();
    expect(storedKeys()).toEqual([]);
  },
};
const TRANSIENT_STATES = ['restoring', 'ended'];

const events: WalkEvent[] = [
  { type: 'session.login', email: 'ana@example.com', password: 'secret1' },
  { type: 'session.established', expiresAt: LOGIN_EXPIRY, user: USER },
  { type: 'session.logout' },
  { type: 'session.unauthorized' },
  { type: 'session.ended' },
  { type: 'session.startOver' },
  { type: 'user.updated', user: USER },
  { type: 'otherInvite.opened', inviteCode: 'second-invite' },
  { type: 'otherInvite.closed' },
  // Not 'choice.entered' / 'choice.closed': the graph is explored with pure transitions in one actor system, where a
  // second spawn under the systemId 'choice' throws. 'the choice actor' below walks those edges on real actors.
  ...([
    { type: 'xstate.done.actor.login', output: { expiresAt: LOGIN_EXPIRY, user: USER } },
    { type: 'xstate.error.actor.login', error: new Error('x') },
    { type: 'xstate.after.refreshDelay.session.session.loggedIn' },
    { type: 'xstate.done.actor.refresh', output: { expiresAt: LOGIN_EXPIRY + 600 } },
    // At the server's absolute limit: the same expiry again.
    { type: 'xstate.done.actor.refresh', output: { expiresAt: LOGIN_EXPIRY } },
    { type: 'xstate.after.untilExpiry.session.session.lastMinute' },
    { type: 'xstate.error.actor.refresh', error: new Error('x') },
    { type: 'xstate.done.actor.logout' },
    { type: 'xstate.error.actor.logout', error: new Error('x') },
    { type: 'xstate.done.actor.checkInvite', output: { inviteCode: 'second-invite' } },
    { type: 'xstate.error.actor.checkInvite', error: new Error('x') },
  ] as WalkEvent[]),
];
type WalkSnapshot = { value: { session: string }; context: { user: unknown; otherInviteCode: string | null; choice: AnyActorRef | null } };
/** The session region (the background tasks and the app's start have their own tests below). */
const serializeState = (snapshot: WalkSnapshot) =>
  `${JSON.stringify(snapshot.value.session)}${snapshot.context.user ? ' (signed in)' : ''}${snapshot.context.otherInviteCode ? ' (other invite)' : ''}` +
  `${snapshot.context.choice ? ` (list ${snapshot.context.choice.getSnapshot().context.optionListId})` : ''}`;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

async function walk(edge: { steps: { event: WalkEvent; state: WalkSnapshot }[] }, input: SessionInput) {
  const h = createHarness(input);
  for (const step of edge.steps) {
    await (executors as Record<string, Executor>)[step.event.type]!(h, step.event);
    expect(serializeState(h.actor.getSnapshot())).toBe(serializeState(step.state));
    stateAssertions[h.actor.getSnapshot().value.session]!(h);
    // However the session ends, the invite page's offer ends with it.
    if (!h.actor.getSnapshot().context.user) h.otherInvite = null;
  }
  return h;
}

describe('session machine, every allowed transition', () => {
  const fromScratch = allowedEdges(sessionMachine, { events: events as SessionEvent[], input: { persisted: null }, serializeState });
  it.each(fromScratch.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = await walk(edge as never, { persisted: null });
    // Edge-specific promises of SPEC §4 beyond the state reached:
    const type = edge.event.type as WalkEvent['type'];
    if (type === 'xstate.error.actor.login') {
      expect(h.calls.toasts).toEqual([{ kind: 'loginFailed' }]);
    }
    if (type === 'xstate.done.actor.login') expect(h.calls.navigate.at(-1)).toBe('/');
    const endings = ['session.unauthorized', 'session.ended', 'xstate.error.actor.refresh', 'session.logout', 'session.startOver', 'xstate.after.untilExpiry.session.session.lastMinute'];
    if (endings.includes(type)) {
      expect(h.calls.navigate.at(-1)).toBe(type === 'session.logout' && edge.from.includes('(other invite)') ? '/go/c/second-invite' : '/login');
      expect(h.calls.cleared).toBe(1);
      // The rules between machines are the root's transitions: every other actor of the system resets with it.
      expect(h.calls.signup).toEqual(['signup.reset']);
      expect(h.calls.dashboard).toEqual(['dashboard.reset']);
      expect(h.calls.kioskVisit).toEqual(['visit.ended']);
      expect(h.actor.getSnapshot().context.choice).toBeNull();
    }
    // The session's moves are never held by the question before leaving a list.
    expect(h.calls.unguarded.every(Boolean)).toBe(true);
  });

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    const names = leafStateNames(sessionMachine)
      .filter((name) => name.startsWith('session.'))
      .map((name) => name.slice('session.'.length));
    expect([...Object.keys(stateAssertions), ...TRANSIENT_STATES].sort()).toEqual([...names].sort());
    const reached = new Set(fromScratch.flatMap((edge) => [edge.from, edge.to]).map((key) => JSON.parse(key.split(' (')[0]!)));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});

describe('the choice actor (systemId choice), spawned lazily by the root', () => {
  const signedIn = () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    return createHarness({ persisted: loadPersistedSession() });
  };
  const open = (h: Harness, optionListId: number, step: ChoiceStep = 'list') =>
    executors['choice.entered'](h, { type: 'choice.entered', optionListId, logic: stubChoiceLogic, step, providerId: null });

  it('opens a list, keeps its actor for the same list, replaces it for another, and stops it when closed', async () => {
    const h = signedIn();
    await open(h, 1);
    const first = h.actor.getSnapshot().context.choice;
    expect(first?.getSnapshot().context.optionListId).toBe(1);
    await open(h, 1, 'rank');
    expect(h.actor.getSnapshot().context.choice).toBe(first);
    await open(h, 2);
    expect(h.actor.getSnapshot().context.choice?.getSnapshot().context.optionListId).toBe(2);
    await executors['choice.closed'](h, { type: 'choice.closed' });
    expect(h.actor.getSnapshot().context.choice).toBeNull();
    stateAssertions.loggedIn!(h);
  });

  it('opens a list with what the dashboard kept of it this login, if anything', async () => {
    const h = signedIn();
    // The stand-in's context, not the real chart's.
    const keptOf = () => (h.actor.getSnapshot().context.choice?.getSnapshot().context as unknown as { kept: number | null }).kept;
    await open(h, 1);
    expect(keptOf()).toBeNull();
    await open(h, 2);
    expect(keptOf()).toBe(2);
  });

  it('forgets the shortlist kept for the tab when the flow is closed, and keeps the location', async () => {
    const h = signedIn();
    await open(h, 1);
    localStorage.setItem(`${STORAGE_PREFIX}choice`, JSON.stringify({ optionListId: 1, shortlist: [5], rankings: [] }));
    localStorage.setItem(`${STORAGE_PREFIX}choice-location`, 'null');
    await executors['choice.closed'](h, { type: 'choice.closed' });
    expect(storedKeys().sort()).toEqual([`${STORAGE_PREFIX}choice-location`, `${STORAGE_PREFIX}session`]);
  });

  it("logs a crash of the list's actor and starts it again after exactly 1000 ms, at the step last entered, with what the tab kept", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = signedIn();
    await open(h, 1);
    await open(h, 1, 'rank');
    localStorage.setItem(`${STORAGE_PREFIX}choice`, JSON.stringify({ optionListId: 1, shortlist: [5, 7], rankings: [] }));
    await executors['xstate.error.actor.choice'](h, { type: 'xstate.error.actor.choice', error: null });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]).toEqual([expect.stringContaining(`'choice' crashed`), { name: 'TypeError', message: 'a stand-in crashed' }]);
    expect(h.actor.getSnapshot().status).toBe('active');
    await executors['choice.restarted'](h, { type: 'choice.restarted' });
    const restarted = h.actor.getSnapshot().context.choice!.getSnapshot().context as unknown as { optionListId: number; step: string; shortlist: number[]; kept: number | null };
    expect(restarted).toEqual({ optionListId: 1, step: 'rank', shortlist: [5, 7], kept: null });
    logged.mockRestore();
  });

  it('starts nothing after a crash once the family has left the list or the session has ended', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const leave of [(h: Harness) => h.actor.send({ type: 'choice.closed' }), (h: Harness) => h.actor.send({ type: 'session.logout' })]) {
      const h = signedIn();
      await open(h, 1);
      await executors['xstate.error.actor.choice'](h, { type: 'xstate.error.actor.choice', error: null });
      leave(h);
      await vi.advanceTimersByTimeAsync(BACKGROUND_RESTART_MS * 2);
      expect(h.actor.getSnapshot().context.choice).toBeNull();
      expect(h.actor.system.get(CHOICE_ID)).toBeUndefined();
    }
    vi.restoreAllMocks();
  });

  it('opens the list at once when its address is entered again before the restart, and starts no second actor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const h = signedIn();
    await open(h, 1);
    await executors['xstate.error.actor.choice'](h, { type: 'xstate.error.actor.choice', error: null });
    await open(h, 1, 'map');
    const reopened = h.actor.getSnapshot().context.choice;
    expect(reopened).not.toBeNull();
    await vi.advanceTimersByTimeAsync(BACKGROUND_RESTART_MS * 2);
    expect(h.actor.getSnapshot().context.choice).toBe(reopened);
    vi.restoreAllMocks();
  });

  it('opens nothing while logged out, and closing without a list does nothing', () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'choice.entered', optionListId: 1, logic: stubChoiceLogic, step: 'list', providerId: null });
    expect(h.actor.getSnapshot().context.choice).toBeNull();
    h.actor.send({ type: 'choice.closed' });
    expect(h.actor.getSnapshot().value.session).toBe('loggedOut');
  });

  it.each([
    ['logs out', (h: Harness) => h.actor.send({ type: 'session.logout' })],
    ['ends by a 401', (h: Harness) => h.actor.send({ type: 'session.unauthorized' })],
    ['ends in another tab', (h: Harness) => h.actor.send({ type: 'session.ended' })],
  ])('stops the open list when the session %s, with sign-up and the dashboard reset', async (_how, end) => {
    const h = signedIn();
    await open(h, 1);
    const choice = h.actor.getSnapshot().context.choice!;
    end(h);
    expect(choice.getSnapshot().status).toBe('stopped');
    expect(h.actor.system.get(CHOICE_ID)).toBeUndefined();
    expect(h.calls.signup).toEqual(['signup.reset']);
    expect(h.calls.dashboard).toEqual(['dashboard.reset']);
  });
});

describe('restoring a persisted session', () => {
  it('restores a session whose expiry is in the future and arms its refresh, without logging in again', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(h.calls.login).toBe(0);
    await vi.advanceTimersByTimeAsync((LOGIN_EXPIRY - nowSeconds()) * 1000 - REFRESH_LEAD_MS - 1);
    expect(h.calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(1);
  });

  it('treats an expired persisted session as logged out and forgets it', () => {
    savePersistedSession({ user: USER, tokenExpiresAt: nowSeconds() - 1 });
    const h = createHarness({ persisted: loadPersistedSession() });
    expect(h.actor.getSnapshot().value.session).toBe('loggedOut');
    stateAssertions.loggedOut!(h);
  });

  it('never refreshes while logged out, however long the tab stays open', async () => {
    const h = createHarness({ persisted: null });
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(h.calls.refresh).toBe(0);
    expect(h.actor.getSnapshot().value.session).toBe('loggedOut');
  });

  it('refreshes again 60 s before each new expiry', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    await vi.advanceTimersByTimeAsync((LOGIN_EXPIRY - nowSeconds()) * 1000 - REFRESH_LEAD_MS);
    h.pending.refresh!.resolve({ expiresAt: nowSeconds() + 30 * 60 });
    await flush();
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    await vi.advanceTimersByTimeAsync(30 * 60 * 1000 - REFRESH_LEAD_MS - 1);
    expect(h.calls.refresh).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.refresh).toBe(2);
  });
});

describe("the tab's sign-up state", () => {
  // A kiosk tablet: one family opened an invite (its code kept for a reload), another logged in and out on it.
  it.each([
    ['logs out', (h: Harness) => h.actor.send({ type: 'session.logout' })],
    ['ends by itself', (h: Harness) => h.actor.send({ type: 'session.ended' })],
  ])('is forgotten when a session %s, whatever step the sign-up was at', (_how, end) => {
    sessionStorage.setItem('carechoice:invite', 'first-family');
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    expect(sessionStorage.getItem('carechoice:invite')).toBe('first-family');
    end(h);
    expect(sessionStorage.getItem('carechoice:invite')).toBeNull();
  });

  it('is kept when a tab starts without a session (a reload in the middle of a sign-up)', () => {
    sessionStorage.setItem('carechoice:invite', 'mid-sign-up');
    createHarness({ persisted: null });
    expect(sessionStorage.getItem('carechoice:invite')).toBe('mid-sign-up');
    sessionStorage.clear();
  });
});

describe("a kiosk's start over", () => {
  it('logs a signed-in family out to the login page, even from another invite, and ends their visit', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'second-invite' });
    await executors['xstate.done.actor.checkInvite'](h, { type: 'xstate.done.actor.checkInvite', output: { inviteCode: 'second-invite' } });
    h.actor.send({ type: 'session.startOver' });
    expect(h.actor.getSnapshot().value.session).toBe('loggingOut');
    expect(h.calls.navigate.at(-1)).toBe('/login');
    expect(h.calls.kioskVisit).toEqual(['visit.ended']);
    expect(h.calls.logout).toBe(1);
  });

  it('forgets a sign-up begun on the device, and its form, when nobody is signed in', () => {
    sessionStorage.setItem('carechoice:invite', 'left-behind');
    const h = createHarness({ persisted: null, keptInviteCode: 'left-behind' });
    h.actor.send({ type: 'session.startOver' });
    expect(sessionStorage.getItem('carechoice:invite')).toBeNull();
    expect(h.calls).toMatchObject({ navigate: ['/login'], signup: ['signup.reset'], kioskVisit: ['visit.ended'], cleared: 1, logout: 0 });
    expect(h.actor.getSnapshot().value.session).toBe('loggedOut');
  });

  it('tells the kiosk, as it starts, whether a family was in the middle of a visit', () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    expect(createHarness({ persisted: loadPersistedSession() }).calls.kioskInputs).toEqual([{ kept: null, familyPresent: true, guided: false }]);
    localStorage.clear();
    expect(createHarness({ persisted: null, keptInviteCode: 'mid-sign-up' }).calls.kioskInputs).toEqual([{ kept: null, familyPresent: true, guided: false }]);
    expect(createHarness({ persisted: null }).calls.kioskInputs).toEqual([{ kept: null, familyPresent: false, guided: false }]);
    // A guided session keeps the kiosk's rules.
    savePersistedSession({ user: { ...USER, guided: true }, tokenExpiresAt: LOGIN_EXPIRY });
    expect(createHarness({ persisted: loadPersistedSession() }).calls.kioskInputs).toEqual([{ kept: null, familyPresent: true, guided: true }]);
  });

  it('runs the kiosk from the start when its chart came before the app started', () => {
    savePersistedSession({ user: { ...USER, guided: true }, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() }, { kiosk: 'atStart' });
    expect(h.actor.getSnapshot().value.kiosk).toBe('running');
    expect(h.calls.kioskInputs).toEqual([{ kept: null, familyPresent: true, guided: true }]);
  });

  it.each([
    ['logs out', 'session.logout'],
    ['starts over', 'session.startOver'],
    ['is ended by the server', 'session.unauthorized'],
  ] as const)("ends a guided session on the page that says so, not the family login, when it %s", (_how, type) => {
    savePersistedSession({ user: { ...USER, guided: true }, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type });
    expect(h.calls.navigate).toEqual(['/guided-session-ended']);
    expect(h.actor.getSnapshot().context.user).toBeNull();
    expect(loadPersistedSession()).toBeNull();
  });
});

describe('another invite link opened while logged in', () => {
  it("logs out through the header's own session.logout and continues with that invite", async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'a b/c' });
    h.pending.checkInvite!.resolve({ inviteCode: 'a b/c' });
    await flush();
    h.actor.send({ type: 'session.logout' });
    expect(h.calls.navigate).toEqual(['/go/c/a%20b%2Fc']);
    expect(h.calls.cleared).toBe(1);
    expect(h.actor.getSnapshot().context).toMatchObject({ user: null, tokenExpiresAt: null, otherInviteCode: null, choice: null });
  });

  it('forgets the invite once its page is left, so a later logout goes to the login page', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'second' });
    h.pending.checkInvite!.resolve({ inviteCode: 'second' });
    await flush();
    h.actor.send({ type: 'otherInvite.closed' });
    h.actor.send({ type: 'session.logout' });
    expect(h.calls.navigate).toEqual(['/login']);
  });

  it('sends a used invite (the family opening their own link again) to the dashboard, offering nothing', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'used' });
    h.pending.checkInvite!.reject(new Error('404'));
    await flush();
    expect(h.calls.navigate).toEqual(['/']);
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(h.actor.getSnapshot().context.otherInviteCode).toBeNull();
  });

  it('ignores the invite page while logged out (the sign-up flow opens it)', () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'second' });
    expect(h.actor.getSnapshot().context.otherInviteCode).toBeNull();
  });
});

describe('the background tasks (SPEC §4 App start, §8: a crash is logged and the task restarts after 1 second)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(TASKS)('logs a crash of %s, keeps the session, and runs the task afresh after exactly 1000 ms', async (task) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() }, { clock });
    const first = h.actor.system.get(task);
    expect(h.calls.started[task]).toBe(1);

    first!.send(CRASH);
    await flush();
    expect(logged).toHaveBeenCalledTimes(1);
    // The task and the error's name and message: nothing of any context (a patient's details, an invite code).
    expect(logged.mock.calls[0]).toEqual([expect.stringContaining(`'${task}' crashed`), { name: 'TypeError', message: 'a stand-in crashed' }]);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.status).toBe('active');
    expect(snapshot.value).toEqual({ session: 'loggedIn', shell: 'running', signup: 'running', dashboard: 'running', language: 'running', kiosk: 'running', app: 'starting', [task]: 'crashed' });
    expect(h.actor.system.get(task)).toBeUndefined();

    clock.increment(BACKGROUND_RESTART_MS - 1);
    expect(h.actor.getSnapshot().value[task]).toBe('crashed');
    expect(h.calls.started[task]).toBe(1);
    clock.increment(1);
    expect(h.actor.getSnapshot().value[task]).toBe('running');
    expect(h.calls.started[task]).toBe(2);
    const restarted = h.actor.system.get(task);
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(first);
    // The others were never touched, and the session goes on.
    for (const other of TASKS.filter((name) => name !== task)) expect(h.calls.started[other]).toBe(1);
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("logs a crash of the kiosk and runs it afresh after exactly 1000 ms, with what the device keeps then", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    const h = createHarness({ persisted: null }, { clock });
    const first = h.actor.system.get(KIOSK_ID);
    await executors['xstate.error.actor.kiosk'](h);
    expect(logged.mock.calls[0]).toEqual([expect.stringContaining("'kiosk' crashed"), { name: 'TypeError', message: 'a stand-in crashed' }]);
    expect(h.actor.getSnapshot().value.kiosk).toBe('crashed');
    expect(h.actor.system.get(KIOSK_ID)).toBeUndefined();
    clock.increment(BACKGROUND_RESTART_MS - 1);
    expect(h.calls.started.kiosk).toBe(1);
    clock.increment(1);
    expect(h.actor.getSnapshot().value.kiosk).toBe('running');
    expect(h.calls.started.kiosk).toBe(2);
    expect(h.actor.system.get(KIOSK_ID)).not.toBe(first);
    expect(h.actor.getSnapshot().value.session).toBe('loggedOut');
  });

  it('runs no kiosk on a device that keeps none (its chunk is never loaded)', () => {
    const h = createHarness({ persisted: null }, { kiosk: false });
    expect(h.actor.getSnapshot().value.kiosk).toBe('none');
    h.actor.send({ type: 'session.startOver' });
    expect(h.calls.kioskVisit).toEqual([]);
  });

  it('restarts a task as often as it crashes, and the rules between machines reach the new actor', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() }, { clock });
    for (let crash = 1; crash <= 3; crash++) {
      h.actor.system.get(SIGNUP_ID)!.send(CRASH);
      await flush();
      clock.increment(BACKGROUND_RESTART_MS);
      expect(h.calls.started.signup).toBe(crash + 1);
    }
    h.actor.send({ type: 'session.logout' });
    expect(h.calls.signup).toEqual(['signup.reset']);
  });

  it('a session that ends while sign-up is down ends all the same; sign-up restarts with what the tab keeps now', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    sessionStorage.setItem('carechoice:invite', 'first-family');
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession(), keptInviteCode: 'first-family' }, { clock });
    h.actor.system.get(SIGNUP_ID)!.send(CRASH);
    await flush();
    h.actor.send({ type: 'session.logout' });
    expect(h.actor.getSnapshot().value.session).toBe('loggingOut');
    expect(sessionStorage.getItem('carechoice:invite')).toBeNull();
    clock.increment(BACKGROUND_RESTART_MS);
    expect(h.calls.signupInputs).toEqual([{ keptInviteCode: 'first-family', keptForms: null }, { keptInviteCode: null, keptForms: null }]);
  });
});

describe('app start (SPEC §4: restore, start the background tasks and the first route, then initialized)', () => {
  it('has restored the persisted session and started every task before the first route; initialized once it has started', () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    expect(h.actor.getSnapshot().value).toEqual({ session: 'loggedIn', shell: 'running', signup: 'running', dashboard: 'running', language: 'running', kiosk: 'running', app: 'starting' });
    expect(h.calls.started).toEqual({ shell: 1, signup: 1, dashboard: 1, language: 1, kiosk: 1 });
    expect(selectInitialized(h.actor.getSnapshot())).toBe(false);
    h.actor.send({ type: 'app.started' });
    expect(selectInitialized(h.actor.getSnapshot())).toBe(true);
    // Once: later routes change nothing.
    h.actor.send({ type: 'app.started' });
    expect(h.actor.getSnapshot().value.app).toBe('initialized');
  });
});

describe('a new profile (user.updated) while signed in, in any state of the session', () => {
  const RENAMED: User = { ...USER, name: 'Ana Rivera-Lopez', cellPhone: '6145550199' };

  it('is kept through a refresh in progress: stored, persisted, and persisted again with the new expiry', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    await vi.advanceTimersByTimeAsync((LOGIN_EXPIRY - nowSeconds()) * 1000 - REFRESH_LEAD_MS);
    expect(h.actor.getSnapshot().value.session).toBe('refreshing');
    h.actor.send({ type: 'user.updated', user: RENAMED });
    expect(h.actor.getSnapshot().context.user).toEqual(RENAMED);
    expect(loadPersistedSession()).toEqual({ user: RENAMED, tokenExpiresAt: LOGIN_EXPIRY });
    h.pending.refresh!.resolve({ expiresAt: LOGIN_EXPIRY + 600 });
    await flush();
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(h.actor.getSnapshot().context.user).toEqual(RENAMED);
    expect(loadPersistedSession()).toEqual({ user: RENAMED, tokenExpiresAt: LOGIN_EXPIRY + 600 });
  });

  it('is kept while another invite is looked up', async () => {
    savePersistedSession({ user: USER, tokenExpiresAt: LOGIN_EXPIRY });
    const h = createHarness({ persisted: loadPersistedSession() });
    h.actor.send({ type: 'otherInvite.opened', inviteCode: 'second' });
    h.actor.send({ type: 'user.updated', user: RENAMED });
    h.pending.checkInvite!.resolve({ inviteCode: 'second' });
    await flush();
    expect(h.actor.getSnapshot().context.user).toEqual(RENAMED);
    expect(loadPersistedSession()?.user).toEqual(RENAMED);
  });

  it('is ignored while logged out: nothing stored, nothing persisted', () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'user.updated', user: RENAMED });
    expect(h.actor.getSnapshot().context.user).toBeNull();
    expect(storedKeys()).toEqual([]);
  });
});

describe('the login error (SPEC §3 Session: loginError; isLoggingIn is the chart itself)', () => {
  it('stores why a login failed, clears it on the next attempt, and a success leaves none', async () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'session.login', email: 'ana@example.com', password: 'wrong-1' });
    expect(selectIsLoggingIn(h.actor.getSnapshot())).toBe(true);
    h.pending.login!.reject(new ApiFailure(400, 'InvalidCredentials', 'Your login is invalid'));
    await flush();
    expect(selectLoginError(h.actor.getSnapshot())).toBe('InvalidCredentials');
    expect(selectIsLoggingIn(h.actor.getSnapshot())).toBe(false);

    h.actor.send({ type: 'session.login', email: 'ana@example.com', password: 'wrong-2' });
    expect(selectLoginError(h.actor.getSnapshot())).toBeNull();
    h.pending.login!.reject(new ApiFailure(429, 'TooManyAttempts', 'Too many login attempts. Please try again in 30 seconds.'));
    await flush();
    expect(selectLoginError(h.actor.getSnapshot())).toBe('TooManyAttempts');
    expect(h.calls.toasts.at(-1)).toEqual({ kind: 'loginLocked', detail: 'Too many login attempts. Please try again in 30 seconds.' });

    h.actor.send({ type: 'session.login', email: 'ana@example.com', password: 'secret1' });
    h.pending.login!.resolve({ expiresAt: LOGIN_EXPIRY, user: USER });
    await flush();
    expect(h.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(selectLoginError(h.actor.getSnapshot())).toBeNull();
  });

  it('a family-only refusal (another group type) is a generic Error', async () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'session.login', email: 'planner@example.com', password: 'secret1' });
    h.pending.login!.reject(new Error('Only family accounts can log in here.'));
    await flush();
    expect(selectLoginError(h.actor.getSnapshot())).toBe('Error');
    expect(h.calls.toasts).toEqual([{ kind: 'loginFailed' }]);
  });
});

describe('the language on a sign-in (the language task hears of it, not of a restored session)', () => {
  it('opens the page in the language the user saved, by login or by the sign-up’s own session', async () => {
    const h = createHarness({ persisted: null });
    h.actor.send({ type: 'session.login', email: 'ana@example.com', password: 'secret1' });
    h.pending.login!.resolve({ expiresAt: LOGIN_EXPIRY, user: { ...USER, language: 'es' } });
    await flush();
    expect(h.calls.language).toEqual([{ type: 'language.signedIn', language: 'es' }]);
    h.actor.send({ type: 'session.logout' });
    h.pending.logout!.resolve(undefined);
    await flush();
    h.actor.send({ type: 'session.established', expiresAt: LOGIN_EXPIRY, user: USER });
    // An account without a saved language keeps the one on screen (the task saves it for them).
    expect(h.calls.language).toEqual([
      { type: 'language.signedIn', language: 'es' },
      { type: 'language.signedIn', language: null },
    ]);
  });

  it('leaves the language alone for a restored session and for a guided one', () => {
    savePersistedSession({ user: { ...USER, language: 'es' }, tokenExpiresAt: LOGIN_EXPIRY });
    const restored = createHarness({ persisted: loadPersistedSession() });
    expect(restored.calls.language).toEqual([]);
    const guided = createHarness({ persisted: null });
    guided.actor.send({ type: 'session.established', expiresAt: LOGIN_EXPIRY, user: { ...USER, guided: true } });
    expect(guided.actor.getSnapshot().value.session).toBe('loggedIn');
    expect(guided.calls.language).toEqual([]);
  });
});
