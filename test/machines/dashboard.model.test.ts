import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import type { Hospital, OptionList, Patient, Service } from '../../src/contract/choice';
import type { DashboardData } from '../../src/machines/dashboard/dashboardActors';
import { dashboardMachine } from '../../src/machines/dashboard/dashboardMachine';
import { allowedEdges, leafStateNames, stateKey, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The dashboard machine on its own, every allowed edge: the patient look-up (and the missing claim that sends the
 * family to verify), the load, its failures and retries, a list confirmed in any state, and the reset at logout,
 * with what each state holds checked after every step.
 */
type DashboardEvent = EventFromLogic<typeof dashboardMachine>;
type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
/** The chart's own events plus the done/error events its actors raise, as the model walk produces them. */
type WalkEvent = DashboardEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const NOW = new Date('2026-11-22T10:00:00Z');
const PATIENT: Patient = { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true };
const HOSPITAL: Hospital = {
  id: 1,
  name: 'Riverside General Hospital',
  city: 'Columbus',
  state: 'OH',
  latitude: 39.96,
  longitude: -82.99,
  preferredLanguage: null,
  preferredByPhrase: 'Riverside Recommended',
  affiliatedLanguage: null,
  taglines: [],
};
const option = (providerId: number) => ({ optionListId: 20, providerId, rank: null, shortlisted: false });
const SERVICES: Service[] = [
  { id: 2, levelOfCare: 'home_healthcare', complete: false, optionLists: [20], latestOptionList: { id: 20, options: [option(3), option(4), option(5)] } },
  { id: 3, levelOfCare: 'skilled_nursing', complete: false, optionLists: [30], latestOptionList: null },
];
const OPTION_LISTS: OptionList[] = [{ id: 20, serviceId: 2, complete: false, completedAt: null, options: [option(3), option(4), option(5)] }];
const DATA: DashboardData = { services: SERVICES, optionLists: OPTION_LISTS, hospital: HOSPITAL };
const COMPLETED: DashboardEvent = { type: 'service.completed', optionListId: 20, rankings: [4, 3], completedAt: 1_795_000_000 };
/** The choice flow hands over a list it loaded; opening it again this login uses it (SPEC §4). */
const LOADED: DashboardEvent = { type: 'list.loaded', kept: { list: { ...OPTION_LISTS[0]!, service: SERVICES[0] }, hospital: HOSPITAL, providers: {} } };
const NO_CLAIM = new ApiFailure(404, 'PatientNotClaimed', 'No patient');
const DOWN = new ApiFailure(500, 'Error', 'down');

/** Every transition the chart defines must be taken by some test of this file. */
const coverage = transitionCoverage([dashboardMachine]);

type IoName = 'fetchPatient' | 'fetchDashboard';

/** A real dashboard actor whose I/O the test answers by hand. */
function createHarness() {
  const pending: Partial<Record<IoName, { resolve(value: unknown): void; reject(error: unknown): void; signal: AbortSignal }>> = {};
  const calls = { fetchPatient: 0, fetchDashboard: 0, navigate: [] as string[] };
  // Stand-ins for the real actors: each call waits until the test answers it through `pending` (or is cancelled).
  const io = <Output>(name: IoName) =>
    fromPromise<Output>(({ signal }) => {
      calls[name]++;
      signal.addEventListener('abort', () => delete pending[name]);
      return new Promise<Output>((resolve, reject) => (pending[name] = { resolve: resolve as (value: unknown) => void, reject, signal }));
    });
  const machine = dashboardMachine.provide({
    actors: { fetchPatientActor: io<Patient>('fetchPatient'), fetchDashboardActor: io<DashboardData>('fetchDashboard') },
    actions: { navigateTo: (_, params) => calls.navigate.push(params.to) },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  return { actor, pending, calls };
}
type Harness = ReturnType<typeof createHarness>;

const flush = () => vi.advanceTimersByTimeAsync(0);
const settle = async (h: Harness, name: IoName, outcome: 'resolve' | 'reject', value: unknown) => {
  const waiting = h.pending[name];
  if (!waiting) throw new Error(`No ${name} request is waiting`);
  delete h.pending[name];
  waiting[outcome](value);
  await flush();
};

/** How the test performs each event of the chart on the real actor. A new event type does not compile without one. */
type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => h.actor.send(event as DashboardEvent);
const executors = {
  'dashboard.entered': sendIt,
  'dashboard.retry': sendIt,
  // Logging out mid-load cancels what is under way.
  'dashboard.reset': async (h, event) => {
    const underWay = Object.values(h.pending);
    h.actor.send(event as DashboardEvent);
    for (const request of underWay) expect(request.signal.aborted).toBe(true);
  },
  'service.completed': sendIt,
  'list.loaded': sendIt,
  'xstate.done.actor.fetchPatient': (h, event) => settle(h, 'fetchPatient', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchPatient': (h, event) => settle(h, 'fetchPatient', 'reject', (event as { error: unknown }).error),
  'xstate.done.actor.fetchDashboard': (h, event) => settle(h, 'fetchDashboard', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchDashboard': (h, event) => settle(h, 'fetchDashboard', 'reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<DashboardEvent['type'], Executor>;

/** The last confirmed list, as the dashboard must show it once it has the services: complete, ranked in order. */
function expectCompleted(snapshot: DashboardSnapshot) {
  const { services, optionLists } = snapshot.context;
  expect(services[0]).toMatchObject({ complete: true, latestOptionList: { id: 20 } });
  expect(services[0]!.latestOptionList!.options.map((entry) => [entry.providerId, entry.rank])).toEqual([
    [3, 2],
    [4, 1],
    [5, null],
  ]);
  expect(services[1]).toEqual(SERVICES[1]);
  expect(optionLists).toEqual([{ ...OPTION_LISTS[0], complete: true, completedAt: 1_795_000_000 }]);
}

/** What must hold in each state, seen from outside the machine. Every state of the chart is named here. */
const stateAssertions: Record<string, (h: Harness, snapshot: DashboardSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context).toMatchObject({ patient: null, services: [], optionLists: [], hospital: null });
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(h.pending).toEqual({});
  },
  checkingPatient: (h, snapshot) => {
    expect(h.pending.fetchPatient).toBeDefined();
    expect(h.pending.fetchDashboard).toBeUndefined();
    expect(snapshot.hasTag('loading')).toBe(true);
    expect(snapshot.context.patient).toBeNull();
  },
  loading: (h, snapshot) => {
    expect(h.pending.fetchDashboard).toBeDefined();
    expect(h.pending.fetchPatient).toBeUndefined();
    expect(snapshot.hasTag('loading')).toBe(true);
    // Named on the dashboard: what the look-up answered, no more.
    expect(snapshot.context.patient).toEqual({ initial: 'M', lastName: 'Rivera' });
  },
  ready: (h, snapshot) => {
    expect(snapshot.context).toMatchObject({ hospital: HOSPITAL });
    expect(snapshot.context.patient).toEqual({ initial: 'M', lastName: 'Rivera' });
    expect(snapshot.context.services.map((service) => service.id)).toEqual([2, 3]);
    expect(snapshot.hasTag('loading')).toBe(false);
    // Entering the dashboard again uses what was fetched.
    expect(snapshot.can({ type: 'dashboard.entered' })).toBe(false);
    expect(h.pending).toEqual({});
  },
  // The look-up failed: the patient is still unknown, and a retry looks it up again.
  'failed.patient': (h, snapshot) => {
    expect(snapshot.context).toMatchObject({ patient: null, services: [], optionLists: [], hospital: null });
    expectFailed(h, snapshot);
  },
  // The load failed after the look-up: the patient is known, and a retry loads the lists again.
  'failed.lists': (h, snapshot) => {
    expect(snapshot.context).toMatchObject({ services: [], optionLists: [], hospital: null });
    expect(snapshot.context.patient).toEqual({ initial: 'M', lastName: 'Rivera' });
    expectFailed(h, snapshot);
  },
};

function expectFailed(h: Harness, snapshot: DashboardSnapshot) {
  expect(snapshot.matches('failed')).toBe(true);
  expect(snapshot.hasTag('loading')).toBe(false);
  expect(snapshot.can({ type: 'dashboard.retry' })).toBe(true);
  expect(h.pending).toEqual({});
}

/** 'ready', or 'failed.lists' for { failed: 'lists' }: the names of stateAssertions. */
const events: WalkEvent[] = [
  { type: 'dashboard.entered' },
  { type: 'dashboard.retry' },
  { type: 'dashboard.reset' },
  COMPLETED,
  LOADED,
  { type: 'xstate.done.actor.fetchPatient', output: PATIENT },
  { type: 'xstate.error.actor.fetchPatient', error: NO_CLAIM },
  { type: 'xstate.error.actor.fetchPatient', error: DOWN },
  { type: 'xstate.done.actor.fetchDashboard', output: DATA },
  { type: 'xstate.error.actor.fetchDashboard', error: DOWN },
];

/** The state plus what decides the next move: whether the patient is known (retry's guard), a list confirmed or kept. */
const serializeState = (snapshot: DashboardSnapshot) =>
  `${JSON.stringify(snapshot.value)}${snapshot.context.patient ? ' (patient known)' : ''}` +
  `${snapshot.context.lastCompletedOptionListId ? ' (list confirmed)' : ''}${Object.keys(snapshot.context.keptLists).length ? ' (list kept)' : ''}`;

const edges = allowedEdges(dashboardMachine, { events: events as DashboardEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('dashboard machine, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness();
    let confirmed = false;
    let kept = false;
    for (const step of edge.steps) {
      const navigated = h.calls.navigate.length;
      await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent);
      const snapshot = h.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      stateAssertions[stateKey(snapshot.value)]!(h, snapshot);
      // Only a missing claim moves the family (to CHOICE_VERIFY); nothing else here navigates.
      const event = step.event as WalkEvent;
      const missingClaim = event.type === 'xstate.error.actor.fetchPatient' && (event as { error: unknown }).error === NO_CLAIM;
      expect(h.calls.navigate.slice(navigated)).toEqual(missingClaim ? ['/choice/verify'] : []);
      // A confirmed list is remembered in every state (the all-set banner) until logout.
      if (event.type === 'service.completed' || event.type === 'dashboard.reset') confirmed = event.type === 'service.completed';
      expect(snapshot.context.lastCompletedOptionListId).toBe(confirmed ? 20 : null);
      // So is a list the choice flow loaded, in every state, until logout.
      if (event.type === 'list.loaded' || event.type === 'dashboard.reset') kept = event.type === 'list.loaded';
      expect(snapshot.context.keptLists).toEqual(kept ? { 20: (LOADED as { kept: unknown }).kept } : {});
    }
    // Once the services are there, the confirmed list shows as complete, ranked in the order chosen.
    if (edge.event.type === 'service.completed' && edge.from.startsWith('"ready"')) expectCompleted(h.actor.getSnapshot());
    h.actor.stop();
  });

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(dashboardMachine).sort());
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => stateKey(JSON.parse(key.split(' (')[0]!))));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});
