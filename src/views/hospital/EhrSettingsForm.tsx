import { Alert, Button, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { is } from 'superstruct';
import { EhrBaseUrl, type HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { ehrSettingsLogic } from '../../machines/hospital/catalogueForms';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue;

/**
 * Where the hospital's EHR takes its choice records (FHIR R4) and the token it wants. The token is write-only: the
 * box starts empty, and an empty box keeps the token saved. 'Stop Filing' clears both. What was typed stays when the
 * save fails.
 */
export function EhrSettingsForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  // The token is the page's only while typed: a save empties its box (without counting as an edit of the form).
  const [token, setToken] = useState('');
  const [state, send] = useRequest(ehrSettingsLogic, (output) => {
    setToken('');
    onSaved(output);
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { ehrBaseUrl: hospital.ehrBaseUrl ?? '' },
    validate: { ehrBaseUrl: (value: string) => (value.trim() === '' || is(value.trim(), EhrBaseUrl) ? null : text.ehrBaseUrlInvalid) },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const stop = () => {
    form.setValues({ ehrBaseUrl: '' });
    setToken('');
    send({ type: 'form.submitted', values: { ehrBaseUrl: null, ehrToken: null } });
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ ehrBaseUrl }) =>
        send({ type: 'form.submitted', values: { ehrBaseUrl: ehrBaseUrl.trim() || null, ...(token.trim() && { ehrToken: token.trim() }) } }),
      )}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput label={text.ehrBaseUrl} description={text.ehrBaseUrlHint} type="url" autoComplete="off" w={360} maw="100%" {...form.getInputProps('ehrBaseUrl')} />
        <PasswordInput
          label={text.ehrToken}
          description={text.ehrTokenHint(hospital.ehrTokenSet)}
          autoComplete="new-password"
          w={360}
          maw="100%"
          value={token}
          onChange={(event) => {
            setToken(event.currentTarget.value);
            send({ type: 'form.edited' });
          }}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {text.ehrSave}
        </Button>
        {hospital.ehrBaseUrl && (
          <Button variant="subtle" color="red" onClick={stop} disabled={state.hasTag('busy')}>
            {text.ehrStop}
          </Button>
        )}
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.ehrSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {text.ehrFailed}
        </Alert>
      )}
    </form>
  );
}
