import type { Provider } from '../contract/choice';
import { distanceMiles, type Point } from './distance';
import type { LevelOfCare } from './levelsOfCare';

export type SortKey = 'best' | 'name' | 'rating' | 'distance';

export const SORT_OPTIONS: { key: SortKey; name: string }[] = [
  { key: 'best', name: 'Best Match' },
  { key: 'name', name: 'Name' },
  { key: 'rating', name: 'Medicare Rating' },
  { key: 'distance', name: 'Distance' },
];

/** SPEC §5: rating only with an overall rating, distance only for location-based levels. */
export const availableSortOptions = (level: LevelOfCare) =>
  SORT_OPTIONS.filter((option) => (option.key !== 'rating' || level.hasOverallRating) && (option.key !== 'distance' || level.isLocationBased));

export const isPreferred = (provider: Provider, hospitalId: number | null) => hospitalId !== null && provider.preferredBy.includes(hospitalId);
export const isAffiliated = (provider: Provider, hospitalId: number | null) => hospitalId !== null && provider.affiliations.includes(hospitalId);
const hasActiveSubscription = (provider: Provider) => provider.subscription?.status === 'active';

const byName = (a: Provider, b: Provider) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const compareTuples = (a: number[], b: number[]) => {
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

/** SPEC §9 best match: preferred first, then active subscription, then the level's sort value, then name. */
export function sortProviders(providers: Provider[], { sortKey, level, hospitalId, location }: SortContext): Provider[] {
  const sorted = [...providers];
  const bestMatch = (a: Provider, b: Provider) =>
    Number(isPreferred(b, hospitalId)) - Number(isPreferred(a, hospitalId)) ||
    Number(hasActiveSubscription(b)) - Number(hasActiveSubscription(a)) ||
    compareTuples(level.sortValue(a), level.sortValue(b)) ||
    byName(a, b);
  if (sortKey === 'name') return sorted.sort(byName);
  if (sortKey === 'rating' && level.hasOverallRating) {
    return sorted.sort((a, b) => (level.overallRating(b) ?? 0) - (level.overallRating(a) ?? 0) || bestMatch(a, b));
  }
  if (sortKey === 'distance' && location) {
    const miles = (provider: Provider) => distanceMiles(location, provider);
    return sorted.sort((a, b) => miles(a) - miles(b) || bestMatch(a, b));
  }
  return sorted.sort(bestMatch);
}

/** SPEC §5: keeps providers whose overall rating is at least the minimum; none set keeps everyone. */
export function passesMinRating(provider: Provider, level: LevelOfCare, minCmsRating: number | null): boolean {
  if (minCmsRating === null || !level.hasOverallRating) return true;
  return (level.overallRating(provider) ?? 0) >= minCmsRating;
}

/** Map marker letters in list order: a … z, then aa, ab … */
export function markerSymbol(index: number): string {
  let symbol = '';
  let rest = index;
  do {
    symbol = String.fromCharCode(97 + (rest % 26)) + symbol;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return symbol;
}
