/**
 * Starts the family app, or the hospital console for an address under /hospital: another app on the same
 * page, its own chunk, loaded only for its addresses.
 */
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { isConsoleAddress } from './machines/hospital/consolePaths';
import { askPageDataEarly } from './askPageDataEarly';
import { routeAt } from './routeMatch';
import { settledWithin } from './views/onDemand';
import { PAGE_CODE_WAIT_MS, preloadPage } from './views/pages';
import { deviceIsKiosk, loadKioskParts } from './views/shell/kioskChunk';

export function start(container: HTMLElement | null): void {
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding a slow
  // phone's main thread for one long task (Lighthouse's total blocking time).
  const show = (app: ReactNode) => startTransition(() => root.render(<StrictMode>{app}</StrictMode>));
  if (isConsoleAddress(window.location.pathname)) {
    void import('./views/hospital/ConsoleApp').then(({ ConsoleApp }) => show(<ConsoleApp />));
  } else {
    const route = routeAt(window.location.pathname);
    askPageDataEarly(route);
    // The page's code (named in the page the server sent, so already on its way) before the first render: drawn then
    // with the app, not behind a loader that React would keep on screen for 300 ms however soon the code arrives.
    // On a kiosk, its chunk too, within the same wait: the header's kiosk row is then there from the first drawing.
    const kiosk = deviceIsKiosk() ? settledWithin(loadKioskParts(), PAGE_CODE_WAIT_MS) : null;
    void Promise.all([preloadPage(route?.name ?? null), kiosk]).then(() => show(<App />));
  }
}
