import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useRef, useState } from 'react';
import { MAX_TAGLINE_LANG, MAX_TAGLINE_LANGUAGE, MAX_TAGLINE_TEXT, MAX_TAGLINES, type Tagline } from '../../contract/tagline';
import { canonicalLang } from '../../domain/languageTags';
import { hospitalEn } from '../../i18n/en.hospital';

const text = hospitalEn.catalogue.taglines;

const lengthProblem = (value: string, max: number, problem: string) => (value.trim().length < 1 || value.trim().length > max ? problem : null);

/**
 * "Add a language" under the hospital's taglines: its English name, its language code (kept canonical, refused when
 * it is not one or another row has it) and the sentence. It joins the end of the list; nothing is saved until Save.
 */
export function AddTaglineForm({ taglines, onAdd }: { taglines: readonly Tagline[]; onAdd: (tagline: Tagline) => void }) {
  const titleId = useId();
  const nameField = useRef<HTMLInputElement>(null);
  const [added, setAdded] = useState<string | null>(null);
  const full = taglines.length >= MAX_TAGLINES;
  const form = useForm({
    mode: 'controlled',
    initialValues: { language: '', lang: '', text: '' },
    validate: {
      language: (value: string) => lengthProblem(value, MAX_TAGLINE_LANGUAGE, text.nameRequired(MAX_TAGLINE_LANGUAGE)),
      lang: (value: string) => {
        if (value.trim() === '') return text.codeRequired;
        if (value.trim().length > MAX_TAGLINE_LANG) return text.codeInvalid(value.trim().slice(0, MAX_TAGLINE_LANG) + '…');
        const lang = canonicalLang(value);
        if (lang === null) return text.codeInvalid(value.trim());
        const holder = taglines.find((tagline) => (canonicalLang(tagline.lang) ?? tagline.lang) === lang);
        return holder ? text.codeTaken(holder.language) : null;
      },
      text: (value: string) => lengthProblem(value, MAX_TAGLINE_TEXT, text.textRequired(MAX_TAGLINE_TEXT)),
    },
    onValuesChange: () => setAdded(null),
  });
  const submit = form.onSubmit((values) => {
    const language = values.language.trim();
    onAdd({ language, lang: canonicalLang(values.lang)!, text: values.text.trim() });
    form.reset();
    setAdded(language);
    nameField.current?.focus();
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {text.add}
        </Title>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput ref={nameField} label={text.name} description={text.nameHint} w={240} maw="100%" {...form.getInputProps('language')} />
          <TextInput label={text.code} description={text.codeHint} autoComplete="off" spellCheck={false} w={300} maw="100%" {...form.getInputProps('lang')} />
        </Group>
        <Textarea label={text.text} description={text.textHint} rows={3} maw={720} {...form.getInputProps('text')} />
        <Group gap="sm">
          <Button type="submit" variant="light" disabled={full}>
            {text.addSubmit}
          </Button>
          <Text size="sm" aria-live="polite">
            {full ? text.atMost(MAX_TAGLINES) : (added && text.added(added)) || ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
