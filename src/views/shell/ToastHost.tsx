import { Notifications, useNotifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';

/**
 * Where toasts appear (top middle). Mantine's Notifications draws a container for each of its six corners and edges,
 * in a portal that draws it all a second time at once as it mounts: put on the page when the first toast comes, not
 * with the page (issue 7: a 12–15 ms task, ~60 ms on a phone, while the first page was still loading).
 */
export function ToastHost() {
  const waiting = useNotifications().notifications.length;
  // Once there, it stays: a toast's closing transition must never be cut short.
  const [onPage, setOnPage] = useState(false);
  useEffect(() => {
    if (waiting) setOnPage(true);
  }, [waiting]);
  if (!onPage && waiting === 0) return null;
  return <Notifications position="top-center" autoClose={5000} zIndex={1000} />;
}
