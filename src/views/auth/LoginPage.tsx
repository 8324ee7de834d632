import { Anchor, Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { selectIsLoggingIn } from '../../machines/session/sessionSelectors';
import { emailField, loginPasswordField } from '../forms/validators';
import { CenteredCard } from '../shell/CenteredCard';
import { useSessionActor, useSessionSelector } from '../shell/appActors';
import { pathFor } from '../../routePaths';
import { useKioskAutoComplete } from '../shell/useKioskAutoComplete';

/** LOGIN: e-mail and password; the session machine does the rest (and shows 'Could Not Login' on failure). */
export function LoginPage() {
  const autoComplete = useKioskAutoComplete();
  const session = useSessionActor();
  const loggingIn = useSessionSelector(selectIsLoggingIn);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailField, password: loginPasswordField },
    validateInputOnBlur: true,
  });
  return (
    <CenteredCard>
      <form
        noValidate
        onSubmit={form.onSubmit(({ email, password }) => session.send({ type: 'session.login', email: email.trim(), password }))}
      >
        <Stack gap="md">
          <Title order={2}>{t.login.heading}</Title>
          <TextInput label={t.login.email} type="email" autoComplete={autoComplete('email')} required {...form.getInputProps('email')} />
          <PasswordInput label={t.login.password} autoComplete={autoComplete('current-password')} required {...form.getInputProps('password')} />
          <Button type="submit" loading={loggingIn} fullWidth>
            {t.login.submit}
          </Button>
          <Anchor component={Link} href={pathFor('FORGOT_PASSWORD')} ta="center">
            {t.login.forgot}
          </Anchor>
        </Stack>
      </form>
    </CenteredCard>
  );
}
