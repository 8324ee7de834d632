/**
 * Sign-up and patient claim: invite link → patient details → account → (create, log in, claim) → dashboard, or
 * → verify when the claim does not match.
 *
 * idle            nothing started; the invite link starts it (`invite.opened`), CHOICE_VERIFY starts verify.
 * fetchingInvite  the invite look-up, then `invitePause` (600 ms), then `start` (CHOICE_START).
 * resuming        a reload on CHOICE_START or CHOICE_ACCOUNT: the invite kept for the tab (its code only) is looked up
 *                 again and the flow returns to the same step, the patient form empty.
 * inviteInvalid   'Invalid Invite Code'.
 * start           CHOICE_START: patient details.          account: CHOICE_ACCOUNT: account details.
 * creatingAccount → loggingIn (failure ignored) → claiming → done (dashboard) | verify.ready (CHOICE_VERIFY).
 * verify          loads the user's invite (600 ms), then re-entry of the patient details and a new claim.
 *
 * Invariants: what the user typed (both forms) lives in context and survives going back, failures and retries, never
 * a reload; the invite code is kept for the tab from a valid look-up until the invite is used (account created),
 * found invalid or the flow reset; the claim error clears on a new start or new patient details; the session
 * machine only hears of the new session (`announceSession`) once the claim has an outcome, so the guards do not
 * move the user mid-flow. An account created without the patient's details (a reload forgot them) skips the claim
 * and goes to verify, which asks for them.
 */
import { assign, enqueueActions, not, or, sendTo, setup, stateIn, type AnyActorRef } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { Invite } from '../../contract/choice';
import type { Relationship } from '../../contract/user';
import type { Language } from '../../contract/language';
import { pathFor } from '../../routePaths';
import { shellOf, type NavigateParams } from '../shell';
import { LANGUAGE_ID, SESSION_ID } from '../systemIds';
import type { ToastNotice } from '../toast';
import {
  claimActor,
  createAccountActor,
  fetchCurrentInviteActor,
  fetchInviteActor,
  loginActor,
  type AcceptedAcknowledgement,
  type AccountForm,
  type PatientForm,
  type SignupLogin,
} from './signupActors';
import { forgetInviteCode, keepInviteCode, keepTypedForms, type KeptSignupForms } from './inviteStorage';

export const INVITE_DELAY_MS = 600;

export type SignupStep = 'start' | 'account' | 'verify';

export interface SignupContext {
  inviteCode: string | null;
  invite: Invite | null;
  patient: PatientForm;
  /** Whether the patient form was submitted once, so CHOICE_ACCOUNT may be shown. */
  patientDone: boolean;
  account: AccountForm;
  createError: { code: string; message?: string; fields?: Record<string, string> } | null;
  /** Why the last invite look-up failed (SPEC §4 Invite: stored; the 'Invalid Invite Code' page shows): its code. */
  inviteError: string | null;
  /** Why the last claim failed; cleared by new patient details or a new start (SPEC §4 Claim). */
  claimError: ClaimError | null;
  login: SignupLogin | null;
  /** The acknowledgement as accepted on CHOICE_START, sent with the claim; null until then. */
  acknowledgement: AcceptedAcknowledgement | null;
}

/** The server's refusals of a claim that the verify screen words on their own (decisions.md: claim limits). */
export const CLAIM_LIMITS = ['TooManyAttempts', 'InviteRevoked'] as const;
export type ClaimLimit = (typeof CLAIM_LIMITS)[number];

export interface ClaimError {
  /** SPEC §4 Claim: NotFound when the claim answered 404 (no patient matched), else Error. */
  code: 'NotFound' | 'Error';
  /** A refusal past the claim limits (429 TooManyAttempts, 403 InviteRevoked), null for any other failure. */
  limit: ClaimLimit | null;
}

export function toClaimError(error: unknown): ClaimError {
  const failure = toApiFailure(error);
  const limit = CLAIM_LIMITS.find((code) => code === failure.code) ?? null;
  return { code: failure.status === 404 ? 'NotFound' : 'Error', limit };
}

export type SignupEvent =
  | { type: 'invite.opened'; inviteCode: string }
  | { type: 'route.entered'; step: SignupStep }
  | { type: 'patient.changed'; patient: PatientForm }
  /** `acknowledgement`: the words the family accepted with the patient's details, in the language they read. */
  | { type: 'patient.submitted'; patient: PatientForm; acknowledgement: AcceptedAcknowledgement }
  | { type: 'account.changed'; account: AccountForm }
  | { type: 'account.back' }
  /** `language`: the language on screen, the account's first; without it, the invite's. */
  | { type: 'account.submitted'; account: AccountForm; language?: Language }
  /** `acknowledgement`: what the claim page would show, used only if none was accepted in this flow (a new login). */
  | { type: 'verify.submitted'; patient: PatientForm; acknowledgement: AcceptedAcknowledgement }
  | { type: 'signup.reset' };

export interface SignupInput {
  /** The code of the sign-up this tab had begun before a reload (inviteStorage), if any. */
  keptInviteCode?: string | null;
  /** What was typed for that invite before the reload, passwords aside. */
  keptForms?: KeptSignupForms | null;
}

export const EMPTY_PATIENT: PatientForm = { initial: '', lastName: '', dateOfBirth: '' };
export const EMPTY_ACCOUNT: AccountForm = { relationship: '', firstName: '', lastName: '', email: '', cellPhone: '', password: '', confirmPassword: '' };

const initialContext = (): SignupContext => ({
  inviteCode: null,
  invite: null,
  patient: EMPTY_PATIENT,
  patientDone: false,
  account: EMPTY_ACCOUNT,
  createError: null,
  inviteError: null,
  claimError: null,
  login: null,
  acknowledgement: null,
});

/** A new invite link starts over, from any state a logged-out visitor can be in (logged-in users cannot open one). */

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
    input: {} as SignupInput | undefined,
  },
  actors: { fetchInviteActor, fetchCurrentInviteActor, createAccountActor, loginActor, claimActor },
  actions: {
    startOver: assign(({ event }) => ({ ...initialContext(), inviteCode: event.type === 'invite.opened' ? event.inviteCode : null })),
    // The account form starts with the e-mail and phone the hospital invited; what the family has
    // already typed stays.
    storeInvite: assign(({ context }, params: { invite: Invite }) => ({
      invite: params.invite,
      inviteError: null,
      account: {
        ...context.account,
        email: context.account.email || params.invite.email,
        cellPhone: context.account.cellPhone || params.invite.cellPhone.replace(/\D/g, '').slice(-10),
      },
    })),
    /**
     * An invite opens the page in the language the planner wrote it in, once per invite read: a family that switched
     * since keeps its choice when the same invite is read again.
     */
    // Explicit types, as announceSession's.
    tellLanguageOfInvite: enqueueActions<SignupContext, SignupEvent, { invite: Invite }, SignupEvent, never, never, never, never, never>(
      ({ context, enqueue, system }, params) => {
        const language = system.get(LANGUAGE_ID) as AnyActorRef | undefined;
        const wanted = params.invite.language;
        if (language && wanted && wanted !== context.invite?.language) enqueue.sendTo(language, { type: 'language.chosen', language: wanted });
      },
    ),
    keepInviteCode: ({ context }) => {
      if (context.inviteCode) keepInviteCode(context.inviteCode);
    },
    keepTyped: ({ context }) => {
      if (!context.inviteCode) return;
      const { password: _password, confirmPassword: _confirmation, ...account } = context.account;
      keepTypedForms({ inviteCode: context.inviteCode, patient: context.patient, patientDone: context.patientDone, acknowledgement: context.acknowledgement, account });
    },
    forgetInviteCode: () => forgetInviteCode(),
    storeInviteError: assign((_, params: { error: unknown }) => ({ inviteError: toApiFailure(params.error).code })),
    // New patient details clear the last claim's error (SPEC §4 Claim), as does a new start (`startOver`).
    storePatient: assign((_, params: { patient: PatientForm }) => ({ patient: params.patient, claimError: null })),
    acceptPatient: assign((_, params: { patient: PatientForm; acknowledgement: AcceptedAcknowledgement }) => ({
      patient: params.patient,
      patientDone: true,
      claimError: null,
      acknowledgement: params.acknowledgement,
    })),
    // Verifying again keeps the acknowledgement accepted at the start of this flow.
    verifyPatient: assign(({ context }, params: { patient: PatientForm; acknowledgement: AcceptedAcknowledgement }) => ({
      patient: params.patient,
      patientDone: true,
      claimError: null,
      acknowledgement: context.acknowledgement ?? params.acknowledgement,
    })),
    storeAccount: assign((_, params: { account: AccountForm }) => ({ account: params.account })),
    storeCreateError: assign((_, params: { error: unknown }) => {
      const failure = toApiFailure(params.error);
      return { createError: failure.status > 0 ? { code: failure.code, message: failure.message, fields: failure.fields } : { code: 'Error' } };
    }),
    clearCreateError: assign({ createError: null }),
    storeLogin: assign((_, params: { login: SignupLogin }) => ({ login: params.login })),
    storeClaimError: assign((_, params: { error: unknown }) => ({ claimError: toClaimError(params.error) })),
    navigateTo: sendTo(shellOf, (_, params: NavigateParams) => ({ type: 'shell.navigate' as const, to: params.to, replace: params.replace })),
    showToast: sendTo(shellOf, (_, params: { toast: ToastNotice }) => ({ type: 'shell.toast' as const, toast: params.toast })),
    /** Hands the new session to the session machine, the root of the system. */
    // Explicit types: inferred inside setup, enqueueActions would widen every other action's params to unknown.
    announceSession: enqueueActions<SignupContext, SignupEvent, { login: SignupLogin | null }, SignupEvent, never, never, never, never, never>(
      ({ enqueue, system }, params) => {
        // Alone (a unit test, a model walk) there is no session to tell.
        const session = system.get(SESSION_ID) as AnyActorRef | undefined;
        if (params.login && session) enqueue.sendTo(session, { type: 'session.established', expiresAt: params.login.expiresAt, user: params.login.user });
      },
    ),
  },
  guards: {
    enteredVerify: ({ event }) => event.type === 'route.entered' && event.step === 'verify',
    enteredStart: ({ event }) => event.type === 'route.entered' && event.step === 'start',
    // Forward to CHOICE_ACCOUNT (browser forward) only once the patient details were accepted.
    enteredAccountAfterPatient: ({ event, context }) => event.type === 'route.entered' && event.step === 'account' && context.patientDone,
    // A reload: the route's step, and the invite this tab kept.
    resumesStart: ({ event, context }) => event.type === 'route.entered' && event.step === 'start' && context.inviteCode !== null,
    resumesAccount: ({ event, context }) => event.type === 'route.entered' && event.step === 'account' && context.inviteCode !== null,
    resumingAccount: stateIn({ resuming: 'account' }),
    patientGiven: ({ context }) => context.patientDone,
    /** Verify and done have a session (the account exists): an invite link then is the session machine's to offer. */
    beforeAccount: not(or([stateIn('#signup.verify'), stateIn('#signup.done')])),
  },
  delays: {
    inviteDelay: INVITE_DELAY_MS,
  },
}).createMachine({
  id: 'signup',
  context: ({ input }) => {
    const kept = input?.keptForms?.inviteCode === input?.keptInviteCode ? input?.keptForms : null;
    return {
      ...initialContext(),
      inviteCode: input?.keptInviteCode ?? null,
      ...(kept && {
        patient: kept.patient,
        patientDone: kept.patientDone,
        acknowledgement: kept.acknowledgement,
        account: { ...EMPTY_ACCOUNT, ...kept.account, password: '', confirmPassword: '' },
      }),
    };
  },
  // An invite link starts over from any step before the account exists, even mid-request (that request is dropped).
  on: { 'invite.opened': { guard: 'beforeAccount', target: '.fetchingInvite', actions: 'startOver' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Logged in through the login page after opening an invite in this tab: logging out forgets that invite too.
        'signup.reset': { actions: ['startOver', 'forgetInviteCode'] },
        'route.entered': [
          { guard: 'enteredVerify', target: 'verify' },
          { guard: 'resumesStart', target: 'resuming.start' },
          { guard: 'resumesAccount', target: 'resuming.account' },
        ],
      },
    },
    resuming: {
      tags: ['loading'],
      // The child says which step the reload was on; the address is already there, so no navigation.
      initial: 'start',
      states: { start: {}, account: {} },
      invoke: {
        id: 'resumeInvite',
        src: 'fetchInviteActor',
        input: ({ context }) => ({ inviteCode: context.inviteCode ?? '' }),
        onDone: [
          {
            guard: 'resumingAccount',
            target: 'account',
            actions: [{ type: 'tellLanguageOfInvite', params: ({ event }) => ({ invite: event.output }) }, { type: 'storeInvite', params: ({ event }) => ({ invite: event.output }) }],
          },
          { target: 'start', actions: [{ type: 'tellLanguageOfInvite', params: ({ event }) => ({ invite: event.output }) }, { type: 'storeInvite', params: ({ event }) => ({ invite: event.output }) }] },
        ],
        onError: { target: 'inviteInvalid', actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    fetchingInvite: {
      tags: ['loading'],
      invoke: {
        id: 'fetchInvite',
        src: 'fetchInviteActor',
        input: ({ context }) => ({ inviteCode: context.inviteCode ?? '' }),
        onDone: {
          target: 'invitePause',
          actions: [{ type: 'tellLanguageOfInvite', params: ({ event }) => ({ invite: event.output }) }, { type: 'storeInvite', params: ({ event }) => ({ invite: event.output }) }, 'keepInviteCode'],
        },
        onError: { target: 'inviteInvalid', actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    invitePause: {
      tags: ['loading'],
      after: { inviteDelay: { target: 'start', actions: { type: 'navigateTo', params: { to: pathFor('CHOICE_START') } } } },
    },
    inviteInvalid: {
      entry: 'forgetInviteCode',
    },
    start: {
      on: {
        'patient.changed': { actions: [{ type: 'storePatient', params: ({ event }) => event }, 'keepTyped'] },
        'patient.submitted': {
          target: 'account',
          actions: [{ type: 'acceptPatient', params: ({ event }) => event }, 'keepTyped', { type: 'navigateTo', params: { to: pathFor('CHOICE_ACCOUNT') } }],
        },
        'route.entered': { guard: 'enteredAccountAfterPatient', target: 'account' },
      },
    },
    account: {
      on: {
        'account.changed': { actions: [{ type: 'storeAccount', params: ({ event }) => event }, 'keepTyped'] },
        'account.back': { target: 'start', actions: { type: 'navigateTo', params: { to: pathFor('CHOICE_START') } } },
        'account.submitted': {
          target: 'creatingAccount',
          actions: [{ type: 'storeAccount', params: ({ event }) => event }, 'clearCreateError'],
        },
        'route.entered': { guard: 'enteredStart', target: 'start' },
      },
    },
    creatingAccount: {
      tags: ['busy'],
      invoke: {
        id: 'createAccount',
        src: 'createAccountActor',
        input: ({ context, event }) => ({
          account: context.account,
          inviteCode: context.inviteCode ?? '',
          language: event.type === 'account.submitted' ? event.language : undefined,
        }),
        onDone: {
          target: 'loggingIn',
          // The invite is used now: a reload from here on is the signed-in verify step's, or the login page's.
          actions: ['forgetInviteCode', { type: 'showToast', params: { toast: { kind: 'accountCreated' } } }],
        },
        onError: {
          target: 'account',
          actions: [
            { type: 'storeCreateError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: { toast: { kind: 'createAccountFailed' } } },
          ],
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'loginActor',
        input: ({ context }) => ({ email: context.account.email, password: context.account.password }),
        onDone: [
          { guard: 'patientGiven', target: 'claiming', actions: { type: 'storeLogin', params: ({ event }) => ({ login: event.output }) } },
          {
            target: 'verify.ready',
            actions: [
              { type: 'storeLogin', params: ({ event }) => ({ login: event.output }) },
              { type: 'announceSession', params: ({ event }) => ({ login: event.output }) },
              { type: 'navigateTo', params: { to: pathFor('CHOICE_VERIFY') } },
            ],
          },
        ],
        onError: [
          { guard: 'patientGiven', target: 'claiming' },
          { target: 'verify.ready', actions: { type: 'navigateTo', params: { to: pathFor('CHOICE_VERIFY') } } },
        ],
      },
    },
    claiming: {
      tags: ['busy'],
      invoke: {
        id: 'claim',
        src: 'claimActor',
        input: ({ context }) => ({
          patient: context.patient,
          acknowledgement: context.acknowledgement,
          by: (context.account.relationship || null) as Relationship | null,
        }),
        onDone: {
          target: 'done',
          actions: [{ type: 'announceSession', params: ({ context }) => ({ login: context.login }) }, { type: 'navigateTo', params: { to: pathFor('DASHBOARD') } }],
        },
        onError: {
          target: 'verify.ready',
          actions: [
            { type: 'storeClaimError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: { toast: { kind: 'claimFailed' } } },
            { type: 'announceSession', params: ({ context }) => ({ login: context.login }) },
            { type: 'navigateTo', params: { to: pathFor('CHOICE_VERIFY') } },
          ],
        },
      },
    },
    verify: {
      // Only here and in `done` can a session exist to end (logout, 401): then the flow forgets everything.
      on: { 'signup.reset': { target: 'idle', actions: ['startOver', 'forgetInviteCode'] } },
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchCurrentInvite',
            src: 'fetchCurrentInviteActor',
            onDone: { target: 'pause', actions: [{ type: 'tellLanguageOfInvite', params: ({ event }) => ({ invite: event.output }) }, { type: 'storeInvite', params: ({ event }) => ({ invite: event.output }) }] },
            // Without the invite the default acknowledgement applies; the user can still retry the claim.
            onError: { target: 'pause', actions: { type: 'storeInviteError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        pause: {
          tags: ['loading'],
          after: { inviteDelay: 'ready' },
        },
        ready: {
          on: {
            'patient.changed': { actions: { type: 'storePatient', params: ({ event }) => event } },
            'verify.submitted': { target: 'claiming', actions: { type: 'verifyPatient', params: ({ event }) => event } },
          },
        },
        claiming: {
          tags: ['busy'],
          invoke: {
            id: 'verifyClaim',
            src: 'claimActor',
            input: ({ context }) => ({
              patient: context.patient,
              acknowledgement: context.acknowledgement,
              by: (context.account.relationship || null) as Relationship | null,
            }),
            onDone: { target: '#signup.done', actions: { type: 'navigateTo', params: { to: pathFor('DASHBOARD') } } },
            onError: {
              target: 'ready',
              actions: [
                { type: 'storeClaimError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showToast', params: { toast: { kind: 'claimFailed' } } },
              ],
            },
          },
        },
      },
    },
    done: {
      entry: 'forgetInviteCode',
      on: {
        'route.entered': { guard: 'enteredVerify', target: 'verify' },
        'signup.reset': { target: 'idle', actions: ['startOver', 'forgetInviteCode'] },
      },
    },
  },
});
