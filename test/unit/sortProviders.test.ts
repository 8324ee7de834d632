import { describe, expect, it } from 'vitest';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import {
  availableSortOptions,
  isAffiliated,
  isPreferred,
  markerSymbol,
  MIN_RATING_OPTIONS,
  passesMinRating,
  SORT_OPTIONS,
  sortProviders,
  withDistance,
  type SortContext,
} from '../../src/domain/sortProviders';
import type { Provider } from '../../src/contract/choice';
import { shownName } from '../../src/domain/providerName';
import { names, provider } from './providerFixture';

const HOSPITAL = 9;
const snf = findLevelOfCare('skilled_nursing');
const hh = findLevelOfCare('home_healthcare');
const ccrc = findLevelOfCare('ccrc');
const columbus = { latitude: 39.9612, longitude: -82.9988 };
const sort = (list: readonly Provider[], context: Partial<SortContext>) =>
  names(sortProviders(list, { sortKey: 'best', level: snf, hospitalId: HOSPITAL, location: null, ...context }));

describe('best match (SPEC §9)', () => {
  it('puts providers preferred by this hospital first', () => {
    const list = [provider(1, 'Alpha', { overall: 5 }), provider(2, 'Zeta', { overall: 1 }, { preferredBy: [HOSPITAL] }), provider(3, 'Other', { overall: 5 }, { preferredBy: [4] })];
    expect(sort(list, {})).toEqual(['Zeta', 'Alpha', 'Other']);
  });

  it('then providers with an active subscription (inactive or none count the same)', () => {
    const list = [
      provider(1, 'Alpha', { overall: 5 }, { subscription: { status: 'inactive' } }),
      provider(2, 'Zeta', { overall: 1 }, { subscription: { status: 'active' } }),
      provider(3, 'Beta', { overall: 4 }, { subscription: null }),
    ];
    expect(sort(list, {})).toEqual(['Zeta', 'Alpha', 'Beta']);
  });

  it("then the level's sort value: 5 − overall, then 5 − quality, unrated last", () => {
    const list = [provider(1, 'Unrated'), provider(2, 'Three Four', { overall: 3, quality: 4 }), provider(3, 'Three Five', { overall: 3, quality: 5 }), provider(4, 'Five', { overall: 5, quality: 1 }), provider(5, 'Three', { overall: 3 })];
    expect(sort(list, {})).toEqual(['Five', 'Three Five', 'Three Four', 'Three', 'Unrated']);
  });

  it('then name, case-insensitively', () => {
    const list = [provider(1, 'charlie', { overall: 4 }), provider(2, 'Bravo', { overall: 4 }), provider(3, 'alpha', { overall: 4 })];
    expect(sort(list, {})).toEqual(['alpha', 'Bravo', 'charlie']);
  });

  it('orders levels without ratings by preferred, subscription, then name', () => {
    const list = [provider(1, 'Beta', { overall: 5 }), provider(2, 'Alpha', { overall: 1 }), provider(3, 'Paid', null, { subscription: { status: 'active' } })];
    expect(sort(list, { level: ccrc })).toEqual(['Paid', 'Alpha', 'Beta']);
  });

  it('uses home health quality as its overall rating', () => {
    expect(sort([provider(1, 'A', { overall: 5, quality: 2 }), provider(2, 'B', { overall: 1, quality: 4.5 })], { level: hh })).toEqual(['B', 'A']);
  });

  it('treats no hospital as nobody preferred, and leaves the input untouched', () => {
    const list = [provider(1, 'Zeta', null, { preferredBy: [HOSPITAL] }), provider(2, 'Alpha')];
    expect(sort(list, { hospitalId: null, level: ccrc })).toEqual(['Alpha', 'Zeta']);
    expect(names(list)).toEqual(['Zeta', 'Alpha']);
  });
});

describe('other sort options (SPEC §5)', () => {
  const list = [provider(1, 'beta', { overall: 2 }), provider(2, 'Alpha', { overall: 4 }), provider(3, 'Gamma'), provider(4, 'Delta', { overall: 4 }, { preferredBy: [HOSPITAL] })];

  it('sorts by name alone, case-insensitively', () => {
    expect(sort(list, { sortKey: 'name' })).toEqual(['Alpha', 'beta', 'Delta', 'Gamma']);
  });

  it('sorts by the name the family sees: the display name, not CMS’s', () => {
    const renamed = [provider(1, 'AARDVARK CARE, LLC', {}, { displayName: 'Willow House' }), provider(2, 'Birch Home', {}, { displayName: '' }), provider(3, 'ZEBRA LLC', {}, { displayName: 'Aspen Court' })];
    expect(sortProviders(renamed, { sortKey: 'name', level: snf, hospitalId: HOSPITAL, location: null }).map(shownName)).toEqual(['Aspen Court', 'Birch Home', 'Willow House']);
  });

  it('sorts accented names with their plain letters, as a reader would', () => {
    const accented = [provider(1, 'Zenith'), provider(2, 'Élan Care'), provider(3, 'Eastside'), provider(4, 'eleven oaks'), provider(5, 'Ångström Home')];
    expect(sort(accented, { sortKey: 'name' })).toEqual(['Ångström Home', 'Eastside', 'Élan Care', 'eleven oaks', 'Zenith']);
  });

  it('sorts by Medicare rating highest first, unrated last, ties by best match', () => {
    expect(sort(list, { sortKey: 'rating' })).toEqual(['Delta', 'Alpha', 'beta', 'Gamma']);
  });

  it('sorts by distance nearest first, ties by best match', () => {
    const far = provider(5, 'Far', null, { latitude: 41.5, longitude: -81.7 });
    const near = provider(6, 'Near', null, { latitude: 40.0, longitude: -83.0 });
    const nearPreferred = provider(7, 'Near Too', null, { latitude: 40.0, longitude: -83.0, preferredBy: [HOSPITAL] });
    expect(sort([far, near, nearPreferred], { sortKey: 'distance', location: columbus })).toEqual(['Near Too', 'Near', 'Far']);
  });

  it('falls back to best match when the option does not apply', () => {
    const best = sort(list, {});
    expect(sort(list, { sortKey: 'distance', location: null })).toEqual(best);
    expect(sort(list, { sortKey: 'rating', level: ccrc })).toEqual(sort(list, { level: ccrc }));
  });

  it("names the options 'Best Match', 'Name', 'Medicare Rating', 'Distance'", () => {
    expect(SORT_OPTIONS.map((option) => [option.key, option.name])).toEqual([
      ['best', 'Best Match'],
      ['name', 'Name'],
      ['rating', 'Medicare Rating'],
      ['distance', 'Distance'],
    ]);
  });

  it('offers rating only with an overall rating and distance only for location-based levels', () => {
    const keys = (key: string) => availableSortOptions(findLevelOfCare(key)).map((option) => option.key);
    expect(keys('skilled_nursing')).toEqual(['best', 'name', 'rating', 'distance']);
    expect(keys('home_healthcare')).toEqual(['best', 'name', 'rating']);
    expect(keys('ccrc')).toEqual(['best', 'name', 'distance']);
    expect(keys('transportation')).toEqual(['best', 'name']);
  });
});

describe('minimum Medicare rating (SPEC §5)', () => {
  const list = [provider(1, 'Five', { overall: 5 }), provider(2, 'Three', { overall: 3 }), provider(3, 'Two and a half', { overall: 2.5 }), provider(4, 'Zero', { overall: 0 }), provider(5, 'Unrated')];
  const kept = (minimum: 2 | 3 | 4 | 5 | null, level = snf) => names(list.filter((entry) => passesMinRating(entry, level, minimum)));

  it('keeps providers whose overall rating is at least the minimum', () => {
    expect(kept(2)).toEqual(['Five', 'Three', 'Two and a half']);
    expect(kept(3)).toEqual(['Five', 'Three']);
    expect(kept(4)).toEqual(['Five']);
    expect(kept(5)).toEqual(['Five']);
  });

  it('keeps everyone without a minimum, and for levels that have no overall rating', () => {
    expect(kept(null)).toHaveLength(list.length);
    expect(kept(5, ccrc)).toHaveLength(list.length);
  });

  it('uses the home health quality rating', () => {
    expect(passesMinRating(provider(1, 'A', { overall: 5, quality: 2 }), hh, 3)).toBe(false);
    expect(passesMinRating(provider(1, 'A', { overall: 1, quality: 4 }), hh, 4)).toBe(true);
  });

  it("offers 'Any', '2+', '3+', '4+', '5'", () => {
    expect(MIN_RATING_OPTIONS.map((option) => [option.label, option.value])).toEqual([
      ['Any', null],
      ['2+', 2],
      ['3+', 3],
      ['4+', 4],
      ['5', 5],
    ]);
  });
});

describe('derived provider fields', () => {
  it('tells preferred and affiliated apart, per hospital', () => {
    const entry = provider(1, 'A', null, { preferredBy: [HOSPITAL], affiliations: [3] });
    expect([isPreferred(entry, HOSPITAL), isAffiliated(entry, HOSPITAL)]).toEqual([true, false]);
    expect([isPreferred(entry, 3), isAffiliated(entry, 3)]).toEqual([false, true]);
    expect([isPreferred(entry, null), isAffiliated(entry, null)]).toEqual([false, false]);
  });

  it('adds the distance from the location in miles, or null without one', () => {
    const dayton = provider(1, 'Dayton', null, { latitude: 39.7589, longitude: -84.1916 });
    expect(withDistance([dayton], columbus)[0]).toMatchObject({ name: 'Dayton', distanceFromLocation: 64.824 });
    expect(withDistance([dayton], null)[0]!.distanceFromLocation).toBeNull();
  });

  it.each([
    [0, 'a'],
    [1, 'b'],
    [2, 'c'],
    [25, 'z'],
    [26, 'aa'],
    [27, 'ab'],
    [51, 'az'],
    [52, 'ba'],
    [701, 'zz'],
    [702, 'aaa'],
  ])('letters marker %d as %j', (index, symbol) => {
    expect(markerSymbol(index)).toBe(symbol);
  });
});
