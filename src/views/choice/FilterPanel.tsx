import { Button, Center, Collapse, Loader, NativeSelect, Stack, Text } from '@mantine/core';
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
import { PlaceCombobox, placeLabel } from '../components/PlaceCombobox';

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

/** 'Search Zipcode or City': asks only for a non-empty query; a city is named 'Name, ST'. */
function LocationSearch({ onPick }: { onPick: (location: Location) => void }) {
  const [search, send] = useMachine(locationSearchMachine);
  const { query } = search.context;
  // Longer than the server takes: kept as typed, not searched, and said why.
  const tooLong = query.length > MAX_SEARCH_LENGTH ? t.validation.tooLong(text.searchLabel, MAX_SEARCH_LENGTH) : null;
  return (
    <PlaceCombobox
      search={search}
      send={send}
      label={text.searchLabel}
      placeholder={text.searchPlaceholder}
      noneFound={text.noResults}
      error={tooLong}
      onPick={(picked) => onPick(picked.type === 'city' ? { ...picked, name: placeLabel(picked) } : picked)}
    />
  );
}
