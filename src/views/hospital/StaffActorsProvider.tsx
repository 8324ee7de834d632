import { useMemo, type ReactNode } from 'react';
import { fromCallback, type InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { staffSessionMachine } from '../../machines/hospital/staffSessionMachine';
import { loadStaffSession, STAFF_STORAGE_KEY } from '../../machines/hospital/staffStorage';
import type { ShellCommand } from '../../machines/shell';
import { SESSION_ID } from '../../machines/systemIds';
import { runShellCommand, useRouterRef, useSessionEndWatch } from '../shell/shellCommands';
import { StaffActorContext, useStaffSessionActor } from './staffActors';

/**
 * Starts the console's actor system (rooted in the staff session machine) and provides its shell once: navigation
 * through the console's router and toasts. It connects what ends a staff session from outside: a 401 from any call
 * and another tab logging out.
 */
export function StaffActorsProvider({ children, clock, inspect }: { children: ReactNode; clock?: Clock; inspect?: (event: InspectionEvent) => void }) {
  const router = useRouterRef();
  const logic = useMemo(
    () =>
      staffSessionMachine.provide({
        actors: {
          shell: fromCallback<ShellCommand>(({ receive }) => {
            receive((command) => runShellCommand(command, router.current));
          }),
        },
      }),
    [router], // the same ref for the provider's life
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
  useSessionEndWatch(useStaffSessionActor(), STAFF_STORAGE_KEY);
  return null;
}
