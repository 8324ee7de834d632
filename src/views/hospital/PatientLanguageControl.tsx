import { Alert, Group, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { LANGUAGES, type Language } from '../../contract/language';
import { hospitalEn } from '../../i18n/en.hospital';
import { patientLanguageLogic } from '../../machines/hospital/patientLanguageLogic';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.patient;

/**
 * The language the patient's family reads CareChoice in, which a guided session opens in: the planner changes it
 * here (saved as chosen), or leaves it to the hospital's. A failed save says so and shows the language as saved.
 */
export function PatientLanguageControl({ patientId, saved, onSaved }: { patientId: number; saved: Language | null; onSaved: (language: Language | null) => void }) {
  const [shown, setShown] = useState<Language | null>(saved);
  const [lastSaved, setLastSaved] = useState<Language | null>(saved);
  const [state, send] = useRequest(patientLanguageLogic, (output) => {
    setLastSaved(output.preferredLanguage);
    onSaved(output.preferredLanguage);
  });
  // After a failed save the select shows what is saved, not what was chosen.
  const value = state.matches('failed') ? lastSaved : shown;
  const choose = (value: string) => {
    const preferredLanguage = (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;
    setShown(preferredLanguage);
    send({ type: 'form.submitted', values: { patientId, preferredLanguage } });
  };
  return (
    <div>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={text.familyLanguage}
          description={text.familyLanguageHint}
          value={value ?? ''}
          disabled={state.hasTag('busy')}
          onChange={(event) => choose(event.currentTarget.value)}
          data={[{ value: '', label: hospitalEn.newPatient.preferredLanguageUnknown }, ...LANGUAGES.map((language) => ({ value: language, label: hospitalEn.languages[language] }))]}
          w={280}
          maw="100%"
        />
        <Text size="sm" aria-live="polite" pb={8}>
          {state.matches('succeeded') ? text.familyLanguageSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="xs">
          {text.familyLanguageFailed}
        </Alert>
      )}
    </div>
  );
}
