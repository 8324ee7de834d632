import { Button, Checkbox, Container, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GUIDED_RELATIONSHIPS } from '../../contract/choice';
import type { Language } from '../../contract/language';
import { MAX_NAME_LENGTH } from '../../contract/limits';
import { t } from '../../i18n/en';
import { choiceEn } from '../../i18n/en.choice';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { requiredField } from '../forms/validators';
import type { ChoiceSend } from './useChoiceModel';

const text = choiceEn.presence;

interface PresenceValues {
  name: string;
  relationship: string;
  accepted: boolean;
}

/**
 * A guided session's first rank screen: the family member present gives their name and
 * relationship and accepts the acknowledgement, shown in full, before ranking. The patient's choice record keeps
 * all three, with the moment of acceptance. Nothing typed here is kept anywhere but this screen until it is sent.
 */
export function PresenceScreen({ guide, language, send }: { guide: string; language: Language; send: ChoiceSend }) {
  const form = useForm<PresenceValues>({
    mode: 'controlled',
    initialValues: { name: '', relationship: '', accepted: false },
    validate: {
      // At most the record's limit; a longer name stays in the field, with the message, to be shortened.
      name: requiredField(() => text.name, MAX_NAME_LENGTH),
      relationship: (value) => (value ? null : t.validation.radioRequired(text.relationship)),
      accepted: (value) => (value ? null : text.acceptRequired),
    },
    validateInputOnBlur: ['name'],
  });
  const submit = form.onSubmit((values) =>
    send({
      type: 'present.given',
      present: {
        name: values.name.trim(),
        relationship: values.relationship as (typeof GUIDED_RELATIONSHIPS)[number],
        acknowledgement: { text: text.acknowledgement, language, at: Math.floor(Date.now() / 1000) },
      },
    }),
  );
  return (
    <>
      <BreadcrumbBar left={{ label: text.back, onClick: () => send({ type: 'flow.back' }) }} />
      <Container size="sm" py="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Title order={2}>{text.title}</Title>
            <Text>{text.intro(guide)}</Text>
            <TextInput label={text.name} autoComplete="off" required {...form.getInputProps('name')} />
            <Radio.Group label={text.relationship} required {...form.getInputProps('relationship')}>
              <Group gap="lg" mt={6}>
                {GUIDED_RELATIONSHIPS.map((relationship) => (
                  <Radio key={relationship} value={relationship} label={text.relationships[relationship]} />
                ))}
              </Group>
            </Radio.Group>
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="presence-acknowledgement">
              <Title order={3} size="h4" id="presence-acknowledgement" mb="xs">
                {text.acknowledgementTitle}
              </Title>
              <Text mb="md">{text.acknowledgement}</Text>
              <Checkbox label={text.accept} {...form.getInputProps('accepted', { type: 'checkbox' })} />
            </Paper>
            <Group justify="flex-end">
              <Button type="submit" size="lg">
                {text.continue}
              </Button>
            </Group>
          </Stack>
        </form>
      </Container>
    </>
  );
}
