/**
 * The staff invitation's page (`/hospital/join/{code}`): the invited person sees whose console it
 * is and sets their password; their account is made and they are logged in.
 *
 * loading  what the link is for.
 * ready    the password form; `failure` holds the server's last refusal (a common password, say) for its fields.
 * joining  the password being set.
 * joined   done: `signedIn` (provided by the view) hands the login to the staff session, which opens the worklist.
 * invalid  the link was used, replaced, revoked or it expired (404): nothing to do here but ask for a new one.
 * failed   the link could not be read (the network, the server); `join.retried` asks again.
 */
import { assign, setup } from 'xstate';
import { toApiFailure, type ApiFailure } from '../../api/client';
import type { StaffInviteDetails } from '../../contract/staff';
import { fetchStaffInviteActor, joinStaffActor } from './staffActors';
import type { StaffLoginOutput } from './staffSessionActors';

export interface StaffJoinContext {
  code: string;
  details: StaffInviteDetails | null;
  failure: ApiFailure | null;
}

export type StaffJoinEvent =
  | { type: 'join.submitted'; password: string; confirmPassword: string }
  | { type: 'join.edited' }
  | { type: 'join.retried' };

export const staffJoinMachine = setup({
  types: { context: {} as StaffJoinContext, events: {} as StaffJoinEvent, input: {} as { code: string } },
  actors: { fetchStaffInviteActor, joinStaffActor },
  actions: {
    storeDetails: assign((_, params: { details: StaffInviteDetails }) => ({ details: params.details, failure: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toApiFailure(params.error) })),
    forgetFailure: assign({ failure: null }),
    // Provided by the view: the staff session takes the new login.
    signedIn: (_, _params: StaffLoginOutput) => {},
  },
  guards: {
    isInvalidLink: (_, params: { error: unknown }) => toApiFailure(params.error).status === 404,
  },
}).createMachine({
  id: 'staffJoin',
  context: ({ input }) => ({ code: input.code, details: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchStaffInvite',
        src: 'fetchStaffInviteActor',
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: 'ready', actions: { type: 'storeDetails', params: ({ event }) => ({ details: event.output }) } },
        onError: [
          { guard: { type: 'isInvalidLink', params: ({ event }) => ({ error: event.error }) }, target: 'invalid' },
          { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    ready: {
      on: {
        'join.submitted': 'joining',
        'join.edited': { actions: 'forgetFailure' },
      },
    },
    joining: {
      tags: ['busy'],
      entry: 'forgetFailure',
      invoke: {
        id: 'joinStaff',
        src: 'joinStaffActor',
        input: ({ context, event }) => {
          if (event.type !== 'join.submitted') throw new Error(`joining entered by ${event.type}`);
          return { code: context.code, password: event.password, confirmPassword: event.confirmPassword };
        },
        onDone: { target: 'joined', actions: { type: 'signedIn', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isInvalidLink', params: ({ event }) => ({ error: event.error }) }, target: 'invalid' },
          { target: 'ready', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    joined: { type: 'final' },
    invalid: {},
    failed: {
      on: { 'join.retried': 'loading' },
    },
  },
});
