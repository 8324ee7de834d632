import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type ActorRefFrom, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { KIOSK_WARNING_MS } from '../../../src/machines/kiosk/kioskIdleMachine';
import { kioskVisitMachine, TEXT_STEPS } from '../../../src/machines/kiosk/kioskVisitMachine';
import { SESSION_ID } from '../../../src/machines/systemIds';
import { allowedEdges, leafStateNames } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * A family's visit to a kiosk, every allowed edge, on a simulated clock: the first touch starts
 * the idle watch; its end asks the session to start over; the session's `visit.ended` forgets the text size and
 * counts a clear of the screen.
 */
type VisitEvent = EventFromLogic<typeof kioskVisitMachine>;
type VisitSnapshot = SnapshotFrom<typeof kioskVisitMachine>;
type WalkEvent = VisitEvent | { type: `xstate.${string}` };

const IDLE_MS = 120_000;
const NOW = Date.UTC(2026, 10, 27, 15, 0, 0);
const coverage = transitionCoverage([kioskVisitMachine]);

/** The visit, invoked as the kiosk invokes it, under a stand-in session that counts what it is asked. */
function createHarness(input: { idleMs?: number; familyPresent?: boolean } = { idleMs: IDLE_MS }) {
  const calls = { startOver: 0 };
  const session = createMachine({
    invoke: { id: 'visit', src: kioskVisitMachine, input },
    on: { 'session.startOver': { actions: () => calls.startOver++ } },
  });
  const root = createActor(session, { systemId: SESSION_ID, inspect: coverage.inspect }).start();
  const actor = root.getSnapshot().children.visit as ActorRefFrom<typeof kioskVisitMachine>;
  return { actor, root, calls, stop: () => root.stop() };
}
type Harness = ReturnType<typeof createHarness>;
const idleWatch = (h: Harness) => h.actor.getSnapshot().children.idle;

const executors: Record<string, (h: Harness, event: WalkEvent) => Promise<void>> = {
  activity: async (h, event) => void h.actor.send(event as VisitEvent),
  'idle.continue': async (h, event) => void h.actor.send(event as VisitEvent),
  'idle.logout': async (h, event) => {
    const before = h.calls.startOver;
    h.actor.send(event as VisitEvent);
    if (idleWatch(h) === undefined) expect(h.calls.startOver).toBe(before + 1);
  },
  'text.resized': async (h, event) => void h.actor.send(event as VisitEvent),
  'visit.ended': async (h, event) => {
    const clears = h.actor.getSnapshot().context.clears;
    h.actor.send(event as VisitEvent);
    expect(h.actor.getSnapshot().context.clears).toBe(clears + 1);
  },
  'visit.configured': async (h, event) => void h.actor.send(event as VisitEvent),
  // Nobody touches the screen: the question after the idle time, then its 30 s; the session is asked once.
  'xstate.done.actor.idle': async (h) => {
    const { idleMs } = h.actor.getSnapshot().context;
    await vi.advanceTimersByTimeAsync(idleMs);
    expect(idleWatch(h)?.getSnapshot().value).toBe('asking');
    await vi.advanceTimersByTimeAsync(KIOSK_WARNING_MS);
    expect(h.calls.startOver).toBe(1);
  },
};

const stateAssertions: Record<string, (h: Harness, snapshot: VisitSnapshot) => void> = {
  empty: (h) => expect(idleWatch(h)).toBeUndefined(),
  present: (h, snapshot) => {
    // The watch runs with the idle time the kiosk last told it.
    expect(idleWatch(h)?.getSnapshot().context.idleMs).toBe(snapshot.context.idleMs);
  },
};

const events: WalkEvent[] = [
  { type: 'activity' },
  { type: 'idle.continue' },
  { type: 'idle.logout' },
  { type: 'text.resized', step: TEXT_STEPS },
  { type: 'visit.ended' },
  { type: 'visit.configured', idleMs: 60_000 },
  { type: 'xstate.done.actor.idle' },
];
const serializeState = (snapshot: VisitSnapshot) => `${String(snapshot.value)} text ${snapshot.context.textStep} idle ${snapshot.context.idleMs}`;
const edges = allowedEdges(kioskVisitMachine, { events: events as VisitEvent[], input: { idleMs: IDLE_MS }, serializeState });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('kiosk visit machine, every allowed transition', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness();
    for (const step of edge.steps) {
      await executors[step.event.type]!(h, step.event as WalkEvent);
      const snapshot = h.actor.getSnapshot();
      expect(serializeState(snapshot)).toBe(serializeState(step.state));
      stateAssertions[String(snapshot.value)]!(h, snapshot);
    }
    h.stop();
  });

  it('covers the chart: every lasting state has an assertion, and the walk reaches each', () => {
    // `deciding` is passed through at once (always).
    const lasting = leafStateNames(kioskVisitMachine).filter((name) => name !== 'deciding');
    expect(Object.keys(stateAssertions).sort()).toEqual(lasting.sort());
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => key.split(' ')[0]!));
    expect([...reached].sort()).toEqual(Object.keys(stateAssertions).sort());
  });
});

describe('kiosk visit machine', () => {
  it('watches at once when the page loaded in the middle of a visit, and not before a touch otherwise', async () => {
    expect(createHarness({ idleMs: IDLE_MS, familyPresent: true }).actor.getSnapshot().value).toBe('present');
    const h = createHarness({ idleMs: IDLE_MS });
    expect(h.actor.getSnapshot().value).toBe('empty');
    await vi.advanceTimersByTimeAsync(IDLE_MS + KIOSK_WARNING_MS);
    expect(h.calls.startOver).toBe(0);
  });

  it('keeps the text size between normal and three steps larger, and forgets it for the next family', () => {
    const h = createHarness();
    h.actor.send({ type: 'text.resized', step: 9 });
    expect(h.actor.getSnapshot().context.textStep).toBe(3);
    h.actor.send({ type: 'text.resized', step: -1 });
    expect(h.actor.getSnapshot().context.textStep).toBe(0);
    h.actor.send({ type: 'text.resized', step: 2 });
    h.actor.send({ type: 'visit.ended' });
    expect(h.actor.getSnapshot().context).toMatchObject({ textStep: 0, clears: 1 });
  });

  it('puts the wait back to its start at each touch, and asks the session once when the question goes unanswered', async () => {
    const h = createHarness();
    h.actor.send({ type: 'activity' });
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    h.actor.send({ type: 'activity' });
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(idleWatch(h)?.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(1);
    expect(idleWatch(h)?.getSnapshot().value).toBe('asking');
    h.actor.send({ type: 'idle.continue' });
    expect(idleWatch(h)?.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(IDLE_MS + KIOSK_WARNING_MS);
    expect(h.calls.startOver).toBe(1);
    expect(h.actor.getSnapshot().value).toBe('empty');
  });
});
