import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HospitalSettings } from '../../contract/catalogue';
import { MAX_PREFERRED_PHRASE_LENGTH } from '../../contract/limits';
import { hospitalEn } from '../../i18n/en.hospital';
import { hospitalWordingLogic } from '../../machines/hospital/catalogueForms';
import { FamilyLanguageControl } from './FamilyLanguageControl';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue;

/**
 * The hospital's word for preferred (SPEC §3 preferredByPhrase), which families see on its preferred providers and
 * the catalogue's switches name, and the language of its family invitations, which the invite form offers
 * first. Admins change them; what was typed stays when the save fails.
 */
export function HospitalWordingForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useRequest(hospitalWordingLogic, onSaved);
  const form = useForm({
    mode: 'controlled',
    initialValues: { preferredByPhrase: hospital.preferredByPhrase, familyLanguage: hospital.familyLanguage },
    // Its message says the limit; a longer wording stays in the box to be shortened.
    validate: { preferredByPhrase: (value: string) => (value.trim() === '' || value.trim().length > MAX_PREFERRED_PHRASE_LENGTH ? text.wordingRequired : null) },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ preferredByPhrase, familyLanguage }) =>
        send({ type: 'form.submitted', values: { preferredByPhrase: preferredByPhrase.trim(), familyLanguage } }),
      )}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={text.wording} description={text.wordingHint} w={360} maw="100%" {...form.getInputProps('preferredByPhrase')} />
        <FamilyLanguageControl
          label={text.familyLanguage}
          hint={text.familyLanguageHint}
          value={form.values.familyLanguage}
          onChange={(language) => form.setFieldValue('familyLanguage', language)}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {text.wordingSave}
        </Button>
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.wordingSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {text.wordingFailed}
        </Alert>
      )}
    </form>
  );
}
