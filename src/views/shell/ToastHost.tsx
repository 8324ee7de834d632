import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import classes from './Shell.module.css';
import { subscribeToToasts, toastContainers, toastsAsked } from './toast';

/**
 * Where toasts appear: top middle (SPEC §8), just below the header, so they never hide its logo, menu or links
 * (on phones and at 1024 px 'Account Created' lay over them). Mantine's Notifications draws a
 * container for each of its six corners and edges, in a portal that draws it all a second time at once as it
 * mounts: put on the page when the first toast comes, not with the page (a 12–15 ms task, ~60 ms on a
 * phone, while the first page was still loading).
 */
export function ToastHost() {
  // Their code comes with the first toast (toast.ts). Once there, they stay: a toast's closing transition must never
  // be cut short.
  const Notifications = useSyncExternalStore(subscribeToToasts, toastContainers);
  const asked = useSyncExternalStore(subscribeToToasts, toastsAsked);
  // Measured again with each new toast and each new page: a header or a breadcrumb bar may have come or gone since.
  const [location] = useLocation();
  useEffect(() => (Notifications ? keepBelowHeader() : undefined), [Notifications, asked, location]);
  if (!Notifications) return null;
  return <Notifications position="top-center" autoClose={5000} zIndex={1000} classNames={{ root: classes.toasts }} />;
}

/** What a family may tap: a toast should lie over none of them. */
const CONTROLS = 'a[href], button, [role="button"], input, select, textarea';
/** Between a toast and the page's top controls, or the window's bottom. */
const GAP = 10;

/** Whether a box at `top` of `height`, across `left`–`right`, lies over a control of the page (not of a toast). */
function coversControl(top: number, height: number, left: number, right: number): boolean {
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control.closest('.mantine-Notification-root')) continue;
    const box = control.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.left < right && box.right > left && box.top < top + height && box.bottom > top) return true;
  }
  return false;
}

/**
 * Keeps `--cc-toast-top` (read by `.toasts`) where the toasts cover nothing a family taps next: just under the page's
 * top controls (the header, and the breadcrumb bar while it lies right under it), else at the bottom of the window
 * when the top would cover a control and the bottom does not (on Review after 'Choices saved' the top held 'Print').
 * Measured again as the page scrolls (once a frame at most, and only the header while no toast shows), as the header
 * changes height (its title wraps on narrow screens), and as the window changes size.
 */
function keepBelowHeader(): () => void {
  const root = document.documentElement;
  const header = document.querySelector('header');
  let frame = 0;
  const measure = () => {
    frame = 0;
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const bar = document.querySelector('[data-breadcrumb-bar]')?.getBoundingClientRect();
    const chromeBottom = Math.max(0, bar && bar.top <= headerBottom + 1 && bar.bottom > headerBottom ? bar.bottom : headerBottom);
    let top = chromeBottom + GAP;
    const toasts = document.querySelector('.mantine-Notification-root')?.closest('.mantine-Notifications-root')?.getBoundingClientRect();
    if (toasts && toasts.height > 0) {
      const bottom = window.innerHeight - GAP - toasts.height;
      if (bottom > top && coversControl(top, toasts.height, toasts.left, toasts.right) && !coversControl(bottom, toasts.height, toasts.left, toasts.right)) top = bottom;
    }
    root.style.setProperty('--cc-toast-top', `${Math.round(top)}px`);
  };
  const measureSoon = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  // And once Mantine has drawn the toast just asked for, a frame later: its height decides whether the bottom fits.
  frame = requestAnimationFrame(measure);
  const observer = typeof ResizeObserver === 'undefined' || !header ? null : new ResizeObserver(measureSoon);
  if (header) observer?.observe(header);
  window.addEventListener('resize', measureSoon);
  window.addEventListener('scroll', measureSoon, { passive: true });
  return () => {
    if (frame) cancelAnimationFrame(frame);
    observer?.disconnect();
    window.removeEventListener('resize', measureSoon);
    window.removeEventListener('scroll', measureSoon);
  };
}
