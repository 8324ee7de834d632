import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { PasswordChange } from '../../contract/user';
import { t } from '../../i18n/en';
import { passwordChangeLogic } from '../../machines/request/forms';
import { confirmField, minSixField } from '../forms/validators';
import { showToast } from '../shell/toast';
import { PASSWORD_TOO_COMMON, securityWords } from '../../i18n/en.security';
import { useWords } from '../shell/shownWords';
import { useKioskAutoComplete } from '../shell/useKioskAutoComplete';
import { useRequest } from '../forms/useRequest';

/** The server's answer to a wrong current password (HTTP 400, SPEC §8). */
export const PASSWORD_DOES_NOT_MATCH = 'PasswordDoesNotMatch';


const EMPTY = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** ACCOUNT password change: PUT /user/v1/password; the fields clear after a success. */
export function PasswordForm() {
  const security = useWords(securityWords);
  const autoComplete = useKioskAutoComplete();
  const [state, send] = useRequest(passwordChangeLogic, () => {
    showToast({ type: 'success', ...t.toasts.passwordUpdated });
    form.reset();
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      currentPassword: minSixField(() => t.account.currentPassword),
      newPassword: minSixField(() => t.account.newPassword),
      confirmNewPassword: confirmField(() => t.account.confirmNewPassword, 'newPassword', () => t.validation.mustMatchNewPassword),
    },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });

  const failure = state.matches('failed') ? state.context.failure : null;
  const wrongCurrent = failure?.code === PASSWORD_DOES_NOT_MATCH;
  const tooCommon = failure?.code === PASSWORD_TOO_COMMON;
  const currentPassword = form.getInputProps('currentPassword');
  const newPassword = form.getInputProps('newPassword');

  const submit = form.onSubmit(({ currentPassword, newPassword }) =>
    send({ type: 'form.submitted', values: { currentPassword, newPassword } satisfies PasswordChange }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <PasswordInput
          label={t.account.currentPassword}
          autoComplete={autoComplete('current-password')}
          required
          {...currentPassword}
          error={currentPassword.error ?? (wrongCurrent ? t.account.currentPasswordIncorrect : undefined)}
        />
        <PasswordInput
          label={t.account.newPassword}
          description={t.account.newPasswordHint}
          autoComplete={autoComplete('new-password')}
          required
          {...newPassword}
          error={newPassword.error ?? (tooCommon ? security.passwordTooCommon : undefined)}
        />
        <PasswordInput
          label={t.account.confirmNewPassword}
          autoComplete={autoComplete('new-password')}
          required
          {...form.getInputProps('confirmNewPassword')}
        />
        {failure && !wrongCurrent && !tooCommon && (
          <Alert color="red" role="alert">
            {t.account.genericError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={state.hasTag('busy')} w={{ base: '100%', sm: 'auto' }}>
            {t.account.savePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
