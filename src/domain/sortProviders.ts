import type { Provider } from '../contract/choice';
import { distanceMiles, type Point } from './distance';
import type { LevelOfCare } from './levelsOfCare';
import { shownName } from './providerName';

/** Provider order, filtering and markers for the option list (SPEC §5, §9). */
export type SortKey = 'best' | 'name' | 'rating' | 'distance';

export const SORT_OPTIONS: readonly { key: SortKey; name: string }[] = [
  { key: 'best', name: 'Best Match' },
  { key: 'name', name: 'Name' },
  { key: 'rating', name: 'Medicare Rating' },
  { key: 'distance', name: 'Distance' },
];

/** SPEC §5: rating only with an overall rating, distance only for location-based levels. */
export const availableSortOptions = (level: LevelOfCare) =>
  SORT_OPTIONS.filter((option) => (option.key !== 'rating' || level.hasOverallRating) && (option.key !== 'distance' || level.isLocationBased));

export type MinCmsRating = null | 2 | 3 | 4 | 5;

/** SPEC §9 filter options; null is 'Any'. */
export const MIN_RATING_OPTIONS: readonly { value: MinCmsRating; label: string }[] = [
  { value: null, label: 'Any' },
  { value: 2, label: '2+' },
  { value: 3, label: '3+' },
  { value: 4, label: '4+' },
  { value: 5, label: '5' },
];

/**
 * What the order reads of a provider: the family's screens sort whole providers, the choice record (server) the rows
 * its query reads, with the same function, so the record lists them as the family's screen showed them.
 */
export type SortableProvider = Pick<Provider, 'name' | 'preferredBy' | 'subscription' | 'medicareRatings' | 'latitude' | 'longitude'>;

export const isPreferred = (provider: Pick<Provider, 'preferredBy'>, hospitalId: number | null) => hospitalId !== null && provider.preferredBy.includes(hospitalId);
export const isAffiliated = (provider: Provider, hospitalId: number | null) => hospitalId !== null && provider.affiliations.includes(hospitalId);
const hasActiveSubscription = (provider: SortableProvider) => provider.subscription?.status === 'active';

/**
 * A name as compared: without accents or case, as a 'base' collator compares. Not Intl.Collator itself: creating
 * the first one loads ICU's collation data, 25–40 ms on a desktop and a long task on a phone as a list opens
 * (TBT); localeCompare with options builds one per call. Folded once per name.
 */
const foldedNames = new Map<string, string>();
function folded(name: string): string {
  let key = foldedNames.get(name);
  if (key === undefined) {
    key = name.normalize('NFD').replace(/\p{Mn}/gu, '').toLowerCase();
    foldedNames.set(name, key);
  }
  return key;
}
const byName = (a: SortableProvider, b: SortableProvider) => {
  const [first, second] = [folded(shownName(a)), folded(shownName(b))];
  return first < second ? -1 : first > second ? 1 : 0;
};
const compareTuples = (a: readonly number[], b: readonly number[]) => {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
};

export interface SortContext {
  sortKey: SortKey;
  level: LevelOfCare;
  hospitalId: number | null;
  location: Point | null;
}

/**
 * SPEC §9 best match: preferred first, then active subscription, then the level's sort value, then name.
 * Rating sorts highest first (unrated last) and distance nearest first; their ties fall back to best match.
 * A sort the level does not offer (rating without ratings, distance without a location) is best match.
 */
export function sortProviders<P extends SortableProvider>(providers: readonly P[], { sortKey, level, hospitalId, location }: SortContext): P[] {
  const bestMatch = (a: SortableProvider, b: SortableProvider) =>
    Number(isPreferred(b, hospitalId)) - Number(isPreferred(a, hospitalId)) ||
    Number(hasActiveSubscription(b)) - Number(hasActiveSubscription(a)) ||
    compareTuples(level.sortValue(a), level.sortValue(b)) ||
    byName(a, b);
  const sorted = [...providers];
  if (sortKey === 'name') return sorted.sort(byName);
  if (sortKey === 'rating' && level.hasOverallRating) {
    return sorted.sort((a, b) => (level.overallRating(b) ?? 0) - (level.overallRating(a) ?? 0) || bestMatch(a, b));
  }
  if (sortKey === 'distance' && location) {
    // Measured once per provider rather than once per comparison.
    const miles = new Map(providers.map((provider) => [provider, distanceMiles(location, provider)]));
    return sorted.sort((a, b) => (miles.get(a) ?? 0) - (miles.get(b) ?? 0) || bestMatch(a, b));
  }
  return sorted.sort(bestMatch);
}

/**
 * SPEC §5: keeps providers whose overall rating is at least the minimum; an unrated provider fails any minimum.
 * A level without an overall rating cannot be filtered by one, so it keeps everyone.
 */
export function passesMinRating(provider: SortableProvider, level: LevelOfCare, minCmsRating: MinCmsRating): boolean {
  if (minCmsRating === null || !level.hasOverallRating) return true;
  return (level.overallRating(provider) ?? 0) >= minCmsRating;
}

/** The derived distanceFromLocation of SPEC §3, in miles to 3 decimals; null without a location. */
export function withDistance<P extends Provider>(providers: readonly P[], location: Point | null): (P & { distanceFromLocation: number | null })[] {
  return providers.map((provider) => ({ ...provider, distanceFromLocation: location ? distanceMiles(location, provider) : null }));
}

/** Map marker letters in list order: a … z, then aa, ab … (like spreadsheet columns). */
export function markerSymbol(index: number): string {
  let symbol = '';
  let rest = index;
  do {
    symbol = String.fromCharCode(97 + (rest % 26)) + symbol;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return symbol;
}
