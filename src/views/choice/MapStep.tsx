import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectMapFromProvider, selectSelectedProvider, selectShortlist } from '../../machines/choice/choiceSelectors';
import type { MapPoint } from '../components/ProviderMap';
import { mapScreen } from './choiceScreens';
import { useShownProviders } from './useArrangedProviders';
import type { ChoiceActor } from './useChoiceModel';

/** The map's own chunk (choiceScreens.ts): this container selects in the flow's chunk, the screen draws in its own. */
const MapScreen = mapScreen.component('MapScreen');

/** The map step's container: what the list shows, lettered, around the place distances are measured from. */
export function MapStep({ actor }: { actor: ChoiceActor }) {
  const { shown } = useShownProviders(actor);
  const hospital = useSelector(actor, (snapshot) => snapshot.context.hospital);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.filters.location);
  const location: MapPoint | null = useMemo(() => {
    if (chosen) return { id: 0, label: chosen.name, symbol: null, latitude: chosen.location.lat, longitude: chosen.location.lon };
    return hospital ? { id: 0, label: hospital.name, symbol: null, latitude: hospital.latitude, longitude: hospital.longitude } : null;
  }, [chosen, hospital]);
  return (
    <MapScreen
      arranged={shown}
      selectedId={useSelector(actor, selectSelectedProvider)}
      shortlist={useSelector(actor, selectShortlist)}
      fromProvider={useSelector(actor, selectMapFromProvider)}
      location={location}
      send={actor.send}
    />
  );
}
