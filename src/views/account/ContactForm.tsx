import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { MAX_FULL_NAME_LENGTH } from '../../contract/limits';
import type { ContactUpdate, User } from '../../contract/user';
import { t } from '../../i18n/en';
import { contactUpdateLogic } from '../../machines/request/forms';
import { cellPhoneField, digitsOnly, emailField, requiredField } from '../forms/validators';
import { showToast } from '../shell/toast';
import { PhoneInput } from '../forms/PhoneInput';
import { useRequest } from '../forms/useRequest';

interface ContactValues {
  name: string;
  email: string;
  /** Digits only. */
  cellPhone: string;
}

const toValues = (user: User): ContactValues => ({ name: user.name, email: user.email, cellPhone: digitsOnly(user.cellPhone) });
const sameValues = (a: ContactValues, b: ContactValues) => a.name === b.name && a.email === b.email && a.cellPhone === b.cellPhone;


interface ContactFormProps {
  /** The stored user; the form follows it until the reader starts typing. */
  user: User;
  /** The saved user, as the server answered. */
  onSaved: (user: User) => void;
}

/** ACCOUNT contact form: PUT /user/v1/me. A failed save is always the generic error (SPEC §8); typed values stay. */
export function ContactForm({ user, onSaved }: ContactFormProps) {
  /** The user values the form last showed, to tell whether the reader has changed them. */
  const shown = useRef(toValues(user));
  const [state, send] = useRequest(contactUpdateLogic, (saved) => {
    shown.current = toValues(saved);
    form.setValues(shown.current); // what the server stored, e.g. trimmed
    onSaved(saved);
    showToast({ type: 'success', ...t.toasts.contactUpdated });
  });
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: toValues(user),
    validate: { name: requiredField(() => t.account.name, MAX_FULL_NAME_LENGTH), email: emailField, cellPhone: cellPhoneField },
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });

  // The profile loaded on entering replaces what is shown, unless the reader has changed it.
  const { getValues, setValues } = form;
  useEffect(() => {
    const next = toValues(user);
    if (sameValues(next, shown.current)) return;
    const untouched = sameValues(getValues(), shown.current);
    shown.current = next;
    if (untouched) setValues(next);
  }, [user, getValues, setValues]);

  const submit = form.onSubmit(({ name, email, cellPhone }) =>
    send({ type: 'form.submitted', values: { name: name.trim(), email: email.trim(), cellPhone } satisfies ContactUpdate }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label={t.account.name} autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput label={t.account.email} type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <PhoneInput
          label={t.account.cellPhone}
          placeholder={t.account.cellPhonePlaceholder}
          required
          {...form.getInputProps('cellPhone')}
          value={form.values.cellPhone}
        />
        {state.matches('failed') && (
          <Alert color="red" role="alert">
            {t.account.genericError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={state.hasTag('busy')} w={{ base: '100%', sm: 'auto' }}>
            {t.account.saveContact}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
