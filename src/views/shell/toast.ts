import type { notifications as notificationsApi, Notifications as NotificationsContainers } from '@mantine/notifications';
import { t } from '../../i18n/en';
import { retryingImport } from './retryingImport';

/** A toast as the shell shows it: its words from the catalogue, its colour and its time on screen. */
export interface ToastRequest {
  type: 'positive' | 'warning' | 'error' | 'success';
  title: string;
  message: string;
  /** Milliseconds before it hides by itself; SPEC §9 default 5000. */
  timeout: number;
}

type Notifications = typeof notificationsApi;
/** Mantine's toast containers (ToastHost puts them on the page). */
export type ToastContainers = typeof NotificationsContainers;

const COLORS: Record<ToastRequest['type'], string> = { positive: 'teal', success: 'teal', warning: 'yellow', error: 'red' };

/**
 * @mantine/notifications, once loaded: not in the first load (its containers, transitions and scroll handling are
 * 15 KiB compressed), but with the first toast. Toasts asked for before then wait here, in order.
 */
let loaded: { notifications: Notifications; containers: ToastContainers } | null = null;
const waiting: ToastRequest[] = [];
/** Toasts asked for since the page loaded: each one moves ToastHost to measure where they go again. */
let asked = 0;
/** Who is told when a toast is asked for or the containers' code arrives (ToastHost). */
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of listeners) listener();
};

/** A load that fails (the network dropped) is tried again with the next toast; the waiting ones wait for it. */
const load = retryingImport(
  () => import('@mantine/notifications'),
  ({ notifications, Notifications: containers }) => {
    loaded = { notifications, containers };
    for (const toast of waiting.splice(0)) show(notifications, toast);
    tell();
  },
);

/** Shows a machine's toast with @mantine/notifications (top middle, closes on click or after its timeout). */
export function showToast(toast: ToastRequest): void {
  if (loaded) show(loaded.notifications, toast);
  else {
    waiting.push(toast);
    load();
  }
  asked++;
  tell();
}

export const toastsAsked = () => asked;

/** Mantine's toast containers once their code is here (useSyncExternalStore's snapshot, with subscribeToToasts). */
export const toastContainers = () => loaded?.containers ?? null;

/** Calls `listener` each time a toast is asked for or the containers' code arrives; returns the call that stops it. */
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
