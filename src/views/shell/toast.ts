import { notifications } from '@mantine/notifications';
import type { ToastRequest } from '../../machines/toast';

const COLORS: Record<ToastRequest['type'], string> = { positive: 'teal', success: 'teal', warning: 'yellow', error: 'red' };

/** Shows a machine's toast with @mantine/notifications (top middle, closes on click or after its timeout). */
export function showToast(toast: ToastRequest): void {
  const id = notifications.show({
    title: toast.title,
    message: toast.message,
    color: COLORS[toast.type],
    autoClose: toast.timeout,
    withBorder: true,
    onClick: () => notifications.hide(id),
    style: { cursor: 'pointer' },
  });
}
