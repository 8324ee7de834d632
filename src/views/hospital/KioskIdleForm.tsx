import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import type { HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { kioskIdleLogic } from '../../machines/hospital/catalogueForms';

const text = hospitalEn.catalogue;
const MIN_MINUTES = 1;
const MAX_MINUTES = 30;

const wholeMinutes = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_MINUTES && value <= MAX_MINUTES ? null : text.idleRange;

/**
 * How long the hospital's kiosks wait without a touch before asking "Are you still there?" (issue 22, item 2), in
 * whole minutes, 1 to 30. Admins change it beside the wording; what was typed stays when the save fails.
 */
export function KioskIdleForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useMachine(kioskIdleLogic.provide({ actions: { succeeded: (_, { output }) => onSaved(output) } }));
  const form = useForm<{ kioskIdleMinutes: number | string }>({
    mode: 'controlled',
    initialValues: { kioskIdleMinutes: hospital.kioskIdleMinutes },
    validate: { kioskIdleMinutes: wholeMinutes },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ kioskIdleMinutes }) => send({ type: 'form.submitted', values: { kioskIdleMinutes: Number(kioskIdleMinutes) } }))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* Not clamped: a number out of range is said so on the field, rather than changed behind the admin's back. */}
        <NumberInput
          label={text.idle}
          description={text.idleHint}
          min={MIN_MINUTES}
          max={MAX_MINUTES}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={360}
          maw="100%"
          {...form.getInputProps('kioskIdleMinutes')}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {text.idleSave}
        </Button>
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.idleSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {text.idleFailed}
        </Alert>
      )}
    </form>
  );
}
