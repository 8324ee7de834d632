import { useEffect, useLayoutEffect, useRef } from 'react';
import { recordPageView } from '../../analytics';
import { closeAllModals } from './ModalHost';

/**
 * Positions by address, so going back returns to where the reader was; new pages start at the top. Back is the
 * browser's (popstate) or the app's own way up ('‹ All Options' from a provider): an address that is the one before
 * the current page in this tab's trail.
 */
const scrollPositions = new Map<string, number>();
let cameFromHistory = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (cameFromHistory = true));
const TRAIL_LENGTH = 50;
let trail: string[] = [];
/** The page on screen: a scroll event that arrives after the page changed is not the old page's position. */
let shownLocation: string | null = null;

/** Whether `location` returns to the page before the current one; the trail follows either way. */
function followTrail(location: string): boolean {
  const returning = trail.at(-2) === location;
  trail = returning ? trail.slice(0, -1) : [...trail, location].slice(-TRAIL_LENGTH);
  return returning;
}

const scrollToY = (y: number) => {
  try {
    window.scrollTo({ top: y, left: 0 });
  } catch {
    // environments without scrolling (tests)
  }
};

/** The reader's own scrolling: from then on the page is theirs, not a restore's. */
const READER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const RESTORE_FRAMES = 60;

/**
 * Back at `y`: a page drawn in parts (its screen's code arriving, a long list growing to its full height) may not be
 * tall enough at first, so the scroll is set again on the next frames until it holds, for about a second, or until
 * the reader scrolls.
 */
function restoreScroll(y: number) {
  scrollToY(y);
  if (y === 0 || typeof requestAnimationFrame === 'undefined') return;
  let frames = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of READER_SCROLLS) window.removeEventListener(type, stop);
  };
  for (const type of READER_SCROLLS) window.addEventListener(type, stop, { passive: true, once: true });
  const again = () => {
    if (stopped) return;
    if (Math.abs(window.scrollY - y) <= 1 || ++frames > RESTORE_FRAMES) return stop();
    scrollToY(y);
    requestAnimationFrame(again);
  };
  requestAnimationFrame(again);
}

/** What the shell does on every route change: title, page view, scroll, and focus on the page heading. */
export function usePageEffects(location: string, title: string, fullTitle: string) {
  const first = useRef(true);

  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);

  useEffect(() => {
    recordPageView(location, title);
    // Only the location decides a page view; a title filled in later is not a new page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location]);

  useEffect(() => {
    const remember = () => {
      if (shownLocation === location) scrollPositions.set(location, window.scrollY);
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  useLayoutEffect(() => {
    // The first page keeps what the browser does with a page it has just loaded: its scroll and its focus. Setting
    // the scroll here would also lay the whole page out in the middle of the first commit.
    shownLocation = location;
    if (first.current) {
      first.current = false;
      trail = [location];
      return;
    }
    const returning = followTrail(location) || cameFromHistory;
    const kept = returning ? (scrollPositions.get(location) ?? 0) : 0;
    cameFromHistory = false;
    restoreScroll(kept);
    // A modal belongs to the page it was opened on (back or forward must not leave it over another page).
    closeAllModals();
    // Screen readers hear the new page's title.
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [location]);
}
