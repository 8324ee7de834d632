import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { DashboardContext } from '../../machines/dashboard/DashboardContext';
import { dashboardMachine } from '../../machines/dashboard/dashboardMachine';
import { SessionContext } from '../../machines/session/SessionContext';

/** Runs the dashboard actor with navigation, and forgets everything it fetched when the session ends. */
export function DashboardProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const logic = useMemo(
    () => dashboardMachine.provide({ actions: { navigateTo: (_, params) => navigateRef.current(params.to) } }),
    [],
  );
  return (
    <DashboardContext.Provider logic={logic}>
      <ResetOnSessionEnd />
      {children}
    </DashboardContext.Provider>
  );
}

function ResetOnSessionEnd() {
  const session = SessionContext.useActorRef();
  const dashboard = DashboardContext.useActorRef();
  useEffect(() => {
    const subscription = session.on('session.cleared', () => dashboard.send({ type: 'dashboard.reset' }));
    return () => subscription.unsubscribe();
  }, [session, dashboard]);
  return null;
}
