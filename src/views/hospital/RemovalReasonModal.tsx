import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MAX_REASON_LENGTH } from '../../contract/limits';
import type { Candidate } from '../../contract/plannerLists';
import { hospitalEn } from '../../i18n/en.hospital';
import { tooLongField } from '../forms/validators';

const text = hospitalEn.lists;

/** Asks why a provider within the radius is left off the list; the reason is kept in the patient's record. */
export function RemovalReasonModal({ candidate, onGive, onCancel }: { candidate: Candidate | null; onGive: (reason: string) => void; onCancel: () => void }) {
  return (
    <Modal
      opened={candidate !== null}
      onClose={onCancel}
      title={candidate ? text.reasonTitle(candidate.name) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': text.close }}
    >
      {candidate && <ReasonForm key={candidate.providerId} onGive={onGive} onCancel={onCancel} />}
    </Modal>
  );
}

function ReasonForm({ onGive, onCancel }: { onGive: (reason: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reason.trim() === '' ? text.reasonRequired : tooLongField(text.reason, MAX_REASON_LENGTH)(reason);
    setError(problem);
    if (problem === null) onGive(reason);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{text.rule}</Text>
        <Textarea
          label={text.reason}
          description={text.reasonHint}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={error}
          rows={3}
          data-autofocus
          required
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {text.keep}
          </Button>
          <Button type="submit">{text.leaveOff}</Button>
        </Group>
      </Stack>
    </form>
  );
}
