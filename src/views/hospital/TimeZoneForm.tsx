import { Alert, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import type { HospitalSettings } from '../../contract/catalogue';
import { US_TIME_ZONES } from '../../domain/timeZones';
import { hospitalEn } from '../../i18n/en.hospital';
import { timeZoneLogic } from '../../machines/hospital/catalogueForms';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.catalogue;

/**
 * The zones offered: the states' and territories' first, then every zone the browser knows, the hospital's own
 * included if the browser spells it otherwise. A native select: the phone's own picker, type-ahead on a desktop, and
 * none of a searchable list's code in the console's chunk.
 */
function zoneChoices(current: string) {
  const everywhere = Intl.supportedValuesOf('timeZone');
  return [
    { group: text.timeZoneUnitedStates, items: [...US_TIME_ZONES] },
    { group: text.timeZoneEverywhere, items: everywhere.includes(current) || US_TIME_ZONES.includes(current) ? everywhere : [current, ...everywhere] },
  ];
}

/**
 * The hospital's time zone: its state's until an admin chooses another (a hospital in the other part of a split
 * state, such as El Paso); 'Use the State's Zone' gives the state's back. What was chosen stays when the save fails.
 */
export function TimeZoneForm({ hospital, onSaved }: { hospital: HospitalSettings; onSaved: (hospital: HospitalSettings) => void }) {
  const [state, send] = useRequest(timeZoneLogic, onSaved);
  const form = useForm({
    mode: 'controlled',
    initialValues: { timeZone: hospital.timeZone },
    onValuesChange: () => send({ type: 'form.edited' }),
  });
  const zones = useMemo(() => zoneChoices(hospital.timeZone), [hospital.timeZone]);
  const useStateZone = () => {
    form.setFieldValue('timeZone', hospital.stateTimeZone);
    send({ type: 'form.submitted', values: { timeZone: null } });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(({ timeZone }) => send({ type: 'form.submitted', values: { timeZone } }))}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect label={text.timeZone} description={text.timeZoneHint(hospital.stateTimeZone)} data={zones} w={360} maw="100%" {...form.getInputProps('timeZone')} />
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
