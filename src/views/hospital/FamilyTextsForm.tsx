import { Alert, Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FamilyText, HospitalSettings } from '../../contract/catalogue';
import { MAX_LABEL_EXPLANATION_LENGTH, MAX_PREFERRED_PHRASE_LENGTH } from '../../contract/limits';
import { choiceEn } from '../../i18n/en.choice';
import { hospitalEn } from '../../i18n/en.hospital';
import { LANGUAGE_TAGS } from '../../i18n/language';
import { familyTextsLogic } from '../../machines/hospital/catalogueForms';
import { tooLongField } from '../forms/validators';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue.familyTexts;

const valuesOf = (hospital: HospitalSettings): Record<FamilyText, string> => ({
  preferredByPhraseEs: hospital.preferredByPhraseEs ?? '',
  preferredExplanation: hospital.preferredExplanation ?? '',
  preferredExplanationEs: hospital.preferredExplanationEs ?? '',
  affiliatedExplanation: hospital.affiliatedExplanation ?? '',
  affiliatedExplanationEs: hospital.affiliatedExplanationEs ?? '',
});

/**
 * The hospital's own explanations of its preferred and affiliated labels, and their Spanish versions with its
 * Spanish word for preferred, which families reading Spanish see instead of the English. An empty box is sent as
 * null: families read CareChoice's own words. What was typed stays when the save fails.
 */
export function FamilyTextsForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useRequest(familyTextsLogic, onSaved);
  const form = useForm({
    mode: 'controlled',
    initialValues: valuesOf(hospital),
    validate: {
      preferredByPhraseEs: (value: string) => tooLongField(() => text.preferredEs, MAX_PREFERRED_PHRASE_LENGTH)(value.trim()),
      preferredExplanation: (value: string) => tooLongField(() => text.preferredExplanation, MAX_LABEL_EXPLANATION_LENGTH)(value.trim()),
      preferredExplanationEs: (value: string) => tooLongField(() => text.inSpanish(text.preferredExplanation), MAX_LABEL_EXPLANATION_LENGTH)(value.trim()),
      affiliatedExplanation: (value: string) => tooLongField(() => text.affiliatedExplanation, MAX_LABEL_EXPLANATION_LENGTH)(value.trim()),
      affiliatedExplanationEs: (value: string) => tooLongField(() => text.inSpanish(text.affiliatedExplanation), MAX_LABEL_EXPLANATION_LENGTH)(value.trim()),
    },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const submit = form.onSubmit((values) =>
    send({
      type: 'form.submitted',
      values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim() || null])) as Record<FamilyText, string | null>,
    }),
  );
  const explanationPair = (english: 'preferredExplanation' | 'affiliatedExplanation', label: string, standard: string) => (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Textarea label={label} placeholder={standard} autosize minRows={2} {...form.getInputProps(english)} />
      <Textarea label={text.inSpanish(label)} lang={LANGUAGE_TAGS.es} autosize minRows={2} {...form.getInputProps(`${english}Es`)} />
    </SimpleGrid>
  );
  return (
    <form noValidate onSubmit={submit} aria-labelledby="family-texts-heading">
      <Stack gap="sm" maw={960}>
        <div>
          <Title order={3} size="h5" id="family-texts-heading">
            {text.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {text.intro}
          </Text>
        </div>
        <TextInput label={text.preferredEs} description={text.preferredEsHint} lang={LANGUAGE_TAGS.es} w={360} maw="100%" {...form.getInputProps('preferredByPhraseEs')} />
        {explanationPair('preferredExplanation', text.preferredExplanation, choiceEn.provider.preferredExplanation(hospital.preferredByPhrase, hospital.name))}
        {explanationPair('affiliatedExplanation', text.affiliatedExplanation, choiceEn.provider.affiliatedExplanation(hospital.name))}
        <Group gap="sm">
          <Button type="submit" variant="light" loading={state.hasTag('busy')}>
            {text.save}
          </Button>
          <Text size="sm" aria-live="polite">
            {state.matches('succeeded') ? text.saved : ''}
          </Text>
        </Group>
        {state.matches('failed') && (
          <Alert color="red" role="alert">
            {text.failed}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
