import { Alert, Button, Group, NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { HospitalSettings } from '../../contract/catalogue';
import { kioskSettingLogic } from '../../machines/hospital/catalogueForms';
import { useRequest } from '../forms/useRequest';

/** The hospital's settings that are a whole number in a range. */
export type WholeNumberSetting = 'kioskIdleMinutes' | 'kioskTokenDays';

export interface WholeNumberSettingWords {
  label: string;
  hint: string;
  range: string;
  save: string;
  saved: string;
  failed: string;
}

interface WholeNumberSettingFormProps {
  setting: WholeNumberSetting;
  min: number;
  max: number;
  words: WholeNumberSettingWords;
  hospital: HospitalSettings;
  onSaved: (hospital: HospitalSettings) => void;
}

/** One whole-number setting of the hospital, saved on its own; what was typed stays when the save fails. */
export function WholeNumberSettingForm({ setting, min, max, words, hospital, onSaved }: WholeNumberSettingFormProps) {
  const [state, send] = useRequest(kioskSettingLogic, onSaved);
  const inRange = (value: number | string) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : words.range);
  const form = useForm<{ value: number | string }>({
    mode: 'controlled',
    initialValues: { value: hospital[setting] },
    validate: { value: inRange },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit(({ value }) => send({ type: 'form.submitted', values: { [setting]: Number(value) } }))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        {/* Not clamped: a number out of range is said so on the field, rather than changed behind the admin's back. */}
        <NumberInput
          label={words.label}
          description={words.hint}
          min={min}
          max={max}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={360}
          maw="100%"
          {...form.getInputProps('value')}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {words.save}
        </Button>
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? words.saved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {words.failed}
        </Alert>
      )}
    </form>
  );
}
