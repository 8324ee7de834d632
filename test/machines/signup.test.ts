import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type EventFromLogic } from 'xstate';
import type { Invite, Patient } from '../../src/contract/choice';
import { loadKeptInviteCode, loadTypedForms } from '../../src/machines/signup/inviteStorage';
import { ApiFailure } from '../../src/api/client';
import { signupMachine, type SignupInput } from '../../src/machines/signup/signupMachine';
import type { AccountForm, ClaimInput, SignupLogin } from '../../src/machines/signup/signupActors';
import { SIGNUP_ID } from '../../src/machines/systemIds';
import { besideLanguageTask } from '../support/besideLanguageTask';

/**
 * The sign-up machine's memory over a reload: the invite code, and only it, is kept for the tab
 * from a valid look-up until the invite is used, found invalid or the flow is reset.
 */
const INVITE: Invite = { email: 'ana@example.com', cellPhone: '+1 (614) 555-0123', customAcknowledgementText: null } as Invite;
const PATIENT = { initial: 'M', lastName: 'Rivera', dateOfBirth: '03/14/1948' };
const ACCEPTED = { text: 'Al crear una cuenta, reconozco que se me otorga el derecho de elegir.', language: 'es' } as const;
const SHOWN_AT_VERIFY = { text: 'By creating an account I acknowledge that I am being given the right to choose.', language: 'en' } as const;
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

/**
 * A sign-up actor whose requests answer at once. `language`: it runs in a system beside a stand-in language task,
 * which records what it is told there.
 */
function start(input: SignupInput, { inviteFails = false, claimFails = [] as unknown[], invite = INVITE, language = null as unknown[] | null, currentInvite = null as Invite | null } = {}) {
  const calls = { fetchInvite: [] as string[], claim: [] as ClaimInput[], navigate: [] as string[], announced: [] as (SignupLogin | null)[] };
  const machine = signupMachine.provide({
    actors: {
      fetchInviteActor: fromPromise<Invite, { inviteCode: string }>(async ({ input: { inviteCode } }) => {
        calls.fetchInvite.push(inviteCode);
        if (inviteFails) throw new ApiFailure(404, 'InviteInvalid', 'This invite is not valid or has already been used.');
        return invite;
      }),
      // What verify reads again after a failed claim (by default: the network, which a test has none of).
      ...(currentInvite ? { fetchCurrentInviteActor: fromPromise<Invite>(async () => currentInvite) } : {}),
      createAccountActor: fromPromise(async () => LOGIN.user),
      loginActor: fromPromise(async () => LOGIN),
      claimActor: fromPromise<Patient, ClaimInput>(async ({ input }) => {
        calls.claim.push(input);
        // Each claim takes the next failure given, if any.
        if (claimFails.length) throw claimFails.shift();
        return { id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true };
      }),
    },
    actions: {
      navigateTo: (_, params) => calls.navigate.push(params.to),
      announceSession: (_, params) => calls.announced.push(params.login),
    },
    delays: { inviteDelay: 0 },
  });
  const actor = language ? besideLanguageTask(machine, SIGNUP_ID, input, language) : createActor(machine, { input }).start();
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
  it('keeps the code of a valid invite and what was typed for it, in the tab only, never a password', async () => {
    const { actor, send, settled } = start({});
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    expect(actor.getSnapshot().value).toBe('start');
    expect(loadKeptInviteCode()).toBe('code-1');
    send({ type: 'patient.submitted', patient: PATIENT, acknowledgement: ACCEPTED });
    send({ type: 'account.changed', account: ACCOUNT });
    expect(tabStorage()).not.toMatch(/family-secret/);
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Rivera|1948|Ana/);
    const { password: _password, confirmPassword: _confirmation, ...typed } = ACCOUNT;
    expect(loadTypedForms('code-1')).toEqual({ inviteCode: 'code-1', patient: PATIENT, patientDone: true, acknowledgement: ACCEPTED, account: typed });
    // Another invite's sign-up finds none of it.
    expect(loadTypedForms('code-2')).toBeNull();
  });

  it('after a reload on Create Your Account, claims with the patient and acknowledgement kept, and forgets them', async () => {
    const { password: _password, confirmPassword: _confirmation, ...typed } = ACCOUNT;
    const keptForms = { inviteCode: 'code-1', patient: PATIENT, patientDone: true, acknowledgement: ACCEPTED, account: typed };
    const { actor, calls, send, settled } = start({ keptInviteCode: 'code-1', keptForms });
    send({ type: 'route.entered', step: 'account' });
    await settled();
    expect(actor.getSnapshot().context.account).toEqual({ ...ACCOUNT, password: '', confirmPassword: '' });
    send({ type: 'account.submitted', account: ACCOUNT });
    await settled();
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.claim).toEqual([{ patient: PATIENT, acknowledgement: ACCEPTED, by: 'fc_family' }]);
    expect(loadTypedForms('code-1')).toBeNull();
    expect(tabStorage()).not.toMatch(/Rivera|family-secret/);
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
    send({ type: 'patient.submitted', patient: PATIENT, acknowledgement: ACCEPTED });
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

describe('the claim error (SPEC §4 Claim: NotFound on a 404, else Error; cleared on a new start or new patient details)', () => {
  const noMatch = new ApiFailure(404, 'NotFound', 'No patient matches these details.');
  const locked = new ApiFailure(429, 'TooManyAttempts', 'Too many attempts to match the patient. Please try again in 15 minutes.');
  const revoked = new ApiFailure(403, 'InviteRevoked', 'After too many attempts this invite no longer works.');

  /** Signed up, the first claim (right after the account) failed with `first`: at verify, ready for another. */
  async function atVerify(first: unknown, later: unknown[] = []) {
    const flow = start({}, { claimFails: [first, ...later] });
    flow.send({ type: 'invite.opened', inviteCode: 'code-1' });
    await flow.settled();
    flow.send({ type: 'patient.submitted', patient: PATIENT, acknowledgement: ACCEPTED });
    flow.send({ type: 'account.submitted', account: ACCOUNT });
    await flow.settled();
    expect(flow.actor.getSnapshot().matches({ verify: 'ready' })).toBe(true);
    return flow;
  }

  it.each([
    ['a 404 (no patient matched)', noMatch, { code: 'NotFound', limit: null }],
    ['a server failure', new ApiFailure(500, 'Error', 'down'), { code: 'Error', limit: null }],
    ['no answer at all (network)', new ApiFailure(0, 'Network', 'offline'), { code: 'Error', limit: null }],
    ['too many attempts (429, claim limits)', locked, { code: 'Error', limit: 'TooManyAttempts' }],
    ['a revoked invite (403, claim limits)', revoked, { code: 'Error', limit: 'InviteRevoked' }],
    ['anything thrown', new TypeError('x is undefined'), { code: 'Error', limit: null }],
  ])('stores %s after the sign-up claim', async (_what, failure, stored) => {
    const { actor } = await atVerify(failure);
    expect(actor.getSnapshot().context.claimError).toEqual(stored);
  });

  it('stores the failure of a claim retried at verify the same way', async () => {
    const { actor, send, settled } = await atVerify(noMatch, [locked]);
    send({ type: 'verify.submitted', patient: PATIENT, acknowledgement: SHOWN_AT_VERIFY });
    expect(actor.getSnapshot().context.claimError).toBeNull(); // new details sent
    await settled();
    expect(actor.getSnapshot().matches({ verify: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.claimError).toEqual({ code: 'Error', limit: 'TooManyAttempts' });
  });

  it('sends the acknowledgement as accepted at the start, in its language, with the first claim and the retried one', async () => {
    const { calls, send, settled } = await atVerify(noMatch);
    send({ type: 'verify.submitted', patient: PATIENT, acknowledgement: SHOWN_AT_VERIFY });
    await settled();
    expect(calls.claim.map((claim) => claim.acknowledgement)).toEqual([ACCEPTED, ACCEPTED]);
  });

  it('clears it as soon as the patient details change', async () => {
    const { actor, send } = await atVerify(noMatch);
    send({ type: 'patient.changed', patient: { ...PATIENT, lastName: 'Riviera' } });
    expect(actor.getSnapshot().context.claimError).toBeNull();
  });

  it('clears it on a new start (the session ends and sign-up starts over)', async () => {
    const { actor, send } = await atVerify(noMatch);
    send({ type: 'signup.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.claimError).toBeNull();
  });
});

describe('the invite error (SPEC §4 Invite: stored, and the Invalid Invite Code page shows)', () => {
  it('stores why the look-up failed, at the link or on a reload, and a new link clears it', async () => {
    const atLink = start({}, { inviteFails: true });
    atLink.send({ type: 'invite.opened', inviteCode: 'bad-code' });
    await atLink.settled();
    expect(atLink.actor.getSnapshot().value).toBe('inviteInvalid');
    expect(atLink.actor.getSnapshot().context.inviteError).toBe('InviteInvalid');
    atLink.send({ type: 'invite.opened', inviteCode: 'another-code' });
    expect(atLink.actor.getSnapshot().context.inviteError).toBeNull();

    const reloaded = start({ keptInviteCode: 'used-code' }, { inviteFails: true });
    reloaded.send({ type: 'route.entered', step: 'account' });
    await reloaded.settled();
    expect(reloaded.actor.getSnapshot().value).toBe('inviteInvalid');
    expect(reloaded.actor.getSnapshot().context.inviteError).toBe('InviteInvalid');
  });

  it('has none after a valid look-up', async () => {
    const { actor, send, settled } = start({});
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    expect(actor.getSnapshot().value).toBe('start');
    expect(actor.getSnapshot().context.inviteError).toBeNull();
  });
});

describe('the language of an invite', () => {
  it('opens the page in the language the planner wrote the invite in, once per language read', async () => {
    const told: unknown[] = [];
    const spanish: Invite = { ...INVITE, language: 'es' };
    const { actor, send, settled } = start({}, { invite: spanish, currentInvite: spanish, language: told });
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    expect(told).toEqual([{ type: 'language.chosen', language: 'es' }]);
    send({ type: 'patient.submitted', patient: PATIENT, acknowledgement: ACCEPTED });
    send({ type: 'account.submitted', account: ACCOUNT });
    await settled();
    expect(actor.getSnapshot().value).toBe('done');
    // The same invite read again at verify (reached from the family's pages): a family that switched to English since
    // keeps it.
    send({ type: 'route.entered', step: 'verify' });
    await settled();
    expect(actor.getSnapshot().matches({ verify: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.invite).toEqual(spanish);
    expect(told).toHaveLength(1);
  });

  it('leaves the language alone for an invite without one', async () => {
    const told: unknown[] = [];
    const { send, settled } = start({}, { language: told });
    send({ type: 'invite.opened', inviteCode: 'code-1' });
    await settled();
    expect(told).toEqual([]);
  });
});
