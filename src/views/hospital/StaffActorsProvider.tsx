import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { fromCallback, type InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { staffSessionMachine } from '../../machines/hospital/staffSessionMachine';
import { loadStaffSession, STAFF_STORAGE_KEY } from '../../machines/hospital/staffStorage';
import { endSessionOnUnauthorized } from '../../machines/session/unauthorized';
import type { ShellCommand } from '../../machines/shell';
import { SESSION_ID } from '../../machines/systemIds';
import { showToast } from '../shell/toast';
import { toastFor } from '../shell/toastText';
import { StaffActorContext, useStaffSessionActor } from './staffActors';

/**
 * Starts the console's actor system (rooted in the staff session machine) and provides its shell once: navigation
 * through the console's router and toasts. It connects what ends a staff session from outside: a 401 from any call
 * and another tab logging out.
 */
export function StaffActorsProvider({ children, clock, inspect }: { children: ReactNode; clock?: Clock; inspect?: (event: InspectionEvent) => void }) {
  const [location, navigate] = useLocation();
  const router = useRef({ location, navigate });
  router.current = { location, navigate };
  const logic = useMemo(
    () =>
      staffSessionMachine.provide({
        actors: {
          shell: fromCallback<ShellCommand>(({ receive }) => {
            receive((command) => {
              if (command.type === 'shell.navigate') {
                const { location: at, navigate: go } = router.current;
                go(command.to, { replace: command.replace === true || command.to === at });
              } else if (command.type === 'shell.toast') showToast(toastFor(command.toast));
            });
          }),
        },
      }),
    [],
  );
  const options = useMemo(
    () => ({ systemId: SESSION_ID, input: { persisted: loadStaffSession() }, ...(clock ? { clock } : {}), ...(inspect ? { inspect } : {}) }),
    [clock, inspect],
  );
  return (
    <StaffActorContext.Provider logic={logic} options={options}>
      <StaffSessionEndWatcher />
      {children}
    </StaffActorContext.Provider>
  );
}

function StaffSessionEndWatcher() {
  const session = useStaffSessionActor();
  useEffect(() => {
    const stopListening = endSessionOnUnauthorized(session);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (event.key === STAFF_STORAGE_KEY && event.newValue === null)) session.send({ type: 'session.ended' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [session]);
  return null;
}
