import { notifications } from '@mantine/notifications';
import { t } from '../../i18n/en';

/** A toast as the shell shows it: its words from the catalogue, its colour and its time on screen. */
export interface ToastRequest {
  type: 'positive' | 'warning' | 'error' | 'success';
  title: string;
  message: string;
  /** Milliseconds before it hides by itself; SPEC §9 default 5000. */
  timeout: number;
}

const COLORS: Record<ToastRequest['type'], string> = { positive: 'teal', success: 'teal', warning: 'yellow', error: 'red' };

/** Shows a machine's toast with @mantine/notifications (top middle, closes on click or after its timeout). */
export function showToast(toast: ToastRequest): void {
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
