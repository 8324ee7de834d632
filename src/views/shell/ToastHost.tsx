import { Notifications, useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/** Safari has no requestIdleCallback: there, a second after the page came up stands in for "idle". */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(timer);
}

/**
 * Where toasts appear (top middle). Mantine's Notifications draws a container for each of its six corners and edges,
 * with portals and transition groups: put on the page once the first page is drawn and the browser is idle, not in
 * the page's first render (issue 7: total blocking time), or at once when a toast comes before that.
 */
export function ToastHost() {
  const waiting = useNotifications().notifications.length;
  // Once there, it stays: a toast's closing transition must never be cut short.
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  useEffect(() => {
    if (waiting) setReady(true);
  }, [waiting]);
  if (!ready && waiting === 0) return null;
  return <Notifications position="top-center" autoClose={5000} zIndex={1000} />;
}
