import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { KIOSK_IDLE_MS, KIOSK_WARNING_MS, kioskIdleMachine } from '../../../src/machines/kiosk/kioskIdleMachine';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The kiosk's idle watch, every allowed edge, on a simulated clock: input puts the wait back to
 * its start; the question comes after the hospital's idle time to the millisecond, and ends the session 30 s later
 * unless answered.
 */
type IdleEvent = EventFromLogic<typeof kioskIdleMachine>;
type IdleSnapshot = SnapshotFrom<typeof kioskIdleMachine>;

/** A hospital that set two minutes. */
const IDLE_MS = 120_000;
const NOW = Date.UTC(2026, 10, 27, 15, 0, 0);
const coverage = transitionCoverage([kioskIdleMachine]);

function createHarness() {
  const actor = createActor(kioskIdleMachine, { input: { idleMs: IDLE_MS }, inspect: coverage.inspect });
  actor.start();
  return { actor, askedAt: null as number | null };
}
type Harness = ReturnType<typeof createHarness>;
const state = (h: Harness) => h.actor.getSnapshot().value;
const send = (h: Harness, event: IdleEvent) => h.actor.send(event);

const executors = {
  // Half the wait, then input: the next wait is a whole one again (the walk's next step checks it).
  activity: async (h: Harness, event: IdleEvent) => {
    await vi.advanceTimersByTimeAsync(IDLE_MS / 2);
    send(h, event);
  },
  'idle.continue': async (h: Harness, event: IdleEvent) => send(h, event),
  'idle.logout': async (h: Harness, event: IdleEvent) => send(h, event),
  'xstate.after.idle.kioskIdle.watching': async (h: Harness) => {
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(state(h)).toBe('watching');
    await vi.advanceTimersByTimeAsync(1);
    h.askedAt = Date.now();
  },
  'xstate.after.warning.kioskIdle.asking': async (h: Harness) => {
    await vi.advanceTimersByTimeAsync(KIOSK_WARNING_MS - 1);
    expect(state(h)).toBe('asking');
    await vi.advanceTimersByTimeAsync(1);
  },
};

const stateAssertions = {
  watching: (h: Harness, snapshot: IdleSnapshot) => {
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.warnedAt).toBeNull();
  },
  asking: (h: Harness, snapshot: IdleSnapshot) => {
    expect(snapshot.status).toBe('active');
    expect(snapshot.context.warnedAt).toBe(h.askedAt);
  },
  timedOut: (_h: Harness, snapshot: IdleSnapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ reason: 'idle' });
  },
  loggedOut: (_h: Harness, snapshot: IdleSnapshot) => {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({ reason: 'chosen' });
  },
};

const events: IdleEvent[] = [
  { type: 'activity' },
  { type: 'idle.continue' },
  { type: 'idle.logout' },
  { type: 'xstate.after.idle.kioskIdle.watching' } as unknown as IdleEvent,
  { type: 'xstate.after.warning.kioskIdle.asking' } as unknown as IdleEvent,
];
const serializeState = (snapshot: IdleSnapshot) => String(snapshot.value);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('kiosk idle machine, every allowed transition', () => {
  walkEveryEdge({
    machine: kioskIdleMachine,
    edges: allowedEdges(kioskIdleMachine, { events, input: { idleMs: IDLE_MS }, serializeState }),
    createHarness,
    executors,
    stateAssertions,
    serializeState,
  });
});

describe('kiosk idle machine', () => {
  it('waits 3 minutes unless the hospital sets another time', async () => {
    const actor = createActor(kioskIdleMachine, { input: {} }).start();
    await vi.advanceTimersByTimeAsync(KIOSK_IDLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('asking');
    actor.stop();
  });

  it('is not answered by other input while it asks: only Continue or Log out, else it ends', async () => {
    const actor = createActor(kioskIdleMachine, { input: { idleMs: IDLE_MS } }).start();
    await vi.advanceTimersByTimeAsync(IDLE_MS);
    actor.send({ type: 'activity' });
    expect(actor.getSnapshot().value).toBe('asking');
    await vi.advanceTimersByTimeAsync(KIOSK_WARNING_MS);
    expect(actor.getSnapshot().output).toEqual({ reason: 'idle' });
  });

  it('asks afresh after Continue: a whole wait again, and a new time asked', async () => {
    const actor = createActor(kioskIdleMachine, { input: { idleMs: IDLE_MS } }).start();
    await vi.advanceTimersByTimeAsync(IDLE_MS + 10_000);
    actor.send({ type: 'idle.continue' });
    await vi.advanceTimersByTimeAsync(IDLE_MS - 1);
    expect(actor.getSnapshot().value).toBe('watching');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.warnedAt).toBe(NOW + 2 * IDLE_MS + 10_000);
    actor.stop();
  });
});
