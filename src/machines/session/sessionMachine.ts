/**
 * The session: who is logged in and until when.
 *
 * restoring  → loggedIn when the persisted expiry is still in the future, else loggedOut.
 * loggedOut  → loggingIn on `session.login`; straight to loggedIn on `session.established` (sign-up logged in).
 * loggingIn  → loggedIn (family accounts only) or back to loggedOut with the 'Could Not Login' toast.
 * loggedIn   → refreshing 60 s before the expiry (the `refreshDelay`); the only state in which a refresh is armed.
 * refreshing → loggedIn with the new expiry, or loggedOut when the refresh fails.
 * loggingOut → navigates to /login and clears state first, then posts logout; its outcome does not matter.
 *
 * Another invite link opened while logged in (issue 19, item 11): `checkingInvite` looks it up; a used or invalid one
 * (the family's own link, say) goes to the dashboard as before, a usable one is kept as `otherInviteCode` while its
 * page says who is logged in and offers to log out and continue; logging out (the same `session.logout` as the
 * header's) then leads to that invite instead of /login.
 *
 * Invariant: whenever the session ends (logout, failed refresh, any 401, `session.ended`), the user and every piece of
 * persisted client state are cleared and `session.cleared` is emitted so the other machines reset too.
 */
import { assign, emit, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { User } from '../../contract/user';
import { pathFor } from '../../routes';
import type { ToastNotice } from '../toast';
import { checkInviteActor, loginActor, logoutActor, refreshActor, type LoginOutput } from './sessionActors';
import { clearPersistedState, clearTabState, savePersistedSession, type PersistedSession } from './sessionStorage';

export const REFRESH_LEAD_MS = 60_000;

export interface SessionContext {
  user: User | null;
  /** Unix seconds; null when logged out. */
  tokenExpiresAt: number | null;
  /** The invite link on screen while logged in, if any: logging out continues there. */
  otherInviteCode: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  /** The sign-up flow logged in by itself (same credentials, right after creating the account). */
  | { type: 'session.established'; expiresAt: number; user: User }
  | { type: 'session.logout' }
  | { type: 'session.unauthorized' }
  | { type: 'session.ended' }
  | { type: 'user.updated'; user: User }
  /** The invite page, opened while logged in, shows (opened) and goes (closed). */
  | { type: 'otherInvite.opened'; inviteCode: string }
  | { type: 'otherInvite.closed' };

export type SessionEmitted = { type: 'session.cleared' };

export interface SessionInput {
  persisted: PersistedSession | null;
}

/** Too many attempts (429) says how long to wait, in the server's words; anything else is the spec's toast. */
const loginFailedToast = (error: unknown): ToastNotice => {
  const failure = toApiFailure(error);
  return failure.status === 429 ? { kind: 'loginLocked', detail: failure.message } : { kind: 'loginFailed' };
};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: { loginActor, refreshActor, logoutActor, checkInviteActor },
  actions: {
    storeLogin: assign((_, output: LoginOutput) => ({ user: output.user, tokenExpiresAt: output.expiresAt })),
    storeExpiry: assign((_, params: { expiresAt: number }) => ({ tokenExpiresAt: params.expiresAt })),
    storeUser: assign((_, params: { user: User }) => ({ user: params.user })),
    persistSession: ({ context }) => {
      if (context.user && context.tokenExpiresAt) savePersistedSession({ user: context.user, tokenExpiresAt: context.tokenExpiresAt });
    },
    clearSession: assign({ user: null, tokenExpiresAt: null, otherInviteCode: null }),
    storeOtherInvite: assign((_, params: { inviteCode: string | null }) => ({ otherInviteCode: params.inviteCode })),
    forgetPersistedState: () => clearPersistedState(),
    forgetTabState: () => clearTabState(),
    announceCleared: emit({ type: 'session.cleared' } as const),
    // Provided by the React layer (wouter's navigate and @mantine/notifications); no-ops in the bare machine.
    /** `replace`: the address moved to takes the place of the one shown (no history entry to come Back to). */
    navigateTo: (_, _params: { to: string; replace?: boolean }) => {},
    showToast: (_, _params: { toast: ToastNotice }) => {},
  },
  guards: {
    isSignedIn: ({ context }) => context.user !== null,
    hasOtherInvite: ({ context }) => context.otherInviteCode !== null,
    hasLiveSession: ({ context }) => Boolean(context.user && context.tokenExpiresAt && context.tokenExpiresAt * 1000 > Date.now()),
  },
  delays: {
    refreshDelay: ({ context }) => Math.max(0, (context.tokenExpiresAt ?? 0) * 1000 - REFRESH_LEAD_MS - Date.now()),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.persisted?.user ?? null,
    tokenExpiresAt: input.persisted?.tokenExpiresAt ?? null,
    otherInviteCode: null,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasLiveSession', target: 'loggedIn' },
        { target: 'loggedOut', actions: ['clearSession', 'forgetPersistedState'] },
      ],
    },
    loggedOut: {
      tags: ['loggedOut'],
      on: {
        'session.login': 'loggingIn',
        'session.established': {
          target: 'loggedIn',
          actions: [{ type: 'storeLogin', params: ({ event }) => ({ expiresAt: event.expiresAt, user: event.user }) }, 'persistSession'],
        },
      },
    },
    loggingIn: {
      tags: ['loggedOut', 'busy'],
      invoke: {
        id: 'login',
        src: 'loginActor',
        input: ({ event }) => {
          if (event.type !== 'session.login') throw new Error(`loggingIn entered by ${event.type}`);
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'storeLogin', params: ({ event }) => event.output },
            'persistSession',
            { type: 'navigateTo', params: { to: '/' } },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: { type: 'showToast', params: ({ event }) => ({ toast: loginFailedToast(event.error) }) },
        },
      },
    },
    loggedIn: {
      tags: ['loggedIn'],
      after: { refreshDelay: 'refreshing' },
      on: {
        'user.updated': { actions: [{ type: 'storeUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'] },
        'otherInvite.opened': 'checkingInvite',
      },
    },
    // Leaving loggedIn for this short look-up does not lose the refresh: its delay is counted from the expiry.
    checkingInvite: {
      tags: ['loggedIn', 'busy'],
      // Whatever invite was offered before, only the one being looked up can be offered next.
      entry: { type: 'storeOtherInvite', params: { inviteCode: null } },
      invoke: {
        id: 'checkInvite',
        src: 'checkInviteActor',
        input: ({ event }) => {
          if (event.type !== 'otherInvite.opened') throw new Error(`checkingInvite entered by ${event.type}`);
          return { inviteCode: event.inviteCode };
        },
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeOtherInvite', params: ({ event }) => ({ inviteCode: event.output.inviteCode }) },
        },
        // The family's own, used link: the dashboard takes its place, so Back does not open the look-up again.
        onError: { target: 'loggedIn', actions: { type: 'navigateTo', params: { to: '/', replace: true } } },
      },
      on: {
        'otherInvite.opened': { target: 'checkingInvite', reenter: true },
        'otherInvite.closed': 'loggedIn',
      },
    },
    refreshing: {
      tags: ['loggedIn'],
      // An invite page opened in the moment of a refresh is offered without the look-up.
      on: { 'otherInvite.opened': { actions: { type: 'storeOtherInvite', params: ({ event }) => ({ inviteCode: event.inviteCode }) } } },
      invoke: {
        id: 'refresh',
        src: 'refreshActor',
        onDone: {
          target: 'loggedIn',
          actions: [{ type: 'storeExpiry', params: ({ event }) => event.output }, 'persistSession'],
        },
        onError: '#session.ended',
      },
    },
    loggingOut: {
      tags: ['loggedOut', 'busy'],
      entry: [
        {
          type: 'navigateTo',
          params: ({ context }) => ({ to: context.otherInviteCode ? pathFor('GO_CHOICE', { inviteCode: context.otherInviteCode }) : pathFor('LOGIN') }),
        },
        'clearSession',
        'forgetPersistedState',
        'forgetTabState',
        'announceCleared',
      ],
      invoke: {
        id: 'logout',
        src: 'logoutActor',
        onDone: 'loggedOut',
        onError: 'loggedOut',
      },
    },
    /** The session ended without the user asking: 401, failed refresh, or another tab logged out. */
    ended: {
      entry: ['clearSession', 'forgetPersistedState', 'forgetTabState', 'announceCleared', { type: 'navigateTo', params: { to: '/login' } }],
      always: 'loggedOut',
    },
  },
  on: {
    'session.logout': { guard: 'isSignedIn', target: '.loggingOut' },
    'session.unauthorized': { guard: 'isSignedIn', target: '.ended' },
    'session.ended': { guard: 'isSignedIn', target: '.ended' },
    'otherInvite.closed': { guard: 'hasOtherInvite', actions: { type: 'storeOtherInvite', params: { inviteCode: null } } },
  },
});
