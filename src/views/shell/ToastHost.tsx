import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import classes from './Shell.module.css';
import { subscribeToToasts, toastsAsked } from './toast';

/** Mantine's toast containers: their own chunk, loaded with the first toast (toast.ts). */
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/**
 * Where toasts appear: top middle (SPEC §8), just below the header, so they never hide its logo, menu or links
 * (issue 19, item 11: on phones and at 1024 px 'Account Created' lay over them). Mantine's Notifications draws a
 * container for each of its six corners and edges, in a portal that draws it all a second time at once as it
 * mounts: put on the page when the first toast comes, not with the page (issue 7: a 12–15 ms task, ~60 ms on a
 * phone, while the first page was still loading).
 */
export function ToastHost() {
  // Once there, it stays: a toast's closing transition must never be cut short.
  const asked = useSyncExternalStore(subscribeToToasts, toastsAsked);
  // Measured again with each new toast: a page without a header (full screen) may have come or gone since.
  useEffect(() => (asked ? keepBelowHeader() : undefined), [asked]);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={5000} zIndex={1000} classNames={{ root: classes.toasts }} />
    </Suspense>
  );
}

/**
 * Keeps `--cc-header-bottom` (read by `.toasts`) at the header's lower edge, as the header changes height (its title
 * wraps on narrow screens, and changes with the page) or the window its width. The header sticks to the top, so its
 * bottom is its height; 0 without a header.
 */
function keepBelowHeader(): () => void {
  const root = document.documentElement;
  const header = document.querySelector('header');
  const measure = () => root.style.setProperty('--cc-header-bottom', `${Math.max(0, Math.round(header?.getBoundingClientRect().bottom ?? 0))}px`);
  measure();
  const observer = typeof ResizeObserver === 'undefined' || !header ? null : new ResizeObserver(measure);
  if (header) observer?.observe(header);
  window.addEventListener('resize', measure);
  return () => {
    observer?.disconnect();
    window.removeEventListener('resize', measure);
  };
}
