import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { StartedKiosk } from '../../../src/contract/kiosk';
import type { User } from '../../../src/contract/user';
import { LOGOUT_PATIENCE_MS, staffLoggedOut } from '../../../src/machines/hospital/kioskStartActors';
import { kioskStartMachine } from '../../../src/machines/hospital/handOffMachine';
import { staffSessionMachine } from '../../../src/machines/hospital/staffSessionMachine';
import type { KeptKiosk } from '../../../src/machines/kiosk/kioskStorage';
import { walkEveryEdge } from '../../support/edgeWalk';
import { handAnswered } from '../../support/handAnswered';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * 'Use this device as a kiosk' on its own, every allowed edge: asked, cancelled, confirmed, the
 * kiosk made or refused (the question stays, with the failure), tried again. After every step: whether the question
 * is on show, the call, and what was handed on, in its order (the kiosk to the device, then the staff session ended,
 * then the family login), only once the server answered.
 */
type StartEvent = EventFromLogic<typeof kioskStartMachine>;
type StartSnapshot = SnapshotFrom<typeof kioskStartMachine>;
type WalkEvent = StartEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const STARTED: StartedKiosk = { token: 'k'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 3, familyLanguage: 'en' } };
const OFFLINE = new ApiFailure(0, 'Network', 'offline');

const coverage = transitionCoverage([kioskStartMachine]);

function createHarness() {
  const start = handAnswered<StartedKiosk, void>();
  const handedOn: (string | { kioskStarted: KeptKiosk })[] = [];
  const machine = kioskStartMachine.provide({
    actors: { handOffActor: start.logic as never },
    actions: {
      handedOver: (_, { output }) => handedOn.push({ kioskStarted: output as KeptKiosk }),
      endStaffSession: () => handedOn.push('endStaffSession'),
      leave: () => handedOn.push('openFamilyLogin'),
    },
  });
  const actor = createActor(machine, { inspect: coverage.inspect });
  actor.start();
  return { actor, start, handedOn };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => h.actor.send(event as StartEvent);
const executors = {
  'handOff.asked': sendIt,
  'handOff.cancelled': sendIt,
  'handOff.confirmed': async (h, event) => {
    const before = h.start.asked.length;
    h.actor.send(event as StartEvent);
    expect(h.start.asked).toHaveLength(before + 1);
  },
  'xstate.done.actor.handOff': (h) => h.start.answer('resolve', STARTED),
  'xstate.error.actor.handOff': (h, event) => h.start.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<StartEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: StartSnapshot) => void> = {
  idle: (h, snapshot) => {
    expect(snapshot.hasTag('asking')).toBe(false);
    expect(snapshot.context.failure).toBeNull();
    expect(h.start.pending()).toBeNull();
    expect(h.handedOn).toEqual([]);
  },
  confirming: (h, snapshot) => {
    expect(snapshot.hasTag('asking')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(false);
    expect(snapshot.context.failure).toBeNull();
    expect(h.handedOn).toEqual([]);
  },
  handingOver: (h, snapshot) => {
    expect(snapshot.hasTag('asking')).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(h.start.pending()).not.toBeNull();
    // No way out while the server may be making the kiosk: only its answer carries the token.
    expect(snapshot.can({ type: 'handOff.cancelled' })).toBe(false);
    expect(h.handedOn).toEqual([]);
  },
  failed: (h, snapshot) => {
    expect(snapshot.hasTag('asking')).toBe(true);
    expect(snapshot.context.failure?.code).toBe('Network');
    expect(snapshot.can({ type: 'handOff.confirmed' })).toBe(true);
    expect(h.handedOn).toEqual([]);
  },
  done: (h, snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(h.handedOn).toEqual([{ kioskStarted: STARTED }, 'endStaffSession', 'openFamilyLogin']);
  },
};

const events: WalkEvent[] = [
  { type: 'handOff.asked' },
  { type: 'handOff.cancelled' },
  { type: 'handOff.confirmed' },
  { type: 'xstate.done.actor.handOff', output: STARTED },
  { type: 'xstate.error.actor.handOff', error: OFFLINE },
];
const serializeState = (snapshot: StartSnapshot) => `${JSON.stringify(snapshot.value)}${snapshot.context.failure ? ` (${snapshot.context.failure.code})` : ''}`;
const edges = allowedEdges(kioskStartMachine, { events: events as StartEvent[], input: undefined as never, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('kiosk start machine, every allowed transition', () => {
  walkEveryEdge({ machine: kioskStartMachine, edges, createHarness, executors, stateAssertions, serializeState });
});

describe('waiting for the staff session’s logout before the family login loads', () => {
  const PLANNER: User = { id: 2, name: 'Dana Okafor', email: 'dana@riverside.example', cellPhone: '', createdAt: 1_763_807_400, group: { type: 'planner' } };
  const signedIn = (logout: ReturnType<typeof handAnswered<void, void>>) => {
    const session = createActor(staffSessionMachine.provide({ actors: { logoutActor: logout.logic as never } }), {
      input: { persisted: { user: PLANNER, tokenExpiresAt: Math.floor(Date.now() / 1000) + 1800 } },
    });
    session.start();
    return session;
  };

  it('settles once the server answered the logout, not before', async () => {
    const logout = handAnswered<void, void>();
    const session = signedIn(logout);
    session.send({ type: 'staff.logout' });
    const settled = vi.fn();
    void staffLoggedOut(session).then(settled);
    await vi.advanceTimersByTimeAsync(LOGOUT_PATIENCE_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await logout.answer('resolve', undefined);
    expect(settled).toHaveBeenCalledTimes(1);
    session.stop();
  });

  it('gives up waiting after LOGOUT_PATIENCE_MS, and settles at once when nobody is signed in', async () => {
    const logout = handAnswered<void, void>();
    const session = signedIn(logout);
    session.send({ type: 'staff.logout' });
    const settled = vi.fn();
    void staffLoggedOut(session).then(settled);
    await vi.advanceTimersByTimeAsync(LOGOUT_PATIENCE_MS);
    expect(settled).toHaveBeenCalledTimes(1);
    session.stop();

    const nobody = createActor(staffSessionMachine, { input: { persisted: null } }).start();
    await expect(staffLoggedOut(nobody)).resolves.toBeUndefined();
    nobody.stop();
  });
});

it('ignores a cancel while the kiosk is being made', () => {
  const h = createHarness();
  h.actor.send({ type: 'handOff.asked' });
  h.actor.send({ type: 'handOff.confirmed' });
  h.actor.send({ type: 'handOff.cancelled' });
  expect(h.actor.getSnapshot().value).toBe('handingOver');
  h.actor.stop();
});
