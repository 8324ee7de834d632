import { Fragment, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromCallback, type InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { endSessionOnUnauthorized } from '../../machines/session/unauthorized';
import { sessionMachine } from '../../machines/session/sessionMachine';
import { selectInitialized } from '../../machines/session/sessionSelectors';
import { loadPersistedSession, STORAGE_PREFIX } from '../../machines/session/sessionStorage';
import type { ShellCommand } from '../../machines/shell';
import { loadKeptInviteCode } from '../../machines/signup/inviteStorage';
import { DASHBOARD_ID, SESSION_ID, SIGNUP_ID } from '../../machines/systemIds';
import { AppActorContext, useSessionActor, useSessionSelector } from './appActors';
import { FullScreenLoader } from './FullScreenLoader';
import { leaveNow, unguarded } from './leaveGuard';
import { showToast } from './toast';
import { toastFor } from './toastText';

/**
 * Starts the app's actor system (its root is the session machine, which invokes sign-up and the dashboard and
 * spawns the choice flow) and provides, once, the shell every machine asks for navigation and toasts. It also
 * connects the two things outside React that end a session: a 401 from any API call, and another tab logging out.
 */
export function AppActorsProvider({ children, clock, inspect }: { children: ReactNode; clock?: Clock; inspect?: (event: InspectionEvent) => void }) {
  const [location, navigate] = useLocation();
  // The shell outlives renders: it reads the router through refs, current at each command.
  const router = useRef({ location, navigate });
  router.current = { location, navigate };
  const logic = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          shell: fromCallback<ShellCommand>(({ receive }) => {
            receive((command) => runShellCommand(command, router.current));
          }),
        },
      }),
    [],
  );
  const options = useMemo(
    () => ({
      systemId: SESSION_ID,
      input: { persisted: loadPersistedSession(), keptInviteCode: loadKeptInviteCode() },
      ...(clock ? { clock } : {}),
      ...(inspect ? { inspect } : {}),
    }),
    [clock, inspect],
  );
  return (
    <AppActorContext.Provider logic={logic} options={options}>
      <SessionEndWatcher />
      {children}
      <AppStartedSignal />
    </AppActorContext.Provider>
  );
}

type Router = { location: string; navigate: (to: string, options?: { replace?: boolean }) => void };

function runShellCommand(command: ShellCommand, router: Router) {
  switch (command.type) {
    case 'shell.navigate': {
      // Moving to the address on show adds no history entry (logging out from an invite page stays on it).
      const go = () => router.navigate(command.to, { replace: command.replace === true || command.to === router.location });
      if (command.unguarded) unguarded(go);
      else go();
      return;
    }
    case 'shell.toast':
      showToast(toastFor(command.toast));
      return;
    case 'shell.leave':
      leaveNow();
  }
}

function SessionEndWatcher() {
  const session = useSessionActor();
  useEffect(() => {
    const stopListening = endSessionOnUnauthorized(session);
    const onStorage = (event: StorageEvent) => {
      const cleared = event.key === null || (event.key === `${STORAGE_PREFIX}session` && event.newValue === null);
      if (cleared) session.send({ type: 'session.ended' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [session]);
  return null;
}

/**
 * SPEC §4 App start: rendered after the routes, so its effect runs once the first route has started; it tells the
 * root, and marks the page once the root says the app is initialized (`<html data-initialized="true">`, which
 * scripts and end-to-end tests can wait for).
 */
function AppStartedSignal() {
  const session = useSessionActor();
  const initialized = useSessionSelector(selectInitialized);
  useEffect(() => session.send({ type: 'app.started' }), [session]);
  useEffect(() => {
    if (!initialized) return;
    document.documentElement.dataset.initialized = 'true';
    return () => {
      delete document.documentElement.dataset.initialized;
    };
  }, [initialized]);
  return null;
}

/**
 * The screens, while the sign-up and dashboard actors run. One that crashed is invoked afresh 1 s later (SPEC §8):
 * meanwhile the loader shows (the screens reading it would fail), then the screens start again with the new actor,
 * so their effects tell it where the family is (keyed by the actors' sessions).
 */
export function BackgroundTasksGate({ children }: { children: ReactNode }) {
  const signup = useSessionSelector((snapshot) => snapshot.children[SIGNUP_ID]);
  const dashboard = useSessionSelector((snapshot) => snapshot.children[DASHBOARD_ID]);
  if (!signup || !dashboard) return <FullScreenLoader />;
  return <Fragment key={`${signup.sessionId} ${dashboard.sessionId}`}>{children}</Fragment>;
}
