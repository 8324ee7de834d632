import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { Provider } from '../../contract/choice';
import { displayMiles } from '../../domain/distance';
import { passesMinRating, sortProviders, withDistance } from '../../domain/sortProviders';
import { useLevelOfCare, useOfferedProviders, type ChoiceActor } from './useChoiceModel';

export interface ArrangedProvider {
  provider: Provider;
  /** Whether it passes the minimum-rating filter; the others are dimmed, not hidden. */
  passes: boolean;
  /** Whole miles from the chosen location (rounded up), or null without a location. */
  miles: number | null;
}

/** The list in the chosen order, each provider with its distance and whether it passes the filters. */
export function useArrangedProviders(actor: ChoiceActor): ArrangedProvider[] {
  const level = useLevelOfCare(actor);
  const providers = useOfferedProviders(actor);
  const filters = useSelector(actor, (snapshot) => snapshot.context.filters);
  const hospital = useSelector(actor, (snapshot) => snapshot.context.hospital);
  return useMemo(() => {
    const origin = filters.location
      ? { latitude: filters.location.location.lat, longitude: filters.location.location.lon }
      : hospital
        ? { latitude: hospital.latitude, longitude: hospital.longitude }
        : null;
    const sorted = sortProviders(providers, { sortKey: filters.sort, level, hospitalId: hospital?.id ?? null, location: origin });
    return withDistance(sorted, origin).map(({ distanceFromLocation, ...provider }) => ({
      provider,
      passes: passesMinRating(provider, level, filters.minCmsRating),
      miles: distanceFromLocation === null ? null : displayMiles(distanceFromLocation),
    }));
  }, [providers, filters, hospital, level]);
}
