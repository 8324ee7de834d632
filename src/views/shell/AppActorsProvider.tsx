import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { sessionMachine } from '../../machines/session/sessionMachine';
import { selectInitialized } from '../../machines/session/sessionSelectors';
import { loadPersistedSession, STORAGE_PREFIX } from '../../machines/session/sessionStorage';
import { loadKeptInviteCode } from '../../machines/signup/inviteStorage';
import { DASHBOARD_ID, SESSION_ID, SIGNUP_ID } from '../../machines/systemIds';
import { AppActorContext, useKioskVisit, useSessionActor, useSessionSelector } from './appActors';
import { FullScreenLoader } from './FullScreenLoader';
import { deviceIsKiosk, loadedKioskParts, loadKioskParts } from './kioskChunk';
import { useSessionEndWatch, useShellRunner } from './shellCommands';

/**
 * Starts the app's actor system (its root is the session machine, which invokes sign-up and the dashboard and
 * spawns the choice flow) and provides, once, the shell every machine asks for navigation and toasts. It also
 * connects the two things outside React that end a session: a 401 from any API call, and another tab logging out.
 */
export function AppActorsProvider({ children, clock, inspect }: { children: ReactNode; clock?: Clock; inspect?: (event: InspectionEvent) => void }) {
  const runShell = useShellRunner();
  const options = useMemo(
    () => ({
      systemId: SESSION_ID,
      input: { persisted: loadPersistedSession(), keptInviteCode: loadKeptInviteCode(), runShell, kioskLogic: loadedKioskParts()?.kioskDeviceMachine },
      ...(clock ? { clock } : {}),
      ...(inspect ? { inspect } : {}),
    }),
    [clock, inspect, runShell],
  );
  return (
    <AppActorContext.Provider logic={sessionMachine} options={options}>
      <SessionEndWatcher />
      {children}
      <AppStartedSignal />
    </AppActorContext.Provider>
  );
}

function SessionEndWatcher() {
  useSessionEndWatch(useSessionActor(), `${STORAGE_PREFIX}session`);
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
  // On a kiosk, each family's screens are new ones: nothing the last family typed survives.
  const kioskClears = useSelector(useKioskVisit(), (snapshot) => snapshot?.context.clears ?? 0);
  if (!signup || !dashboard) return <FullScreenLoader />;
  return <Fragment key={`${signup.sessionId} ${dashboard.sessionId} ${kioskClears}`}>{children}</Fragment>;
}

/**
 * A kiosk (drawn by the app in its language): on a device that keeps one, its chunk (the chart, handed to the root, and what a kiosk
 * adds to every page: idle question, text size, input watch); no other device downloads it. The app's start usually
 * brought the chunk already, and the root took the chart as its input.
 */
export function KioskHost() {
  const session = useSessionActor();
  useEffect(() => {
    if (session.getSnapshot().context.kioskLogic || !deviceIsKiosk()) return;
    let mounted = true;
    void loadKioskParts().then(({ kioskDeviceMachine }) => {
      if (mounted) session.send({ type: 'kiosk.loaded', logic: kioskDeviceMachine });
    });
    return () => {
      mounted = false;
    };
  }, [session]);
  const visit = useKioskVisit();
  // The visit runs only once the chunk has come, so its parts are here.
  const parts = loadedKioskParts();
  if (!visit || !parts) return null;
  return <parts.KioskLayer visit={visit} />;
}
