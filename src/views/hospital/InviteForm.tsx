import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import type { Language } from '../../contract/language';
import { MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH } from '../../contract/limits';
import { INVITE_RELATIONSHIPS, type InviteRelationship } from '../../contract/planner';
import { t } from '../../i18n/en';
import { hospitalEn } from '../../i18n/en.hospital';
import type { InviteFormValues } from '../../machines/hospital/patientInvitesMachine';
import { DEFAULT_ACKNOWLEDGEMENT } from '../../i18n/en.signup';
import { PhoneInput } from '../forms/PhoneInput';
import { cellPhoneField, emailField, tooLongField } from '../forms/validators';
import { FamilyLanguageControl } from './FamilyLanguageControl';

const text = hospitalEn.invites;

interface InviteFormProps {
  /** The form's first language: the family's as set on the patient, else the hospital's for family invitations. */
  familyLanguage: Language;
  busy: boolean;
  /** Why the last try was refused, in words; null when it was not. */
  failure: string | null;
  onSubmit: (values: InviteFormValues) => void;
  onCancel: () => void;
}

/**
 * 'Invite Family': e-mail, cell phone (digits kept, shown masked), relationship, the invitation's language (the
 * hospital's first) and the optional acknowledgement text, whose standard wording is shown under it so the planner
 * knows what families see without one. What is typed stays in the form while it is sent and when the server refuses it.
 */
export function InviteForm({ familyLanguage, busy, failure, onSubmit, onCancel }: InviteFormProps) {
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', cellPhone: '', relationship: '', language: familyLanguage, acknowledgement: '', acknowledgementEs: '' },
    validate: {
      email: emailField,
      cellPhone: cellPhoneField,
      relationship: (value: string) => (value ? null : t.validation.radioRequired(text.relationship)),
      // As it is sent, trimmed; a longer one stays in the box with the message.
      acknowledgement: (value: string) => tooLongField(text.acknowledgement, MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH)(value.trim()),
      acknowledgementEs: (value: string) => tooLongField(text.acknowledgementEs, MAX_CUSTOM_ACKNOWLEDGEMENT_LENGTH)(value.trim()),
    },
    validateInputOnBlur: true,
  });
  // The form opens where the planner's focus was ('Invite Family', now gone): it moves to the first field.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const submit = form.onSubmit(({ email, cellPhone, relationship, language, acknowledgement, acknowledgementEs }) =>
    onSubmit({
      email: email.trim(),
      cellPhone,
      relationship: relationship as InviteRelationship,
      customAcknowledgementText: acknowledgement.trim() || null,
      customAcknowledgementTextEs: acknowledgementEs.trim() || null,
      language,
    }),
  );
  return (
    <Paper withBorder radius="md" p="md" maw={720} component="section" aria-labelledby="invite-form-heading">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Title order={4} id="invite-form-heading">
              {text.formHeading}
            </Title>
            <Text c="dimmed" size="sm">
              {text.formIntro}
            </Text>
          </div>
          <TextInput label={text.email} type="email" autoComplete="off" required ref={firstField} {...form.getInputProps('email')} />
          <PhoneInput
            label={text.cellPhone}
            placeholder={text.cellPhonePlaceholder}
            autoComplete="off"
            required
            value={form.values.cellPhone}
            onChange={(digits) => form.setFieldValue('cellPhone', digits)}
            onBlur={() => form.validateField('cellPhone')}
            error={form.errors.cellPhone}
          />
          <Radio.Group label={text.relationship} required {...form.getInputProps('relationship')}>
            <Group gap="lg" mt={6}>
              {INVITE_RELATIONSHIPS.map((relationship) => (
                <Radio key={relationship} value={relationship} label={text.relationships[relationship]} />
              ))}
            </Group>
          </Radio.Group>
          <FamilyLanguageControl
            label={text.language}
            hint={text.languageHint}
            value={form.values.language}
            onChange={(language) => form.setFieldValue('language', language)}
          />
          <Textarea
            label={text.acknowledgement}
            description={text.acknowledgementHint(DEFAULT_ACKNOWLEDGEMENT)}
            placeholder={DEFAULT_ACKNOWLEDGEMENT}
            rows={4}
            {...form.getInputProps('acknowledgement')}
          />
          <Textarea
            label={text.acknowledgementEs}
            description={text.acknowledgementEsHint}
            lang="es-US"
            rows={3}
            {...form.getInputProps('acknowledgementEs')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {text.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
