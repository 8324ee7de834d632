import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { Router, type BaseLocationHook } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { Clock } from './machines/clock';
import { t } from './i18n/en';
import { cssVariablesResolver, theme } from './theme';
import { AppRoutes } from './views/shell/AppRoutes';
import { MODAL_KINDS } from './views/shell/modalKinds';
import { ChoiceHost } from './views/choice/ChoiceHost';
import { AppActorsProvider, BackgroundTasksGate } from './views/shell/AppActorsProvider';
import { ModalHost } from './views/shell/ModalHost';
import { guardedNavigation } from './views/shell/leaveGuard';
import { ToastHost } from './views/shell/ToastHost';

export interface AppProps {
  /** Tests pass a memory location; the browser uses the address bar. */
  locationHook?: BaseLocationHook;
  /** 'test' turns off transitions and portals' delays in Mantine. */
  mantineEnv?: 'default' | 'test';
  /** Tests pass XState's SimulatedClock to drive the flows' delays without waiting. */
  clock?: Clock;
  /** Tests pass an XState inspector to see which transitions the flows took (every actor of the app's system). */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * Providers, outermost first: Mantine (theme, toasts, modal stack), the router, the app's actor system (rooted in the
 * session machine), the choice flow's host, the routes (while the background tasks they read run).
 */
export function App({ locationHook, mantineEnv = 'default', clock, inspect }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
      <ToastHost />
      {/*
        The modal stack beside the app, not around it: modals open through @mantine/modals' \`modals\` calls (window
        events), and a provider around the routes made React search the whole page (300 cards) for its consumers each
        time a modal opened or closed (issue 7: the filter drawer within 100 ms).
      */}
      <ModalHost modals={MODAL_KINDS} modalProps={{ closeButtonProps: { 'aria-label': t.help.close } }} />
      <Router hook={locationHook} aroundNav={guardedNavigation}>
        <AppActorsProvider clock={clock} inspect={inspect}>
          <ChoiceHost>
            <BackgroundTasksGate>
              <AppRoutes />
            </BackgroundTasksGate>
          </ChoiceHost>
        </AppActorsProvider>
      </Router>
    </MantineProvider>
  );
}
