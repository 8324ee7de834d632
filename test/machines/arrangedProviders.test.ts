import { describe, expect, it } from 'vitest';
import type { Location, OptionList } from '../../src/contract/choice';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { arrangeProviders, offeredProviders, savedProviders, shownProviders, type Arrangement } from '../../src/machines/choice/arrangedProviders';
import { skilledNursingProvider } from '../fixtures/providers';
import { TEST_HOSPITAL } from '../support/apiMocks';

/** The option list as the family's screens arrange it: offered, sorted, measured and filtered, from the flow's state. */
const NURSING = findLevelOfCare('skilled_nursing');
// North of the hospital and a little east, a hundredth of a degree of latitude apart: the higher the id, the further.
const MAPLE = skilledNursingProvider(1, 'Maple Grove', 4);
const WILLOW = skilledNursingProvider(2, 'Willow Creek', 2);
const CEDAR = skilledNursingProvider(3, 'Cedar Ridge', null);
const BIRCH = skilledNursingProvider(30, 'Birch Hollow', 5);
const ALL = [MAPLE, WILLOW, CEDAR, BIRCH];

const BY_NAME: Arrangement = { level: NURSING, hospital: TEST_HOSPITAL, location: null, sort: 'name', minCmsRating: null };
const names = (arranged: { provider: { name: string } }[]) => arranged.map((entry) => entry.provider.name);

describe('offeredProviders', () => {
  const options = (ids: number[]): OptionList['options'] => ids.map((providerId) => ({ optionListId: 4, providerId, rank: null, shortlisted: false }));

  it("keeps the planner's order, and leaves out those whose details have not loaded", () => {
    expect(offeredProviders(options([30, 2, 1, 3]), { 1: MAPLE, 2: WILLOW, 30: BIRCH })).toEqual([BIRCH, WILLOW, MAPLE]);
  });

  it('is empty before the list has loaded', () => {
    expect(offeredProviders(undefined, { 1: MAPLE })).toEqual([]);
  });
});

describe('savedProviders', () => {
  it('keeps the order the list offers them in, not the order they were saved in', () => {
    expect(savedProviders([BIRCH, WILLOW, MAPLE, CEDAR], [1, 30])).toEqual([BIRCH, MAPLE]);
  });

  it('leaves out a saved provider whose details have not loaded', () => {
    expect(savedProviders([MAPLE], [1, 2])).toEqual([MAPLE]);
  });
});

describe('arrangeProviders', () => {
  it('sorts by name, measuring whole miles from the hospital, rounded up', () => {
    const arranged = arrangeProviders(ALL, BY_NAME);
    expect(names(arranged)).toEqual(['Birch Hollow', 'Cedar Ridge', 'Maple Grove', 'Willow Creek']);
    // 20.7, 2.0, 0.8 and 1.4 miles.
    expect(arranged.map((entry) => entry.miles)).toEqual([21, 3, 1, 2]);
  });

  it('sorts by distance from a place the family chose instead of the hospital', () => {
    const farNorth: Location = { type: 'city', name: 'Delaware, OH', state: 'OH', location: { lat: 40.3, lon: -82.99 } };
    const arranged = arrangeProviders(ALL, { ...BY_NAME, location: farNorth, sort: 'distance' });
    expect(names(arranged)).toEqual(['Birch Hollow', 'Cedar Ridge', 'Willow Creek', 'Maple Grove']);
    expect(arranged[0]!.miles).toBe(3);
  });

  it('marks those under the minimum rating, unrated ones too, and keeps them in the list', () => {
    const arranged = arrangeProviders(ALL, { ...BY_NAME, minCmsRating: 4 });
    expect(arranged.map((entry) => [entry.provider.name, entry.passes])).toEqual([
      ['Birch Hollow', true],
      ['Cedar Ridge', false],
      ['Maple Grove', true],
      ['Willow Creek', false],
    ]);
  });

  it('hands on the providers themselves, so that cards memoised on them are not drawn again for a new order', () => {
    const arranged = arrangeProviders(ALL, { ...BY_NAME, sort: 'rating' });
    for (const entry of arranged) expect(ALL).toContain(entry.provider);
  });

  it('measures nothing while the hospital is not known and no place is chosen', () => {
    expect(arrangeProviders(ALL, { ...BY_NAME, hospital: null }).map((entry) => entry.miles)).toEqual([null, null, null, null]);
  });
});

describe('shownProviders', () => {
  const arranged = arrangeProviders(ALL, { ...BY_NAME, minCmsRating: 4 });

  it('shows every provider and counts the matches', () => {
    expect(shownProviders(arranged, false)).toEqual({ shown: arranged, matching: 2, total: 4 });
  });

  it("shows only the matches with 'Show only matches', in the same order", () => {
    expect(names(shownProviders(arranged, true).shown)).toEqual(['Birch Hollow', 'Maple Grove']);
  });
});
