import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Clock } from '../../machines/clock';
import { SessionContext } from '../../machines/session/SessionContext';
import { SignupContext } from '../../machines/signup/SignupContext';
import { loadKeptInviteCode } from '../../machines/signup/inviteStorage';
import { signupMachine } from '../../machines/signup/signupMachine';
import { showToast } from '../shell/toast';
import { toastFor } from '../shell/toastText';

/**
 * Runs the sign-up actor with the React layer's navigation and toasts, hands the session it logged in with to the
 * session machine, and starts over when the session ends. It starts with the invite code this tab kept, if any, so
 * a reload mid-sign-up returns to its step.
 */
export function SignupProvider({ children, clock }: { children: ReactNode; clock?: Clock }) {
  const session = SessionContext.useActorRef();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useMemo(
    () =>
      signupMachine.provide({
        actions: {
          navigateTo: (_, params) => navigateRef.current(params.to),
          showToast: (_, params) => showToast(toastFor(params.toast)),
          announceSession: (_, params) => {
            if (params.login) session.send({ type: 'session.established', ...params.login });
          },
        },
      }),
    [session],
  );
  const options = useMemo(() => ({ input: { keptInviteCode: loadKeptInviteCode() }, ...(clock ? { clock } : {}) }), [clock]);
  return (
    <SignupContext.Provider logic={logic} options={options}>
      <ResetOnSessionEnd />
      {children}
    </SignupContext.Provider>
  );
}

function ResetOnSessionEnd() {
  const session = SessionContext.useActorRef();
  const signup = SignupContext.useActorRef();
  useEffect(() => {
    const subscription = session.on('session.cleared', () => signup.send({ type: 'signup.reset' }));
    return () => subscription.unsubscribe();
  }, [session, signup]);
  return null;
}
