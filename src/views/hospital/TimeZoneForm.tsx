import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import type { HospitalSettings } from '../../contract/catalogue';
import { hospitalEn } from '../../i18n/en.hospital';
import { timeZoneLogic } from '../../machines/hospital/catalogueForms';

const text = hospitalEn.catalogue;

/** The zones the browser knows, the hospital's own included if it is a name the browser spells otherwise. */
function zoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/**
 * The hospital's time zone: its state's until an admin chooses another (a hospital in the other part of a split
 * state, such as El Paso); 'Use the State's Zone' gives the state's back. What was chosen stays when the save fails.
 */
export function TimeZoneForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useMachine(timeZoneLogic.provide({ actions: { succeeded: (_, { output }) => onSaved(output) } }));
  const form = useForm<{ timeZone: string | null }>({
    mode: 'controlled',
    initialValues: { timeZone: hospital.timeZone },
    validate: { timeZone: (value) => (value ? null : text.timeZoneNone) },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const zones = useMemo(() => zoneChoices(hospital.timeZone), [hospital.timeZone]);
  const zoneInput = form.getInputProps('timeZone');
  const useStateZone = () => {
    form.setFieldValue('timeZone', hospital.stateTimeZone);
    send({ type: 'form.submitted', values: { timeZone: null } });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(({ timeZone }) => send({ type: 'form.submitted', values: { timeZone } }))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={text.timeZone}
          description={text.timeZoneHint(hospital.stateTimeZone)}
          data={zones}
          searchable
          // Some 400 zones: typing narrows them, and a long list is not drawn at every keystroke.
          limit={60}
          allowDeselect={false}
          nothingFoundMessage={text.timeZoneNotFound}
          w={360}
          maw="100%"
          {...zoneInput}
          // The zone shown is selected as the box takes the focus, so what is typed replaces it rather than adding to it.
          onFocus={(event) => {
            zoneInput.onFocus?.(event);
            event.currentTarget.select();
          }}
        />
        <Button type="submit" variant="light" loading={state.hasTag('busy')}>
          {text.timeZoneSave}
        </Button>
        {hospital.ownTimeZone && (
          <Button variant="subtle" onClick={useStateZone} disabled={state.hasTag('busy')}>
            {text.timeZoneUseState}
          </Button>
        )}
        <Text size="sm" aria-live="polite">
          {state.matches('succeeded') ? text.timeZoneSaved : ''}
        </Text>
      </Group>
      {state.matches('failed') && (
        <Alert color="red" role="alert" mt="sm">
          {text.timeZoneFailed}
        </Alert>
      )}
    </form>
  );
}
