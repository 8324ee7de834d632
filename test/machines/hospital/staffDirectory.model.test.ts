import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { StaffDirectory } from '../../../src/contract/staff';
import { staffDirectoryMachine } from '../../../src/machines/hospital/staffDirectoryMachine';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * The staff page's machine on its own, every allowed edge: entering the page (again, while it loads), the directory,
 * a failure and its retry, and a change the page's own requests answered (an invitation, a deactivation) put in place
 * in every state; after every step, what is on show and whether a load is under way.
 */
type DirectoryEvent = EventFromLogic<typeof staffDirectoryMachine>;
type DirectorySnapshot = SnapshotFrom<typeof staffDirectoryMachine>;
type WalkEvent = DirectoryEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const directoryOf = (names: string[]): StaffDirectory => ({
  members: names.map((name, index) => ({ id: index + 1, name, email: `${name.toLowerCase()}@riverside.example`, role: 'planner', createdAt: 1_763_807_400, deactivatedAt: null, isYou: index === 0 })),
  invites: [],
});
const LOADED = directoryOf(['Avery', 'Dana']);
const CHANGED = directoryOf(['Avery', 'Dana', 'Kim']);
const DOWN = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([staffDirectoryMachine]);

function createHarness() {
  const call = handAnswered<unknown, unknown>();
  const actor = createActor(staffDirectoryMachine.provide({ actors: { fetchActor: call.logic } }), { inspect: coverage.inspect });
  actor.start();
  return { actor, asked: () => call.asked.length, answer: call.answer, pending: call.pending };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  const underWay = h.pending();
  h.actor.send(event as DirectoryEvent);
  // Entering the page again, or a change answered meanwhile, replaces a load under way.
  if (underWay) expect(underWay.signal.aborted).toBe(true);
};
const executors = {
  'resource.entered': sendIt,
  'resource.retried': sendIt,
  'resource.changed': sendIt,
  'xstate.done.actor.fetch': (h) => h.answer('resolve', LOADED),
  'xstate.error.actor.fetch': (h, event) => h.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<DirectoryEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: DirectorySnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.context.value).toBeNull();
    expect(h.asked()).toBe(0);
  },
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.pending()).not.toBeNull();
  },
  shown: (h, snapshot) => {
    expect([LOADED, CHANGED]).toContainEqual(snapshot.context.value);
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
  { type: 'resource.changed', value: CHANGED },
  { type: 'xstate.done.actor.fetch', output: LOADED },
  { type: 'xstate.error.actor.fetch', error: DOWN },
];
const serializeState = (snapshot: DirectorySnapshot) =>
  `${JSON.stringify(snapshot.value)} ${snapshot.context.value ? `${snapshot.context.value.members.length} members` : 'nothing'}${snapshot.context.error ? ' (error)' : ''}`;
const edges = allowedEdges(staffDirectoryMachine, { events: events as DirectoryEvent[], input: undefined, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('staff directory machine, every allowed transition', () => {
  walkEveryEdge({ machine: staffDirectoryMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
