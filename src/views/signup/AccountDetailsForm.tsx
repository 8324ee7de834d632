import { Button, Group, PasswordInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MAX_NAME_LENGTH } from '../../contract/limits';
import { RELATIONSHIPS } from '../../contract/user';
import { t } from '../../i18n/en';
import { signupEn } from '../../i18n/en.signup';
import type { AccountForm } from '../../machines/signup/signupActors';
import { PhoneInput } from '../forms/PhoneInput';
import { cellPhoneField, confirmField, emailField, minSixField, requiredField } from '../forms/validators';
import { kioskAutoComplete } from '../shell/useKioskAutoComplete';

const text = signupEn.account;

interface AccountDetailsFormProps {
  values: AccountForm;
  onChange: (values: AccountForm) => void;
  onSubmit: (values: AccountForm) => void;
  onBack: () => void;
  busy: boolean;
  /** Field errors the server gave (e-mail taken). */
  serverErrors?: Partial<Record<keyof AccountForm, string>>;
  /** On a kiosk the fields offer no autofill (useKioskAutoComplete.ts). */
  kiosk: boolean;
}

/** CHOICE_ACCOUNT: relationship, name, contact and password of the family member. */
export function AccountDetailsForm({ values, onChange, onSubmit, onBack, busy, serverErrors = {}, kiosk }: AccountDetailsFormProps) {
  const autoComplete = kioskAutoComplete(kiosk);
  const form = useForm<AccountForm>({
    mode: 'controlled',
    initialValues: values,
    initialErrors: serverErrors,
    validate: {
      relationship: (value) => (value ? null : t.validation.radioRequired(text.relationship)),
      firstName: requiredField(() => text.firstName, MAX_NAME_LENGTH),
      lastName: requiredField(() => text.lastName, MAX_NAME_LENGTH),
      email: emailField,
      cellPhone: cellPhoneField,
      password: minSixField(() => text.password),
      confirmPassword: confirmField(() => text.confirmPassword, 'password', () => t.validation.mustMatchPassword),
    },
    validateInputOnBlur: true,
    onValuesChange: onChange,
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <Radio.Group label={text.relationship} required {...form.getInputProps('relationship')}>
          <Group gap="lg" mt={6}>
            {RELATIONSHIPS.map((relationship) => (
              <Radio key={relationship} value={relationship} label={text.relationships[relationship]} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={text.firstName} autoComplete={autoComplete('given-name')} required {...form.getInputProps('firstName')} />
          <TextInput label={text.lastName} autoComplete={autoComplete('family-name')} required {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label={text.email} type="email" autoComplete={autoComplete('email')} required {...form.getInputProps('email')} />
        <PhoneInput
          label={text.cellPhone}
          required
          value={form.values.cellPhone}
          onChange={(digits) => form.setFieldValue('cellPhone', digits)}
          onBlur={() => form.validateField('cellPhone')}
          error={form.errors.cellPhone}
        />
        <PasswordInput label={text.password} description={text.passwordHint} autoComplete={autoComplete('new-password')} required {...form.getInputProps('password')} />
        <PasswordInput label={text.confirmPassword} autoComplete={autoComplete('new-password')} required {...form.getInputProps('confirmPassword')} />
        <Group justify="space-between" mt="xs">
          <Button variant="default" onClick={onBack} disabled={busy}>
            {text.back}
          </Button>
          <Button type="submit" loading={busy}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
