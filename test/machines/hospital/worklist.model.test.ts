import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { Worklist } from '../../../src/contract/planner';
import { SEARCH_PAUSE_MS, worklistMachine } from '../../../src/machines/hospital/worklistMachine';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
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
  const call = handAnswered<Worklist, { query: string; page: number }>();
  const actor = createActor(worklistMachine.provide({ actors: { fetchWorklistActor: call.logic } }), { inspect: coverage.inspect });
  actor.start();
  return { actor, asked: call.asked, answer: call.answer, pending: call.pending };
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
  walkEveryEdge({ machine: worklistMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
