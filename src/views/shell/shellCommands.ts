import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { endSessionOnUnauthorized } from '../../machines/session/unauthorized';
import type { RunShellCommand, ShellCommand } from '../../machines/shell';
import { leaveNow, unguarded } from './leaveGuard';
import { showToast } from './toast';
import { toastFor } from './toastText';

/**
 * The shell both apps provide to their actor systems (the family's and the console's): navigation through the
 * router, toasts, and (the family's choice flow) leaving past its guard.
 */
type Router = { location: string; navigate: (to: string, options?: { replace?: boolean }) => void };

/**
 * The shell's commands carried out with the router as it is now: one function for the provider's life (the root's
 * input), which reads the router's ref at each command.
 */
export function useShellRunner(): RunShellCommand {
  const [location, navigate] = useLocation();
  const router = useRef<Router>({ location, navigate });
  router.current = { location, navigate };
  return useCallback((command: ShellCommand) => runShellCommand(command, router.current), []);
}

export function runShellCommand(command: ShellCommand, router: Router) {
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

/**
 * Connects what ends a session from outside the charts: a 401 from any call, and another tab forgetting the kept
 * session (`key` removed, or the whole storage cleared).
 */
export function useSessionEndWatch(session: { send(event: { type: 'session.unauthorized' } | { type: 'session.ended' }): void }, key: string) {
  useEffect(() => {
    const stopListening = endSessionOnUnauthorized(session);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (event.key === key && event.newValue === null)) session.send({ type: 'session.ended' });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [session, key]);
}
