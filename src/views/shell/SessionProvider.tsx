import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { SessionContext } from '../../machines/session/SessionContext';
import { endSessionOnUnauthorized } from '../../machines/session/unauthorized';
import { sessionMachine } from '../../machines/session/sessionMachine';
import { loadPersistedSession, STORAGE_PREFIX } from '../../machines/session/sessionStorage';
import { unguarded } from './leaveGuard';
import { showToast } from './toast';
import { toastFor } from './toastText';

/**
 * Starts the session actor with the React layer's navigation and toasts, and connects the two things outside
 * React that end a session: a 401 from any API call, and another tab logging out.
 */
export function SessionProvider({ children, logic }: { children: ReactNode; logic?: typeof sessionMachine }) {
  const [location, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const locationRef = useRef(location);
  locationRef.current = location;
  const provided = useMemo(
    () =>
      (logic ?? sessionMachine).provide({
        actions: {
          // Logging out from an invite page stays on it: no second history entry for the same address. The session's
          // moves are not the family leaving a screen: a session that ended never waits on a question (leaveGuard).
          navigateTo: (_, params) =>
            unguarded(() => navigateRef.current(params.to, { replace: params.replace === true || params.to === locationRef.current })),
          showToast: (_, params) => showToast(toastFor(params.toast)),
        },
      }),
    [logic],
  );
  const input = useMemo(() => ({ persisted: loadPersistedSession() }), []);
  return (
    <SessionContext.Provider logic={provided} options={{ input }}>
      <SessionEndWatcher />
      {children}
    </SessionContext.Provider>
  );
}

function SessionEndWatcher() {
  const session = SessionContext.useActorRef();
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
