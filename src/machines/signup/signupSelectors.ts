import type { SnapshotFrom } from 'xstate';
import { pathFor } from '../../routePaths';
import type { signupMachine } from './signupMachine';

type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

export type SignupScreen = 'none' | 'loading' | 'invalid' | 'start' | 'account' | 'verifyLoading' | 'verify' | 'done';

/** Which screen the flow shows; views render this, never the URL. */
export function selectSignupScreen(snapshot: SignupSnapshot): SignupScreen {
  if (snapshot.matches('idle')) return 'none';
  if (snapshot.matches('fetchingInvite') || snapshot.matches('invitePause') || snapshot.matches('resuming')) return 'loading';
  if (snapshot.matches('inviteInvalid')) return 'invalid';
  if (snapshot.matches('start')) return 'start';
  if (snapshot.matches({ verify: 'loading' }) || snapshot.matches({ verify: 'pause' })) return 'verifyLoading';
  if (snapshot.matches('verify')) return 'verify';
  if (snapshot.matches('done')) return 'done';
  return 'account'; // account, creatingAccount, loggingIn, claiming
}

/** The route of each screen that has its own address. */
const SCREEN_ROUTES: Partial<Record<SignupScreen, 'CHOICE_START' | 'CHOICE_ACCOUNT' | 'CHOICE_VERIFY'>> = {
  start: 'CHOICE_START',
  account: 'CHOICE_ACCOUNT',
  verify: 'CHOICE_VERIFY',
  verifyLoading: 'CHOICE_VERIFY',
};

/** The address of the screen, for redirecting a URL the flow is not at (browser back, forward, reload); null: none. */
export function screenPath(screen: SignupScreen): string | null {
  const route = SCREEN_ROUTES[screen];
  return route ? pathFor(route) : null;
}

export const selectBusy = (snapshot: SignupSnapshot) => snapshot.hasTag('busy');

/**
 * SPEC §2 header: its dashboard link, 'My Account' and 'Log out' (and the logo's link home) show only once sign-up is
 * finished; a family signed in but still asked to verify the patient (CHOICE_VERIFY) is not there yet.
 */
export const selectSignupFinished = (snapshot: SignupSnapshot) => !snapshot.matches('verify');

/** The patient details typed so far (CHOICE_START and CHOICE_VERIFY). */
export const selectPatient = (snapshot: SignupSnapshot) => snapshot.context.patient;
/** The account details typed so far, and why the last create failed (CHOICE_ACCOUNT). */
export const selectAccount = (snapshot: SignupSnapshot) => snapshot.context.account;
export const selectCreateError = (snapshot: SignupSnapshot) => snapshot.context.createError;
/** Why the last claim failed (CHOICE_VERIFY). */
export const selectClaimError = (snapshot: SignupSnapshot) => snapshot.context.claimError;
/** The invite's own acknowledgement, as the planner wrote it in each language (none: SPEC's default). */
export const selectInviteAcknowledgement = (snapshot: SignupSnapshot) => snapshot.context.invite?.customAcknowledgementText ?? null;
export const selectInviteAcknowledgementEs = (snapshot: SignupSnapshot) => snapshot.context.invite?.customAcknowledgementTextEs ?? null;
