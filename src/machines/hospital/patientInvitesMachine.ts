/**
 * The patient page's invites: invite the family, send an invite again, revoke one.
 *
 * inactive    no patient page entered yet (`invites.entered` starts every page, and forgets the last one's work).
 * idle        the page; 'Invite Family', and 'Resend' / 'Revoke' on each open invite.
 * editing     the invite form is open; what is typed lives in the form, which stays on screen through `creating` and
 *             a refusal (nothing typed is lost).
 * creating    the invite is being made; done → the link on show, the record reloaded; refused → back to the form.
 * resending   a fresh code for an invite (the old link stops working); done → the new link on show.
 * confirming  'Revoke' was pressed: a second, deliberate press is needed (a mistaken click must not end a link).
 * revoking    the invite is being revoked; done → the page says so, and a link of that invite on show is forgotten.
 *
 * The link (`link`) exists only in this actor's memory: the server keeps the code's hash, so the answer is the one
 * moment it can be shown. It is never stored or put in an address, and goes with the staff session (this actor runs
 * inside it) or when another patient's page is entered. After each change the patient record reloads
 * (`reloadRecord`, provided by the staff session machine, which knows that actor) so the list and statuses follow.
 */
import { assign, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { CreatedInvite, CreateInviteRequest } from '../../contract/planner';
import { createInviteActor, resendInviteActor, revokeInviteActor } from './patientInvitesActors';

/** What the form sends: the invite without its patient (the page's). */
export type InviteFormValues = Omit<CreateInviteRequest, 'patientId'>;

export interface InviteLink {
  inviteId: number;
  url: string;
  expiresAt: number;
  /** A resend's link (the old one no longer works) rather than a new invite's. */
  resent: boolean;
}

export type InviteAction = 'create' | 'resend' | 'revoke';

export interface PatientInvitesContext {
  patientId: number | null;
  link: InviteLink | null;
  /** The invite being resent, confirmed for revoking or revoked. */
  target: number | null;
  /** The last refusal, by what was tried: the server's code (InviteUsed, Network, …) and status. */
  failure: { action: InviteAction; code: string; status: number } | null;
  /** The invite just revoked, for the page's notice; null once anything else happens. */
  revoked: number | null;
}

export type PatientInvitesEvent =
  | { type: 'invites.entered'; patientId: number }
  | { type: 'form.opened' }
  | { type: 'form.closed' }
  | { type: 'form.submitted'; values: InviteFormValues }
  | { type: 'resend.asked'; inviteId: number }
  | { type: 'revoke.asked'; inviteId: number }
  | { type: 'revoke.confirmed' }
  | { type: 'revoke.cancelled' }
  | { type: 'link.dismissed' };

const toLink = (answer: CreatedInvite, resent: boolean): InviteLink => ({ inviteId: answer.inviteId, url: answer.url, expiresAt: answer.expiresAt, resent });

export const patientInvitesMachine = setup({
  types: { context: {} as PatientInvitesContext, events: {} as PatientInvitesEvent },
  actors: { createInviteActor, resendInviteActor, revokeInviteActor },
  actions: {
    /** Another patient's link never shows on this one's page. */
    enterPatient: assign(({ context }, params: { patientId: number }) => ({
      patientId: params.patientId,
      link: context.patientId === params.patientId ? context.link : null,
      target: null,
      failure: null,
      revoked: null,
    })),
    startAction: assign((_, params: { target: number | null }) => ({ target: params.target, failure: null, revoked: null })),
    storeLink: assign((_, params: { answer: CreatedInvite; resent: boolean }) => ({ link: toLink(params.answer, params.resent) })),
    storeFailure: assign((_, params: { action: InviteAction; error: unknown }) => {
      const failure = toApiFailure(params.error);
      return { failure: { action: params.action, code: failure.code, status: failure.status } };
    }),
    clearFailure: assign({ failure: null }),
    storeRevoked: assign(({ context }) => ({
      revoked: context.target,
      // That invite's link no longer works: it must not stay on screen to be handed over.
      link: context.link?.inviteId === context.target ? null : context.link,
    })),
    forgetLink: assign({ link: null }),
    clearTarget: assign({ target: null }),
    /** Provided by the staff session machine: the patient record loads afresh (the list and statuses changed). */
    reloadRecord: (_, _params: { patientId: number }) => {},
  },
  guards: {
    hasLink: ({ context }) => context.link !== null,
  },
}).createMachine({
  id: 'patientInvites',
  context: { patientId: null, link: null, target: null, failure: null, revoked: null },
  initial: 'inactive',
  states: {
    inactive: {},
    idle: {
      on: {
        'form.opened': { target: 'editing', actions: { type: 'startAction', params: { target: null } } },
        'resend.asked': { target: 'resending', actions: { type: 'startAction', params: ({ event }) => ({ target: event.inviteId }) } },
        'revoke.asked': { target: 'confirming', actions: { type: 'startAction', params: ({ event }) => ({ target: event.inviteId }) } },
        'link.dismissed': { guard: 'hasLink', actions: 'forgetLink' },
      },
    },
    editing: {
      on: {
        'form.submitted': 'creating',
        'form.closed': { target: 'idle', actions: 'clearFailure' },
      },
    },
    creating: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'createInvite',
        src: 'createInviteActor',
        input: ({ context, event }) => {
          if (event.type !== 'form.submitted') throw new Error(`creating entered by ${event.type}`);
          return { ...event.values, patientId: context.patientId! };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeLink', params: ({ event }) => ({ answer: event.output, resent: false }) },
            { type: 'reloadRecord', params: ({ context }) => ({ patientId: context.patientId! }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ action: 'create' as const, error: event.error }) } },
      },
    },
    resending: {
      tags: ['busy'],
      invoke: {
        id: 'resendInvite',
        src: 'resendInviteActor',
        input: ({ context }) => ({ inviteId: context.target! }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'storeLink', params: ({ event }) => ({ answer: event.output, resent: true }) },
            'clearTarget',
            { type: 'reloadRecord', params: ({ context }) => ({ patientId: context.patientId! }) },
          ],
        },
        // Most often the invite changed meanwhile (used, revoked): the record shows how it stands now.
        onError: {
          target: 'idle',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ action: 'resend' as const, error: event.error }) },
            { type: 'reloadRecord', params: ({ context }) => ({ patientId: context.patientId! }) },
          ],
        },
      },
    },
    confirming: {
      on: {
        'revoke.confirmed': 'revoking',
        'revoke.cancelled': { target: 'idle', actions: 'clearTarget' },
      },
    },
    revoking: {
      tags: ['busy'],
      invoke: {
        id: 'revokeInvite',
        src: 'revokeInviteActor',
        input: ({ context }) => ({ inviteId: context.target! }),
        onDone: {
          target: 'idle',
          actions: ['storeRevoked', 'clearTarget', { type: 'reloadRecord', params: ({ context }) => ({ patientId: context.patientId! }) }],
        },
        onError: {
          target: 'idle',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ action: 'revoke' as const, error: event.error }) },
            { type: 'reloadRecord', params: ({ context }) => ({ patientId: context.patientId! }) },
          ],
        },
      },
    },
  },
  on: {
    'invites.entered': { target: '.idle', actions: { type: 'enterPatient', params: ({ event }) => ({ patientId: event.patientId }) } },
  },
});
