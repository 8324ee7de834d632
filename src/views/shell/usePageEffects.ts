import { useEffect, useLayoutEffect, useRef } from 'react';
import { recordPageView } from '../../analytics';
import { closeAllModals } from './ModalHost';

/** Positions by address, so back and forward return to where the reader was; new pages start at the top. */
const scrollPositions = new Map<string, number>();
let cameFromHistory = false;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => (cameFromHistory = true));

const scrollToY = (y: number) => {
  try {
    window.scrollTo({ top: y, left: 0 });
  } catch {
    // environments without scrolling (tests)
  }
};

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
    const remember = () => scrollPositions.set(location, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location]);

  useLayoutEffect(() => {
    // The first page keeps what the browser does with a page it has just loaded: its scroll and its focus. Setting
    // the scroll here would also lay the whole page out in the middle of the first commit.
    if (first.current) {
      first.current = false;
      return;
    }
    scrollToY(cameFromHistory ? (scrollPositions.get(location) ?? 0) : 0);
    cameFromHistory = false;
    // A modal belongs to the page it was opened on (back or forward must not leave it over another page).
    closeAllModals();
    // Screen readers hear the new page's title.
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [location]);
}
