import '../../mantine.css';
import { MantineProvider } from '@mantine/core';
import { Router, type BaseLocationHook } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { Clock } from '../../machines/clock';
import { MANTINE_SETTINGS } from '../../mantineSettings';
import { ToastHost } from '../shell/ToastHost';
import { ConsoleRoutes } from './ConsoleRoutes';
import { KioskGate } from './KioskGate';
import { StaffActorsProvider } from './StaffActorsProvider';

export interface ConsoleAppProps {
  locationHook?: BaseLocationHook;
  mantineEnv?: 'default' | 'test';
  clock?: Clock;
  inspect?: (event: InspectionEvent) => void;
  /** Leaves the console with a full page load (a kiosk made, to the family login); tests record it instead. */
  leave?: (to: string) => void;
}

/**
 * The hospital console: the family app's theme, toasts and shell, its own routes and actor system (rooted
 * in the staff session machine). main.tsx starts it instead of the family app for an address under /hospital, from
 * its own chunk. On a kiosk device every address is the kiosk's page (KioskGate).
 */
export function ConsoleApp({ locationHook, mantineEnv = 'default', clock, inspect, leave }: ConsoleAppProps) {
  return (
    <MantineProvider {...MANTINE_SETTINGS} env={mantineEnv}>
      <Router hook={locationHook}>
        {/* In the router: toasts are placed again on each page, under its header and breadcrumb bar. */}
        <ToastHost />
        <StaffActorsProvider clock={clock} inspect={inspect}>
          <KioskGate leave={leave}>
            <ConsoleRoutes />
          </KioskGate>
        </StaffActorsProvider>
      </Router>
    </MantineProvider>
  );
}
