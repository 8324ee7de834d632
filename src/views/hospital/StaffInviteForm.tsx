import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { useEffect } from 'react';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '../../contract/limits';
import type { StaffDirectory, StaffInviteRequest } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { staffInviteLogic } from '../../machines/hospital/staffForms';
import { tooLongField } from '../forms/validators';
import { showToast } from '../shell/toast';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.staff;
const EMPTY: StaffInviteRequest = { firstName: '', lastName: '', email: '', role: 'planner' };
const ROLE_CHOICES = (['planner', 'hospitalAdmin'] as const).map((role) => ({ value: role, label: text.roles[role] }));

/**
 * The server's refusal on the fields it names. (An address that already has an account is not refused: the server
 * answers it as any other, so that the console cannot tell who has an account.)
 */
function fieldErrorsOf(fields: Record<string, string>): Partial<Record<keyof StaffInviteRequest, string>> {
  const found: Partial<Record<keyof StaffInviteRequest, string>> = {};
  for (const [field, problem] of Object.entries(fields)) {
    if (field in EMPTY) found[field as keyof StaffInviteRequest] = `${problem[0]!.toUpperCase()}${problem.slice(1)}`;
  }
  return found;
}

/**
 * 'Invite a staff member': names, e-mail and role, sent with 'Send Invitation'. The directory the server answers
 * goes to the page's actor; the form empties for the next person. A refusal keeps what was typed.
 */
export function StaffInviteForm({ onInvited }: { onInvited: (directory: StaffDirectory) => void }) {
  const [state, send] = useRequest(staffInviteLogic, (output) => {
    // The newest invitation is the one just sent.
    showToast({ type: 'success', ...text.sent(output.invites[0]?.email ?? '') });
    onInvited(output);
  });
  const form = useForm<StaffInviteRequest>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: {
      // A longer value stays in its field with the message (the server's limits, limits.ts).
      firstName: (value) => isNotEmpty(text.required(text.firstName))(value) ?? tooLongField(text.firstName, MAX_NAME_LENGTH)(value),
      lastName: (value) => isNotEmpty(text.required(text.lastName))(value) ?? tooLongField(text.lastName, MAX_NAME_LENGTH)(value),
      email: (value) => tooLongField(text.email, MAX_EMAIL_LENGTH)(value.trim()) ?? isEmail(text.emailInvalid)(value),
    },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const failure = state.matches('failed') ? state.context.failure : null;
  const { setErrors } = form;
  useEffect(() => {
    if (failure) setErrors(fieldErrorsOf(failure.fields));
  }, [failure, setErrors]);
  // Sent: the form empties for the next person.
  const sent = state.matches('succeeded');
  const { reset } = form;
  useEffect(() => {
    if (sent) reset();
  }, [sent, reset]);
  const unplaced = failure && Object.keys(fieldErrorsOf(failure.fields)).length === 0;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="staff-invite-heading">
      <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'form.submitted', values: { ...values, email: values.email.trim() } }))}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="staff-invite-heading">
              {text.inviteHeading}
            </Title>
            <Text c="dimmed">{text.inviteIntro}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={text.firstName} autoComplete="off" required {...form.getInputProps('firstName')} />
            <TextInput label={text.lastName} autoComplete="off" required {...form.getInputProps('lastName')} />
            <TextInput label={text.email} type="email" autoComplete="off" required {...form.getInputProps('email')} />
            <NativeSelect label={text.role} size="md" data={ROLE_CHOICES} required {...form.getInputProps('role')} />
          </SimpleGrid>
          {unplaced && (
            <Alert color="red" role="alert">
              {/* Too many invitations (per admin, per address): the server's words say how long to wait. */}
              {failure.code === 'TooManyAttempts' ? failure.message : text.inviteFailed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={state.hasTag('busy')}>
              {text.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
