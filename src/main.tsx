/*
 * The app's code is evaluated in four tasks, not one: React and ReactDOM; Mantine and the theme; the state machines
 * with the API calls and contracts they use; the screens. Between them, a pause: a module awaiting a timer at its
 * top level. In one go it held a phone's main thread for one long task of ~150 ms before the first page could draw
 * (issue 7: Lighthouse's total blocking time counts it). vite.config.ts keeps all of it in one chunk, evaluated in
 * this order.
 */
import { createRoot, StrictMode, startTransition } from './boot/react';
import './boot/afterReact';
import './theme';
import './boot/afterMantine';
import './machines/session/sessionMachine';
import './machines/signup/signupMachine';
import './machines/dashboard/dashboardMachine';
import './boot/afterMachines';
import { App } from './App';
import { isConsoleAddress } from './machines/hospital/consolePaths';
import type { ReactNode } from 'react';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// As a transition, the first render yields to the browser every few milliseconds instead of holding a slow
// phone's main thread for one long task (Lighthouse's total blocking time, issue 7).
const show = (app: ReactNode) => startTransition(() => root.render(<StrictMode>{app}</StrictMode>));

// The hospital console (issue 21) is another app on the same page: its own chunk, loaded only for its addresses.
if (isConsoleAddress(window.location.pathname)) {
  void import('./views/hospital/ConsoleApp').then(({ ConsoleApp }) => show(<ConsoleApp />));
} else show(<App />);
