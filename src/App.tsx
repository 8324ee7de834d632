import './mantine.css';
import { MantineProvider } from '@mantine/core';
import { Router, type BaseLocationHook } from 'wouter';
import type { InspectionEvent } from 'xstate';
import type { Clock } from './machines/clock';
import { t } from './i18n/en';
import { applyLanguage, LANGUAGE_TAGS } from './i18n/language';
import type { Translations } from './i18n/language';
import { useLanguageActor } from './views/shell/appActors';
import { ShownWordsContext, type ShownWords } from './views/shell/shownWords';
import { MANTINE_SETTINGS } from './mantineSettings';
import { AppRoutes } from './views/shell/AppRoutes';
import { ChoiceHost } from './views/choice/ChoiceHost';
import { AppActorsProvider, BackgroundTasksGate, KioskHost } from './views/shell/AppActorsProvider';
import { ModalHost } from './views/shell/ModalHost';
import { guardedNavigation } from './views/shell/leaveGuard';
import { ToastHost } from './views/shell/ToastHost';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
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

/**
 * Providers, outermost first: Mantine (theme), the router (which the shell navigates with), and the app's actor
 * system (rooted in the session machine, whose background tasks include the language); then the app in its language.
 */
export function App({ locationHook, mantineEnv = 'default', clock, inspect }: AppProps) {
  return (
    <MantineProvider {...MANTINE_SETTINGS} env={mantineEnv}>
      <Router hook={locationHook} aroundNav={guardedNavigation}>
        <AppActorsProvider clock={clock} inspect={inspect}>
          <LocalizedApp />
        </AppActorsProvider>
      </Router>
    </MantineProvider>
  );
}

/**
 * The app in the language on screen: the modal stack, the toasts, the kiosk's layer, the choice flow's host and the
 * routes (while the background tasks they read run). Drawn again as a whole when the language changes: every element
 * below is made here, so every screen reads its words again while keeping its state (what was typed stays).
 */
function LocalizedApp() {
  const shown = useAppliedLanguage();
  return (
    <ShownWordsContext.Provider value={shown}>
      {/*
        The modal stack beside the app, not around it: modals open through @mantine/modals' \`modals\` calls (window
        events), and a provider around the routes made React search the whole page (300 cards) for its consumers each
        time a modal opened or closed (the filter drawer within 100 ms).
      */}
      <ModalHost modalProps={{ closeButtonProps: { 'aria-label': t.help.close } }} />
      {/* In the router: toasts are placed again on each page, under its header and breadcrumb bar. */}
      <ToastHost />
      <KioskHost />
      <ChoiceHost>
        <BackgroundTasksGate>
          <AppRoutes />
        </BackgroundTasksGate>
      </ChoiceHost>
    </ShownWordsContext.Provider>
  );
}

/**
 * The language the actor shows and its words: provided to every screen (`useWords`), applied to the catalogues not
 * yet read through it before anything below renders, and to the page's `<html lang>`. A translation that could not
 * be loaded is said in both languages (the reader wanted the other one).
 */
function useAppliedLanguage(): ShownWords {
  const actor = useLanguageActor();
  // What the actor showed last, kept for the second its task is down after a crash.
  const lastShown = useRef<ShownWords>({ language: 'en', translation: null });
  const shown = useSelector(actor, (snapshot) => snapshot?.context.shown) ?? lastShown.current.language;
  const translation = useSelector(actor, (snapshot) => (snapshot ? (snapshot.context.translation as Translations | null) : undefined));
  const failed = useSelector(actor, (snapshot) => snapshot?.context.failed ?? false);
  const current = translation === undefined ? lastShown.current.translation : translation;
  const words = useMemo(() => ({ language: shown, translation: current }), [shown, current]);
  lastShown.current = words;
  applyLanguage(words.language, words.translation);
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[shown];
  }, [shown]);
  useEffect(() => {
    if (failed) showToast({ type: 'error', ...t.shell.languageFailed });
  }, [failed]);
  return words;
}
