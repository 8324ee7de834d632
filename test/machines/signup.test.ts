import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import type { Invite, Patient } from '../../src/contract/choice';
import { loadKeptInviteCode } from '../../src/machines/signup/inviteStorage';
import { signupMachine, type SignupInput } from '../../src/machines/signup/signupMachine';
import type { AccountForm, ClaimInput, SignupLogin } from '../../src/machines/signup/signupActors';

/**
 * The sign-up machine's memory over a reload (issue 19, item 5): the invite code, and only it, is kept for the tab
 * from a valid look-up until the invite is used, found invalid or the flow is reset.
 */
const INVITE: Invite = { email: 'ana@example.com', cellPhone: '+1 (614) 555-0123', customAcknowledgementText: null } as Invite;
const PATIENT = { initial: 'M', lastName: 'Rivera', dateOfBirth: '03/14/1948' };
const ACCOUNT: AccountForm = {
  relationship: 'fc_family',
  firstName: 'Ana',
  lastName: 'Rivera',
  email: 'ana@example.com',
  cellPhone: '6145550123',
  password: 'family-secret',
  confirmPassword: 'family-secret',
};
const LOGIN = { expiresAt: 2_000_000_000, user: { id: 1 } } as SignupLogin;
type SignupEvent = EventFromLogic<typeof signupMachine>;

function start(input: SignupInput, { inviteFails = false } = {}) {
  const calls = { fetchInvite: [] as string[], claim: [] as ClaimInput[], navigate: [] as string[], announced: [] as (SignupLogin | null)[] };
  const machine = signupMachine.provide({
    actors: {
      fetchInviteActor: fromPromise<Invite, { inviteCode: string }>(async ({ input: { inviteCode } }) => {
        calls.fetchInvite.push(inviteCode);
        if (inviteFails) throw new Error('404');
        return INVITE;
      }),
      createAccountActor: fromPromise(async () => LOGIN.user),
      loginActor: fromPromise(async () => LOGIN),
      claimActor: fromPromise<Patient, ClaimInput>(async ({ input }) => {
        calls.claim.push(input);
        return { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true };
      }),
    },
    actions: {
      navigateTo: (_, params) => calls.navigate.push(params.to),
      announceSession: (_, params) => calls.announced.push(params.login),
    },
    delays: { inviteDelay: 0 },
  });
  const actor = createActor(machine, { input }).start();
  const send = (event: SignupEvent) => actor.send(event);
  // Simulated time (fake timers): each round lets the stand-in requests answer and the 0 ms delays pass.
  const settled = async () => {
    for (let round = 0; round < 5; round++) await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, send, settled };
}

const tabStorage = () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the invite kept for a reload', () => {
  it('keeps the code of a valid invite, and nothing typed on either form', async () => {
    const { actor, send, settled } = start({});
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    expect(actor.getSnapshot().value).toBe('start');
    expect(loadKeptInviteCode()).toBe('code-1');
    send({ type: 'patient.submitted', patient: PATIENT });
    send({ type: 'account.changed', account: ACCOUNT });
    expect(tabStorage()).not.toMatch(/Rivera|1948|family-secret|Ana/);
  });

  it('returns to Welcome after a reload there, with the patient form empty', async () => {
    const { actor, calls, send, settled } = start({ keptInviteCode: 'code-1' });
    send({ type: 'route.entered', step: 'start' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settled();
    expect(calls.fetchInvite).toEqual(['code-1']);
    expect(actor.getSnapshot().value).toBe('start');
    expect(actor.getSnapshot().context.patient).toEqual({ initial: '', lastName: '', dateOfBirth: '' });
    expect(calls.navigate).toEqual([]); // the address is already right
  });

  it("returns to Create Your Account after a reload there, with the invite's e-mail and phone and no password", async () => {
    const { actor, send, settled } = start({ keptInviteCode: 'code-1' });
    send({ type: 'route.entered', step: 'account' });
    await settled();
    expect(actor.getSnapshot().value).toBe('account');
    expect(actor.getSnapshot().context.account).toEqual({ ...ACCOUNT, relationship: '', firstName: '', lastName: '', password: '', confirmPassword: '' });
    expect(actor.getSnapshot().context.patientDone).toBe(false);
  });

  it('without a kept invite a reload starts nothing (the route then shows Currently Unavailable)', () => {
    const { actor, send } = start({});
    send({ type: 'route.entered', step: 'account' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('an account created without the patient details (lost in a reload) skips the claim and asks for them at verify', async () => {
    const { actor, calls, send, settled } = start({ keptInviteCode: 'code-1' });
    send({ type: 'route.entered', step: 'account' });
    await settled();
    send({ type: 'account.submitted', account: ACCOUNT });
    await settled();
    expect(actor.getSnapshot().matches({ verify: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.claimError).toBeNull();
    expect(calls.claim).toEqual([]);
    expect(calls.announced).toEqual([LOGIN]);
    expect(calls.navigate).toEqual(['/choice/verify']);
    expect(loadKeptInviteCode()).toBeNull(); // used by the new account
  });

  it('forgets the code when the invite is used: account created, patient claimed', async () => {
    const { actor, calls, send, settled } = start({});
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    send({ type: 'patient.submitted', patient: PATIENT });
    send({ type: 'account.submitted', account: ACCOUNT });
    await settled();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.claim).toHaveLength(1);
    expect(loadKeptInviteCode()).toBeNull();
  });

  it('forgets the code of an invite found invalid, at the link or after a reload', async () => {
    sessionStorage.setItem('carechoice:invite', 'old-code');
    const atLink = start({ keptInviteCode: 'old-code' }, { inviteFails: true });
    atLink.send({ type: 'invite.opened', inviteCode: 'bad-code' });
    await atLink.settled();
    expect(atLink.actor.getSnapshot().value).toBe('inviteInvalid');
    expect(loadKeptInviteCode()).toBeNull();

    sessionStorage.setItem('carechoice:invite', 'used-code');
    const reloaded = start({ keptInviteCode: 'used-code' }, { inviteFails: true });
    reloaded.send({ type: 'route.entered', step: 'start' });
    await reloaded.settled();
    expect(reloaded.actor.getSnapshot().value).toBe('inviteInvalid');
    expect(loadKeptInviteCode()).toBeNull();
  });

  it('forgets the code when the session ends before the flow began (logged in on the login page instead)', () => {
    sessionStorage.setItem('carechoice:invite', 'code-1');
    const { actor, send } = start({ keptInviteCode: 'code-1' });
    send({ type: 'signup.reset' });
    expect(loadKeptInviteCode()).toBeNull();
    send({ type: 'route.entered', step: 'start' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('forgets the code when the flow is reset by the session ending', async () => {
    const { actor, send, settled } = start({ keptInviteCode: 'code-1' });
    sessionStorage.setItem('carechoice:invite', 'code-1');
    send({ type: 'route.entered', step: 'verify' });
    send({ type: 'signup.reset' });
    await settled();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.inviteCode).toBeNull();
    expect(loadKeptInviteCode()).toBeNull();
  });
});
