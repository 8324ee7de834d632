import { Button, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { Location } from '../../contract/choice';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import type { ListArea } from '../../contract/plannerLists';
import { hospitalEn } from '../../i18n/en.hospital';
import { locationSearchMachine } from '../../machines/choice/locationSearchMachine';
import { parsePlace } from '../../machines/hospital/listDraft';
import { tooLongField } from '../forms/validators';

const text = hospitalEn.lists;
const label = (location: Location) => (location.type === 'city' ? `${location.name}, ${location.state}` : `${location.name} (${location.state})`);
const areaOfPlace = (location: Location): ListArea =>
  location.type === 'zip' ? { type: 'zip', zip: location.name } : { type: 'city', name: location.name, state: location.state };

/**
 * Another place to measure from: the gazetteer's search as the planner types (the family's filter search, the same
 * machine and call, which staff may make too), or a ZIP code or "City, ST" typed in full and used as it is.
 */
export function PlaceSearch({ disabled, areaError, onArea }: { disabled: boolean; areaError: string | null; onArea: (area: ListArea) => void }) {
  const combobox = useCombobox();
  const [search, send] = useMachine(locationSearchMachine);
  const [typedError, setTypedError] = useState<string | null>(null);
  const { query, results } = search.context;
  const nothingFound = search.matches('shown') && results.length === 0;
  // Longer than the server takes: kept as typed, neither searched nor used, and said why.
  const tooLong = tooLongField(text.placeLabel, MAX_SEARCH_LENGTH)(query);

  const useTyped = (event: FormEvent) => {
    event.preventDefault();
    const area = tooLong ? null : parsePlace(query);
    setTypedError(area || tooLong ? null : text.placeInvalid);
    if (area) onArea(area);
  };
  return (
    <form onSubmit={useTyped} noValidate>
      <Group gap="sm" align="flex-start">
        <Stack gap={4} w={300}>
          <Combobox
            store={combobox}
            onOptionSubmit={(value) => {
              const picked = results[Number(value)];
              if (picked) {
                send({ type: 'query.changed', query: label(picked) });
                onArea(areaOfPlace(picked));
              }
              combobox.closeDropdown();
            }}
            withinPortal={false}
          >
            <Combobox.Target>
              <TextInput
                label={text.placeLabel}
                description={text.placeHint}
                value={query}
                onChange={(event) => {
                  send({ type: 'query.changed', query: event.currentTarget.value });
                  setTypedError(null);
                  combobox.openDropdown();
                }}
                onFocus={() => combobox.openDropdown()}
                rightSection={search.hasTag('busy') ? <Loader size="xs" /> : null}
                error={tooLong ?? typedError ?? areaError}
                disabled={disabled}
              />
            </Combobox.Target>
            <Combobox.Dropdown hidden={results.length === 0}>
              <Combobox.Options>
                {results.map((location, index) => (
                  <Combobox.Option value={String(index)} key={`${location.type}-${location.name}-${location.state}`}>
                    {label(location)}
                  </Combobox.Option>
                ))}
              </Combobox.Options>
            </Combobox.Dropdown>
          </Combobox>
          <Text size="sm" role="status">
            {nothingFound ? text.noPlaces : ''}
          </Text>
        </Stack>
        <Button type="submit" mt={46} disabled={disabled}>
          {text.usePlace}
        </Button>
      </Group>
    </form>
  );
}
