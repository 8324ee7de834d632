import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { Location } from '../../src/contract/choice';
import { MAX_SEARCH_LENGTH } from '../../src/contract/limits';
import { locationSearchMachine, SEARCH_DELAY_MS } from '../../src/machines/choice/locationSearchMachine';
import { allowedEdges, leafStateNames, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The filter drawer's place search, every allowed edge: a blank or too long query, a query waiting out the delay, the
 * search under way and its answer or failure, and typing again in each of them. The stand-in is the search call
 * (with its real abort signal); the test answers it by hand, with a simulated clock for the delay.
 */
type SearchEvent = EventFromLogic<typeof locationSearchMachine>;
type SearchSnapshot = SnapshotFrom<typeof locationSearchMachine>;
type WalkEvent = SearchEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const DUBLIN: Location = { type: 'city', name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };
const TOO_LONG = 'D'.repeat(MAX_SEARCH_LENGTH + 1);
/** The events the chart's own actors raise, as the walk names them. */
const DELAY_PASSED = 'xstate.after.searchDelay.locationSearch.waiting';
const FOUND = 'xstate.done.actor.0.locationSearch.searching';
const FAILED = 'xstate.error.actor.0.locationSearch.searching';

/** Every transition the chart defines must be taken by some test of this file. */
const coverage = transitionCoverage([locationSearchMachine]);

interface Search {
  query: string;
  signal: AbortSignal;
  resolve(places: Location[]): void;
  reject(error: unknown): void;
}

function createHarness() {
  const searches: Search[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    locationSearchMachine.provide({
      actors: {
        searchActor: fromPromise<Location[], string>(
          ({ input, signal }) => new Promise<Location[]>((resolve, reject) => searches.push({ query: input, signal, resolve, reject })),
        ),
      },
    }),
    { clock, inspect: coverage.inspect },
  ).start();
  /** The results the screen showed before the last event: kept while the next query waits. */
  let resultsBefore: Location[] = [];
  return { actor, clock, searches, resultsBefore: () => resultsBefore, remember: () => (resultsBefore = actor.getSnapshot().context.results) };
}
type Harness = ReturnType<typeof createHarness>;

/** Lets the answered promise reach the actor. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const executors = {
  'query.changed': async (h, event) => {
    h.actor.send(event as SearchEvent);
  },
  [DELAY_PASSED]: async (h) => {
    // The delay must pass in full: one millisecond short, nothing is asked.
    const asked = h.searches.length;
    h.clock.increment(SEARCH_DELAY_MS - 1);
    expect(h.searches).toHaveLength(asked);
    h.clock.increment(1);
  },
  [FOUND]: async (h) => {
    h.searches.at(-1)!.resolve([DUBLIN]);
    await settle();
  },
  [FAILED]: async (h) => {
    h.searches.at(-1)!.reject(new TypeError('Failed to fetch'));
    await settle();
  },
} satisfies ExecutorsFor<SearchEvent['type'], Executor>;

/** What each state promises the drawer. Every state of the chart is named here. */
const stateAssertions: Record<string, (h: Harness, snapshot: SearchSnapshot, event: WalkEvent) => void> = {
  // Blank or too long: kept as typed, nothing asked and nothing listed.
  idle: (h, snapshot, event) => {
    expect(snapshot.context.query).toBe((event as { query: string }).query);
    expect(snapshot.context.results).toEqual([]);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(h.searches.every((search) => search.signal.aborted || search.query !== snapshot.context.query)).toBe(true);
  },
  // Typed: the last places stay listed (no flicker) while the query waits, and no search for it has started.
  waiting: (h, snapshot, event) => {
    expect(snapshot.context.query).toBe((event as { query: string }).query);
    expect(snapshot.context.results).toEqual(h.resultsBefore());
    expect(snapshot.hasTag('busy')).toBe(false);
  },
  searching: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.searches.at(-1)!.query).toBe(snapshot.context.query);
    expect(h.searches.at(-1)!.signal.aborted).toBe(false);
  },
  // The places found; a failed search shows as none found.
  shown: (_h, snapshot, event) => {
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.results).toEqual(event.type === FOUND ? [DUBLIN] : []);
  },
};

const events = [
  { type: 'query.changed', query: 'Dub' },
  { type: 'query.changed', query: '   ' },
  { type: 'query.changed', query: TOO_LONG },
  { type: DELAY_PASSED },
  { type: FOUND, output: [DUBLIN] },
  { type: FAILED, error: {} },
] as unknown as SearchEvent[];

// The query's kind and whether places are listed are what the screen shows apart.
const serializeState = (snapshot: SearchSnapshot) => {
  const { query, results } = snapshot.context;
  const kind = query.trim() === '' ? 'blank' : query.length > MAX_SEARCH_LENGTH ? 'too long' : 'typed';
  return `${String(snapshot.value)} (${kind}${results.length ? ', places listed' : ''})`;
};
const edges = allowedEdges(locationSearchMachine, { events, input: undefined, serializeState });

describe('the place search, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness();
    for (const step of edge.steps) {
      const under = h.searches.at(-1);
      const wasSearching = h.actor.getSnapshot().matches('searching');
      h.remember();
      await (executors as Record<string, Executor>)[step.event.type]!(h, step.event as WalkEvent);
      const snapshot = h.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      stateAssertions[String(snapshot.value)]!(h, snapshot, step.event as WalkEvent);
      // Typing again cancels the search under way.
      if (wasSearching && step.event.type === 'query.changed') expect(under!.signal.aborted).toBe(true);
    }
    // One search for each delay that passed, and only then.
    expect(h.searches).toHaveLength(edge.steps.filter((step) => (step.event as WalkEvent).type === DELAY_PASSED).length);
    h.actor.stop();
  });

  it('names every state of the chart', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(locationSearchMachine).sort());
  });
});
