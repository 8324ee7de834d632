import { Button, Center, Collapse, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useMachine, useSelector } from '@xstate/react';
import { useDeferredValue } from 'react';
import type { Hospital, Location } from '../../contract/choice';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import { t } from '../../i18n/en';
import { choiceEn } from '../../i18n/en.choice';
import { locationSearchMachine } from '../../machines/choice/locationSearchMachine';
import { availableSortOptions, type SortKey } from '../../domain/sortProviders';
import { useSwipeRight } from '../shell/useSwipeRight';
import { useLevelOfCare, type ChoiceActor, type ChoiceSend } from './useChoiceModel';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import type { ChoiceFilters } from '../../machines/choice/choiceMachine';
import { selectFilters, selectHospital } from '../../machines/choice/choiceSelectors';
import { useLevelWords } from '../levelWords';
import { MinRatingChoice } from './MinRatingChoice';
import { PlaceCombobox, placeLabel } from '../components/PlaceCombobox';

const text = choiceEn.filters;

/** The CHOICE_FILTERS modal's body: location, sort and minimum Medicare rating, applied as they change. */
export function FilterPanel({ context, id, innerProps: { actor } }: ContextModalProps<{ actor: ChoiceActor }>) {
  return (
    <FilterChoices
      level={useLevelOfCare(actor)}
      filters={useSelector(actor, selectFilters)}
      hospital={useSelector(actor, selectHospital)}
      send={actor.send}
      onClose={() => context.closeModal(id)}
    />
  );
}

export interface FilterChoicesProps {
  level: LevelOfCare;
  filters: ChoiceFilters;
  /** Whose place the miles are measured from unless the family chose another. */
  hospital: Hospital | null;
  send: ChoiceSend;
  onClose(): void;
}

/** The drawer's controls, each telling the flow its choice at once. */
export function FilterChoices({ level, filters, hospital, send, onClose }: FilterChoicesProps) {
  // The drawer paints at once; its controls (which measure the page) follow in a render that yields to input.
  const ready = useDeferredValue(true, false);
  const { sortOptionName } = useLevelWords();
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
                  send({ type: 'filter.locationSet', location: hospital && location.name === hospital.name ? null : location });
                  panel.close();
                }}
              />
              {hospital && (
                <Button
                  variant="default"
                  disabled={filters.location === null}
                  onClick={() => {
                    send({ type: 'filter.locationSet', location: null });
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
        onChange={(event) => send({ type: 'filter.sortSet', sort: event.currentTarget.value as SortKey })}
      />
      {level.hasOverallRating && (
        <Stack gap={6}>
          <Text fw={600} id="min-rating-label">
            {text.minRating}
          </Text>
          <MinRatingChoice labelledBy="min-rating-label" value={filters.minCmsRating} onChange={(minCmsRating) => send({ type: 'filter.minRatingSet', minCmsRating })} />
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
