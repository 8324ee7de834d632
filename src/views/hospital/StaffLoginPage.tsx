import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { hospitalEn } from '../../i18n/en.hospital';
import { selectStaffLoggingIn } from '../../machines/hospital/staffSessionSelectors';
import { pathFor } from '../../routePaths';
import { emailField, loginPasswordField } from '../forms/validators';
import { CenteredCard } from '../shell/CenteredCard';
import { useStaffSessionActor, useStaffSessionSelector } from './staffActors';

/**
 * `/hospital/login`: the family login's form for staff. A wrong password and a family account fail alike ('Could Not
 * Login'); what was typed stays in the form.
 */
export function StaffLoginPage() {
  const session = useStaffSessionActor();
  const loggingIn = useStaffSessionSelector(selectStaffLoggingIn);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: { email: emailField, password: loginPasswordField },
    validateInputOnBlur: true,
  });
  const text = hospitalEn.login;
  return (
    <CenteredCard>
      <form noValidate onSubmit={form.onSubmit(({ email, password }) => session.send({ type: 'staff.login', email: email.trim(), password }))}>
        <Stack gap="md">
          <Title order={2}>{text.heading}</Title>
          <Text c="dimmed">{text.intro}</Text>
          <TextInput label={text.email} type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput label={text.password} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Button type="submit" loading={loggingIn} fullWidth>
            {text.submit}
          </Button>
          {/* The family app is another page load: the console's router does not know its addresses. */}
          <Anchor href={pathFor('LOGIN')} ta="center">
            {text.familyLink}
          </Anchor>
        </Stack>
      </form>
    </CenteredCard>
  );
}
