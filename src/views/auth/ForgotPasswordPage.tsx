import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { forgotPasswordLogic } from '../../machines/request/forms';
import { emailField } from '../forms/validators';
import { CenteredCard } from '../shell/CenteredCard';
import { pathFor } from '../../routePaths';
import { useKioskAutoComplete } from '../shell/useKioskAutoComplete';


/** FORGOT_PASSWORD: asks for reset instructions; the answer never reveals whether the address has an account. */
export function ForgotPasswordPage() {
  const autoComplete = useKioskAutoComplete();
  const [state, send] = useMachine(forgotPasswordLogic);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: emailField },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{t.forgotPassword.heading}</Title>
        {state.matches('succeeded') ? (
          <Alert color="teal" role="status" title={null}>
            {t.forgotPassword.success}
          </Alert>
        ) : (
          <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'form.submitted', values: { email: values.email.trim() } }))}>
            <Stack gap="md">
              <Text>{t.forgotPassword.intro}</Text>
              <TextInput label={t.forgotPassword.email} type="email" autoComplete={autoComplete('email')} required {...form.getInputProps('email')} />
              {state.matches('failed') && (
                <Alert color="red" role="alert">
                  {t.forgotPassword.error}
                </Alert>
              )}
              <Button type="submit" loading={state.hasTag('busy')} fullWidth>
                {t.forgotPassword.submit}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} href={pathFor('LOGIN')} ta="center">
          {t.forgotPassword.backToLogin}
        </Anchor>
      </Stack>
    </CenteredCard>
  );
}
