import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import type { CatalogueProvider } from '../../contract/catalogue';
import { MAX_DISCLOSURE_LENGTH } from '../../contract/limits';
import { hospitalEn } from '../../i18n/en.hospital';
import { providerDisclosureLogic } from '../../machines/hospital/catalogueForms';
import { showToast } from '../shell/toast';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue.disclosure;

interface DisclosureModalProps {
  /** The provider whose disclosure is being written; null when the modal is closed. */
  provider: CatalogueProvider | null;
  onSaved: (provider: CatalogueProvider) => void;
  onClose: () => void;
}

/**
 * An admin writes the hospital's financial-interest disclosure on a provider (42 CFR 482.43(c)(3)), which families
 * of its patients read on it. Empty removes it. A refusal keeps the modal open with everything typed.
 */
export function DisclosureModal({ provider, onSaved, onClose }: DisclosureModalProps) {
  // While it saves the modal stays: closing it would cancel the call without knowing whether the server had saved.
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={provider !== null}
      onClose={() => busy || onClose()}
      title={provider ? text.title(provider.name) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': text.close, disabled: busy }}
    >
      {provider && <DisclosureForm key={provider.id} provider={provider} onSaved={onSaved} onClose={onClose} onBusy={setBusy} />}
    </Modal>
  );
}

interface DisclosureFormProps {
  provider: CatalogueProvider;
  onSaved: (provider: CatalogueProvider) => void;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
}

function DisclosureForm({ provider, onSaved, onClose, onBusy }: DisclosureFormProps) {
  const [state, send] = useRequest(providerDisclosureLogic, (output) => {
    showToast({ type: 'success', ...(output.disclosure === null ? text.removed(output.name) : text.saved(output.name)) });
    onSaved(output);
    onClose();
  });
  const [value, setValue] = useState(provider.disclosure ?? '');
  const [tooLong, setTooLong] = useState(false);
  const busy = state.hasTag('busy');
  useEffect(() => {
    onBusy(busy);
    return () => onBusy(false);
  }, [busy, onBusy]);
  const length = value.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length > MAX_DISCLOSURE_LENGTH) {
      setTooLong(true);
      return;
    }
    send({ type: 'form.submitted', values: { providerId: provider.id, text: value.trim() || null } });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div>
          <Textarea
            label={text.label}
            description={text.hint}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setTooLong(false);
              send({ type: 'form.edited' });
            }}
            error={tooLong ? text.tooLong(MAX_DISCLOSURE_LENGTH) : undefined}
            size="md"
            rows={5}
            resize="vertical"
            data-autofocus
          />
          <Text size="sm" mt={4} ta="right" c={length > MAX_DISCLOSURE_LENGTH ? 'red.8' : 'dimmed'}>
            {text.count(length, MAX_DISCLOSURE_LENGTH)}
          </Text>
        </div>
        {state.matches('failed') && (
          <Alert color="red" role="alert">
            {text.failed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {text.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {text.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
