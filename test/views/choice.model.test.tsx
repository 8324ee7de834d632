import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, getNextSnapshot, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import type { Location, OptionList, Service } from '../../src/contract/choice';
import { SAVE_DELAY_MS, choiceMachine } from '../../src/machines/choice/choiceMachine';
import { choicePath, type ChoiceStep } from '../../src/machines/choice/choicePaths';
import { skilledNursingProvider } from '../fixtures/providers';
import { choiceEn } from '../../src/i18n/en.choice';
import { FAMILY_USER, renderApp } from '../render';
import { TEST_HOSPITAL } from '../support/apiMocks';
import { edgeTours, leafStateNames, stateKey, type ExecutorsFor } from '../support/modelWalk';
import { transitionCoverage, transitionKey } from '../support/transitionCoverage';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
/** Every transition the chart defines must be taken by the app's choice actor in some test. */
const coverage = transitionCoverage([choiceMachine]);

/**
 * Model-based test of the choice flow through the whole app: tours that together take every transition the chart
 * defines (transitionCoverage: each guarded branch on its own) by the gestures the screens offer (hearts, rank cards,
 * Continue, back buttons, Confirm, the filter drawer, a typed place, addresses) against stand-in API answers given by
 * hand, with a simulated clock for the 1000 ms save wait. After every step the app must show what the model's state
 * says: the address, the title, the heading, the saved and ranked counts. Each screen's every state, with every count
 * it words apart, is drawn on its own in choice.screens.test.tsx; the chart's every edge is the machine walk's.
 */
type ChoiceEvent = EventFromLogic<typeof choiceMachine>;
type ChoiceSnapshot = SnapshotFrom<typeof choiceMachine>;
type WalkEvent = ChoiceEvent | { type: `xstate.${string}`; output?: unknown; error?: unknown };

const LIST_ID = 4;
const SERVICE_ID = 2;
const NAMES = ['Maple Grove Care Center', 'Willow Creek Manor', 'Cedar Ridge Nursing', 'Birch Hollow Care'];
const RATINGS = [4, 3, 2, 5];
const PROVIDERS = NAMES.map((name, index) => skilledNursingProvider(index + 1, name, RATINGS[index]!));
/** What the list's providers call answers: not the fourth, which its own step fetches (SPEC §4) when asked for it. */
const BULK = PROVIDERS.slice(0, 3);
const nameOf = (id: number) => NAMES[id - 1]!;
/**
 * The providers list and map show in this state: those whose details it has (the fourth once its step fetched it),
 * all, or with 'Show only matches' those of the minimum rating.
 */
const shownIds = (model: ChoiceSnapshot) => {
  const { onlyMatches, minCmsRating } = model.context.filters;
  return [1, 2, 3, 4].filter(
    (id) => model.context.providers[id] && (!onlyMatches || minCmsRating === null || RATINGS[id - 1]! >= minCmsRating),
  );
};
const options = (ranks: (number | null)[] = []) =>
  PROVIDERS.map((entry, index) => ({ optionListId: LIST_ID, providerId: entry.id, rank: ranks[index] ?? null, shortlisted: ranks[index] != null }));
const openService = (complete: boolean, ranks: (number | null)[] = []): Service => ({
  id: SERVICE_ID,
  levelOfCare: 'skilled_nursing',
  complete,
  optionLists: [LIST_ID],
  latestOptionList: { id: LIST_ID, options: options(ranks) },
});
const OPEN_LIST: OptionList = { id: LIST_ID, serviceId: SERVICE_ID, complete: false, completedAt: null, options: options(), service: openService(false) };
// Confirmed elsewhere (another device): the first provider ranked, the second saved.
const CONFIRMED_LIST: OptionList = {
  ...OPEN_LIST,
  complete: true,
  completedAt: 1_795_000_000,
  options: [
    { optionListId: LIST_ID, providerId: 1, rank: 1, shortlisted: true },
    { optionListId: LIST_ID, providerId: 2, rank: null, shortlisted: true },
    { optionListId: LIST_ID, providerId: 3, rank: null, shortlisted: false },
    { optionListId: LIST_ID, providerId: 4, rank: null, shortlisted: false },
  ],
  service: openService(true, [1]),
};

const DUBLIN: Location = { type: 'city', name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };

const SAVE_FAILED_TEXT = 'Could not save choices, please try again.';

type Call = 'fetchOptionList' | 'fetchProviders' | 'fetchProvider' | 'rankOptionList';

/** A guided session: the staff member's session acting as the family. */
const GUIDED_USER = { ...FAMILY_USER, id: 9, name: 'Dana Reyes', email: 'dana.reyes@example.org', guided: true as const };
const PRESENT_NAME = 'Ana Rivera';
const ACKNOWLEDGEMENT = choiceEn.presence.acknowledgement;

function createHarness(user = FAMILY_USER) {
  const pending: Partial<Record<Call, { resolve(value: unknown): void; reject(error: unknown): void }>> = {};
  const defer = (name: Call) => new Promise((resolve, reject) => (pending[name] = { resolve, reject }));
  api.fetchOptionList.mockImplementation(() => defer('fetchOptionList') as never);
  api.fetchProviders.mockImplementation(() => defer('fetchProviders') as never);
  api.fetchProvider.mockImplementation(() => defer('fetchProvider') as never);
  api.rankOptionList.mockImplementation(() => defer('rankOptionList') as never);
  const harness = {
    pending,
    clock: new SimulatedClock(),
    user: userEvent.setup() as UserEvent,
    app: null as ReturnType<typeof renderApp> | null,
  };
  // The model starts with the list loading: the family has opened its address.
  harness.app = renderApp(choicePath('list', { optionListId: LIST_ID }), { signedIn: true, user, clock: harness.clock, inspect: coverage.inspect });
  return harness;
}
type Harness = ReturnType<typeof createHarness>;

/** Answers the request the flow is waiting on. */
const settle = (h: Harness, name: Call, outcome: 'resolve' | 'reject', value: unknown) =>
  act(async () => {
    const waiting = h.pending[name];
    if (!waiting) throw new Error(`No ${name} request is waiting`);
    delete h.pending[name];
    waiting[outcome](value);
  });

const click = async (h: Harness, name: string | RegExp, role: 'button' | 'checkbox' | 'radio' | 'switch' = 'button') =>
  h.user.click(await screen.findByRole(role, { name }));

/** The step's left button in the bar under the header. */
const clickBack = async (h: Harness, label: string) => h.user.click(await screen.findByRole('button', { name: label }));

/** Delays must pass in full: one millisecond short, nothing moves. */
async function passSaveDelay(h: Harness) {
  act(() => h.clock.increment(SAVE_DELAY_MS - 1));
  expect(screen.getByText('Saving Choices')).toBeInTheDocument();
  act(() => h.clock.increment(1));
}

/** A rank card's button: 'Rank', then what the card shows (name, city). */
const rankButton = (providerId: number) => new RegExp(`^Rank ${nameOf(providerId)} `);

const pathFor = (step: ChoiceStep, providerId?: number | null) =>
  choicePath(step, { optionListId: LIST_ID, providerId: providerId ?? null, serviceId: SERVICE_ID });

/** The gesture that sends each event, in the state the walk is in (`from`: the model's state before the event). */
type Executor = (h: Harness, event: WalkEvent, from: ChoiceSnapshot) => Promise<void>;
const executors = {
  'route.entered': async (h, event) => {
    const { step, providerId } = event as { step: ChoiceStep; providerId?: number | null };
    act(() => h.app!.navigate(pathFor(step, providerId)));
  },
  'shortlist.toggled': async (h, event) => click(h, `Save ${nameOf((event as { providerId: number }).providerId)}`, 'checkbox'),
  'provider.saved': async (h, _event, from) => {
    const saved = from.context.providerId !== null && from.context.shortlist.includes(from.context.providerId);
    await click(h, saved ? 'Saved Listing' : 'Save');
  },
  'compare.opened': async (h) => click(h, 'Compare'),
  'compare.toggled': async (h, event) => click(h, nameOf((event as { providerId: number }).providerId), 'checkbox'),
  'map.providerSelected': async (h, event) => {
    const providerId = (event as { providerId: number }).providerId;
    await click(h, new RegExp(`^${markerLetter(providerId)} ${nameOf(providerId)}.*, show on the map$`, 'i'));
  },
  'rank.toggled': async (h, event) => click(h, rankButton((event as { providerId: number }).providerId)),
  'rank.undone': async (h, _event, from) => click(h, `Undo ranking of ${nameOf(from.context.rankings.at(-1)!)}`),
  'flow.continued': async (h) => click(h, 'Continue'),
  'flow.back': async (h, _event, from) => {
    if (from.matches({ browsing: 'provider' }) || from.matches({ browsing: 'compare' })) return clickBack(h, 'All Options');
    if (from.matches({ browsing: 'map' })) return clickBack(h, from.context.mapFrom === 'provider' ? 'Provider View' : 'Grid View');
    if (from.matches('rank') || from.matches('identifying')) return clickBack(h, 'All Options');
    return clickBack(h, 'Your Favorites');
  },
  'present.given': async (h) => {
    await h.user.type(await screen.findByRole('textbox', { name: 'Your full name' }), PRESENT_NAME);
    await click(h, 'Family', 'radio');
    await click(h, 'I have read and accept this acknowledgement', 'checkbox');
    await click(h, 'Continue to ranking');
  },
  'choices.confirmed': async (h) => {
    // A toast from an earlier failure closes when tapped; the next failure must show its own.
    for (const toast of screen.queryAllByText(SAVE_FAILED_TEXT)) await h.user.click(toast);
    await waitFor(() => expect(screen.queryByText(SAVE_FAILED_TEXT)).not.toBeInTheDocument());
    await click(h, 'Confirm');
  },
  'filter.sortSet': async (h) => {
    await click(h, 'Filter');
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    await h.user.selectOptions(await within(panel).findByRole('combobox', { name: /Sort By/ }), 'Name');
    await h.user.click(within(panel).getByRole('button', { name: 'Show Providers' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
  },
  'filter.minRatingSet': async (h) => {
    await click(h, 'Filter');
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    await h.user.click(await within(panel).findByRole('radio', { name: '4+' }));
    await h.user.click(within(panel).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
  },
  'filter.onlyMatchesSet': async (h, event) => {
    const on = (event as { onlyMatches: boolean }).onlyMatches;
    await click(h, 'Show only matches', 'switch');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show only matches' })).toHaveProperty('checked', on));
  },
  // A place found by the drawer's search (its debounce, empty answers and 'Set to' have their own tests).
  'filter.locationSet': async (h) => {
    await click(h, 'Filter');
    const panel = await screen.findByRole('dialog', { name: 'Filter' });
    await h.user.click(await within(panel).findByRole('button', { name: 'Change Location' }));
    await h.user.type(within(panel).getByLabelText('Search for a ZIP code or city'), 'Dub');
    await h.user.click(await within(panel).findByRole('option', { name: 'Dublin, OH' }, { timeout: 3000 }));
    await waitFor(() => expect(within(panel).getByText('Location').nextElementSibling).toHaveTextContent('Dublin, OH'));
    await h.user.click(within(panel).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
  },
  'load.retried': async (h) => click(h, 'Try again'),
  // Any way out asks; the header's link is one every step has (the others are walked in choice.test.tsx).
  'leave.requested': async (h) => h.user.click((await screen.findAllByRole('link', { name: 'Patient Services' }))[0]!),
  'leave.cancelled': async (h) => click(h, 'Stay'),
  'leave.confirmed': async (h) => click(h, 'Leave'),
  'xstate.done.actor.loadList': async (h, event) => {
    const { list } = (event as { output: { list: OptionList } }).output;
    await settle(h, 'fetchOptionList', 'resolve', list);
  },
  'xstate.error.actor.loadList': async (h, event) => {
    const status = (event as { error: { status: number } }).error.status;
    await settle(h, 'fetchOptionList', 'reject', new ApiFailure(status, status === 404 ? 'NotFound' : 'Error', 'down'));
  },
  'xstate.done.actor.loadProviders': async (h) => settle(h, 'fetchProviders', 'resolve', BULK),
  'xstate.done.actor.loadProvider': async (h) => settle(h, 'fetchProvider', 'resolve', PROVIDERS[3]),
  'xstate.error.actor.loadProvider': async (h) => settle(h, 'fetchProvider', 'reject', new ApiFailure(500, 'Error', 'down')),
  'xstate.done.actor.saveChoices': async (h) => settle(h, 'rankOptionList', 'resolve', { success: true }),
  'xstate.error.actor.saveChoices': async (h) => settle(h, 'rankOptionList', 'reject', new ApiFailure(500, 'Error', 'down')),
  'xstate.after.saveDelay.choice.saving.saved': async (h) => passSaveDelay(h),
  'xstate.after.saveDelay.choice.saving.failed': async (h) => {
    await passSaveDelay(h);
    expect(await screen.findByText(SAVE_FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Oops!')).toBeInTheDocument();
  },
} satisfies ExecutorsFor<ChoiceEvent['type'], Executor>;

/** Markers are lettered in the list's order, which the filters change: the map's assertion reads it off the screen. */
let markerOrder: number[] = [];
const markerLetter = (providerId: number) => 'ABCD'[markerOrder.indexOf(providerId)]!;

const expectAt = (h: Harness, path: string) => waitFor(() => expect(h.app!.location()).toBe(path));
const expectTitle = (title: string) => waitFor(() => expect(document.title).toBe(`${title} | CareChoice`));
const savedText = (count: number) =>
  count === 0
    ? 'Please choose all of the options below that you would like to rank, then click Continue'
    : count === 1
      ? 'You have 1 provider saved'
      : `You have ${count} providers saved`;

/** What each state looks like to the user. Every state of the chart has one; each names a real state. */
const stateAssertions: Record<string, (h: Harness, model: ChoiceSnapshot) => Promise<void>> = {
  // The page's own address opens the list's actor at once (walks start here, and their first step is another address).
  opening: async () => {
    expect(await screen.findByText('Loading the providers…')).toBeInTheDocument();
  },
  loading: async () => {
    expect(await screen.findByText('Loading the providers…')).toBeInTheDocument();
  },
  loadingProviders: async () => {
    expect(await screen.findByText('Loading the providers…')).toBeInTheDocument();
  },
  failed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load these providers.');
  },
  notFound: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this list of providers.');
    expect(screen.getByRole('link', { name: 'Go to Patient Services' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
  left: async (h) => {
    await expectAt(h, '/');
    await expectTitle('Patient Services');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
  routing: async () => {
    throw new Error('routing is transient and never rests');
  },
  'browsing.list': async (h, model) => {
    await expectAt(h, pathFor('list'));
    await expectTitle('Skilled Nursing');
    expect(await screen.findByText(savedText(model.context.shortlist.length))).toBeInTheDocument();
    // The cards come in a deferred render, a moment after the rest of the screen; those not shown go in one too.
    await screen.findByRole('checkbox', { name: `Save ${nameOf(1)}` });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(shownIds(model).length));
    const hearts = shownIds(model).map((id) => (screen.getByRole('checkbox', { name: `Save ${nameOf(id)}` }) as HTMLInputElement).checked);
    expect(hearts).toEqual(shownIds(model).map((id) => model.context.shortlist.includes(id)));
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', model.context.shortlist.length === 0);
    // 'Show only matches' is offered once a filter is set, and says whether it is on.
    const { minCmsRating, onlyMatches } = model.context.filters;
    const toggle = screen.queryByRole('switch', { name: 'Show only matches' }) as HTMLInputElement | null;
    expect(toggle?.checked ?? null).toBe(minCmsRating !== null || onlyMatches ? onlyMatches : null);
  },
  'browsing.compare': async (h, model) => {
    await expectAt(h, pathFor('compare'));
    await expectTitle('Skilled Nursing');
    expect(await screen.findByRole('heading', { name: 'Compare saved providers' })).toBeInTheDocument();
    const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(model.context.compared.map(nameOf));
    // With more than two saved, the family picks which (at most three, never fewer than two).
    const { shortlist, compared } = model.context;
    const boxes = shortlist.length > 2 ? shortlist.map((id) => (screen.getByRole('checkbox', { name: nameOf(id) }) as HTMLInputElement).checked) : [];
    expect(boxes).toEqual(shortlist.length > 2 ? shortlist.map((id) => compared.includes(id)) : []);
  },
  'browsing.provider.checking': async () => {
    throw new Error('checking is transient and never rests');
  },
  'browsing.provider.fetching': async (h, model) => {
    await expectAt(h, pathFor('provider', model.context.providerId));
    expect(await screen.findByText('Loading the provider…')).toBeInTheDocument();
    expect(api.fetchProvider).toHaveBeenLastCalledWith(model.context.providerId, expect.anything());
    expect(screen.getByRole('button', { name: 'All Options' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  },
  'browsing.provider.shown': async (h, model) => {
    const id = model.context.providerId!;
    await expectAt(h, pathFor('provider', id));
    expect(await screen.findByRole('heading', { name: nameOf(id) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: model.context.shortlist.includes(id) ? 'Saved Listing' : 'Save' })).toBeInTheDocument();
    expect(screen.queryByText('This provider is not part of this list.')).not.toBeInTheDocument();
  },
  'browsing.provider.failed': async (h, model) => {
    await expectAt(h, pathFor('provider', model.context.providerId));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this provider.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('This provider is not part of this list.')).not.toBeInTheDocument();
  },
  'browsing.map': async (h, model) => {
    await expectAt(h, pathFor('map'));
    expect(await screen.findByRole('button', { name: model.context.mapFrom === 'provider' ? 'Provider View' : 'Grid View' })).toBeInTheDocument();
    markerOrder = screen.getAllByRole('button', { name: /, show on the map$/ }).map((button) => {
      const card = button.closest('.mantine-Card-root')!;
      return NAMES.findIndex((name) => within(card as HTMLElement).queryByText(name)) + 1;
    });
    // The cards come in a deferred render, a moment after the rest of the screen; the map shows what the list does.
    await screen.findByRole('checkbox', { name: `Save ${nameOf(1)}` });
    expect([...markerOrder].sort()).toEqual(shownIds(model));
    const hearts = shownIds(model).map((id) => (screen.getByRole('checkbox', { name: `Save ${nameOf(id)}` }) as HTMLInputElement).checked);
    expect(hearts).toEqual(shownIds(model).map((id) => model.context.shortlist.includes(id)));
  },
  identifying: async (h) => {
    await expectAt(h, pathFor('rank'));
    expect(await screen.findByRole('heading', { name: 'Before you rank' })).toBeInTheDocument();
    expect(screen.getByText('Dana Reyes is helping you today. Please tell us who is making this choice.')).toBeInTheDocument();
    expect(screen.getByText(ACKNOWLEDGEMENT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: rankButton(1) })).not.toBeInTheDocument();
  },
  rank: async (h, model) => {
    await expectAt(h, pathFor('rank'));
    const heading = model.context.rankings.length === 0 ? 'Please select your top choice' : 'Have any other favorites? If not press Continue';
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    for (const [index, id] of model.context.rankings.entries()) {
      expect(screen.getByText(`#${index + 1}`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: rankButton(id) })).not.toBeInTheDocument();
    }
    const unranked = model.context.shortlist.filter((id) => !model.context.rankings.includes(id));
    for (const id of unranked) expect(screen.getByRole('button', { name: rankButton(id) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', model.context.rankings.length === 0);
  },
  confirm: async (h, model) => {
    await expectAt(h, pathFor('confirm'));
    expect(await screen.findByRole('heading', { name: 'Confirm your choice(s)' })).toBeInTheDocument();
    // Said once: the heading, not again in the bar above it.
    expect(screen.getAllByText('Confirm your choice(s)')).toHaveLength(1);
    const ranked = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(ranked).toEqual(model.context.rankings.map((id, index) => `#${index + 1}${nameOf(id)}`));
  },
  'saving.posting': async (h, model) => {
    await expectAt(h, pathFor('saving'));
    expect(await screen.findByText('Saving Choices')).toBeInTheDocument();
    // A guided session sends who was present and the acknowledgement they accepted, in the language they read it in;
    // a family's sends nothing of it.
    const present = model.context.present
      ? { guided: { name: PRESENT_NAME, relationship: 'fc_family', acknowledgement: { text: ACKNOWLEDGEMENT, language: 'en', at: expect.any(Number) } } }
      : {};
    expect(api.rankOptionList).toHaveBeenLastCalledWith(
      LIST_ID,
      { rankings: model.context.rankings, shortlist: model.context.shortlist, completedAt: expect.any(Number), ...present },
      expect.anything(),
    );
  },
  'saving.saved': async () => {
    expect(await screen.findByText('Saving Choices')).toBeInTheDocument();
  },
  'saving.failed': async () => {
    expect(await screen.findByText('Saving Choices')).toBeInTheDocument();
    // The toast comes only after the wait.
    expect(screen.queryByText(SAVE_FAILED_TEXT)).not.toBeInTheDocument();
  },
  review: async (h, model) => {
    await expectAt(h, pathFor('review'));
    await expectTitle('Review Choices');
    expect(await screen.findByRole('heading', { name: model.context.rankings.length ? 'Your Choices' : 'You passed on all options' })).toBeInTheDocument();
  },
  done: async (h) => {
    await expectAt(h, '/');
    await expectTitle('Patient Services');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  },
};

const events = [
  ...(['list', 'map', 'compare', 'rank', 'confirm', 'saving', 'review'] as const).map((step) => ({ type: 'route.entered', step })),
  { type: 'route.entered', step: 'provider', providerId: 2 },
  { type: 'compare.opened' },
  { type: 'compare.toggled', providerId: 3 },
  // A provider of this list the providers call did not bring: fetched on its own step.
  { type: 'route.entered', step: 'provider', providerId: 4 },
  // A provider this list does not offer: back to the list.
  { type: 'route.entered', step: 'provider', providerId: 99 },
  ...[1, 2, 3].map((providerId) => ({ type: 'shortlist.toggled', providerId })),
  { type: 'provider.saved' },
  { type: 'map.providerSelected', providerId: 3 },
  ...[1, 2, 3].map((providerId) => ({ type: 'rank.toggled', providerId })),
  { type: 'rank.undone' },
  { type: 'flow.continued' },
  { type: 'flow.back' },
  { type: 'choices.confirmed' },
  { type: 'filter.sortSet', sort: 'name' },
  { type: 'filter.minRatingSet', minCmsRating: 4 },
  { type: 'filter.locationSet', location: { ...DUBLIN, name: 'Dublin, OH' } },
  ...[true, false].map((onlyMatches) => ({ type: 'filter.onlyMatchesSet', onlyMatches })),
  { type: 'load.retried' },
  { type: 'leave.requested' },
  { type: 'leave.cancelled' },
  { type: 'leave.confirmed' },
  { type: 'xstate.done.actor.loadList', output: { list: OPEN_LIST, hospital: TEST_HOSPITAL } },
  { type: 'xstate.done.actor.loadList', output: { list: CONFIRMED_LIST, hospital: TEST_HOSPITAL } },
  { type: 'xstate.error.actor.loadList', error: { status: 500 } },
  { type: 'xstate.error.actor.loadList', error: { status: 404 } },
  { type: 'xstate.done.actor.loadProviders', output: BULK },
  { type: 'xstate.done.actor.loadProvider', output: PROVIDERS[3] },
  { type: 'xstate.error.actor.loadProvider', error: { status: 500 } },
  { type: 'xstate.done.actor.saveChoices', output: { optionListId: LIST_ID, rankings: [], shortlist: [], completedAt: 1_795_000_000 } },
  { type: 'xstate.error.actor.saveChoices', error: {} },
  { type: 'xstate.after.saveDelay.choice.saving.saved' },
  { type: 'xstate.after.saveDelay.choice.saving.failed' },
] as unknown as ChoiceEvent[];

/** None, one or several: the screens word each differently ('1 provider saved', '2 providers saved'). */
const howMany = (count: number) => (count === 0 ? '0' : count === 1 ? '1' : 'n');
/** Saved, as above, and two apart from more: with more than two saved, compare offers to choose which. */
const howManySaved = (count: number) => (count === 2 ? '2' : howMany(count));

/**
 * The state as its screen shows it, which the tours are planned on: the leaf state, plus the facts that change what
 * that screen says or offers — none, one or several saved (and ranked, after browsing), who is present, where 'back'
 * leads from the map, a confirmed list, on the list a rating filter and 'Show only matches', the question to leave,
 * and how many are compared.
 */
const serializeState = (snapshot: ChoiceSnapshot) => {
  const { shortlist, rankings, mapFrom, list, leaveAsked, filters } = snapshot.context;
  const browsing = snapshot.matches('browsing');
  const filtered = snapshot.matches({ browsing: 'list' }) && filters.minCmsRating !== null ? ` 4+${filters.onlyMatches ? ' only matches' : ''}` : '';
  return (
    `${stateKey(snapshot.value)} (${howManySaved(shortlist.length)} saved${browsing ? '' : `, ${howMany(rankings.length)} ranked`}${snapshot.context.present ? ', present given' : ''})` +
    `${mapFrom === 'provider' && snapshot.matches({ browsing: 'map' }) ? ' from provider' : ''}${list?.complete ? ' complete' : ''}${filtered}` +
    `${leaveAsked ? ' asked to leave' : ''}${snapshot.matches({ browsing: 'compare' }) ? ` ${snapshot.context.compared.length} compared` : ''}`
  );
};

/**
 * Edges the chart allows but no screen offers, so a family cannot take them: filters other than on the list (the
 * Filter button is there only), 'Show only matches' before a filter is set (the switch shows then) and to the state it
 * is in, hearts on the provider screen (it has 'Save'), hearts and map cards of providers 'Show only matches' hides,
 * anything but Stay and Leave while the question to leave is open (it covers the screen), the provider's own address
 * typed again on its step (the router sends nothing for the address it is at), and anything after `done`
 * or `left` (on the dashboard the flow's actor is gone; opening the list again starts a new one, walked from `loading`).
 * One more is left out to keep the walk's time: the place search is offered on the list as it opens, not on every list.
 */
const offeredByTheScreens = (from: ChoiceSnapshot, event: ChoiceEvent) => {
  if (from.matches('done') || from.matches('left')) return false;
  // The provider's own address typed again on its step: the router sends nothing for the address it is at (the chart
  // would fetch a provider that failed to load again; 'Try again' does that).
  if (event.type === 'route.entered' && event.step === 'provider' && from.matches({ browsing: 'provider' })) {
    if (event.providerId === from.context.providerId) return false;
  }
  // While the list loads or has failed, the address is the one last asked for, which the router does not send again
  // (the first, the list's own, opens the flow).
  if (event.type === 'route.entered' && !from.matches('opening') && (from.hasTag('loading') || from.matches('failed') || from.matches('notFound'))) {
    if (event.step === from.context.requested.step && (event.providerId ?? null) === from.context.requested.providerId) return false;
  }
  if (from.context.leaveAsked) return event.type === 'leave.cancelled' || event.type === 'leave.confirmed';
  // The compare address typed: from the list only (routing is one transition whatever the state before; the walk's
  // time), and never on compare itself (the router sends nothing for the address it is at).
  if (event.type === 'route.entered' && event.step === 'compare') return from.matches({ browsing: 'list' });
  // Compare from the saved bar: once per number saved, not again with every filter.
  if (event.type === 'compare.opened') return from.context.filters.minCmsRating === null;
  if (event.type === 'filter.onlyMatchesSet') {
    const { minCmsRating, onlyMatches } = from.context.filters;
    return from.matches({ browsing: 'list' }) && event.onlyMatches !== onlyMatches && (minCmsRating !== null || onlyMatches);
  }
  // Once: each search waits for its real 250 ms debounce, and the filter's transition is one whatever the list.
  if (event.type === 'filter.locationSet') return serializeState(from) === 'browsing.list (0 saved)' && from.context.filters.location === null;
  if (event.type.startsWith('filter.')) return from.matches({ browsing: 'list' });
  if (event.type === 'shortlist.toggled') return !from.matches({ browsing: 'provider' }) && shownIds(from).includes(event.providerId);
  if (event.type === 'map.providerSelected') return shownIds(from).includes(event.providerId);
  // The chooser of the compare view shows with more than two saved.
  if (event.type === 'compare.toggled') return from.context.shortlist.length > 2;
  return true;
};

/**
 * What the walk takes once: each transition the chart defines (each guarded branch on its own, as transitionCoverage
 * counts them), by the leaf state it leads to, and hearts and compare boxes on and off. The screen of each leaf state,
 * with every count it words apart, is choice.screens.test.tsx's; the chart's every edge, with every count, the machine
 * walk's (test/machines/choice.model.test.ts). Here each step through the app is asserted on the model's real context.
 */
const walkEdge = (from: ChoiceSnapshot, event: ChoiceEvent) => {
  const transitions = choiceMachine.getTransitionData(from, event).map(transitionKey).join(' + ');
  const toggled =
    event.type === 'shortlist.toggled' ? (from.context.shortlist.includes(event.providerId) ? ' off' : ' on')
    : event.type === 'compare.toggled' ? (from.context.compared.includes(event.providerId) ? ' off' : ' on')
    : '';
  return `${transitions}${toggled} => ${stateKey(getNextSnapshot(choiceMachine, from, event).value)}`;
};

const INITIAL = createActor(choiceMachine, { input: { optionListId: LIST_ID } }).getSnapshot();
const { edges, tours, missed, unreachable, taken: walkTaken } = edgeTours(choiceMachine, {
  events,
  input: { optionListId: LIST_ID },
  serializeState: serializeState as never,
  offered: offeredByTheScreens as never,
  edgeKey: walkEdge as never,
  maxSteps: 80,
});

beforeEach(() => {
  markerOrder = [];
  api.fetchPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  api.fetchServices.mockImplementation(async () => [openService(api.rankOptionList.mock.calls.length > 0)]);
  api.fetchOptionLists.mockResolvedValue([OPEN_LIST]);
  api.fetchHospital.mockResolvedValue(TEST_HOSPITAL);
  api.logout.mockResolvedValue({ success: true });
  api.searchLocations.mockImplementation(async (query) => ({ data: query.toLowerCase().startsWith('dub') ? [DUBLIN] : [] }));
  // Medicare's data is the quality view's own test (quality.test.tsx): here no provider has any.
  api.fetchProviderQuality.mockResolvedValue([]);
});

async function runTour(tour: (typeof tours)[number], user = FAMILY_USER) {
  const h = createHarness(user);
  let model = INITIAL;
  await stateAssertions.loading!(h, model);
  for (const [index, step] of tour.steps.entries()) {
    const taken = `step ${index + 1}: ${serializeState(model)} --${step.event.type}--> ${serializeState(step.state as ChoiceSnapshot)}`;
    try {
      await ((executors as Partial<Record<string, Executor>>)[step.event.type] ?? fail)(h, step.event as WalkEvent, model);
      model = step.state as ChoiceSnapshot;
      await stateAssertions[stateKey(model.value)]!(h, model);
    } catch (error) {
      throw new Error(`${taken}\n${(error as Error).message.split('\n')[0]}`, { cause: error });
    }
  }
}

/**
 * A guided session: who is present is asked before ranking, by any way in (Continue, the rank or
 * confirm address). The steps around it only: the list's filters, the map and the providers' steps are a family's.
 */
const guided = edgeTours(choiceMachine, {
  events: [
    ...events.filter(
      (event) =>
        ['route.entered', 'shortlist.toggled', 'rank.toggled', 'rank.undone', 'flow.continued', 'flow.back', 'choices.confirmed'].includes(event.type) ||
        event.type.startsWith('leave.') ||
        ['xstate.done.actor.loadList', 'xstate.done.actor.loadProviders', 'xstate.done.actor.saveChoices', 'xstate.after.saveDelay.choice.saving.saved'].includes(event.type),
    ).filter((event) => !(event.type === 'route.entered' && ['provider', 'map', 'compare', 'saving', 'review'].includes(event.step))),
    { type: 'present.given', present: { name: PRESENT_NAME, relationship: 'fc_family', acknowledgement: { text: ACKNOWLEDGEMENT, at: 0 } } },
  ] as ChoiceEvent[],
  input: { optionListId: LIST_ID, guided: true },
  serializeState: serializeState as never,
  offered: ((from: ChoiceSnapshot, event: ChoiceEvent) =>
    offeredByTheScreens(from, event) &&
    // An open list only: a confirmed one is review, whatever the session.
    !(event as { output?: { list?: OptionList } }).output?.list?.complete &&
    // The question before leaving is asked from who is present only: elsewhere it is a family's, walked above.
    (event.type !== 'leave.requested' || from.matches('identifying'))) as never,
  edgeKey: walkEdge as never,
  maxSteps: 40,
});

describe('a guided session through its screens, every allowed transition', () => {
  it.each(guided.tours.map((tour) => [tour.name, tour] as const))('%s', async (_name, tour) => runTour(tour, GUIDED_USER), 30_000);

  it(`takes its ${guided.taken} transitions the screens offer, in ${guided.tours.length} tours`, () => {
    expect(guided.missed).toEqual([]);
    expect(guided.edges.some((edge) => edge.event.type === 'present.given')).toBe(true);
  });
});

describe('choice flow through its screens, every allowed transition', () => {
  it.each(tours.map((tour) => [tour.name, tour] as const))('%s', async (_name, tour) => {
    await runTour(tour);
    // A tour is up to 80 gestures through the whole app (about 3 s); a busy 2-core machine may take a few times that.
  }, 60_000);

  it(`takes each of the ${walkTaken} transitions the screens offer (of ${edges.length} edges), in ${tours.length} tours`, () => {
    expect(missed).toEqual([]);
    expect(edges.length).toBeGreaterThan(100);
    // 'Show only matches' is walked both ways.
    const onlyMatches = new Set(edges.filter((edge) => edge.event.type === 'filter.onlyMatchesSet').map((edge) => JSON.stringify(edge.event)));
    expect(onlyMatches).toEqual(new Set([JSON.stringify({ type: 'filter.onlyMatchesSet', onlyMatches: true }), JSON.stringify({ type: 'filter.onlyMatchesSet', onlyMatches: false })]));
    // The chart reaches these only from `done`, whose actor the dashboard has already ended (a confirmed list
    // opened again loads afresh and is walked as `loadingProviders … complete --> review`).
    expect(unreachable.length).toBeGreaterThan(0);
    // And states with nothing saved while the question to leave is open: only a heart behind the question gets there.
    for (const state of unreachable) expect(state).toMatch(/^review \([012n] saved, [01n] ranked\) complete$|^\S+ \(0 saved[^)]*\).* asked to leave$/);
    expect(unreachable).not.toContain('review (2 saved, 1 ranked) complete');
  });

  it('covers the chart: every state has an assertion, and every state is reached', () => {
    expect(Object.keys(stateAssertions).sort()).toEqual(leafStateNames(choiceMachine).sort());
    // Who is present (identifying) is asked in guided sessions only: their tours above reach it.
    const reached = new Set([...edges, ...guided.edges].flatMap((edge) => [edge.from, edge.to]).map((key) => key.split(' (')[0]));
    const transient = ['routing', 'browsing.provider.checking'];
    expect([...reached].sort()).toEqual(leafStateNames(choiceMachine).filter((name) => !transient.includes(name)).sort());
  });
});

/**
 * The list's actor stops whenever the family leaves the list; what it loaded stays with the dashboard actor until
 * logout, so opening the list again starts from it (`opening` to `routing`, or to `loadingProviders` for what is
 * still missing) instead of the server. The walks above always open a list for the first time.
 */
describe('a list opened again this login (SPEC §4: fetched only if missing)', () => {
  async function openFromDashboard(user: UserEvent, app: ReturnType<typeof renderApp>) {
    await user.click(await screen.findByRole('link', { name: 'View Options' }, { timeout: 5_000 }));
    await waitFor(() => expect(app.location()).toBe(pathFor('list')));
  }
  async function backToDashboard(user: UserEvent, app: ReturnType<typeof renderApp>) {
    await user.click(await screen.findByRole('button', { name: 'Patient Services' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  }

  it('shows it again without asking the server', async () => {
    api.fetchOptionList.mockResolvedValue(OPEN_LIST);
    api.fetchProviders.mockResolvedValue(PROVIDERS);
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true, inspect: coverage.inspect });
    await openFromDashboard(user, app);
    expect(await screen.findByRole('checkbox', { name: `Save ${nameOf(4)}` }, { timeout: 5_000 })).toBeInTheDocument();
    await backToDashboard(user, app);
    await openFromDashboard(user, app);
    expect(await screen.findByRole('checkbox', { name: `Save ${nameOf(4)}` })).toBeInTheDocument();
    expect(api.fetchOptionList).toHaveBeenCalledTimes(1);
    expect(api.fetchProviders).toHaveBeenCalledTimes(1);
  });

  it("asks only for the providers it still lacks, when the list's providers call had failed", async () => {
    api.fetchOptionList.mockResolvedValue(OPEN_LIST);
    api.fetchProviders.mockRejectedValueOnce(new ApiFailure(503, 'Unavailable', 'down')).mockResolvedValue(PROVIDERS);
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true, inspect: coverage.inspect });
    await openFromDashboard(user, app);
    expect(await screen.findByText('0 providers', {}, { timeout: 5_000 })).toBeInTheDocument();
    await backToDashboard(user, app);
    await openFromDashboard(user, app);
    expect(await screen.findByRole('checkbox', { name: `Save ${nameOf(1)}` })).toBeInTheDocument();
    expect(api.fetchOptionList).toHaveBeenCalledTimes(1);
    expect(api.fetchProviders.mock.calls.map(([ids]) => ids)).toEqual([
      [1, 2, 3, 4],
      [1, 2, 3, 4],
    ]);
  });
});

function fail(_h: Harness, event: WalkEvent): Promise<void> {
  throw new Error(`No gesture for ${event.type}`);
}
