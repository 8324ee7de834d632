import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import type { Language } from '../../src/contract/language';
import type { OptionList } from '../../src/contract/choice';
import { arrangeProviders, offeredProviders, savedProviders, shownProviders } from '../../src/machines/choice/arrangedProviders';
import { choiceMachine, type ChoiceContext, type ChoiceEvent } from '../../src/machines/choice/choiceMachine';
import {
  selectCanCompare,
  selectCanContinue,
  selectChoiceScreen,
  selectComparable,
  selectCompared,
  selectCompletedAt,
  selectDistancesFrom,
  selectHospital,
  selectMapFromProvider,
  selectOnlyMatches,
  selectOptionListId,
  selectPatient,
  selectProviderSaved,
  selectProviderStatus,
  selectSelectedProvider,
  selectRankings,
  selectShortlist,
} from '../../src/machines/choice/choiceSelectors';
import { findLevelOfCare } from '../../src/domain/levelsOfCare';
import { CompareScreen, type CompareColumn } from '../../src/views/choice/CompareScreen';
import { FilterChoices } from '../../src/views/choice/FilterPanel';
import { MapScreen } from '../../src/views/choice/MapScreen';
import { OptionListScreen } from '../../src/views/choice/OptionListScreen';
import { ProviderScreen } from '../../src/views/choice/ProviderScreen';
import type { QualityState } from '../../src/views/choice/useQuality';
import { PresenceScreen } from '../../src/views/choice/PresenceScreen';
import { ConfirmScreen, RankScreen } from '../../src/views/choice/RankScreen';
import { ReviewScreen } from '../../src/views/choice/ReviewScreen';
import { levelWordsIn } from '../../src/views/levelWords';
import { levelsWords } from '../../src/i18n/en.levels';
import { skilledNursingProvider } from '../fixtures/providers';
import { TEST_HOSPITAL } from '../support/apiMocks';
import { stateValueOf } from '../support/modelWalk';

/**
 * The choice flow's steps on their own, as functions of the chart's state: each leaf state they show in, with the
 * counts they word apart, drawn from the selectors their containers use (OptionListStep.tsx, FilterPanel.tsx,
 * ProviderStep.tsx, RankSteps.tsx, …), with one gesture per event a screen sends. The whole flow through the app
 * (routes, titles, the session, saving) is choice.model.test.tsx's.
 */
type ChoiceSnapshot = SnapshotFrom<typeof choiceMachine>;

// Names in three scripts; the list offers them in this order.
const PROVIDERS = [
  skilledNursingProvider(1, 'Nhà Dưỡng Lão Nguyễn', 4),
  skilledNursingProvider(2, '王秀英 Care Center', 3),
  skilledNursingProvider(3, 'Dom Opieki Łukasz', 5),
];
const LIST: OptionList = {
  id: 4,
  serviceId: 2,
  complete: false,
  completedAt: null,
  options: PROVIDERS.map((provider) => ({ optionListId: 4, providerId: provider.id, rank: null, shortlisted: false })),
};
const INITIAL = getInitialSnapshot(choiceMachine, { optionListId: 4 }).context;
/** A skilled nursing list: its cards show their miles. */
const NURSING_LIST: OptionList = { ...LIST, service: { id: 2, levelOfCare: 'skilled_nursing', complete: false, optionLists: [4], latestOptionList: null } };

/** The chart in `value` with the list loaded, and what the family saved and ranked. */
const at = (value: string, context: Partial<ChoiceContext>): ChoiceSnapshot =>
  choiceMachine.resolveState({
    value: stateValueOf(value),
    context: { ...INITIAL, list: LIST, providers: Object.fromEntries(PROVIDERS.map((provider) => [provider.id, provider])), ...context },
  });

const offered = (snapshot: ChoiceSnapshot) => offeredProviders(snapshot.context.list?.options, snapshot.context.providers);
const levelOf = (snapshot: ChoiceSnapshot) => findLevelOfCare(snapshot.context.list?.service?.levelOfCare ?? '');
/** The list in the chosen order, with each provider's miles and whether it passes the filters (useArrangedProviders). */
const arranged = (snapshot: ChoiceSnapshot) => {
  const { filters, hospital } = snapshot.context;
  return arrangeProviders(offered(snapshot), { level: levelOf(snapshot), hospital, location: filters.location, sort: filters.sort, minCmsRating: filters.minCmsRating });
};
/** What the list and the map show, as the container arranges it (useShownProviders). */
const shown = (snapshot: ChoiceSnapshot) => shownProviders(arranged(snapshot), snapshot.context.filters.onlyMatches);

/** The compare view's columns as its container makes them (CompareStep.tsx), with each column's Medicare data. */
const columns = (snapshot: ChoiceSnapshot, qualities: Record<number, QualityState>): CompareColumn[] =>
  selectCompared(snapshot).flatMap((id) => arranged(snapshot).filter((entry) => entry.provider.id === id).map((entry) => ({ entry, quality: qualities[id]! })));

/** The screen the flow's container draws for `snapshot` (ChoiceFlow.tsx and the steps' containers), with the same selectors. */
function drawn(
  snapshot: ChoiceSnapshot,
  { guide = 'Dana Reyes', language = 'en' as Language, qualities = {} as Record<number, QualityState> } = {},
) {
  const send = vi.fn<(event: ChoiceEvent) => void>();
  const [onBack, onFilters, onMap, onRetryQuality] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
  const screenName = selectChoiceScreen(snapshot);
  const element =
    screenName === 'list' ? (
      <OptionListScreen
        level={levelOf(snapshot)}
        optionListId={selectOptionListId(snapshot)}
        hospital={selectHospital(snapshot)}
        providers={shown(snapshot)}
        onlyMatches={selectOnlyMatches(snapshot)}
        distancesFrom={selectDistancesFrom(snapshot)}
        shortlist={selectShortlist(snapshot)}
        canContinue={selectCanContinue(snapshot)}
        canCompare={selectCanCompare(snapshot)}
        send={send}
        onBack={onBack}
        onFilters={onFilters}
        onMap={onMap}
      />
    ) : screenName === 'provider' ? (
      <ProviderScreen
        level={levelOf(snapshot)}
        hospital={selectHospital(snapshot)}
        status={selectProviderStatus(snapshot)}
        entry={arranged(snapshot).find((entry) => entry.provider.id === selectSelectedProvider(snapshot))}
        saved={selectProviderSaved(snapshot)}
        quality={qualities[selectSelectedProvider(snapshot)!] ?? { status: 'loading' }}
        language={language}
        send={send}
        onMap={onMap}
        onRetryQuality={onRetryQuality}
      />
    ) : screenName === 'presence' ? (
      <PresenceScreen guide={guide} language={language} send={send} />
    ) : screenName === 'rank' ? (
      <RankScreen
        providers={savedProviders(offered(snapshot), selectShortlist(snapshot))}
        rankings={selectRankings(snapshot)}
        canContinue={selectCanContinue(snapshot)}
        send={send}
      />
    ) : screenName === 'confirm' ? (
      <ConfirmScreen rankings={selectRankings(snapshot)} providers={offered(snapshot)} send={send} />
    ) : screenName === 'map' ? (
      <MapScreen
        arranged={shown(snapshot).shown}
        selectedId={selectSelectedProvider(snapshot)}
        shortlist={selectShortlist(snapshot)}
        fromProvider={selectMapFromProvider(snapshot)}
        location={{ id: 0, label: TEST_HOSPITAL.name, symbol: null, latitude: TEST_HOSPITAL.latitude, longitude: TEST_HOSPITAL.longitude }}
        send={send}
      />
    ) : screenName === 'compare' ? (
      <CompareScreen
        level={levelOf(snapshot)}
        optionListId={snapshot.context.optionListId}
        hospital={snapshot.context.hospital}
        columns={columns(snapshot, qualities)}
        choices={{
          saved: selectShortlist(snapshot).map((id, index) => ({ id, name: snapshot.context.providers[id]!.name, changeable: selectComparable(snapshot)[index] === '1' })),
          compared: selectCompared(snapshot),
        }}
        language={language}
        send={send}
      />
    ) : screenName === 'review' ? (
      <ReviewScreen
        patient={selectPatient(snapshot)}
        level={levelWordsIn(levelsWords.english).levelName(levelOf(snapshot))}
        completedAt={selectCompletedAt(snapshot)}
        rankings={selectRankings(snapshot)}
        providers={offered(snapshot)}
        language={language}
        onBack={onBack}
      />
    ) : null;
  if (!element) throw new Error(`No screen of this file for ${screenName}`);
  render(<MantineProvider env="test">{element}</MantineProvider>);
  return { send, onBack, onFilters, onMap, onRetryQuality, user: userEvent.setup({ delay: null }) };
}

const sent = (send: ReturnType<typeof drawn>['send']) => send.mock.calls.map(([event]) => event);
const cardNames = async () => (await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-label'));
const heart = (name: string) => screen.getByRole('checkbox', { name: `Save ${name}` }) as HTMLInputElement;
const rankButtons = () => screen.queryAllByRole('button', { name: /^Rank / }).map((button) => button.textContent);

describe('the rank step (rank)', () => {
  it('shows the saved providers in the order the list offers them, each a button that ranks it', async () => {
    // Saved last to first: the cards keep the list's order.
    const { send, user } = drawn(at('rank', { shortlist: [3, 1] }));
    expect(screen.getByRole('heading', { name: 'Please select your top choice' })).toBeInTheDocument();
    expect(rankButtons()).toEqual(['Rank Nhà Dưỡng Lão Nguyễn Columbus, OH', 'Rank Dom Opieki Łukasz Columbus, OH']);
    expect(screen.queryByText('王秀英 Care Center')).not.toBeInTheDocument();
    // Nothing ranked: Continue waits, and there is nothing to skip to.
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Skip to Continue' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rank Dom Opieki Łukasz Columbus, OH' }));
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    expect(sent(send)).toEqual([{ type: 'rank.toggled', providerId: 3 }, { type: 'flow.back' }]);
  });

  it('puts the ranked first in rank order, lets only the last be undone, and continues', async () => {
    const { send, user } = drawn(at('rank', { shortlist: [1, 2, 3], rankings: [3, 1] }));
    expect(screen.getByRole('heading', { name: 'Have any other favorites? If not press Continue' })).toBeInTheDocument();
    const badges = screen.getAllByText(/^#\d$/).map((badge) => badge.closest('.mantine-Card-root')!);
    expect(badges.map((card) => within(card as HTMLElement).getByText(/^(#\d)$/).textContent)).toEqual(['#1', '#2']);
    expect(within(badges[0] as HTMLElement).getByText('Dom Opieki Łukasz')).toBeInTheDocument();
    expect(within(badges[1] as HTMLElement).getByText('Nhà Dưỡng Lão Nguyễn')).toBeInTheDocument();
    expect(rankButtons()).toEqual(['Rank 王秀英 Care Center Columbus, OH']);
    expect(screen.queryByRole('button', { name: 'Undo ranking of Dom Opieki Łukasz' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo ranking of Nhà Dưỡng Lão Nguyễn' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent(send)).toEqual([{ type: 'rank.undone' }, { type: 'flow.continued' }]);
  });

  it('skips to Continue from the top once something is ranked', async () => {
    const { user } = drawn(at('rank', { shortlist: [1, 2], rankings: [2] }));
    await user.click(screen.getByRole('link', { name: 'Skip to Continue' }));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });
});

describe('the confirm step (confirm)', () => {
  it('lists the ranking as it will be sent, and confirms it or goes back', async () => {
    const { send, user } = drawn(at('confirm', { shortlist: [1, 2, 3], rankings: [2, 3, 1] }));
    expect(screen.getByRole('heading', { name: 'Confirm your choice(s)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '#1王秀英 Care Center',
      '#2Dom Opieki Łukasz',
      '#3Nhà Dưỡng Lão Nguyễn',
    ]);
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await user.click(screen.getByRole('button', { name: /Your Favorites/ }));
    expect(sent(send)).toEqual([{ type: 'choices.confirmed' }, { type: 'flow.back' }]);
  });
});

describe('who is present, in a guided session (identifying)', () => {
  const identifying = () => at('identifying', { guided: true, shortlist: [1] });

  it('names the guide, and asks for every answer before ranking', async () => {
    const { send, user } = drawn(identifying(), { guide: '王秀英' });
    expect(screen.getByRole('heading', { name: 'Before you rank' })).toBeInTheDocument();
    expect(screen.getByText('王秀英 is helping you today. Please tell us who is making this choice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to ranking' }));
    expect(screen.getByText('Your full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Relationship to Patient is required')).toBeInTheDocument();
    expect(screen.getByText('Please accept the acknowledgement to continue.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends who is present, trimmed, with the acknowledgement as read, in the language on screen', async () => {
    const { send, user } = drawn(identifying(), { language: 'es' });
    await user.type(screen.getByLabelText(/Your full name/), '  Nguyễn Thị Lan ');
    await user.click(screen.getByRole('radio', { name: 'Family' }));
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept this acknowledgement' }));
    await user.click(screen.getByRole('button', { name: 'Continue to ranking' }));
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    const [given, back] = sent(send);
    expect(given).toEqual({
      type: 'present.given',
      present: {
        name: 'Nguyễn Thị Lan',
        relationship: 'fc_family',
        acknowledgement: { text: expect.stringMatching(/\S/), language: 'es', at: expect.any(Number) },
      },
    });
    expect(back).toEqual({ type: 'flow.back' });
  });
});

describe('what was confirmed (review)', () => {
  const CONFIRMED: OptionList = {
    ...LIST,
    complete: true,
    // Nov 18, 2026, 11:06 UTC: the same day in every US time zone.
    completedAt: 1_795_000_000,
    service: { id: 2, levelOfCare: 'skilled_nursing', complete: true, optionLists: [4], latestOptionList: null },
  };
  const review = (rankings: number[]) =>
    at('review', { list: CONFIRMED, patient: { initial: 'N', lastName: 'Nguyễn' }, shortlist: [...rankings], rankings });

  it('says whose choices, for which service and when, the ranking, then the other options in the list’s order', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { onBack, user } = drawn(review([2]), { language: 'es' });
    expect(screen.getByText('Skilled Nursing choices for N. Nguyễn')).toBeInTheDocument();
    expect(screen.getByText('Confirmed on 11/18/2026')).toBeInTheDocument();
    const [choices, others] = screen.getAllByRole('list');
    expect(within(choices!).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['#1王秀英 Care Center']);
    expect(within(others!).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nhà Dưỡng Lão NguyễnColumbus, OH',
      'Dom Opieki ŁukaszColumbus, OH',
    ]);
    // The family's copy of the record, in the language on screen.
    expect(screen.getByRole('link', { name: 'Download your choice record (PDF)' }).getAttribute('href')).toMatch(/choice-record\.pdf\?download=1&lang=es$/);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'Patient Services' }));
    expect([print.mock.calls.length, onBack.mock.calls.length]).toEqual([1, 1]);
    print.mockRestore();
  });

  it('says the family passed on all options when nothing was ranked', () => {
    drawn(review([]));
    expect(screen.getByText('You passed on all options')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('the map (browsing.map)', () => {
  const onMap = (context: Partial<ChoiceContext>) => at('browsing.map', { hospital: TEST_HOSPITAL, ...context });
  const cardOf = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}.*, show on the map$`) }).closest('.mantine-Card-root') as HTMLElement;

  it('letters the providers in the list’s order, with their hearts, and goes back to the grid', async () => {
    const { send, user } = drawn(onMap({ shortlist: [2], filters: { ...INITIAL.filters, sort: 'name' } }));
    expect(screen.getByText(`★ ${TEST_HOSPITAL.name}`)).toBeInTheDocument();
    // By name, each with its letter and its miles from the hospital.
    expect(screen.getAllByRole('button', { name: /, show on the map$/ }).map((button) => button.textContent)).toEqual([
      'aDom Opieki ŁukaszColumbus, OH · 3 miles, show on the map',
      'bNhà Dưỡng Lão NguyễnColumbus, OH · 1 mile, show on the map',
      'c王秀英 Care CenterColumbus, OH · 2 miles, show on the map',
    ]);
    expect(PROVIDERS.map((provider) => (within(cardOf(provider.name)).getByRole('checkbox') as HTMLInputElement).checked)).toEqual([false, true, false]);

    await user.click(screen.getByRole('button', { name: /Nhà Dưỡng Lão Nguyễn.*, show on the map$/ }));
    await user.click(within(cardOf('Dom Opieki Łukasz')).getByRole('checkbox', { name: 'Save Dom Opieki Łukasz' }));
    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    expect(sent(send)).toEqual([{ type: 'map.providerSelected', providerId: 1 }, { type: 'shortlist.toggled', providerId: 3 }, { type: 'flow.back' }]);
  });

  it('goes back to the provider it was opened from', async () => {
    const { send, user } = drawn(onMap({ providerId: 2, mapFrom: 'provider' }));
    await user.click(screen.getByRole('button', { name: 'Provider View' }));
    expect(sent(send)).toEqual([{ type: 'flow.back' }]);
  });
});

describe('the comparison (browsing.compare)', () => {
  it('puts the compared side by side, lets the family pick among the saved within the chart’s limits, and goes back', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const snapshot = at('browsing.compare', { list: NURSING_LIST, hospital: TEST_HOSPITAL, shortlist: [2, 1, 3], compared: [2, 1] });
    const { send, user } = drawn(snapshot, { qualities: { 2: { status: 'loaded', quality: null }, 1: { status: 'loading' } } });
    expect(screen.getByRole('heading', { name: 'Compare saved providers' })).toBeInTheDocument();
    // A column per compared provider, in the order saved, each leading to its page.
    expect(screen.getAllByRole('columnheader').map((header) => [header.textContent, within(header).getByRole('link').getAttribute('href')])).toEqual([
      ['王秀英 Care Center', '/choice/option-list/4/provider/2'],
      ['Nhà Dưỡng Lão Nguyễn', '/choice/option-list/4/provider/1'],
    ]);
    // Medicare's data: none for the first, still coming for the second.
    expect(screen.getByText('Loading Medicare’s quality data…')).toBeInTheDocument();
    const nurseHours = screen.getAllByRole('cell').filter((cell) => cell.getAttribute('headers')?.endsWith('row-nurseHours'));
    expect(nurseHours.map((cell) => cell.textContent)).toEqual(['Not reported', '…']);

    // Two compared of three saved: neither may leave (never fewer than two), the third may join.
    expect(screen.getByText('Showing 2 of your 3 saved providers. Choose up to three.')).toBeInTheDocument();
    const boxes = PROVIDERS.map((provider) => screen.getByRole('checkbox', { name: provider.name }) as HTMLInputElement);
    expect(boxes.map((box) => [box.checked, box.disabled])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    await user.click(boxes[2]!);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    expect(sent(send)).toEqual([{ type: 'compare.toggled', providerId: 3 }, { type: 'flow.back' }]);
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('offers no choice with two saved', () => {
    drawn(at('browsing.compare', { list: NURSING_LIST, shortlist: [1, 3], compared: [1, 3] }), {
      qualities: { 1: { status: 'failed' }, 3: { status: 'failed' } },
    });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nhà Dưỡng Lão Nguyễn', 'Dom Opieki Łukasz']);
  });
});

describe('the option list (browsing.list)', () => {
  const onList = (context: Partial<ChoiceContext>) => at('browsing.list', { list: NURSING_LIST, hospital: TEST_HOSPITAL, ...context });

  it('offers every provider, best match first, with its heart; with nothing saved, Continue and Compare wait', async () => {
    const { send, onBack, onFilters, onMap, user } = drawn(onList({}));
    // Best match: the highest rated first (none is the hospital's preferred or affiliated).
    expect(await cardNames()).toEqual(['Dom Opieki Łukasz', 'Nhà Dưỡng Lão Nguyễn', '王秀英 Care Center']);
    expect(screen.getByText('3 providers')).toBeInTheDocument();
    expect(screen.getByText('Distances from Riverside General Hospital')).toBeInTheDocument();
    expect(screen.getByText('Please choose all of the options below that you would like to rank, then click Continue')).toBeInTheDocument();
    expect(PROVIDERS.map((provider) => heart(provider.name).checked)).toEqual([false, false, false]);
    expect([screen.getByRole('button', { name: 'Continue' }), screen.getByRole('button', { name: 'Compare' })].map((button) => button.hasAttribute('disabled'))).toEqual([true, true]);
    // 'Show only matches' waits for a filter that some provider does not pass.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();

    await user.click(heart('Dom Opieki Łukasz'));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    await user.click(screen.getByRole('button', { name: 'Patient Services' }));
    expect(sent(send)).toEqual([{ type: 'shortlist.toggled', providerId: 3 }]);
    expect([onFilters, onMap, onBack].map((callback) => callback.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('with one saved: its heart filled, Continue leads on, and Compare says it needs two', async () => {
    const { send, user } = drawn(onList({ shortlist: [2] }));
    await cardNames();
    expect(screen.getByText('You have 1 provider saved')).toBeInTheDocument();
    expect(screen.getByText('Save two providers to compare them.')).toBeInTheDocument();
    expect(PROVIDERS.map((provider) => heart(provider.name).checked)).toEqual([false, true, false]);
    expect(screen.getByRole('button', { name: 'Compare' })).toBeDisabled();
    await user.click(heart('王秀英 Care Center'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(sent(send)).toEqual([{ type: 'shortlist.toggled', providerId: 2 }, { type: 'flow.continued' }]);
  });

  it('with two saved: compares them', async () => {
    const { send, user } = drawn(onList({ shortlist: [3, 1] }));
    expect(await screen.findByText('You have 2 providers saved')).toBeInTheDocument();
    await cardNames();
    expect(PROVIDERS.map((provider) => heart(provider.name).checked)).toEqual([true, false, true]);
    expect(screen.queryByText('Save two providers to compare them.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(sent(send)).toEqual([{ type: 'compare.opened' }]);
  });

  it('dims those below the minimum rating, in their place, and offers to show only the matches', async () => {
    const { send, user } = drawn(onList({ filters: { ...INITIAL.filters, minCmsRating: 4, sort: 'name' } }));
    expect(await cardNames()).toEqual(['Dom Opieki Łukasz', 'Nhà Dưỡng Lão Nguyễn', '王秀英 Care Center']);
    expect(screen.getByText('2 of 3 providers match your filters')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.hasAttribute('data-dimmed'))).toEqual([false, false, true]);
    const toggle = screen.getByRole('switch', { name: 'Show only matches' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(sent(send)).toEqual([{ type: 'filter.onlyMatchesSet', onlyMatches: true }]);
  });

  it('shows only the matches when asked, measured from the place chosen, and turns that off again', async () => {
    const place = { type: 'city' as const, name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };
    const { send, user } = drawn(onList({ filters: { ...INITIAL.filters, minCmsRating: 5, onlyMatches: true, location: place } }));
    expect(await cardNames()).toEqual(['Dom Opieki Łukasz']);
    expect(screen.getByText('1 of 3 providers match your filters')).toBeInTheDocument();
    expect(screen.getByText('Distances from Dublin')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show only matches' }));
    expect(sent(send)).toEqual([{ type: 'filter.onlyMatchesSet', onlyMatches: false }]);
  });
});

describe('a provider’s page (browsing.provider)', () => {
  const onProvider = (leaf: 'fetching' | 'shown' | 'failed', context: Partial<ChoiceContext>) =>
    at(`browsing.provider.${leaf}`, { list: NURSING_LIST, hospital: TEST_HOSPITAL, providerId: 2, ...context });

  it('while it loads: the way back, and no Save yet', async () => {
    const { send, user } = drawn(onProvider('fetching', {}));
    expect(screen.getByText('Loading the provider…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    expect(sent(send)).toEqual([{ type: 'flow.back' }]);
  });

  it('when it failed to load: says so, and tries again', async () => {
    const { send, user } = drawn(onProvider('failed', {}));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this provider.');
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent(send)).toEqual([{ type: 'load.retried' }]);
  });

  it('shows the provider with its miles, saves it, opens the map, and asks again for Medicare’s data that failed', async () => {
    const { send, onMap, onRetryQuality, user } = drawn(onProvider('shown', {}), { qualities: { 2: { status: 'failed' } } });
    expect(screen.getByRole('heading', { name: '王秀英 Care Center' })).toBeInTheDocument();
    expect(screen.getByText('Columbus, OH · 2 miles')).toBeInTheDocument();
    expect(await screen.findByText('We could not load Medicare’s quality data.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent(send)).toEqual([{ type: 'provider.saved' }]);
    expect([onMap.mock.calls.length, onRetryQuality.mock.calls.length]).toEqual([1, 1]);
  });

  it('says a saved provider is saved, and one the list does not offer is not part of it', () => {
    drawn(onProvider('shown', { shortlist: [2] }));
    expect(screen.getByRole('button', { name: 'Saved Listing' })).toBeInTheDocument();
    cleanup();
    drawn(onProvider('shown', { providerId: 9 }));
    expect(screen.getByText('This provider is not part of this list.')).toBeInTheDocument();
  });
});

describe('the filter drawer (CHOICE_FILTERS, over browsing.list)', () => {
  const DUBLIN = { type: 'city' as const, name: 'Dublin, OH', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };
  function drawer(levelOfCare: string, filters: ChoiceContext['filters']) {
    const send = vi.fn<(event: ChoiceEvent) => void>();
    const onClose = vi.fn();
    render(
      <MantineProvider env="test">
        <FilterChoices level={findLevelOfCare(levelOfCare)} filters={filters} hospital={TEST_HOSPITAL} send={send} onClose={onClose} />
      </MantineProvider>,
    );
    return { send, onClose, user: userEvent.setup({ delay: null }) };
  }
  const sortNames = () => Array.from((screen.getByRole('combobox', { name: /Sort By/ }) as HTMLSelectElement).options, (option) => option.text);

  it('measures from the hospital, sorts by what the level offers, and sends each choice as it is made', async () => {
    const { send, onClose, user } = drawer('skilled_nursing', INITIAL.filters);
    // The controls come a render after the drawer's frame.
    expect(await screen.findByRole('combobox', { name: /Sort By/ })).toHaveValue('best');
    expect(screen.getByText('Location').nextElementSibling).toHaveTextContent('Riverside General Hospital');
    expect(sortNames()).toEqual(['Best Match', 'Name', 'Medicare Rating', 'Distance']);
    // Already measured from the hospital: nothing to set back.
    await user.click(screen.getByRole('button', { name: 'Change Location' }));
    expect(await screen.findByRole('button', { name: 'Set to Riverside General Hospital' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: /Sort By/ }), 'Distance');
    await user.click(screen.getByRole('radio', { name: '4+' }));
    await user.click(screen.getByRole('button', { name: 'Show Providers' }));
    expect(sent(send)).toEqual([
      { type: 'filter.sortSet', sort: 'distance' },
      { type: 'filter.minRatingSet', minCmsRating: 4 },
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sets a place chosen back to the hospital', async () => {
    const { send, user } = drawer('skilled_nursing', { ...INITIAL.filters, location: DUBLIN, sort: 'name', minCmsRating: 3 });
    expect(await screen.findByRole('combobox', { name: /Sort By/ })).toHaveValue('name');
    expect(screen.getByText('Location').nextElementSibling).toHaveTextContent('Dublin, OH');
    expect(screen.getByRole('radio', { name: '3+' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Change Location' }));
    await user.click(await screen.findByRole('button', { name: 'Set to Riverside General Hospital' }));
    expect(sent(send)).toEqual([{ type: 'filter.locationSet', location: null }]);
  });

  it('offers no minimum rating, nor sorting by one, for a level of care Medicare does not rate', async () => {
    drawer('', INITIAL.filters);
    await screen.findByRole('combobox', { name: /Sort By/ });
    expect(sortNames()).toEqual(['Best Match', 'Name', 'Distance']);
    expect(screen.queryByText('Minimum Medicare Rating')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '4+' })).not.toBeInTheDocument();
  });
});
