import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginRequest } from '../../contract/auth';
import { WRAPPING_BUTTON } from '../components/wrappingButton';
import { emailField, loginPasswordField } from './validators';

export interface StaffCredentialsFormProps {
  /** Left out inside a dialog whose title says it. */
  heading?: string;
  intro: string;
  emailLabel: string;
  passwordLabel: string;
  submitLabel: string;
  /** The device's actor takes the credentials now. */
  canSubmit: boolean;
  busy: boolean;
  /** The last refusal in words, or null. */
  refusal: string | null;
  onSubmit: (credentials: LoginRequest) => void;
}

/**
 * A staff member's e-mail and password on a screen families use (a kiosk's release, a guided session's return to the
 * console). Nothing offers to remember them (autocomplete off), and the password is cleared as it is sent.
 */
export function StaffCredentialsForm({ heading, intro, emailLabel, passwordLabel, submitLabel, canSubmit, busy, refusal, onSubmit }: StaffCredentialsFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailField, password: loginPasswordField },
  });
  const submit = form.onSubmit(({ email, password }) => {
    onSubmit({ email: email.trim(), password });
    form.setFieldValue('password', '');
  });
  return (
    <form noValidate autoComplete="off" onSubmit={submit}>
      <Stack gap="md">
        {heading && (
          <Title order={3} size="h4">
            {heading}
          </Title>
        )}
        <Text size="sm">{intro}</Text>
        <TextInput label={emailLabel} type="email" autoComplete="off" required {...form.getInputProps('email')} />
        <PasswordInput label={passwordLabel} autoComplete="off" required {...form.getInputProps('password')} />
        {refusal && !busy && (
          <Alert color="red" role="alert">
            {refusal}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={busy} disabled={!canSubmit && !busy} fullWidth styles={WRAPPING_BUTTON}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
