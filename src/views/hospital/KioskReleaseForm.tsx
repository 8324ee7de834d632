import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { LoginRequest } from '../../contract/auth';
import { hospitalEn } from '../../i18n/en.hospital';
import { emailField, loginPasswordField } from '../forms/validators';

const text = hospitalEn.kiosk;

export interface KioskReleaseFormProps {
  hospitalName: string;
  /** The device's actor takes a release now (not while it checks the kiosk with the server, nor while releasing). */
  canRelease: boolean;
  releasing: boolean;
  /** The server's code for the last refusal, or null. */
  refusal: string | null;
  onRelease: (credentials: LoginRequest) => void;
}

/** The refusal in words, by the server's code; the exact wait of a 429 is not kept by the device's actor. */
function refusalText(code: string, hospitalName: string): string {
  if (code === 'Forbidden') return text.refused.Forbidden(hospitalName);
  if (code === 'TooManyRequests') return text.refused.TooManyAttempts;
  const known = text.refused[code as Exclude<keyof typeof text.refused, 'Forbidden'>];
  return typeof known === 'string' ? known : text.refused.other;
}

/**
 * A staff member of the hospital turns the kiosk off with their e-mail and password. Nothing offers to remember them
 * (autocomplete off), and the password is cleared as it is sent: it never stays on a screen families use.
 */
export function KioskReleaseForm({ hospitalName, canRelease, releasing, refusal, onRelease }: KioskReleaseFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailField, password: loginPasswordField },
  });
  const release = form.onSubmit(({ email, password }) => {
    onRelease({ email: email.trim(), password });
    form.setFieldValue('password', '');
  });
  return (
    <form noValidate autoComplete="off" onSubmit={release}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {text.staffHeading}
        </Title>
        <Text size="sm">{text.staffIntro}</Text>
        <TextInput label={text.email} type="email" autoComplete="off" required {...form.getInputProps('email')} />
        <PasswordInput label={text.password} autoComplete="off" required {...form.getInputProps('password')} />
        {refusal && !releasing && (
          <Alert color="red" role="alert">
            {refusalText(refusal, hospitalName)}
          </Alert>
        )}
        <Button type="submit" variant="light" loading={releasing} disabled={!canRelease && !releasing} fullWidth>
          {text.release}
        </Button>
      </Stack>
    </form>
  );
}
