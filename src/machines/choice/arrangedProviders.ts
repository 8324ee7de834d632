import type { Hospital, Location, OptionList, Provider } from '../../contract/choice';
import { displayMiles } from '../../domain/distance';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import { passesMinRating, sortProviders, withDistance, type MinCmsRating, type SortKey } from '../../domain/sortProviders';

/**
 * The option list as the family's screens arrange it (the list, the map, the provider's distance, the comparison):
 * pure functions of what the choice flow holds, so that the view hooks that call them (src/views/choice/
 * useArrangedProviders.ts) only choose when to compute, and tests compute the same thing.
 */

export interface ArrangedProvider {
  provider: Provider;
  /** Whether it passes the minimum-rating filter; the others are dimmed, not hidden. */
  passes: boolean;
  /** Whole miles from the chosen location (rounded up), or null without a location. */
  miles: number | null;
}

export interface ShownProviders {
  /** What the list and the map show, in order: every provider, or with 'Show only matches' those passing. */
  shown: ArrangedProvider[];
  /** How many pass the filters, of how many offered. */
  matching: number;
  total: number;
}

/** The providers of the list in the planner's order, those whose details have loaded. */
export function offeredProviders(options: OptionList['options'] | undefined, providers: Partial<Record<number, Provider>>): Provider[] {
  return (options ?? []).flatMap((option) => (providers[option.providerId] ? [providers[option.providerId]!] : []));
}

/** The saved providers, in the order the list offers them (the rank step's cards). */
export function savedProviders(offered: readonly Provider[], shortlist: readonly number[]): Provider[] {
  return offered.filter((provider) => shortlist.includes(provider.id));
}

export interface Arrangement {
  level: LevelOfCare;
  hospital: Hospital | null;
  /** The place distances are measured from; null: the hospital. */
  location: Location | null;
  sort: SortKey;
  minCmsRating: MinCmsRating;
}

/** The list in the chosen order, each provider with its distance and whether it passes the minimum rating. */
export function arrangeProviders(providers: readonly Provider[], { level, hospital, location, sort, minCmsRating }: Arrangement): ArrangedProvider[] {
  const origin = location
    ? { latitude: location.location.lat, longitude: location.location.lon }
    : hospital
      ? { latitude: hospital.latitude, longitude: hospital.longitude }
      : null;
  const sorted = sortProviders(providers, { sortKey: sort, level, hospitalId: hospital?.id ?? null, location: origin });
  const distances = withDistance(sorted, origin);
  // The providers themselves, not copies: cards are memoised on them, so a new order re-renders none of them.
  return sorted.map((provider, index) => {
    const distance = distances[index]!.distanceFromLocation;
    return { provider, passes: passesMinRating(provider, level, minCmsRating), miles: distance === null ? null : displayMiles(distance) };
  });
}

/** What the list and the map show: all of them, those that do not pass dimmed, or with `onlyMatches` the matches. */
export function shownProviders(arranged: ArrangedProvider[], onlyMatches: boolean): ShownProviders {
  const passing = arranged.filter((entry) => entry.passes);
  return { shown: onlyMatches ? passing : arranged, matching: passing.length, total: arranged.length };
}
