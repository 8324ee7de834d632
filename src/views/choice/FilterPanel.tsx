import { Button, Center, Collapse, Combobox, Loader, NativeSelect, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useMachine, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { Location } from '../../contract/choice';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import { t } from '../../i18n/en';
import { choiceEn } from '../../i18n/en.choice';
import { locationSearchMachine } from '../../machines/choice/locationSearchMachine';
import { availableSortOptions, type SortKey } from '../../domain/sortProviders';
import { useSwipeRight } from '../shell/useSwipeRight';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';
import { sortOptionName } from '../levelWords';
import { MinRatingChoice } from './MinRatingChoice';

const text = choiceEn.filters;

/** The CHOICE_FILTERS modal's body: location, sort and minimum Medicare rating, applied as they change. */
export function FilterPanel({ context, id, innerProps: { actor } }: ContextModalProps<{ actor: ChoiceActor }>) {
  const onClose = () => context.closeModal(id);
  // The drawer paints at once; its controls (which measure the page) follow in a render that yields to input.
  const ready = useDeferredValue(true, false);
  const level = useLevelOfCare(actor);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const hospital = useSelector(actor, (snapshot) => snapshot.context.hospital);
  const [panelOpen, panel] = useDisclosure(false);
  const swipe = useSwipeRight(onClose);
  const locationName = filters.location ? filters.location.name : (hospital?.name ?? '');
  if (!ready) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="lg" {...swipe}>
      {level.isLocationBased && (
        <Stack gap="xs">
          <Text fw={600}>{text.location}</Text>
          <Text>{locationName}</Text>
          <Button variant="light" onClick={panel.toggle} aria-expanded={panelOpen}>
            {panelOpen ? text.hideLocation : text.changeLocation}
          </Button>
          <Collapse expanded={panelOpen}>
            <Stack gap="xs" pt="xs">
              <LocationSearch
                onPick={(location) => {
                  // Choosing the hospital's own name is the same as resetting to the hospital.
                  actor.send({ type: 'filter.locationSet', location: hospital && location.name === hospital.name ? null : location });
                  panel.close();
                }}
              />
              {hospital && (
                <Button
                  variant="default"
                  disabled={filters.location === null}
                  onClick={() => {
                    actor.send({ type: 'filter.locationSet', location: null });
                    panel.close();
                  }}
                >
                  {text.setTo(hospital.name)}
                </Button>
              )}
            </Stack>
          </Collapse>
        </Stack>
      )}
      {/* The device's own picker (a wheel on phones): required, never empty, and quick with hundreds of providers. */}
      <NativeSelect
        label={text.sort}
        required
        data={availableSortOptions(level).map((option) => ({ value: option.key, label: sortOptionName(option.key, option.name) }))}
        value={filters.sort}
        onChange={(event) => actor.send({ type: 'filter.sortSet', sort: event.currentTarget.value as SortKey })}
      />
      {level.hasOverallRating && (
        <Stack gap={6}>
          <Text fw={600} id="min-rating-label">
            {text.minRating}
          </Text>
          <MinRatingChoice labelledBy="min-rating-label" value={filters.minCmsRating} onChange={(minCmsRating) => actor.send({ type: 'filter.minRatingSet', minCmsRating })} />
        </Stack>
      )}
      <Button size="lg" onClick={onClose}>
        {text.close}
      </Button>
    </Stack>
  );
}

/** 'Search Zipcode or City': asks only for a non-empty query; a city shows as 'Name, ST'. */
function LocationSearch({ onPick }: { onPick: (location: Location) => void }) {
  const combobox = useCombobox();
  const [search, send] = useMachine(locationSearchMachine);
  const { query, results } = search.context;
  const searching = search.hasTag('busy');
  const label = (location: Location) => (location.type === 'city' ? `${location.name}, ${location.state}` : `${location.name} (${location.state})`);
  // 'No places found' is a line under the field, not a floating list: as a list it covered 'Set to <hospital>', the
  // one button a family who found nothing needs next.
  const nothingFound = search.matches('shown') && results.length === 0;
  // Longer than the server takes: kept as typed, not searched, and said why.
  const tooLong = query.length > MAX_SEARCH_LENGTH ? t.validation.tooLong(text.searchLabel, MAX_SEARCH_LENGTH) : null;
  return (
    <Stack gap={4}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const picked = results[Number(value)];
          if (picked) onPick(picked.type === 'city' ? { ...picked, name: `${picked.name}, ${picked.state}` } : picked);
          combobox.closeDropdown();
        }}
        withinPortal={false}
      >
        <Combobox.Target>
          <TextInput
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={query}
            onChange={(event) => {
              send({ type: 'query.changed', query: event.currentTarget.value });
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            rightSection={searching ? <Loader size="xs" /> : null}
            error={tooLong}
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
        {nothingFound ? text.noResults : ''}
      </Text>
    </Stack>
  );
}
