import { useEffect, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { signupEn } from '../../i18n/en.signup';
import { selectIsLoggedIn, selectUser } from '../../machines/session/sessionSelectors';
import {
  screenPath,
  selectAccount,
  selectBusy,
  selectClaimError,
  selectCreateError,
  selectInviteAcknowledgement,
  selectInviteAcknowledgementEs,
  selectPatient,
  selectSignupScreen,
} from '../../machines/signup/signupSelectors';
import type { AcceptedAcknowledgement } from '../../machines/signup/signupActors';
import type { SignupStep } from '../../machines/signup/signupMachine';
import type { PageProps } from '../pages';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { InvalidInvite } from './InvalidInvite';
import { OtherInvite } from './OtherInvite';
import { AccountScreen, StartScreen, VerifyScreen } from './SignupScreens';
import { useKioskVisit, useSessionActor, useSessionSelector, useSignupActor, useSignupSelector } from '../shell/appActors';
import { pathFor } from '../../routePaths';
import { useShownLanguage } from '../shell/shownWords';
import { versionFor } from '../shell/QuotedText';

/**
 * The container of the four sign-up routes: tells the machine which route was entered, then renders the machine's
 * screen. When the address and the flow disagree (reload, back, forward), it redirects to where the flow is.
 */
function SignupFlow({ step, inviteCode }: { step: SignupStep | 'invite'; inviteCode?: string }) {
  const signup = useSignupActor();
  const screen = useSignupSelector(selectSignupScreen);
  const [location] = useLocation();
  // The address the machine has been told about. Until it has, redirecting would fight the machine's answer.
  const [announced, setAnnounced] = useState<string | null>(null);

  useEffect(() => {
    if (step === 'invite') signup.send({ type: 'invite.opened', inviteCode: inviteCode ?? '' });
    else signup.send({ type: 'route.entered', step });
    setAnnounced(location);
  }, [signup, step, inviteCode, location]);

  if (announced !== location) return <FullScreenLoader />;

  if (screen === 'loading') return <FullScreenLoader title={signupEn.invite.loading} />;
  if (screen === 'invalid') return <InvalidInvite />;
  if (screen === 'verifyLoading') return <FullScreenLoader title={signupEn.verify.loading} />;
  // No invite in progress: none was opened in this tab, or it is used, invalid or reset. (A reload keeps only the
  // invite's code, for the tab's life; the details typed are never stored in the browser.)
  if (screen === 'none' || screen === 'done') {
    return step === 'start' || step === 'account' ? <Redirect to={pathFor('SIGN_UP')} replace /> : <FullScreenLoader />;
  }
  const path = screenPath(screen);
  if (path && path !== location) return <Redirect to={path} replace />;
  if (screen === 'start') return <StartStep />;
  if (screen === 'verify') return <VerifyStep />;
  return <AccountStep />;
}

/**
 * The acknowledgement the claim page shows: the invite's own words as the planner wrote them, in the language on
 * screen where there is that version, else SPEC's default in the language on screen.
 */
function useShownAcknowledgement(): AcceptedAcknowledgement {
  const shown = useShownLanguage();
  const en = useSignupSelector(selectInviteAcknowledgement);
  const es = useSignupSelector(selectInviteAcknowledgementEs);
  return versionFor({ en, es }, shown) ?? { text: signupEn.start.acknowledgement, language: shown };
}

function StartStep() {
  const { send } = useSignupActor();
  return <StartScreen patient={useSignupSelector(selectPatient)} acknowledgement={useShownAcknowledgement()} send={send} />;
}

function AccountStep() {
  const { send } = useSignupActor();
  return (
    <AccountScreen
      account={useSignupSelector(selectAccount)}
      createError={useSignupSelector(selectCreateError)}
      busy={useSignupSelector(selectBusy)}
      language={useShownLanguage()}
      kiosk={useKioskVisit() !== undefined}
      send={send}
    />
  );
}

function VerifyStep() {
  const { send } = useSignupActor();
  return (
    <VerifyScreen
      patient={useSignupSelector(selectPatient)}
      claimError={useSignupSelector(selectClaimError)}
      busy={useSignupSelector(selectBusy)}
      acknowledgement={useShownAcknowledgement()}
      send={send}
    />
  );
}

/**
 * An invite link opened while logged in: the session looks it up (a used one goes to the dashboard) and keeps its
 * code while the page shows, so that logging out (the header's `session.logout`) continues with it; once logged out,
 * the ordinary flow below opens the invite.
 */
function OtherInviteFlow({ inviteCode }: { inviteCode: string }) {
  const session = useSessionActor();
  const email = useSessionSelector((snapshot) => selectUser(snapshot)?.email ?? '');
  const offered = useSessionSelector((snapshot) => snapshot.context.otherInviteCode === inviteCode);
  useEffect(() => {
    session.send({ type: 'otherInvite.opened', inviteCode });
    return () => session.send({ type: 'otherInvite.closed' });
  }, [session, inviteCode]);
  if (!offered) return <FullScreenLoader title={signupEn.invite.loading} />;
  return <OtherInvite email={email} onLogOut={() => session.send({ type: 'session.logout' })} />;
}

export function GoChoicePage({ params }: PageProps) {
  const signedIn = useSessionSelector(selectIsLoggedIn);
  return signedIn ? <OtherInviteFlow inviteCode={params.inviteCode ?? ''} /> : <SignupFlow step="invite" inviteCode={params.inviteCode} />;
}
export const ChoiceStartPage = () => <SignupFlow step="start" />;
export const ChoiceAccountPage = () => <SignupFlow step="account" />;
export const ChoiceVerifyPage = () => <SignupFlow step="verify" />;
