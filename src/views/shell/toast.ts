import type { notifications as notificationsApi } from '@mantine/notifications';
import { t } from '../../i18n/en';

/** A toast as the shell shows it: its words from the catalogue, its colour and its time on screen. */
export interface ToastRequest {
  type: 'positive' | 'warning' | 'error' | 'success';
  title: string;
  message: string;
  /** Milliseconds before it hides by itself; SPEC §9 default 5000. */
  timeout: number;
}

type Notifications = typeof notificationsApi;

const COLORS: Record<ToastRequest['type'], string> = { positive: 'teal', success: 'teal', warning: 'yellow', error: 'red' };

/**
 * @mantine/notifications, once loaded: not in the first load (its containers, transitions and scroll handling are
 * 15 KiB compressed), but with the first toast. Toasts asked for before then wait here, in order.
 */
let loaded: Notifications | null = null;
const waiting: ToastRequest[] = [];
let loading: Promise<void> | null = null;
/** Toasts asked for since the page loaded, and who is told of each (ToastHost: the containers go on the page). */
let asked = 0;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  return (loading ??= import('@mantine/notifications').then(({ notifications }) => {
    loaded = notifications;
    for (const toast of waiting.splice(0)) show(notifications, toast);
  }));
}

/** Shows a machine's toast with @mantine/notifications (top middle, closes on click or after its timeout). */
export function showToast(toast: ToastRequest): void {
  if (loaded) show(loaded, toast);
  else {
    waiting.push(toast);
    void load();
  }
  asked++;
  for (const listener of listeners) listener();
}

/** How many toasts have been asked for (useSyncExternalStore's snapshot, with subscribeToToasts). */
export const toastsAsked = () => asked;

/** Calls `listener` each time a toast is asked for; returns the call that stops it. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(notifications: Notifications, toast: ToastRequest): void {
  const id = notifications.show({
    title: toast.title,
    message: toast.message,
    color: COLORS[toast.type],
    autoClose: toast.timeout,
    withBorder: true,
    closeButtonProps: { 'aria-label': t.toasts.close },
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
    // Mantine greys the message under a title (gray 6, 3.3:1); the family must be able to read it (WCAG AA).
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  });
}
