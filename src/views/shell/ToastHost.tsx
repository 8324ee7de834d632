import { useEffect, useSyncExternalStore } from 'react';
import classes from './Shell.module.css';
import { subscribeToToasts, toastContainers, toastsAsked } from './toast';

/**
 * Where toasts appear: top middle (SPEC §8), just below the header, so they never hide its logo, menu or links
 * (issue 19, item 11: on phones and at 1024 px 'Account Created' lay over them). Mantine's Notifications draws a
 * container for each of its six corners and edges, in a portal that draws it all a second time at once as it
 * mounts: put on the page when the first toast comes, not with the page (issue 7: a 12–15 ms task, ~60 ms on a
 * phone, while the first page was still loading).
 */
export function ToastHost() {
  // Their code comes with the first toast (toast.ts). Once there, they stay: a toast's closing transition must never
  // be cut short.
  const Notifications = useSyncExternalStore(subscribeToToasts, toastContainers);
  const asked = useSyncExternalStore(subscribeToToasts, toastsAsked);
  // Measured again with each new toast: a page without a header (full screen) may have come or gone since.
  useEffect(() => (Notifications ? keepBelowHeader() : undefined), [Notifications, asked]);
  if (!Notifications) return null;
  return <Notifications position="top-center" autoClose={5000} zIndex={1000} classNames={{ root: classes.toasts }} />;
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
