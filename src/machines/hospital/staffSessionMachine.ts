/**
 * The hospital console's session: the root of the console's actor system, as the family's session
 * machine is of the family app's. Same rules as the family's: refreshed 60 s before expiry, any 401 or a failed
 * refresh ends it, another tab logging out ends it here too.
 *
 * restoring  → signedIn when the kept expiry is still in the future, else loggedOut.
 * loggedOut  → loggingIn on `staff.login`; → signedIn and the worklist on `staff.signedIn` (a staff invitation's
 *              password just set: that call logged in already).
 * loggingIn  → signedIn (staff accounts only) and the worklist, or loggedOut with the 'Could Not Login' toast, the
 *              same for a wrong password and a family account.
 * signedIn   → `active` ⇄ `refreshing` (60 s before expiry), or `lastMinute` when the server's absolute limit
 *              allows no more (it ends at the expiry); the console's long-lived actors run here (the
 *              worklist, the patient page's record and its invites, the list builder, the catalogue and the
 *              staff page with its kiosks, systemIds 'worklist', 'patientRecord', 'patientInvites', 'listBuilder',
 *              'catalogue', 'staffDirectory' and 'kioskList'), so they
 *              start with the session and stop with it: nothing of one staff member's work (an invite link on show
 *              included) survives into the next login on the same workstation.
 * loggingOut → to the staff login and forgotten first; the server's logout follows, its outcome does not matter.
 * ended      → 401, failed refresh or another tab: forgotten, to the staff login.
 *
 * The shell (navigation and toasts) is invoked for the root's whole life, provided by the React layer.
 */
import { assign, sendTo, setup } from 'xstate';
import { toApiFailure } from '../../api/client';
import type { User } from '../../contract/user';
import { REFRESH_LEAD_MS } from '../session/sessionMachine';
import { logoutActor, refreshActor } from '../session/sessionActors';
import { shellActor, shellOf, type NavigateParams, type RunShellCommand } from '../shell';
import { SHELL_ID } from '../systemIds';
import type { ToastNotice } from '../toast';
import { catalogueMachine } from './catalogueMachine';
import { consolePath } from './consolePaths';
import { staffLoginActor, type StaffLoginOutput } from './staffSessionActors';
import { forgetStaffSession, saveStaffSession, type PersistedStaffSession } from './staffStorage';
import { patientInvitesMachine } from './patientInvitesMachine';
import { listBuilderMachine } from './listBuilderMachine';
import { staffDirectoryMachine } from './staffDirectoryMachine';
import { kioskListMachine } from './kioskListMachine';
import { patientRecordMachine } from './patientRecordMachine';
import { worklistMachine } from './worklistMachine';

export const WORKLIST_ID = 'worklist';
export const PATIENT_RECORD_ID = 'patientRecord';
export const PATIENT_INVITES_ID = 'patientInvites';
export const CATALOGUE_ID = 'catalogue';

/** The patient page's invites reload the record after each change: the record is a sibling in the same system. */
const patientInvites = patientInvitesMachine.provide({
  actions: {
    reloadRecord: sendTo(
      ({ system }) => system.get(PATIENT_RECORD_ID),
      (_, params: { patientId: number }) => ({ type: 'patient.entered' as const, patientId: params.patientId }),
    ),
  },
});
export const LIST_BUILDER_ID = 'listBuilder';
export const STAFF_DIRECTORY_ID = 'staffDirectory';
/** The staff page's list of the hospital's kiosks. */
export const KIOSK_LIST_ID = 'kioskList';

export interface StaffSessionContext {
  user: User | null;
  /** Unix seconds; null when logged out. */
  tokenExpiresAt: number | null;
  /** Why the last login failed (the server's code, or Error for a family account); null once retried. */
  loginError: string | null;
  /** What carries the shell's commands out on the page (the root's input); none without a page. */
  runShell: RunShellCommand | null;
}

export type StaffSessionEvent =
  | { type: 'staff.login'; email: string; password: string }
  /** Logged in another way: a staff invitation's password just set (staffJoinMachine). */
  | { type: 'staff.signedIn'; login: StaffLoginOutput }
  | { type: 'staff.logout' }
  /** An admin saved the hospital's time zone: the console writes times in it from now on. */
  | { type: 'hospital.timeZoneChanged'; timeZone: string }
  | { type: 'session.unauthorized' }
  | { type: 'session.ended' };

export interface StaffSessionInput {
  persisted: PersistedStaffSession | null;
  /** The page's shell: how the React layer navigates and shows toasts. */
  runShell?: RunShellCommand;
}

/** Too many attempts (429) says how long to wait, in the server's words; anything else is the family's toast. */
const loginFailedToast = (error: unknown): ToastNotice => {
  const failure = toApiFailure(error);
  return failure.status === 429 ? { kind: 'loginLocked', detail: failure.message } : { kind: 'loginFailed' };
};

const END_OF_SESSION = ['clearSession', 'forgetPersistedSession', { type: 'navigateTo', params: { to: consolePath('STAFF_LOGIN') } }] as const;

export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    input: {} as StaffSessionInput,
  },
  actors: {
    staffLoginActor,
    refreshActor,
    logoutActor,
    shell: shellActor,
    worklist: worklistMachine,
    patientRecord: patientRecordMachine,
    patientInvites,
    catalogue: catalogueMachine,
    listBuilder: listBuilderMachine,
    staffDirectory: staffDirectoryMachine,
    kioskList: kioskListMachine,
  },
  actions: {
    storeLogin: assign((_, output: StaffLoginOutput) => ({ user: output.user, tokenExpiresAt: output.expiresAt, loginError: null })),
    storeLoginError: assign((_, params: { error: unknown }) => ({ loginError: toApiFailure(params.error).code })),
    clearLoginError: assign({ loginError: null }),
    storeExpiry: assign((_, params: { expiresAt: number }) => ({ tokenExpiresAt: params.expiresAt })),
    persistSession: ({ context }) => {
      if (context.user && context.tokenExpiresAt) saveStaffSession({ user: context.user, tokenExpiresAt: context.tokenExpiresAt });
    },
    clearSession: assign({ user: null, tokenExpiresAt: null }),
    storeTimeZone: assign(({ context }, params: { timeZone: string }) => ({ user: context.user && { ...context.user, timeZone: params.timeZone } })),
    forgetPersistedSession: () => forgetStaffSession(),
    // Staff moves are never held by the family's leave guard.
    navigateTo: sendTo(shellOf, (_, params: NavigateParams) => ({ type: 'shell.navigate' as const, to: params.to, replace: params.replace, unguarded: true })),
    showToast: sendTo(shellOf, (_, params: { toast: ToastNotice }) => ({ type: 'shell.toast' as const, toast: params.toast })),
  },
  guards: {
    hasLiveSession: ({ context }) => Boolean(context.user && context.tokenExpiresAt && context.tokenExpiresAt * 1000 > Date.now()),
    /** The refresh moved the expiry later; at the server's absolute limit it answers the same one again. */
    extendsSession: ({ context }, params: { expiresAt: number }) => params.expiresAt > (context.tokenExpiresAt ?? 0),
  },
  delays: {
    refreshDelay: ({ context }) => Math.max(0, (context.tokenExpiresAt ?? 0) * 1000 - REFRESH_LEAD_MS - Date.now()),
    untilExpiry: ({ context }) => Math.max(0, (context.tokenExpiresAt ?? 0) * 1000 - Date.now()),
  },
}).createMachine({
  id: 'staffSession',
  context: ({ input }) => ({
    user: input.persisted?.user ?? null,
    tokenExpiresAt: input.persisted?.tokenExpiresAt ?? null,
    loginError: null,
    runShell: input.runShell ?? null,
  }),
  invoke: { id: SHELL_ID, systemId: SHELL_ID, src: 'shell', input: ({ context }) => ({ run: context.runShell }) },
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasLiveSession', target: 'signedIn' }, { target: 'loggedOut', actions: ['clearSession', 'forgetPersistedSession'] }],
    },
    loggedOut: {
      tags: ['loggedOut'],
      on: {
        'staff.login': 'loggingIn',
        'staff.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeLogin', params: ({ event }) => event.login },
            'persistSession',
            { type: 'navigateTo', params: { to: consolePath('WORKLIST') } },
          ],
        },
      },
    },
    loggingIn: {
      tags: ['loggedOut', 'busy'],
      entry: 'clearLoginError',
      invoke: {
        id: 'login',
        src: 'staffLoginActor',
        input: ({ event }) => {
          if (event.type !== 'staff.login') throw new Error(`loggingIn entered by ${event.type}`);
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'storeLogin', params: ({ event }) => event.output },
            'persistSession',
            { type: 'navigateTo', params: { to: consolePath('WORKLIST') } },
          ],
        },
        onError: {
          target: 'loggedOut',
          actions: [
            { type: 'storeLoginError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showToast', params: ({ event }) => ({ toast: loginFailedToast(event.error) }) },
          ],
        },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      invoke: [
        { id: WORKLIST_ID, systemId: WORKLIST_ID, src: 'worklist' },
        { id: PATIENT_RECORD_ID, systemId: PATIENT_RECORD_ID, src: 'patientRecord' },
        { id: PATIENT_INVITES_ID, systemId: PATIENT_INVITES_ID, src: 'patientInvites' },
        { id: CATALOGUE_ID, systemId: CATALOGUE_ID, src: 'catalogue' },
        { id: LIST_BUILDER_ID, systemId: LIST_BUILDER_ID, src: 'listBuilder' },
        { id: STAFF_DIRECTORY_ID, systemId: STAFF_DIRECTORY_ID, src: 'staffDirectory' },
        { id: KIOSK_LIST_ID, systemId: KIOSK_LIST_ID, src: 'kioskList' },
      ],
      initial: 'active',
      states: {
        active: {
          after: { refreshDelay: 'refreshing' },
        },
        refreshing: {
          invoke: {
            id: 'refresh',
            src: 'refreshActor',
            onDone: [
              {
                guard: { type: 'extendsSession', params: ({ event }) => event.output },
                target: 'active',
                actions: [{ type: 'storeExpiry', params: ({ event }) => event.output }, 'persistSession'],
              },
              // The server's absolute limit (12 h) is reached: the session ends at its expiry, without refreshing again
              // (each refresh would answer the same expiry, under 60 s away: a refresh a moment until it ends).
              { target: 'lastMinute', actions: [{ type: 'storeExpiry', params: ({ event }) => event.output }, 'persistSession'] },
            ],
            onError: '#staffSession.ended',
          },
        },
        lastMinute: {
          after: { untilExpiry: '#staffSession.ended' },
        },
      },
      on: {
        'staff.logout': 'loggingOut',
        'hospital.timeZoneChanged': { actions: [{ type: 'storeTimeZone', params: ({ event }) => event }, 'persistSession'] },
        'session.unauthorized': 'ended',
        'session.ended': 'ended',
      },
    },
    loggingOut: {
      tags: ['loggedOut', 'busy'],
      entry: END_OF_SESSION,
      invoke: { id: 'logout', src: 'logoutActor', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    ended: {
      entry: END_OF_SESSION,
      always: 'loggedOut',
    },
  },
});
