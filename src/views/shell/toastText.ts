import { t } from '../../i18n/en';
import type { ToastNotice } from '../../machines/toast';
import type { ToastRequest } from './toast';

/** The words, colour and time on screen of each toast a machine asks for (SPEC §3, §9). */
export function toastFor(notice: ToastNotice): ToastRequest {
  switch (notice.kind) {
    case 'loginFailed':
      return { type: 'error', ...t.toasts.loginFailed };
    case 'loginLocked':
      // Long enough to read how long to wait.
      return { type: 'error', ...t.toasts.loginFailed, message: notice.detail, timeout: 8000 };
    case 'accountCreated':
      return { type: 'success', ...t.toasts.accountCreated };
    case 'createAccountFailed':
      return { type: 'error', ...t.toasts.createAccountFailed };
    case 'claimFailed':
      return { type: 'error', ...t.toasts.claimFailed };
    case 'choicesSaved':
      return { type: 'success', ...t.toasts.choicesSaved };
    case 'saveChoicesFailed':
      return { type: 'error', ...t.toasts.saveChoicesFailed };
  }
}
