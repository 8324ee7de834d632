import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { Worklist } from '../../../src/contract/planner';
import { SEARCH_PAUSE_MS, worklistMachine } from '../../../src/machines/hospital/worklistMachine';
import { allowedEdges, leafStateNames, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The console's worklist machine on its own, every allowed edge: entering the page, a search once typing pauses (and
 * a change in spaces only, which searches nothing), a page turned, a failure and its retry, with what each state
 * holds and what was asked of the server checked after every step.
 */
type WorklistEvent = EventFromLogic<typeof worklistMachine>;
type WorklistSnapshot = SnapshotFrom<typeof worklistMachine>;
type WalkEvent = WorklistEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const ANSWER: Worklist = {
  patients: [{ id: 7, initial: 'M', firstName: null, lastName: 'Rivera', mrn: null, dateOfBirth: '1948-03-14', createdAt: 1_795_000_000, confirmedSinceViewed: false, services: [] }],
  total: 30,
  page: 1,
  pageSize: 25,
};
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([worklistMachine]);

/** A real worklist actor whose calls the test answers by hand. */
function createHarness() {
  const asked: { query: string; page: number }[] = [];
  let pending: { resolve(value: Worklist): void; reject(error: unknown): void; signal: AbortSignal } | null = null;
  const machine = worklistMachine.provide({
    actors: {
      fetchWorklistActor: fromPromise<Worklist, { query: string; page: number }>(({ input, signal }) => {
        asked.push(input);
        signal.addEventListener('abort', () => {
          if (pending?.signal === signal) pending = null;
        });
        return new Promise((resolve, reject) => (pending = { resolve, reject, signal }));
      }),
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  const answer = async (outcome: 'resolve' | 'reject', value: unknown) => {
    if (!pending) throw new Error('No request is waiting');
    const waiting = pending;
    pending = null;
    (waiting[outcome] as (value: unknown) => void)(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, asked, answer, pending: () => pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  h.actor.send(event as WorklistEvent);
  // Whatever replaces a load under way cancels it; what keeps it (a change in spaces only) does not.
  if (underWay) expect(underWay.signal.aborted).toBe(h.pending() !== underWay);
};
const executors = {
  'worklist.entered': sendIt,
  'worklist.searched': sendIt,
  'worklist.paged': sendIt,
  'worklist.retried': sendIt,
  // The search runs once typing has paused 300 ms, not a millisecond sooner.
  'xstate.after.searchPause.worklist.typing': async (h) => {
    const before = h.asked.length;
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS - 1);
    expect(h.asked).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.asked).toHaveLength(before + 1);
  },
  'xstate.done.actor.fetchWorklist': (h, event) => h.answer('resolve', (event as { output: unknown }).output),
  'xstate.error.actor.fetchWorklist': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<WorklistEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: WorklistSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.worklist).toBeNull();
    expect(h.pending()).toBeNull();
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    // It asks for the query as typed, without its spaces, and the page on show.
    expect(h.asked.at(-1)).toEqual({ query: snapshot.context.query.trim(), page: snapshot.context.page });
  },
  shown: (h, snapshot) => {
    expect(snapshot.context.worklist).toEqual(ANSWER);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(h.pending()).toBeNull();
  },
  typing: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    // A new search starts from the first page.
    expect(snapshot.context.page).toBe(1);
    expect(h.pending()).toBeNull();
  },
  failed: (h, snapshot) => {
    expect(snapshot.context.error).toBe('Network');
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.can({ type: 'worklist.retried' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
};

const events: WalkEvent[] = [
  { type: 'worklist.entered' },
  { type: 'worklist.searched', query: 'riv' },
  { type: 'worklist.searched', query: 'riv ' },
  { type: 'worklist.searched', query: '' },
  { type: 'worklist.paged', page: 2 },
  { type: 'worklist.retried' },
  { type: 'xstate.after.searchPause.worklist.typing' },
  { type: 'xstate.done.actor.fetchWorklist', output: ANSWER },
  { type: 'xstate.error.actor.fetchWorklist', error: DOWN },
];
const serializeState = (snapshot: WorklistSnapshot) =>
  `${JSON.stringify(snapshot.value)} query=${JSON.stringify(snapshot.context.query)} page=${snapshot.context.page}`;
const edges = allowedEdges(worklistMachine, { events: events as WorklistEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('worklist machine, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness();
    for (const step of edge.steps) {
      await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent);
      const snapshot = h.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      stateAssertions[String(snapshot.value)]!(h, snapshot);
    }
    h.actor.stop();
  });

  it('covers the chart: every state has an assertion and every assertion names a real state', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(worklistMachine).sort());
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => JSON.parse(key.split(' ')[0]!) as string));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});
