import { useMemo, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { staffSessionMachine } from '../../machines/hospital/staffSessionMachine';
import { loadStaffSession, STAFF_STORAGE_KEY } from '../../machines/hospital/staffStorage';
import { SESSION_ID } from '../../machines/systemIds';
import { useSessionEndWatch, useShellRunner } from '../shell/shellCommands';
import { StaffActorContext, useStaffSessionActor } from './staffActors';

/**
 * Starts the console's actor system (rooted in the staff session machine) and provides its shell once: navigation
 * through the console's router and toasts. It connects what ends a staff session from outside: a 401 from any call
 * and another tab logging out.
 */
export function StaffActorsProvider({ children, clock, inspect }: { children: ReactNode; clock?: Clock; inspect?: (event: InspectionEvent) => void }) {
  const runShell = useShellRunner();
  const options = useMemo(
    () => ({ systemId: SESSION_ID, input: { persisted: loadStaffSession(), runShell }, ...(clock ? { clock } : {}), ...(inspect ? { inspect } : {}) }),
    [clock, inspect, runShell],
  );
  return (
    <StaffActorContext.Provider logic={staffSessionMachine} options={options}>
      <StaffSessionEndWatcher />
      {children}
    </StaffActorContext.Provider>
  );
}

function StaffSessionEndWatcher() {
  useSessionEndWatch(useStaffSessionActor(), STAFF_STORAGE_KEY);
  return null;
}
