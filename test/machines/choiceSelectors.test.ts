import { describe, expect, it } from 'vitest';
import { getInitialSnapshot, type StateValue } from 'xstate';
import { choiceMachine } from '../../src/machines/choice/choiceMachine';
import {
  selectCanCompare,
  selectCanContinue,
  selectChoiceScreen,
  selectComparable,
  selectCompletedAt,
  selectDistancesFrom,
  selectFilters,
  selectHospital,
  selectMapFromProvider,
  selectOnlyMatches,
  selectOptionListId,
  selectPatient,
  selectProviderSaved,
  selectProviderStatus,
  selectRankings,
  selectSelectedProvider,
  selectShortlist,
} from '../../src/machines/choice/choiceSelectors';
import { TEST_HOSPITAL } from '../support/apiMocks';
import { leafStateNames, stateValueOf } from '../support/modelWalk';

/** Every state of the chart shows a screen; the numbered steps by their `step:<n>` tags (SPEC §4). */
const EXPECTED: Record<string, string> = {
  opening: 'loading',
  loading: 'loading',
  loadingProviders: 'loading',
  failed: 'failed',
  notFound: 'notFound',
  routing: 'list',
  'browsing.list': 'list',
  'browsing.provider.checking': 'provider',
  'browsing.provider.fetching': 'provider',
  'browsing.provider.shown': 'provider',
  'browsing.provider.failed': 'provider',
  'browsing.map': 'map',
  // Step 0's other view.
  'browsing.compare': 'compare',
  // A guided session's rank step begins with who is present.
  identifying: 'presence',
  rank: 'rank',
  confirm: 'confirm',
  'saving.posting': 'saving',
  'saving.saved': 'saving',
  'saving.failed': 'saving',
  review: 'review',
  left: 'list',
  done: 'saving',
};

describe('selectChoiceScreen', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  it.each(Object.entries(EXPECTED))('shows %s as the %s screen', (name, screen) => {
    expect(selectChoiceScreen(choiceMachine.resolveState({ value: stateValueOf(name), context }))).toBe(screen);
  });

  it('knows every state of the chart', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(leafStateNames(choiceMachine).sort());
  });
});

/** Continue is the chart's to allow (`flow.continued`'s guards), not the screen's to work out. */
describe('selectCanContinue', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  const at = (name: string, choices: { shortlist?: number[]; rankings?: number[] }) =>
    selectCanContinue(choiceMachine.resolveState({ value: stateValueOf(name), context: { ...context, shortlist: [], rankings: [], ...choices } }));

  it.each([
    ['browsing.list', {}, false],
    ['browsing.list', { shortlist: [1] }, true],
    ['rank', { shortlist: [1, 2] }, false],
    ['rank', { shortlist: [1, 2], rankings: [2] }, true],
    ['browsing.provider', { shortlist: [1] }, false],
    ['browsing.map', { shortlist: [1] }, false],
    ['browsing.compare', { shortlist: [1, 2] }, false],
    ['confirm', { shortlist: [1, 2], rankings: [2, 1] }, false],
    ['review', { shortlist: [1, 2], rankings: [2, 1] }, false],
  ] satisfies [string, { shortlist?: number[]; rankings?: number[] }, boolean][])('in %s with %o: %s', (name, choices, expected) => {
    expect(at(name, choices)).toBe(expected);
  });
});

describe('selectProviderStatus', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  it.each([
    ['browsing.provider.fetching', 'loading'],
    ['browsing.provider.failed', 'failed'],
    ['browsing.provider.shown', 'shown'],
    ['browsing.list', 'shown'],
  ])('shows %s as %s', (name, status) => {
    expect(selectProviderStatus(choiceMachine.resolveState({ value: stateValueOf(name), context }))).toBe(status);
  });
});

describe('selectShortlist and selectRankings', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  it('read what the family saved, in the order saved, and ranked, first choice first', () => {
    const snapshot = choiceMachine.resolveState({ value: 'rank', context: { ...context, shortlist: [3, 1, 2], rankings: [2, 3] } });
    expect([selectShortlist(snapshot), selectRankings(snapshot)]).toEqual([
      [3, 1, 2],
      [2, 3],
    ]);
  });
});

/** The compare view's boxes: the chart's guard decides, at most three compared and never fewer than two. */
describe('selectComparable', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  const comparable = (shortlist: number[], compared: number[]) =>
    selectComparable(choiceMachine.resolveState({ value: { browsing: 'compare' }, context: { ...context, shortlist, compared } }));

  it.each([
    [[1, 2, 3], [1, 2], '001'],
    [[1, 2, 3, 4], [1, 2, 3], '1110'],
    [[4, 2, 3], [4, 2, 3], '111'],
    [[1, 2], [1, 2], '00'],
  ])('with %o saved and %o compared: %s', (shortlist, compared, expected) => {
    expect(comparable(shortlist, compared)).toBe(expected);
  });
});

describe('the review’s and the map’s selectors', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  const LIST = { id: 4, serviceId: 2, complete: true, completedAt: 1_795_000_000, options: [] };

  it('read whose choices, when they were confirmed, the provider selected, and where the map leads back', () => {
    const snapshot = choiceMachine.resolveState({
      value: { browsing: 'map' },
      context: { ...context, list: LIST, patient: { initial: 'N', lastName: 'Nguyễn' }, providerId: 7, mapFrom: 'provider' },
    });
    expect([selectPatient(snapshot), selectCompletedAt(snapshot), selectSelectedProvider(snapshot), selectMapFromProvider(snapshot)]).toEqual([
      { initial: 'N', lastName: 'Nguyễn' },
      1_795_000_000,
      7,
      true,
    ]);
  });

  it('answer null and false before the list has loaded and on a map opened from the list', () => {
    const snapshot = choiceMachine.resolveState({ value: { browsing: 'map' }, context });
    expect([selectPatient(snapshot), selectCompletedAt(snapshot), selectSelectedProvider(snapshot), selectMapFromProvider(snapshot)]).toEqual([
      null,
      null,
      null,
      false,
    ]);
  });
});

describe('the option list’s and the provider page’s selectors', () => {
  const { context } = getInitialSnapshot(choiceMachine, { optionListId: 4 });
  const DUBLIN = { type: 'city' as const, name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };
  const at = (value: StateValue, changes: Partial<typeof context>) => choiceMachine.resolveState({ value, context: { ...context, ...changes } });

  it('measure the miles from the place the family chose, else from the hospital, else from nowhere yet', () => {
    const filters = (location: typeof DUBLIN | null) => ({ ...context.filters, location });
    expect([
      selectDistancesFrom(at({ browsing: 'list' }, { hospital: TEST_HOSPITAL, filters: filters(DUBLIN) })),
      selectDistancesFrom(at({ browsing: 'list' }, { hospital: TEST_HOSPITAL, filters: filters(null) })),
      selectDistancesFrom(at({ browsing: 'list' }, { hospital: null, filters: filters(null) })),
    ]).toEqual(['Dublin', 'Riverside General Hospital', null]);
  });

  it('read the list, its hospital and whether only the matches show', () => {
    const snapshot = at({ browsing: 'list' }, { hospital: TEST_HOSPITAL, filters: { ...context.filters, minCmsRating: 4, onlyMatches: true } });
    expect([selectOptionListId(snapshot), selectHospital(snapshot)?.name, selectOnlyMatches(snapshot)]).toEqual([4, 'Riverside General Hospital', true]);
    expect(selectFilters(snapshot)).toEqual({ location: null, sort: 'best', minCmsRating: 4, onlyMatches: true });
  });

  it.each([
    [[1], false],
    [[1, 2], true],
  ])('let Compare open from the list with %o saved: %s', (shortlist, expected) => {
    expect(selectCanCompare(at({ browsing: 'list' }, { shortlist }))).toBe(expected);
  });

  it.each([
    [7, [3, 7], true],
    [7, [3], false],
    [null, [3], false],
  ])('say whether provider %s is saved with %o saved: %s', (providerId, shortlist, expected) => {
    expect(selectProviderSaved(at({ browsing: { provider: 'shown' } }, { providerId, shortlist }))).toBe(expected);
  });
});
