import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { KioskList } from '../../../src/contract/kiosk';
import { kioskListMachine } from '../../../src/machines/hospital/kioskListMachine';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The staff page's kiosks on their own, every allowed edge: entering the page (again, while
 * it loads), the list, a failure and its retry, and a revoke the page's own request answered put in place in every
 * state; after every step, what is on show and whether a load is under way.
 */
type KioskListEvent = EventFromLogic<typeof kioskListMachine>;
type KioskListSnapshot = SnapshotFrom<typeof kioskListMachine>;
type WalkEvent = KioskListEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const listOf = (ids: number[]): KioskList => ({
  kiosks: ids.map((id) => ({ id, startedBy: 'Dana Okafor', createdAt: 1_763_807_400, expiresAt: 1_766_399_400, lastSeenAt: null })),
});
const LOADED = listOf([15, 12]);
const REVOKED = listOf([15]);
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([kioskListMachine]);

function createHarness() {
  const call = handAnswered<unknown, unknown>();
  const actor = createActor(kioskListMachine.provide({ actors: { fetchActor: call.logic } }), { inspect: coverage.inspect });
  actor.start();
  return { actor, asked: () => call.asked.length, answer: call.answer, pending: call.pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  h.actor.send(event as KioskListEvent);
  // Entering the page again, or a revoke answered meanwhile, replaces a load under way.
  if (underWay) expect(underWay.signal.aborted).toBe(true);
};
const executors = {
  'resource.entered': sendIt,
  'resource.retried': sendIt,
  'resource.changed': sendIt,
  'xstate.done.actor.fetch': (h) => h.answer('resolve', LOADED),
  'xstate.error.actor.fetch': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<KioskListEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: KioskListSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.value).toBeNull();
    expect(h.asked()).toBe(0);
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.pending()).not.toBeNull();
  },
  shown: (h, snapshot) => {
    expect([LOADED, REVOKED]).toContainEqual(snapshot.context.value);
    expect(snapshot.context.error).toBeNull();
    expect(h.pending()).toBeNull();
  },
  failed: (h, snapshot) => {
    expect(snapshot.context.error).toBe('Network');
    expect(snapshot.can({ type: 'resource.retried' })).toBe(true);
    expect(h.pending()).toBeNull();
  },
};

const events: WalkEvent[] = [
  { type: 'resource.entered' },
  { type: 'resource.retried' },
  { type: 'resource.changed', value: REVOKED },
  { type: 'xstate.done.actor.fetch', output: LOADED },
  { type: 'xstate.error.actor.fetch', error: DOWN },
];
const serializeState = (snapshot: KioskListSnapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.value ? `${snapshot.context.value.kiosks.length} kiosks` : 'nothing'}${snapshot.context.error ? ' (error)' : ''}`;
const edges = allowedEdges(kioskListMachine, { events: events as KioskListEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('kiosk list machine, every allowed transition', () => {
  walkEveryEdge({ machine: kioskListMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
