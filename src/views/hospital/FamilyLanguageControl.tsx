import { Input, SegmentedControl, Stack } from '@mantine/core';
import { useId } from 'react';
import { LANGUAGES, type Language } from '../../contract/language';
import { hospitalEn } from '../../i18n/en.hospital';

interface FamilyLanguageControlProps {
  label: string;
  hint: string;
  value: Language;
  onChange: (language: Language) => void;
  disabled?: boolean;
}

/**
 * A language families can use, English or Español, each named in itself (and marked as its language for
 * screen readers): the hospital's language of family invitations, and an invite's own.
 */
export function FamilyLanguageControl({ label, hint, value, onChange, disabled }: FamilyLanguageControlProps) {
  const id = useId();
  return (
    // Laid out as Mantine lays out a field (label, description, input), so it lines up beside the forms' text fields.
    <Stack gap={4} maw={420}>
      {/* A field's own label and description, in the theme's size for every field. */}
      <Input.Label size="md" id={`${id}-label`}>
        {label}
      </Input.Label>
      <Input.Description size="md" id={`${id}-hint`}>
        {hint}
      </Input.Description>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(chosen) => onChange(chosen as Language)}
        disabled={disabled}
        data={LANGUAGES.map((language) => ({ value: language, label: <span lang={language}>{hospitalEn.languages[language]}</span> }))}
        size="md"
        w="fit-content"
      />
    </Stack>
  );
}
