import { Alert, Button, Container, Group, MultiSelect, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { LANGUAGES } from '../../contract/language';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import { newPatientLogic } from '../../machines/hospital/newPatientLogic';
import { showToast } from '../shell/toast';
import { levelOfCareChoices } from './levelOfCareChoices';
import { EMPTY_NEW_PATIENT, formErrorsOf, isoDay, newPatientRequest, newPatientRules, type NewPatientValues } from './newPatientValues';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.newPatient;
/** Hints under their boxes, so that the boxes of a row line up whether or not a field has a hint. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/**
 * `/hospital/patients/new`: the patient's details and the services they need, saved with 'Save
 * Patient', then their page. A refusal (a duplicate MRN, an unknown ZIP) puts the server's words on the field;
 * everything typed stays.
 */
export function NewPatientPage() {
  const [, navigate] = useLocation();
  const [state, send] = useRequest(newPatientLogic, (patient) => {
    showToast({ type: 'success', ...text.saved });
    navigate(consolePath('PATIENT', { id: patient.id }));
  });
  const form = useForm<NewPatientValues>({
    mode: 'controlled',
    initialValues: EMPTY_NEW_PATIENT,
    validate: newPatientRules(),
    validateInputOnBlur: true,
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const failure = state.matches('failed') ? state.context.failure : null;
  const { setErrors } = form;
  useEffect(() => {
    if (failure) setErrors(formErrorsOf(failure.fields));
  }, [failure, setErrors]);
  const choices = useMemo(levelOfCareChoices, []);
  const today = isoDay(new Date());
  const busy = state.hasTag('busy');
  // A refusal the fields cannot show (the network, the server) is said above the buttons.
  const unplaced = failure && Object.keys(formErrorsOf(failure.fields)).length === 0;

  return (
    <Container size="md" py="lg">
      <form noValidate onSubmit={form.onSubmit((values) => send({ type: 'form.submitted', values: newPatientRequest(values) }))}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2}>{text.heading}</Title>
            <Text c="dimmed">{text.intro}</Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput label={text.firstName} autoComplete="off" required {...form.getInputProps('firstName')} />
            <TextInput label={text.lastName} autoComplete="off" required {...form.getInputProps('lastName')} />
            <TextInput label={text.dateOfBirth} type="date" min="1890-01-01" max={today} required {...form.getInputProps('dateOfBirth')} />
            <TextInput
              label={text.mrn}
              description={text.mrnHint}
              inputWrapperOrder={BELOW}
              autoComplete="off"
              {...form.getInputProps('mrn')}
            />
            <TextInput
              label={text.homeZip}
              description={text.homeZipHint}
              inputWrapperOrder={BELOW}
              inputMode="numeric"
              autoComplete="off"
              required
              {...form.getInputProps('homeZip')}
            />
            <TextInput label={text.discharge} type="date" min={today} required {...form.getInputProps('expectedDischargeDate')} />
            <NativeSelect
              label={text.preferredLanguage}
              description={text.preferredLanguageHint}
              inputWrapperOrder={BELOW}
              data={[{ value: '', label: text.preferredLanguageUnknown }, ...LANGUAGES.map((language) => ({ value: language, label: hospitalEn.languages[language] }))]}
              {...form.getInputProps('preferredLanguage')}
            />
          </SimpleGrid>
          <MultiSelect
            label={text.services}
            description={text.servicesHint}
            data={choices}
            searchable
            hidePickedOptions
            nothingFoundMessage={text.servicesEmpty}
            comboboxProps={{ withinPortal: true }}
            required
            {...form.getInputProps('services')}
          />
          {unplaced && (
            <Alert color="red" role="alert">
              {text.failed}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} href={consolePath('WORKLIST')} variant="default">
              {text.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
