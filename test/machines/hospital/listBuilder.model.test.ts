import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { Candidates, CandidatesRequest, SavedOptionList, SaveOptionListRequest } from '../../../src/contract/plannerLists';
import { listBuilderMachine } from '../../../src/machines/hospital/listBuilderMachine';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The list builder's machine on its own, every allowed edge: loading the candidates, another area
 * or radius, checking and unchecking (a reason asked for a provider within the radius), saving, a confirmed list and
 * its new version, a service the hospital does not have, failures. After every step, what the state promises.
 */
type BuilderEvent = EventFromLogic<typeof listBuilderMachine>;
type BuilderSnapshot = SnapshotFrom<typeof listBuilderMachine>;
type WalkEvent = BuilderEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const place = (type: 'home' | 'hospital', name: string) => ({ type, name, state: type === 'home' ? 'OH' : null, latitude: 39.96, longitude: -82.99 });
const candidate = (providerId: number, distanceMiles: number, withinRadius: boolean) => ({
  providerId,
  name: `Provider ${providerId}`,
  city: 'Columbus',
  state: 'OH',
  distanceMiles,
  overallRating: 4,
  preferred: false,
  affiliated: false,
  withinRadius,
});
/** Two providers within the radius (1, 2) and one beyond it (3); no list yet. */
const ANSWER: Candidates = {
  serviceId: 5,
  patientId: 7,
  levelOfCare: 'skilled_nursing',
  area: place('home', '43215'),
  radiusMiles: 25,
  home: place('home', '43215'),
  hospital: place('hospital', 'Riverside General'),
  notServingHome: null,
  list: null,
  candidates: [candidate(1, 1.2, true), candidate(2, 4.5, true), candidate(3, 40.1, false)],
};
const CONFIRMED: Candidates = {
  ...ANSWER,
  list: { id: 11, version: 1, complete: true, completedAt: 1_800_000_000, providerIds: [1, 2], removed: [], chosen: 1 },
};
const SAVED: SavedOptionList = {
  outcome: 'built',
  optionListId: 12,
  candidates: { ...ANSWER, list: { id: 12, version: 1, complete: false, completedAt: null, providerIds: [2], removed: [{ providerId: 1, reason: 'Full' }], chosen: 0 } },
};
const MISSING = new ApiFailure(404, 'NotFound', 'No such service.');
const UNKNOWN_PLACE = new ApiFailure(400, 'InvalidInput', 'There is no such ZIP code.', { 'area.zip': 'No such ZIP code.' });
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([listBuilderMachine]);

function createHarness() {
  const asked: CandidatesRequest[] = [];
  const saves: SaveOptionListRequest[] = [];
  const pending = new Map<string, { resolve(value: unknown): void; reject(error: unknown): void; signal: AbortSignal }>();
  const waitFor =
    <Output, Input>(id: string, record: (input: Input) => void) =>
    ({ input, signal }: { input: Input; signal: AbortSignal }) => {
      record(input);
      signal.addEventListener('abort', () => {
        if (pending.get(id)?.signal === signal) pending.delete(id);
      });
      return new Promise<Output>((resolve, reject) => pending.set(id, { resolve: resolve as (value: unknown) => void, reject, signal }));
    };
  const machine = listBuilderMachine.provide({
    actors: {
      fetchCandidatesActor: fromPromise(waitFor<Candidates, { serviceId: number; request: CandidatesRequest }>('fetchCandidates', (input) => asked.push(input.request))),
      saveOptionListActor: fromPromise(waitFor<SavedOptionList, { serviceId: number; body: SaveOptionListRequest }>('saveOptionList', (input) => saves.push(input.body))),
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  const answer = async (id: string, outcome: 'resolve' | 'reject', value: unknown) => {
    const waiting = pending.get(id);
    if (!waiting) throw new Error(`No ${id} request is waiting`);
    pending.delete(id);
    waiting[outcome](value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, asked, saves, answer, pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  h.actor.send(event as BuilderEvent);
};
const executors = {
  'list.entered': sendIt,
  'area.changed': sendIt,
  'radius.changed': sendIt,
  'provider.checked': sendIt,
  'provider.unchecked': sendIt,
  'reason.given': async (h, event) => {
    const before = h.actor.getSnapshot().context.pendingRemoval;
    await sendIt(h, event);
    const { draft } = h.actor.getSnapshot().context;
    // The provider asked about is off the list, with the reason given.
    expect(draft!.chosen).not.toContain(before);
    expect(draft!.reasons[String(before)]).toBe((event as { reason: string }).reason.trim());
  },
  'reason.cancelled': sendIt,
  'list.saved': sendIt,
  'list.reoffered': sendIt,
  'candidates.retried': sendIt,
  'xstate.done.actor.fetchCandidates': (h, event) => h.answer('fetchCandidates', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchCandidates': (h, event) => h.answer('fetchCandidates', 'reject', (event as { error: unknown }).error),
  'xstate.done.actor.saveOptionList': (h, event) => h.answer('saveOptionList', 'resolve', (event as { output: unknown }).output),
  'xstate.error.actor.saveOptionList': (h, event) => h.answer('saveOptionList', 'reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<BuilderEvent['type'], Executor>;

const leafOf = (snapshot: BuilderSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : Object.entries(snapshot.value).map(([parent, child]) => `${parent}.${String(child)}`)[0]!;

/** Every provider within the radius is on the draft, or left off with a reason: CMS's rule, held at every step. */
function expectEveryInAreaAccounted(snapshot: BuilderSnapshot) {
  const { answer, draft } = snapshot.context;
  for (const inArea of answer!.candidates.filter((entry) => entry.withinRadius)) {
    expect(draft!.chosen.includes(inArea.providerId) || String(inArea.providerId) in draft!.reasons, `provider ${inArea.providerId}`).toBe(true);
  }
}

const stateAssertions: Record<string, (h: Harness, snapshot: BuilderSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.answer).toBeNull();
    expect(h.asked).toEqual([]);
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.pending.has('fetchCandidates')).toBe(true);
    expect(h.asked.at(-1)).toEqual(snapshot.context.request);
    expect(snapshot.can({ type: 'list.saved' })).toBe(false);
  },
  'editing.choosing': (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.answer).not.toBeNull();
    expect(snapshot.context.pendingRemoval).toBeNull();
    expectEveryInAreaAccounted(snapshot);
    expect(snapshot.can({ type: 'list.saved' })).toBe(snapshot.context.draft!.chosen.length > 0);
    expect(h.pending.size).toBe(0);
  },
  'editing.askingReason': (_h, snapshot) => {
    const waiting = snapshot.context.answer!.candidates.find((entry) => entry.providerId === snapshot.context.pendingRemoval);
    expect(waiting?.withinRadius).toBe(true);
    // Still on the list until a reason is given.
    expect(snapshot.context.draft!.chosen).toContain(waiting!.providerId);
    expect(snapshot.can({ type: 'reason.given', reason: '   ' })).toBe(false);
    expect(snapshot.can({ type: 'list.saved' })).toBe(false);
  },
  readOnly: (h, snapshot) => {
    expect(snapshot.context.answer?.list?.complete).toBe(true);
    expect(snapshot.can({ type: 'provider.unchecked', providerId: 1 })).toBe(false);
    expect(snapshot.can({ type: 'list.saved' })).toBe(false);
    expect(snapshot.can({ type: 'list.reoffered' })).toBe(true);
    expect(h.pending.size).toBe(0);
  },
  saving: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    const body = h.saves.at(-1)!;
    const { answer, draft } = snapshot.context;
    // Nearest first, exactly the checked ones; the reasons of those left off within the radius.
    expect(body.providerIds).toEqual(answer!.candidates.map((entry) => entry.providerId).filter((id) => draft!.chosen.includes(id)));
    for (const inArea of answer!.candidates.filter((entry) => entry.withinRadius && !body.providerIds.includes(entry.providerId))) {
      expect(body.removed.find((removal) => removal.providerId === inArea.providerId)?.reason).toBe('Full');
    }
    expect(body.radiusMiles).toBe(answer!.radiusMiles);
  },
  notFound: (h, snapshot) => {
    expect(snapshot.context.error).toBe('NotFound');
    expect(snapshot.can({ type: 'candidates.retried' })).toBe(false);
    expect(h.pending.size).toBe(0);
  },
  failed: (h, snapshot) => {
    // Anything but a missing service; a refusal of the first load (no list on show yet) is a failure too.
    expect(['Network', 'InvalidInput']).toContain(snapshot.context.error);
    expect(snapshot.can({ type: 'candidates.retried' })).toBe(true);
    expect(h.pending.size).toBe(0);
  },
};

const events: WalkEvent[] = [
  { type: 'list.entered', serviceId: 5 },
  { type: 'area.changed', area: { type: 'zip', zip: '44114' } },
  { type: 'radius.changed', radiusMiles: 10 },
  { type: 'provider.checked', providerId: 3 },
  { type: 'provider.unchecked', providerId: 1 },
  { type: 'provider.unchecked', providerId: 3 },
  { type: 'reason.given', reason: 'Full' },
  { type: 'reason.cancelled' },
  { type: 'list.saved' },
  { type: 'list.reoffered' },
  { type: 'candidates.retried' },
  { type: 'xstate.done.actor.fetchCandidates', output: ANSWER },
  { type: 'xstate.done.actor.fetchCandidates', output: CONFIRMED },
  { type: 'xstate.error.actor.fetchCandidates', error: MISSING },
  { type: 'xstate.error.actor.fetchCandidates', error: UNKNOWN_PLACE },
  { type: 'xstate.error.actor.fetchCandidates', error: DOWN },
  { type: 'xstate.done.actor.saveOptionList', output: SAVED },
  { type: 'xstate.error.actor.saveOptionList', error: UNKNOWN_PLACE },
];
/** The state, whether candidates are on show, the draft's checked providers, and a removal waiting for its reason. */
const serializeState = (snapshot: BuilderSnapshot) =>
  `${JSON.stringify(snapshot.value)} answer=${snapshot.context.answer !== null} chosen=${[...(snapshot.context.draft?.chosen ?? [])].sort().join(',')} pending=${snapshot.context.pendingRemoval}`;
const edges = allowedEdges(listBuilderMachine, { events: events as BuilderEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('list builder machine, every allowed transition', () => {
  walkEveryEdge({ machine: listBuilderMachine, edges, createHarness, executors, stateAssertions, serializeState, stateName: leafOf });

  it('walks as many edges as the chart allows', () => {
    expect(edges.length).toBe(EDGE_COUNT);
  });
});

/** How many allowed edges the walk takes; a change to the chart changes it, on purpose. */
const EDGE_COUNT = 122;
