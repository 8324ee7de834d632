import type { AroundNavHandler } from 'wouter';

/**
 * Lets the screen on show hold the family back when leaving would lose their work (a shortlist).
 * Every way out passes here: links and buttons of the header, the menu and the breadcrumb bar (the router's
 * navigate), the browser's Back and Forward (popstate), and Log out. A guard that refuses has asked the family;
 * `leaveNow()` then goes where they were going (Leave), and nothing happens if they stay. The session's own moves
 * (a session that ended, a login) are not the family leaving: they run `unguarded`.
 */
export interface LeaveGuard {
  /** Whether the address may become `to` now. false: the guard has asked, and the way out waits for leaveNow(). */
  mayLeaveFor(to: string): boolean;
  /** The address the guarded screen is on, put back when the browser's Back moved away from it. */
  here(): string;
}

let guard: LeaveGuard | null = null;
let waitingWayOut: (() => void) | null = null;
let bypass = false;

export function setLeaveGuard(next: LeaveGuard | null) {
  guard = next;
  waitingWayOut = null;
}

/** Goes the way the family asked to go before they were asked to confirm it. */
export function leaveNow() {
  const wayOut = waitingWayOut;
  waitingWayOut = null;
  wayOut?.();
}

/** Runs `move` (a navigation) past the guard: for moves that are not the family's choice, such as a session ending. */
export function unguarded(move: () => void) {
  bypass = true;
  try {
    move();
  } finally {
    bypass = false;
  }
}

/** Runs `wayOut` now if the guard lets the address become `to`, or once the family confirms. */
export function leaveFor(to: string, wayOut: () => void) {
  if (!bypass && guard && !guard.mayLeaveFor(to)) {
    waitingWayOut = wayOut;
    return;
  }
  wayOut();
}

/** The router's `aroundNav`: every link and `navigate` of the app passes the guard. */
export const guardedNavigation: AroundNavHandler = (navigate, to, options) => leaveFor(to, () => navigate(to, options));

/**
 * Back and Forward have moved the address before anyone is told: a refused move is undone at once by putting the
 * guarded address back as a new entry after the one moved to (this listener is added as the module loads, before the
 * router's, so the router never sees the address it left). Leave then goes back one entry: to the very address Back
 * or Forward was opening (the e2e suite walks both).
 */
function onHistoryMove() {
  if (!guard) return;
  const here = guard.here();
  if (guard.mayLeaveFor(window.location.pathname)) return;
  window.history.pushState(window.history.state, '', here);
  waitingWayOut = () => window.history.back();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onHistoryMove);
