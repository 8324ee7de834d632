import { Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { Location } from '../../contract/choice';
import type { LocationSearchEvent, locationSearchMachine } from '../../machines/choice/locationSearchMachine';

/** A place as the search lists it: 'Dublin, OH' for a city, '43017 (OH)' for a ZIP code. */
export const placeLabel = (location: Location) => (location.type === 'city' ? `${location.name}, ${location.state}` : `${location.name} (${location.state})`);

interface PlaceComboboxProps {
  /** The search the parent runs (locationSearchMachine), whose query the parent may also read. */
  search: SnapshotFrom<typeof locationSearchMachine>;
  send: (event: LocationSearchEvent) => void;
  label: string;
  description?: string;
  placeholder?: string;
  /** Said under the field when a search found nothing. */
  noneFound: string;
  error?: string | null;
  disabled?: boolean;
  onPick: (location: Location) => void;
  /** Each change the user types, after the search has been told. */
  onType?: () => void;
}

/**
 * The place search as one types (the family's filter drawer, the planner's list area): the field, the places found as
 * its options, and 'nothing found' as a line under it rather than a floating list, which covered the button a user who
 * found nothing needs next.
 */
export function PlaceCombobox({ search, send, label, description, placeholder, noneFound, error, disabled, onPick, onType }: PlaceComboboxProps) {
  const combobox = useCombobox();
  const { query, results } = search.context;
  const nothingFound = search.matches('shown') && results.length === 0;
  return (
    <Stack gap={4}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const picked = results[Number(value)];
          if (picked) onPick(picked);
          combobox.closeDropdown();
        }}
        withinPortal={false}
      >
        <Combobox.Target>
          <TextInput
            label={label}
            description={description}
            placeholder={placeholder}
            value={query}
            onChange={(event) => {
              send({ type: 'query.changed', query: event.currentTarget.value });
              onType?.();
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            rightSection={search.hasTag('busy') ? <Loader size="xs" /> : null}
            error={error}
            disabled={disabled}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={results.length === 0}>
          <Combobox.Options>
            {results.map((location, index) => (
              <Combobox.Option value={String(index)} key={`${location.type}-${location.name}-${location.state}`}>
                {placeLabel(location)}
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Text size="sm" role="status">
        {nothingFound ? noneFound : ''}
      </Text>
    </Stack>
  );
}
