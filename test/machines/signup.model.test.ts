import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import type { Invite } from '../../src/contract/choice';
import type { AccountForm } from '../../src/machines/signup/signupActors';
import { INVITE_DELAY_MS, signupMachine } from '../../src/machines/signup/signupMachine';
import { allowedEdges, leafStateNames, stateKey } from '../support/modelWalk';
import { transitionCoverage } from '../support/transitionCoverage';

/**
 * The sign-up machine on its own, every allowed edge, with whether the patient was given and the account logged in
 * told apart: each walked from a fresh actor whose requests answer as the walk says, with the 3 s invitation pause
 * passed on a simulated clock. After every step the actor must be where the chart's own transition function says,
 * with the same facts, and must have asked for the address its screen has. The screens are signup.screens.test.tsx's;
 * the app takes each transition once in signup.model.test.tsx.
 */
type SignupEvent = EventFromLogic<typeof signupMachine>;
type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

const INVITE = { email: 'ana@example.com', cellPhone: '+1 (614) 555-0123', customAcknowledgementText: null } as Invite;
const PATIENT = { initial: 'Ł', lastName: 'Nguyễn', dateOfBirth: '03/14/1948' };
const ACCOUNT: AccountForm = {
  relationship: 'fc_family',
  firstName: '秀英',
  lastName: 'Nguyễn',
  email: 'ana@example.com',
  cellPhone: '6145550123',
  password: 'family-secret',
  confirmPassword: 'family-secret',
};

/** Every transition the chart defines must be taken by some walk of this file. */
const coverage = transitionCoverage([signupMachine]);

/** The actors' sources, by the request each stands for. */
type Request = 'fetchInviteActor' | 'fetchCurrentInviteActor' | 'createAccountActor' | 'loginActor' | 'claimActor';

function createHarness() {
  const pending: Partial<Record<Request, { resolve(value: unknown): void; reject(error: unknown): void }>> = {};
  const calls = { navigate: [] as string[], toasts: [] as string[], announced: 0 };
  // Typed by the chart's own sources: each answers what the walk gives it.
  const io = (name: Request) => fromPromise(() => new Promise((resolve, reject) => (pending[name] = { resolve, reject }))) as never;
  const machine = signupMachine.provide({
    actors: {
      fetchInviteActor: io('fetchInviteActor'),
      fetchCurrentInviteActor: io('fetchCurrentInviteActor'),
      createAccountActor: io('createAccountActor'),
      loginActor: io('loginActor'),
      claimActor: io('claimActor'),
    },
    actions: {
      navigateTo: (_, params) => calls.navigate.push(params.to),
      showToast: (_, params) => calls.toasts.push(params.toast.kind),
      announceSession: () => calls.announced++,
    },
  });
  // A tab that kept an invite's code, so that a reload on Welcome or Create Your Account is an edge.
  const actor = createActor(machine, { input: { keptInviteCode: 'invite-code' }, inspect: coverage.inspect }).start();
  return { actor, pending, calls };
}
type Harness = ReturnType<typeof createHarness>;

const settle = async (h: Harness, name: Request, outcome: 'resolve' | 'reject', value: unknown) => {
  const waiting = h.pending[name];
  if (!waiting) throw new Error(`No ${name} request is waiting`);
  delete h.pending[name];
  waiting[outcome](value);
  await vi.advanceTimersByTimeAsync(0);
};
/** The pause must pass in full: one millisecond short, nothing moves. */
const passInviteDelay = async (h: Harness) => {
  const before = JSON.stringify(h.actor.getSnapshot().value);
  await vi.advanceTimersByTimeAsync(INVITE_DELAY_MS - 1);
  expect(JSON.stringify(h.actor.getSnapshot().value)).toBe(before);
  await vi.advanceTimersByTimeAsync(1);
};
const PATIENT_CLAIMED = { id: 1, initial: 'Ł', lastName: 'Nguyễn', dateOfBirth: '1948-03-14', claimed: true };
const NOT_FOUND = new ApiFailure(404, 'NotFound', 'no match');
const LOGIN = { expiresAt: 2_000_000_000, user: { id: 1 } };

const answers: Record<string, (h: Harness) => Promise<void>> = {
  'xstate.done.actor.fetchInvite': (h) => settle(h, 'fetchInviteActor', 'resolve', INVITE),
  'xstate.error.actor.fetchInvite': (h) => settle(h, 'fetchInviteActor', 'reject', new ApiFailure(404, 'InviteInvalid', 'used')),
  'xstate.done.actor.resumeInvite': (h) => settle(h, 'fetchInviteActor', 'resolve', INVITE),
  'xstate.error.actor.resumeInvite': (h) => settle(h, 'fetchInviteActor', 'reject', new ApiFailure(404, 'InviteInvalid', 'used')),
  'xstate.done.actor.fetchCurrentInvite': (h) => settle(h, 'fetchCurrentInviteActor', 'resolve', INVITE),
  'xstate.error.actor.fetchCurrentInvite': (h) => settle(h, 'fetchCurrentInviteActor', 'reject', new ApiFailure(500, 'Error', 'down')),
  'xstate.done.actor.createAccount': (h) => settle(h, 'createAccountActor', 'resolve', { id: 1 }),
  'xstate.error.actor.createAccount': (h) => settle(h, 'createAccountActor', 'reject', new ApiFailure(400, 'EmailTaken', 'taken')),
  'xstate.done.actor.login': (h) => settle(h, 'loginActor', 'resolve', LOGIN),
  'xstate.error.actor.login': (h) => settle(h, 'loginActor', 'reject', new ApiFailure(400, 'InvalidCredentials', 'no')),
  'xstate.done.actor.claim': (h) => settle(h, 'claimActor', 'resolve', PATIENT_CLAIMED),
  'xstate.error.actor.claim': (h) => settle(h, 'claimActor', 'reject', NOT_FOUND),
  'xstate.done.actor.verifyClaim': (h) => settle(h, 'claimActor', 'resolve', PATIENT_CLAIMED),
  'xstate.error.actor.verifyClaim': (h) => settle(h, 'claimActor', 'reject', NOT_FOUND),
  'xstate.after.inviteDelay.signup.invitePause': passInviteDelay,
  'xstate.after.inviteDelay.signup.verify.pause': passInviteDelay,
};

const events = [
  { type: 'invite.opened', inviteCode: 'invite-code' },
  { type: 'route.entered', step: 'start' },
  { type: 'route.entered', step: 'account' },
  { type: 'route.entered', step: 'verify' },
  { type: 'patient.changed', patient: PATIENT },
  { type: 'patient.submitted', patient: PATIENT },
  { type: 'account.changed', account: ACCOUNT },
  { type: 'account.back' },
  { type: 'account.submitted', account: ACCOUNT },
  { type: 'verify.submitted', patient: PATIENT },
  { type: 'signup.reset' },
  // What the planning steps (the chart's pure transitions) are given; the walk's requests answer the same.
  ...Object.keys(answers).map((type) =>
    type.startsWith('xstate.done.actor.')
      ? { type, output: /Invite$/.test(type) ? INVITE : /login$/.test(type) ? LOGIN : PATIENT_CLAIMED }
      : type.startsWith('xstate.error.') ? { type, error: NOT_FOUND } : { type },
  ),
] as unknown as SignupEvent[];

const serializeState = (snapshot: SignupSnapshot) =>
  `${stateKey(snapshot.value)}${snapshot.context.patientDone ? ' (patient given)' : ''}${snapshot.context.login ? ' (logged in)' : ''}`;
const edges = allowedEdges(signupMachine, { events, input: { keptInviteCode: 'invite-code' }, serializeState: serializeState as never });

/** The address each screen has: the flow must have asked for it, on entering it or before. */
const ADDRESS: Record<string, string | null> = {
  start: '/choice/start',
  account: '/choice/account',
  'verify.ready': '/choice/verify',
};

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the sign-up machine, every allowed edge', () => {
  it.each(edges.map((edge) => [edge.name, edge] as const))('%s', async (_name, edge) => {
    const h = createHarness();
    for (const [index, step] of edge.steps.entries()) {
      const taken = `step ${index + 1}: --${step.event.type}--> ${serializeState(step.state as SignupSnapshot)}`;
      const navigations = h.calls.navigate.length;
      const answer = answers[step.event.type];
      if (answer) await answer(h);
      else {
        h.actor.send(step.event as SignupEvent);
        await vi.advanceTimersByTimeAsync(0);
      }
      const now = h.actor.getSnapshot();
      expect(serializeState(now), taken).toBe(serializeState(step.state as SignupSnapshot));
      // Moving to a screen by the flow's own doing asks for its address (an address typed is already there).
      const address = ADDRESS[stateKey(now.value)];
      const arrivedByAddress = step.event.type === 'route.entered';
      const moved = index === 0 || stateKey(edge.steps[index - 1]!.state.value) !== stateKey(now.value);
      if (address && moved && !arrivedByAddress && h.calls.navigate.length > navigations) expect(h.calls.navigate.at(-1), taken).toBe(address);
    }
  });

  it('reaches every state of the chart', () => {
    const reached = new Set(edges.flatMap((edge) => [edge.from, edge.to]).map((key) => key.split(' (')[0]));
    expect([...reached].sort()).toEqual(leafStateNames(signupMachine).sort());
  });
});
