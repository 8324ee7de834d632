import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { MAX_NAME_LENGTH } from '../../contract/limits';
import { DEFAULT_BIRTH_DATE, parseFormDate } from '../../domain/dates';
import { signupEn } from '../../i18n/en.signup';
import type { PatientForm } from '../../machines/signup/signupActors';
import { DateSelect } from '../forms/DateSelect';
import { requiredField } from '../forms/validators';
import { openAcknowledgement } from '../shell/openModals';
import type { Quoted } from '../shell/QuotedText';
import { t } from '../../i18n/en';

const text = signupEn.start;

interface PatientDetailsFormProps {
  values: PatientForm;
  onChange: (values: PatientForm) => void;
  onSubmit: (values: PatientForm) => void;
  submitLabel: string;
  busy?: boolean;
  /** CHOICE_START asks for the confirmation; CHOICE_VERIFY does not ask again. */
  acknowledgement?: Quoted;
}

/** The patient's initial, last name and birth date (CHOICE_START and CHOICE_VERIFY). */
export function PatientDetailsForm({ values, onChange, onSubmit, submitLabel, busy, acknowledgement }: PatientDetailsFormProps) {
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<PatientForm>({
    mode: 'controlled',
    initialValues: { ...values, dateOfBirth: values.dateOfBirth || DEFAULT_BIRTH_DATE },
    validate: {
      initial: (value) => {
        if (value.trim() === '') return t.validation.required(text.initial);
        return value.trim().length > 1 ? t.validation.oneCharacter(text.initial) : null;
      },
      lastName: requiredField(() => text.lastName, MAX_NAME_LENGTH),
      dateOfBirth: (value) => (parseFormDate(value) ? null : t.validation.validDate(text.dateOfBirth)),
    },
    validateInputOnBlur: true,
    onValuesChange: onChange,
  });

  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        <TextInput label={text.initial} maxLength={1} autoComplete="off" required {...form.getInputProps('initial')} />
        <TextInput label={text.lastName} autoComplete="off" required {...form.getInputProps('lastName')} />
        <DateSelect
          label={text.dateOfBirth}
          required
          value={form.values.dateOfBirth}
          onChange={(value) => form.setFieldValue('dateOfBirth', value)}
          error={form.errors.dateOfBirth as string | undefined}
        />
        {acknowledgement && (
          <Checkbox
            checked={confirmed}
            onChange={(event) => setConfirmed(event.currentTarget.checked)}
            label={
              <>
                {text.confirmBefore}
                <Anchor component="button" type="button" onClick={() => openAcknowledgement(acknowledgement)} inherit>
                  {text.termsOfUse}
                </Anchor>
                {text.confirmAfter}
              </>
            }
          />
        )}
        <Button type="submit" loading={busy} disabled={acknowledgement !== undefined && !confirmed} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
