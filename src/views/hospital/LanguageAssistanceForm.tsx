import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef, useState } from 'react';
import type { HospitalSettings } from '../../contract/catalogue';
import { MIN_TAGLINES, type Tagline } from '../../contract/tagline';
import { hospitalEn } from '../../i18n/en.hospital';
import { TAGLINES } from '../../i18n/taglines';
import { taglinesLogic } from '../../machines/hospital/catalogueForms';
import { AddTaglineForm } from './AddTaglineForm';
import { TaglineTable } from './TaglineTable';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue.taglines;

const isNationalList = (taglines: readonly Tagline[]) =>
  taglines.length === TAGLINES.length &&
  taglines.every((tagline, index) => {
    const national = TAGLINES[index]!;
    return tagline.language === national.language && tagline.lang === national.lang && tagline.text === national.text;
  });

/**
 * The hospital's language-assistance notice (Section 1557): the taglines its families see under Language
 * assistance, its state's most spoken languages first. Admins reorder, add and remove rows here, then save the list
 * (at least 15 languages, at most 40) or go back to the national list; an unsaved list stays when a save fails.
 */
export function LanguageAssistanceForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const titleId = useId();
  const form = useForm<{ taglines: Tagline[] }>({ mode: 'controlled', initialValues: { taglines: hospital.taglines } });
  const [state, send] = useRequest(taglinesLogic, (output) => {
    // The saved list as the server keeps it (codes made canonical), or the national list after a reset.
    form.setValues({ taglines: output.taglines });
    onSaved(output);
  });
  const taglines = form.values.taglines;
  // Going back to the national list drops the hospital's own (saved or being edited): asked in place first.
  const [confirmingReset, setConfirmingReset] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const alreadyNational = isNationalList(taglines) && isNationalList(hospital.taglines);
  useEffect(() => {
    if (confirmingReset) keepButton.current?.focus();
  }, [confirmingReset]);
  const stopConfirming = () => {
    setConfirmingReset(false);
    // After the question goes, focus returns to the button that asked it.
    requestAnimationFrame(() => resetButton.current?.focus());
  };
  // Each change to the list is a gesture here, not a field's change: the saved list put back is not an edit.
  const edited = () => send({ type: 'form.edited' });
  const failure = state.matches('failed') ? state.context.failure : null;
  const refusal = failure && failure.status >= 400 && failure.status < 500 ? failure.message : null;

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {text.title}
      </Title>
      <Text size="sm">{text.hint}</Text>
      {isNationalList(taglines) && (
        <Text size="sm" c="dimmed">
          {text.national}
        </Text>
      )}
      <TaglineTable
        taglines={taglines}
        floorNote={taglines.length <= MIN_TAGLINES ? text.atFloor(MIN_TAGLINES) : null}
        onMove={(from, to) => {
          form.reorderListItem('taglines', { from, to });
          edited();
        }}
        onRemove={(index) => {
          form.removeListItem('taglines', index);
          edited();
        }}
      />
      <AddTaglineForm
        taglines={taglines}
        onAdd={(tagline) => {
          form.insertListItem('taglines', tagline);
          edited();
        }}
      />
      <Group gap="sm">
        <Button variant="light" loading={state.hasTag('busy')} onClick={() => send({ type: 'form.submitted', values: { taglines } })}>
          {text.save}
        </Button>
        {!confirmingReset && (
          <Button ref={resetButton} variant="subtle" disabled={state.hasTag('busy') || alreadyNational} onClick={() => setConfirmingReset(true)}>
            {text.reset}
          </Button>
        )}
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.saved : ''}
        </Text>
      </Group>
      {confirmingReset && (
        <Stack gap="xs" role="group" aria-label={text.reset}>
          <Text size="sm">{text.resetConfirm(taglines.length)}</Text>
          <Group gap="sm">
            <Button
              color="red"
              variant="light"
              onClick={() => {
                send({ type: 'form.submitted', values: { taglines: null } });
                stopConfirming();
              }}
            >
              {text.reset}
            </Button>
            <Button ref={keepButton} variant="default" onClick={stopConfirming}>
              {text.resetNo}
            </Button>
          </Group>
        </Stack>
      )}
      {failure && (
        <Alert color="red" role="alert">
          {refusal ? text.refused(refusal) : text.failed}
        </Alert>
      )}
    </Stack>
  );
}
