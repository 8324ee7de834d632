import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import type { HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { kioskTokenDaysLogic } from '../../machines/hospital/catalogueForms';

const text = hospitalEn.catalogue;
const MIN_DAYS = 1;
const MAX_DAYS = 365;

const wholeDays = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= MIN_DAYS && value <= MAX_DAYS ? null : text.tokenDaysRange;

/**
 * How many days a kiosk of the hospital works after it was turned on (security round 3, item 7), whole days, 1 to
 * 365. Admins change it beside the kiosks' idle time; what was typed stays when the save fails.
 */
export function KioskTokenDaysForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useMachine(kioskTokenDaysLogic.provide({ actions: { succeeded: (_, { output }) => onSaved(output) } }));
  const form = useForm<{ kioskTokenDays: number | string }>({
    mode: 'controlled',
    initialValues: { kioskTokenDays: hospital.kioskTokenDays },
    validate: { kioskTokenDays: wholeDays },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ kioskTokenDays }) => send({ type: 'form.submitted', values: { kioskTokenDays: Number(kioskTokenDays) } }))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* Not clamped: a number out of range is said so on the field, rather than changed behind the admin's back. */}
        <NumberInput
          label={text.tokenDays}
          description={text.tokenDaysHint}
          min={MIN_DAYS}
          max={MAX_DAYS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={360}
          maw="100%"
          {...form.getInputProps('kioskTokenDays')}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {text.tokenDaysSave}
        </Button>
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.tokenDaysSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {text.tokenDaysFailed}
        </Alert>
      )}
    </form>
  );
}
