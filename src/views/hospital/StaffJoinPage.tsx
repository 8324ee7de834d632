import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import { staffJoinMachine } from '../../machines/hospital/staffJoinMachine';
import { selectStaffUser } from '../../machines/hospital/staffSessionSelectors';
import { confirmField, minSixField } from '../forms/validators';
import { CenteredCard } from '../shell/CenteredCard';
import { useStaffSessionActor, useStaffSessionSelector } from './staffActors';

const text = hospitalEn.join;

/**
 * `/hospital/join/{code}`: the e-mailed link of a staff invitation. It says whose console it is
 * and as what, takes a password twice, and logs the new account in (the worklist follows). A link that died says so
 * and who can help; someone already logged in on this device is asked to log out first.
 */
export function StaffJoinPage({ params }: { params: Record<string, string> }) {
  const user = useStaffSessionSelector(selectStaffUser);
  const session = useStaffSessionActor();
  return (
    <CenteredCard>
      {user ? (
        <Stack gap="md">
          <Text>{text.signedInAs(user.name)}</Text>
          <Button onClick={() => session.send({ type: 'staff.logout' })}>{text.logOut}</Button>
        </Stack>
      ) : (
        <JoinForm code={params.code ?? ''} />
      )}
    </CenteredCard>
  );
}

function JoinForm({ code }: { code: string }) {
  const session = useStaffSessionActor();
  const [state, send] = useMachine(staffJoinMachine.provide({ actions: { signedIn: (_, login) => session.send({ type: 'staff.signedIn', login }) } }), {
    input: { code },
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: { password: minSixField(text.password), confirmPassword: confirmField(text.confirmPassword, 'password', text.mismatch) },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'join.edited' }),
  });
  const { failure, details } = state.context;
  const { setErrors } = form;
  useEffect(() => {
    if (failure && state.matches('ready')) setErrors(failure.fields);
  }, [failure, state, setErrors]);
  const unplaced = failure && state.matches('ready') && Object.keys(failure.fields).length === 0;

  if (state.matches('invalid')) {
    return (
      <Stack gap="md">
        <Title order={2}>{text.invalidHeading}</Title>
        <Text>{text.invalid}</Text>
        <Anchor component={Link} href={consolePath('STAFF_LOGIN')}>
          {text.toLogin}
        </Anchor>
      </Stack>
    );
  }
  if (state.matches('failed')) {
    return (
      <Alert color="red" title={text.loadFailed} role="alert">
        <Button variant="light" color="red" onClick={() => send({ type: 'join.retried' })}>
          {text.retry}
        </Button>
      </Alert>
    );
  }
  if (!details) return <Text c="dimmed">{hospitalEn.worklist.updating}</Text>;
  return (
    <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'join.submitted', ...values }))}>
      <Stack gap="md">
        <Title order={2}>{text.heading(details.firstName)}</Title>
        <Text>{text.intro(details.hospitalName, text.roles[details.role])}</Text>
        {/* The address the account logs in with, for password managers; not to be changed here. */}
        <TextInput label={text.email} type="email" autoComplete="username" value={details.email} readOnly />
        <PasswordInput label={text.password} description={text.passwordHint} autoComplete="new-password" required {...form.getInputProps('password')} />
        <PasswordInput label={text.confirmPassword} autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
        {unplaced && (
          <Alert color="red" role="alert">
            {failure.code === 'EmailTaken' ? text.emailTaken : text.failed}
          </Alert>
        )}
        <Button type="submit" loading={state.hasTag('busy')} fullWidth>
          {text.submit}
        </Button>
      </Stack>
    </form>
  );
}
