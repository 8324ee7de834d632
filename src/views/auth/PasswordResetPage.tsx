import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import type { PasswordReset } from '../../contract/user';
import { t } from '../../i18n/en';
import { passwordResetLogic } from '../../machines/request/forms';
import { confirmField, emailField, minSixField } from '../forms/validators';
import type { PageProps } from '../pages';
import { CenteredCard } from '../shell/CenteredCard';
import { PASSWORD_TOO_COMMON, securityWords } from '../../i18n/en.security';
import { useWords } from '../shell/shownWords';
import { pathFor } from '../../routePaths';
import { useKioskAutoComplete } from '../shell/useKioskAutoComplete';


/** FORGOT_PASSWORD_RESET: the link of the reset e-mail carries the code; a new password is chosen here. */
export function PasswordResetPage({ params }: PageProps) {
  const autoComplete = useKioskAutoComplete();
  const security = useWords(securityWords);
  const code = params.code ?? '';
  const [state, send] = useMachine(passwordResetLogic);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', newPassword: '', confirmNewPassword: '' },
    validate: {
      email: emailField,
      newPassword: minSixField(() => t.passwordReset.newPassword),
      confirmNewPassword: confirmField(() => t.passwordReset.confirmNewPassword, 'newPassword', () => t.validation.mustMatchNewPassword),
    },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const tooCommon = state.matches('failed') && state.context.failure?.code === PASSWORD_TOO_COMMON;
  const tooManyTries = state.context.failure?.code === 'TooManyAttempts';
  const newPassword = form.getInputProps('newPassword');
  const submit = form.onSubmit(({ email, newPassword }) =>
    send({ type: 'form.submitted', values: { email: email.trim(), password: newPassword, code } satisfies PasswordReset }),
  );

  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{t.passwordReset.heading}</Title>
        {state.matches('succeeded') ? (
          <>
            <Alert color="teal" role="status">
              {t.passwordReset.success}
            </Alert>
            <Anchor component={Link} href={pathFor('LOGIN')} ta="center">
              {t.passwordReset.login}
            </Anchor>
          </>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <Text>{t.passwordReset.intro}</Text>
              <TextInput label={t.passwordReset.email} type="email" autoComplete={autoComplete('email')} required {...form.getInputProps('email')} />
              <PasswordInput
                label={t.passwordReset.newPassword}
                description={t.passwordReset.newPasswordHint}
                autoComplete={autoComplete('new-password')}
                required
                {...newPassword}
                error={newPassword.error ?? (tooCommon ? security.passwordTooCommon : undefined)}
              />
              <PasswordInput
                label={t.passwordReset.confirmNewPassword}
                autoComplete={autoComplete('new-password')}
                required
                {...form.getInputProps('confirmNewPassword')}
              />
              {state.matches('failed') && !tooCommon && (
                <Alert color="red" role="alert">
                  {/* Too many tries: the server's words say how long to wait; a new link would not help sooner. */}
                  {tooManyTries ? (
                    t.passwordReset.tooManyTries(state.context.failure?.message ?? '', state.context.failure?.retryAfterSeconds ?? null)
                  ) : (
                    <Stack gap="xs">
                      <span>{t.passwordReset.error}</span>
                      <Anchor component={Link} href={pathFor('FORGOT_PASSWORD')}>
                        {t.passwordReset.newLink}
                      </Anchor>
                    </Stack>
                  )}
                </Alert>
              )}
              <Button type="submit" loading={state.hasTag('busy')} fullWidth>
                {t.passwordReset.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </CenteredCard>
  );
}
