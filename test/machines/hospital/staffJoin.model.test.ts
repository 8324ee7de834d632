import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import type { StaffInviteDetails, StaffJoinRequest } from '../../../src/contract/staff';
import type { User } from '../../../src/contract/user';
import { staffJoinMachine } from '../../../src/machines/hospital/staffJoinMachine';
import type { StaffLoginOutput } from '../../../src/machines/hospital/staffSessionActors';
import { handAnswered } from '../../support/handAnswered';
import { walkEveryEdge } from '../../support/edgeWalk';
import { allowedEdges, type ExecutorsFor } from '../../support/modelWalk';
import { transitionCoverage } from '../../support/transitionCoverage';

/**
 * A staff invitation's page on its own, every allowed edge: the link read (or found used, or not read), the password
 * set, refused for a field (kept for the form to show until the next edit) or because the link died meanwhile; after
 * every step, what is on show, which calls went out and whether the session was handed the login.
 */
type JoinEvent = EventFromLogic<typeof staffJoinMachine>;
type JoinSnapshot = SnapshotFrom<typeof staffJoinMachine>;
type WalkEvent = JoinEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const CODE = 'k3y-from-the-link';
const DETAILS: StaffInviteDetails = { firstName: 'Kim', email: 'kim@riverside.example', hospitalName: 'Riverside General', role: 'planner' };
const KIM: User = { id: 9, name: 'Kim Lee', email: 'kim@riverside.example', cellPhone: '', createdAt: 1_763_807_400, group: { type: 'planner' } };
const LOGIN: StaffLoginOutput = { expiresAt: 1_763_809_200, user: KIM };
const GONE = new ApiFailure(404, 'InviteInvalid', 'This link is not valid any more.');
const DOWN = new ApiFailure(0, 'Network', 'offline');
const TOO_COMMON = new ApiFailure(400, 'PasswordTooCommon', 'This password is too common.', { password: 'This password is too common.' });

const coverage = transitionCoverage([staffJoinMachine]);

function createHarness() {
  const lookUp = handAnswered<StaffInviteDetails, { code: string }>();
  const join = handAnswered<StaffLoginOutput, StaffJoinRequest>();
  const signedIn: StaffLoginOutput[] = [];
  const machine = staffJoinMachine.provide({
    actors: { fetchStaffInviteActor: lookUp.logic, joinStaffActor: join.logic },
    actions: { signedIn: (_, login) => signedIn.push(login) },
  });
  const actor = createActor(machine, { input: { code: CODE }, inspect: coverage.inspect });
  actor.start();
  return { actor, lookUp, join, signedIn };
}
type Harness = ReturnType<typeof createHarness>;

type Executor = (h: Harness, event: WalkEvent) => Promise<void>;
const sendIt: Executor = async (h, event) => {
  h.actor.send(event as JoinEvent);
};
const executors = {
  'join.submitted': sendIt,
  'join.edited': sendIt,
  'join.retried': sendIt,
  'xstate.done.actor.fetchStaffInvite': (h) => h.lookUp.answer('resolve', DETAILS),
  'xstate.error.actor.fetchStaffInvite': (h, event) => h.lookUp.answer('reject', (event as { error: unknown }).error),
  'xstate.done.actor.joinStaff': (h) => h.join.answer('resolve', LOGIN),
  'xstate.error.actor.joinStaff': (h, event) => h.join.answer('reject', (event as { error: unknown }).error),
} satisfies ExecutorsFor<JoinEvent['type'], Executor>;

const stateAssertions: Record<string, (h: Harness, snapshot: JoinSnapshot) => void> = {
  loading: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(h.lookUp.asked.at(-1)).toEqual({ code: CODE });
  },
  ready: (h, snapshot) => {
    expect(snapshot.context.details).toEqual(DETAILS);
    expect(snapshot.can({ type: 'join.submitted', password: 'x', confirmPassword: 'x' })).toBe(true);
    expect(h.signedIn).toEqual([]);
  },
  joining: (h, snapshot) => {
    expect(snapshot.hasTag('busy')).toBe(true);
    expect(snapshot.context.failure).toBeNull();
    expect(h.join.asked.at(-1)).toEqual({ code: CODE, password: 'a long pass phrase', confirmPassword: 'a long pass phrase' });
  },
  joined: (h, snapshot) => {
    expect(snapshot.status).toBe('done');
    expect(h.signedIn).toEqual([LOGIN]);
  },
  invalid: (h, snapshot) => {
    expect(snapshot.can({ type: 'join.submitted', password: 'x', confirmPassword: 'x' })).toBe(false);
    expect(h.signedIn).toEqual([]);
  },
  failed: (h, snapshot) => {
    expect(snapshot.context.failure?.code).toBe('Network');
    expect(snapshot.can({ type: 'join.retried' })).toBe(true);
  },
};

const events: WalkEvent[] = [
  { type: 'join.submitted', password: 'a long pass phrase', confirmPassword: 'a long pass phrase' },
  { type: 'join.edited' },
  { type: 'join.retried' },
  { type: 'xstate.done.actor.fetchStaffInvite', output: DETAILS },
  { type: 'xstate.error.actor.fetchStaffInvite', error: GONE },
  { type: 'xstate.error.actor.fetchStaffInvite', error: DOWN },
  { type: 'xstate.done.actor.joinStaff', output: LOGIN },
  { type: 'xstate.error.actor.joinStaff', error: TOO_COMMON },
  { type: 'xstate.error.actor.joinStaff', error: GONE },
];
/** The state and the refusal held: a field's refusal stays on show until the next edit. */
const serializeState = (snapshot: JoinSnapshot) => `${JSON.stringify(snapshot.value)}${snapshot.context.failure ? ` (${snapshot.context.failure.code})` : ''}`;
const edges = allowedEdges(staffJoinMachine, { events: events as JoinEvent[], input: { code: CODE }, serializeState });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('staff join machine, every allowed transition', () => {
  walkEveryEdge({ machine: staffJoinMachine, edges, createHarness, executors, stateAssertions, serializeState });
});
