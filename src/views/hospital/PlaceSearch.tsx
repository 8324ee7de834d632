import { Box, Button, Group } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import type { Location } from '../../contract/choice';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import type { ListArea } from '../../contract/plannerLists';
import { hospitalEn } from '../../i18n/en.hospital';
import { locationSearchMachine } from '../../machines/choice/locationSearchMachine';
import { parsePlace } from '../../machines/hospital/listDraft';
import { tooLongField } from '../forms/validators';
import { PlaceCombobox, placeLabel } from '../components/PlaceCombobox';

const text = hospitalEn.lists;
const areaOfPlace = (location: Location): ListArea =>
  location.type === 'zip' ? { type: 'zip', zip: location.name } : { type: 'city', name: location.name, state: location.state };

/**
 * Another place to measure from: the gazetteer's search as the planner types (the family's filter search, the same
 * machine and call, which staff may make too), or a ZIP code or "City, ST" typed in full and used as it is.
 */
export function PlaceSearch({ disabled, areaError, onArea }: { disabled: boolean; areaError: string | null; onArea: (area: ListArea) => void }) {
  const [search, send] = useMachine(locationSearchMachine);
  const [typedError, setTypedError] = useState<string | null>(null);
  const { query } = search.context;
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
        <Box w={300}>
          <PlaceCombobox
            search={search}
            send={send}
            label={text.placeLabel}
            description={text.placeHint}
            noneFound={text.noPlaces}
            error={tooLong ?? typedError ?? areaError}
            disabled={disabled}
            onType={() => setTypedError(null)}
            onPick={(picked) => {
              send({ type: 'query.changed', query: placeLabel(picked) });
              onArea(areaOfPlace(picked));
            }}
          />
        </Box>
        <Button type="submit" mt={46} disabled={disabled}>
          {text.usePlace}
        </Button>
      </Group>
    </form>
  );
}
