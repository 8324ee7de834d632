import { useSelector } from '@xstate/react';
import { useDeferredValue, useMemo } from 'react';
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
  // A new order, minimum rating or location first answers in the filter panel; sorting and drawing the long list
  // follow in a render that yields to input (issue 7: next paint within 100 ms with 300 providers on a phone).
  const filters = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.filters));
  const hospital = useSelector(actor, (snapshot) => snapshot.context.hospital);
  return useMemo(() => {
    const origin = filters.location
      ? { latitude: filters.location.location.lat, longitude: filters.location.location.lon }
      : hospital
        ? { latitude: hospital.latitude, longitude: hospital.longitude }
        : null;
    const sorted = sortProviders(providers, { sortKey: filters.sort, level, hospitalId: hospital?.id ?? null, location: origin });
    const distances = withDistance(sorted, origin);
    // The providers themselves, not copies: cards are memoised on them, so a new order re-renders none of them.
    return sorted.map((provider, index) => {
      const distance = distances[index]!.distanceFromLocation;
      return { provider, passes: passesMinRating(provider, level, filters.minCmsRating), miles: distance === null ? null : displayMiles(distance) };
    });
  }, [providers, filters, hospital, level]);
}
