import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { Router, type BaseLocationHook } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { Clock } from './machines/clock';
import { t } from './i18n/en';
import { applyLanguage, LANGUAGE_TAGS } from './i18n/language';
import type { Translations } from './i18n/language';
import { loadDeviceLanguage } from './machines/language/languageStorage';
import { LanguageActorContext, ShownLanguageContext } from './views/shell/languageActor';
import { LanguageFollowsSession } from './views/shell/LanguageFollowsSession';
import { MANTINE_SETTINGS } from './mantineSettings';
import { AppRoutes } from './views/shell/AppRoutes';
import { ChoiceHost } from './views/choice/ChoiceHost';
import { AppActorsProvider, BackgroundTasksGate } from './views/shell/AppActorsProvider';
import { ModalHost } from './views/shell/ModalHost';
import { guardedNavigation } from './views/shell/leaveGuard';
import { ToastHost } from './views/shell/ToastHost';
import { useEffect, useMemo } from 'react';
import { showToast } from './views/shell/toast';

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

/** The app in the language the device showed last, until the language actor says otherwise. */
export function App(props: AppProps) {
  const options = useMemo(() => ({ input: { language: loadDeviceLanguage() } }), []);
  return (
    <LanguageActorContext.Provider options={options}>
      <LocalizedApp {...props} />
    </LanguageActorContext.Provider>
  );
}

/**
 * Providers, outermost first: Mantine (theme, modal stack), the router (and the toasts), the app's actor system (rooted in the
 * session machine), the choice flow's host, the routes (while the background tasks they read run). Drawn again as a
 * whole when the language changes: every element below is made here, so every screen reads its words again while
 * keeping its state (what was typed stays).
 */
function LocalizedApp({ locationHook, mantineEnv = 'default', clock, inspect }: AppProps) {
  const language = useAppliedLanguage();
  return (
    <ShownLanguageContext.Provider value={language}>
      <MantineProvider {...MANTINE_SETTINGS} env={mantineEnv}>
        {/*
          The modal stack beside the app, not around it: modals open through @mantine/modals' \`modals\` calls (window
          events), and a provider around the routes made React search the whole page (300 cards) for its consumers each
          time a modal opened or closed (the filter drawer within 100 ms).
        */}
        <ModalHost modalProps={{ closeButtonProps: { 'aria-label': t.help.close } }} />
        <Router hook={locationHook} aroundNav={guardedNavigation}>
          {/* In the router: toasts are placed again on each page, under its header and breadcrumb bar. */}
          <ToastHost />
          <AppActorsProvider clock={clock} inspect={inspect}>
            <LanguageFollowsSession />
            <ChoiceHost>
              <BackgroundTasksGate>
                <AppRoutes />
              </BackgroundTasksGate>
            </ChoiceHost>
          </AppActorsProvider>
        </Router>
      </MantineProvider>
    </ShownLanguageContext.Provider>
  );
}

/**
 * The language the actor shows, applied to the catalogues before anything below renders, and to the page's
 * `<html lang>`. A translation that could not be loaded is said in both languages (the reader wanted the other one).
 */
function useAppliedLanguage() {
  const shown = LanguageActorContext.useSelector((snapshot) => snapshot.context.shown);
  const translation = LanguageActorContext.useSelector((snapshot) => snapshot.context.translation);
  const failed = LanguageActorContext.useSelector((snapshot) => snapshot.context.failed);
  applyLanguage(shown, translation as Translations | null);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[shown];
  }, [shown]);
  useEffect(() => {
    if (failed) showToast({ type: 'error', ...t.shell.languageFailed });
  }, [failed]);
  return shown;
}
