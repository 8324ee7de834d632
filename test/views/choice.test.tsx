import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { mockChoiceList, openListOf } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

const provider = skilledNursingProvider;
const PROVIDERS = [
  provider(1, 'Maple Grove Care Center', 3),
  provider(2, 'Willow Creek Manor', 5, {
    profileImage: '/media/providers/2/1.svg',
    images: [1, 2, 3, 4, 5].map((n) => ({ image: `/media/providers/2/${n}.svg` })),
    affiliations: [1],
  }),
  provider(3, 'Cedar Ridge Nursing', 2, { preferredBy: [1] }),
  provider(4, 'Oak Hill Health Center', 4, {
    videos: [
      { id: 7, sourceType: 'youtube', source: 'abcdefghijk', title: 'Take a tour' },
      { id: 8, sourceType: 'cloudinary', source: '/media/tour.mp4', title: 'Meet our team' },
      { id: 9, sourceType: 'cloudinary', source: '/media/garden.mp4', title: 'Our garden' },
    ],
  }),
];
const options = (complete: boolean, ranks: (number | null)[] = []) =>
  PROVIDERS.map((entry, index) => ({ optionListId: 4, providerId: entry.id, rank: ranks[index] ?? null, shortlisted: complete && ranks[index] != null }));
const { service: SERVICE, list: LIST } = openListOf(options(false));

beforeEach(() => {
  mockChoiceList(api, { service: SERVICE, list: LIST }, PROVIDERS);
  api.rankOptionList.mockResolvedValue({ success: true });
  api.logout.mockResolvedValue({ success: true });
});

/** An element a modal renders once its (lazily loaded) body has arrived. */
const elementIn = <Name extends keyof HTMLElementTagNameMap>(root: HTMLElement, selector: Name) =>
  waitFor(() => {
    const element = root.querySelector(selector);
    expect(element).not.toBeNull();
    return element!;
  });

const heart = (name: string) => screen.getByRole('checkbox', { name: `Save ${name}` });

describe('the choice flow', () => {
  it('goes from the dashboard through shortlist, rank (third automatic), confirm and saving to Completed and review', async () => {
    const user = userEvent.setup();
    const clock = new SimulatedClock();
    const app = renderApp('/', { signedIn: true, clock });
    await user.click(await screen.findByRole('link', { name: 'View Options' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    // The file's first test loads (transforms) the choice flow's lazy chunk: beside another worker that took over the
    // default 1 s once in a while.
    expect(await screen.findByText('Please choose all of the options below that you would like to rank, then click Continue', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Skilled Nursing | CareChoice'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    // Best match: the hospital's preferred provider first. (Cards are drawn in a deferred render, a moment later.)
    expect((await screen.findAllByRole('article')).map((card) => card.getAttribute('aria-label'))[0]).toBe('Cedar Ridge Nursing');

    // The cards after the first few are drawn in the renders that follow.
    await user.click(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' }));
    await user.click(heart('Willow Creek Manor'));
    await user.click(heart('Oak Hill Health Center'));
    expect(screen.getByText('You have 3 providers saved')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/rank'));
    expect(screen.getByRole('heading', { name: 'Please select your top choice' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Rank Willow Creek Manor / }));
    expect(screen.getByRole('heading', { name: 'Have any other favorites? If not press Continue' })).toBeInTheDocument();
    expect(screen.getByText('#1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo ranking of Willow Creek Manor' }));
    await user.click(screen.getByRole('button', { name: /^Rank Willow Creek Manor / }));
    await user.click(screen.getByRole('button', { name: /^Rank Oak Hill Health Center / }));
    // Two of three ranked: the third is ranked automatically and the flow moves to confirm.
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/confirm'));
    const ranked = within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);
    expect(ranked).toEqual(['#1Willow Creek Manor', '#2Oak Hill Health Center', '#3Maple Grove Care Center']);

    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/saving'));
    expect(screen.getByText('Saving Choices')).toBeInTheDocument();
    expect(api.rankOptionList).toHaveBeenCalledWith(4, { rankings: [2, 4, 1], shortlist: [1, 2, 4], completedAt: expect.any(Number) }, expect.anything());
    act(() => clock.increment(999));
    expect(app.location()).toBe('/choice/option-list/4/saving');
    act(() => clock.increment(1));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Skilled Nursing is all set!')).toBeInTheDocument();
    expect(await screen.findByText('Choices saved')).toBeInTheDocument();
    // The banner is the first thing on the page, above every service card (on a phone they are one column).
    const banner = screen.getByRole('status');
    const firstCard = screen.getByText('Completed');
    expect(banner.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // The review shows what was just saved, kept from the flow: the list is not fetched again this login (SPEC §4).
    await user.click(screen.getByRole('link', { name: 'Review Choices' }));
    expect(await screen.findByRole('heading', { name: 'Your Choices' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Other Options' })).toBeInTheDocument();
    expect(document.title).toBe('Review Choices | CareChoice');
    const yourChoices = screen.getAllByRole('list')[0]!;
    expect(within(yourChoices).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^#1Willow Creek Manor/),
      expect.stringMatching(/^#2Oak Hill Health Center/),
      expect.stringMatching(/^#3Maple Grove Care Center/),
    ]);
    const savedAt = new Date(api.rankOptionList.mock.calls[0]![1].completedAt * 1000);
    const day = (part: number) => String(part).padStart(2, '0');
    expect(screen.getByText(`Confirmed on ${day(savedAt.getMonth() + 1)}/${day(savedAt.getDate())}/${savedAt.getFullYear()}`)).toBeInTheDocument();
    // Whose choices and for which service, which a printed page (no header, no title) still says.
    expect(screen.getByText('Skilled Nursing choices for M. Rivera')).toBeInTheDocument();
    expect(api.fetchOptionList).toHaveBeenCalledTimes(1);
    // The patient came with the dashboard: the flow did not ask for it again.
    expect(api.fetchPatient).toHaveBeenCalledTimes(1);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The family's own copy of the hospital's choice record, saved as a file.
    const record = screen.getByRole('link', { name: 'Download your choice record (PDF)' });
    expect(record).toHaveAttribute('href', '/internal/app/choice/v1/choice-record.pdf?download=1&lang=en');
    expect(record).toHaveAttribute('download');
  });

  it('ranks by keyboard: ranked cards first in rank order, the focus on the next card, a skip link to Continue', async () => {
    const user = userEvent.setup();
    localStorage.setItem('carechoice:choice', JSON.stringify({ optionListId: 4, shortlist: [1, 2, 3, 4], rankings: [] }));
    renderApp('/choice/option-list/4/rank', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Please select your top choice' })).toBeInTheDocument();
    const rank = (name: string) => screen.getByRole('button', { name: new RegExp(`^Rank ${name} `) });
    // Every unranked card shows what tapping it does; Continue is disabled, nothing to skip to.
    expect(screen.getAllByText('Rank')).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Skip to Continue' })).not.toBeInTheDocument();

    // Shown in the planner's order: Maple Grove, Willow Creek, Cedar Ridge, Oak Hill. The focus goes on to the next card.
    rank('Willow Creek Manor').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rank('Cedar Ridge Nursing')).toHaveFocus());
    rank('Oak Hill Health Center').focus();
    await user.keyboard('{Enter}');
    // Past the last card: on from the first unranked one.
    await waitFor(() => expect(rank('Maple Grove Care Center')).toHaveFocus());
    expect(screen.getAllByText('Rank')).toHaveLength(2);

    // Ranked ones first, in rank order, then the unranked ones as before.
    const shown = (text: string) => screen.getByText(text);
    const before = (first: HTMLElement, second: HTMLElement) => expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    before(shown('#1'), shown('#2'));
    before(shown('#2'), rank('Maple Grove Care Center'));
    before(rank('Maple Grove Care Center'), rank('Cedar Ridge Nursing'));
    expect(shown('#1').closest('.mantine-Card-root')).toHaveTextContent('Willow Creek Manor');
    expect(shown('#2').closest('.mantine-Card-root')).toHaveTextContent('Oak Hill Health Center');

    // Undone, the card comes back with the focus on it.
    await user.click(screen.getByRole('button', { name: 'Undo ranking of Oak Hill Health Center' }));
    await waitFor(() => expect(rank('Oak Hill Health Center')).toHaveFocus());

    // From the back button, one Tab to the skip link and Enter: on Continue, past every card.
    screen.getByRole('button', { name: 'All Options' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('keeps the choices and says so when saving fails', async () => {
    const user = userEvent.setup();
    const clock = new SimulatedClock();
    api.rankOptionList.mockRejectedValue(new ApiFailure(500, 'Error', 'down'));
    localStorage.setItem('carechoice:choice', JSON.stringify({ optionListId: 4, shortlist: [1, 2], rankings: [2, 1] }));
    const app = renderApp('/choice/option-list/4/confirm', { signedIn: true, clock });
    await user.click(await screen.findByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/saving'));
    act(() => clock.increment(1000));
    expect(await screen.findByText('Could not save choices, please try again.')).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/confirm'));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the all-set banner after a save that began on a reloaded page', async () => {
    const user = userEvent.setup();
    const clock = new SimulatedClock();
    localStorage.setItem('carechoice:choice', JSON.stringify({ optionListId: 4, shortlist: [1, 2], rankings: [2, 1] }));
    api.fetchServices.mockImplementation(async () =>
      api.rankOptionList.mock.calls.length ? [{ ...SERVICE, complete: true, latestOptionList: { id: 4, options: options(true, [2, 1]) } }] : [SERVICE],
    );
    const app = renderApp('/choice/option-list/4/confirm', { signedIn: true, clock });
    await user.click(await screen.findByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/saving'));
    act(() => clock.increment(1000));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByText('Skilled Nursing is all set!')).toBeInTheDocument();
  });

  it('sends an address the flow cannot show yet back to where it is', async () => {
    const app = renderApp('/choice/option-list/4/rank', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(await screen.findByText('Please choose all of the options below that you would like to rank, then click Continue')).toBeInTheDocument();
  });

  it("asks for the first cards' photos at once, the first ahead of other images, and the rest as they come near", async () => {
    const pictured = PROVIDERS.map((entry) => ({ ...entry, profileImage: `/media/providers/${entry.id}/1.svg` }));
    mockChoiceList(api, { service: SERVICE, list: LIST }, pictured);
    renderApp('/choice/option-list/4', { signedIn: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const photos = screen.getAllByRole('article').map((card) => card.querySelector('img')!);
    expect(photos.map((photo) => [photo.getAttribute('loading'), photo.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', null],
      ['eager', null],
      ['lazy', null],
    ]);
  });

  it('dims providers below the minimum Medicare rating, keeps their text readable, and shows only matches on request', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    await screen.findByRole('article', { name: 'Maple Grove Care Center' });
    // Nothing filtered: no switch to offer.
    expect(screen.getByText('4 providers')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Show only matches' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('button', { name: 'Close filters' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: '4+' }));
    await user.click(screen.getByRole('button', { name: 'Show Providers' }));
    const order = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    // Off by default: the spec's dimming, in the same order. The card itself is not faded (its text stays readable).
    await waitFor(() => expect(screen.getByRole('article', { name: 'Maple Grove Care Center' })).toHaveAttribute('data-dimmed'));
    expect(order()).toEqual(['Cedar Ridge Nursing', 'Willow Creek Manor', 'Oak Hill Health Center', 'Maple Grove Care Center']);
    for (const name of ['Maple Grove Care Center', 'Cedar Ridge Nursing']) {
      const card = screen.getByRole('article', { name });
      expect(card.style.opacity).toBe('');
      expect(within(card).getByText('Does not match your filters')).toBeInTheDocument();
    }
    expect(screen.getByRole('article', { name: 'Willow Creek Manor' })).not.toHaveAttribute('data-dimmed');
    expect(screen.getByText('2 of 4 providers match your filters')).toBeInTheDocument();

    const onlyMatches = screen.getByRole('switch', { name: 'Show only matches' });
    expect(onlyMatches).not.toBeChecked();
    await user.click(onlyMatches);
    await waitFor(() => expect(order()).toEqual(['Willow Creek Manor', 'Oak Hill Health Center']));
    expect(screen.getByRole('switch', { name: 'Show only matches' })).toBeChecked();
    expect(screen.getByText('2 of 4 providers match your filters')).toBeInTheDocument();

    // The map letters follow what is shown.
    await user.click(screen.getByRole('button', { name: 'Map View' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/map'));
    await screen.findByRole('region', { name: 'Map around Riverside General Hospital' });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: /^[A-D]: / }).map((marker) => marker.getAttribute('title'))).toEqual([
        'A: Willow Creek Manor',
        'B: Oak Hill Health Center',
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    await user.click(await screen.findByRole('switch', { name: 'Show only matches' }));
    await waitFor(() => expect(order()).toEqual(['Cedar Ridge Nursing', 'Willow Creek Manor', 'Oak Hill Health Center', 'Maple Grove Care Center']));
  });

  it("shows the shortlist heart outlined with 'Save', filled with 'Saved' once saved, the same on list and map cards", async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    const pill = (name: string) => {
      const checkbox = heart(name);
      const label = checkbox.closest('label')!;
      return { checkbox, text: label.textContent, fill: label.querySelector('svg path')!.getAttribute('fill') };
    };
    await screen.findByRole('checkbox', { name: 'Save Willow Creek Manor' });
    expect(pill('Willow Creek Manor')).toMatchObject({ text: 'Save', fill: 'none' });
    expect(pill('Willow Creek Manor').checkbox).not.toBeChecked();
    await user.click(heart('Willow Creek Manor'));
    expect(pill('Willow Creek Manor')).toMatchObject({ text: 'Saved', fill: 'currentColor' });
    expect(pill('Willow Creek Manor').checkbox).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Map View' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/map'));
    await screen.findByRole('checkbox', { name: 'Save Willow Creek Manor' });
    expect(pill('Willow Creek Manor')).toMatchObject({ text: 'Saved', fill: 'currentColor' });
    expect(pill('Oak Hill Health Center')).toMatchObject({ text: 'Save', fill: 'none' });
    await user.click(heart('Oak Hill Health Center'));
    expect(pill('Oak Hill Health Center')).toMatchObject({ text: 'Saved', fill: 'currentColor' });
    expect(pill('Oak Hill Health Center').checkbox).toBeChecked();
  });

  it('plays a provider video full screen and closes it when the video ends', async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4/provider/4', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Watch Videos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Meet our team' }).querySelector('img')).toHaveAttribute('src', '/media/tour.jpg');
    await user.click(screen.getByRole('button', { name: 'Play Take a tour' }));
    const player = await screen.findByRole('dialog', { name: 'Take a tour' });
    const frame = await elementIn(player, 'iframe');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/abcdefghijk\?autoplay=1&enablejsapi=1/);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: '{"event":"onStateChange","info":0}', source: frame.contentWindow }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Take a tour' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Play Meet our team' }));
    const nativeDialog = await screen.findByRole('dialog', { name: 'Meet our team' });
    const native = await elementIn(nativeDialog, 'video');
    act(() => {
      native.dispatchEvent(new Event('ended'));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Meet our team' })).not.toBeInTheDocument());
  });

  it("slides through a provider's videos, wrapping both ways, and opens each one's VIDEO modal", async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4/provider/4', { signedIn: true });
    // SPEC §2 'video thumbnail sliders': one at a time in jsdom (no media query matches: under 640 px).
    const slider = await screen.findByRole('region', { name: 'Watch Videos' });
    expect(within(slider).getAllByRole('group')).toHaveLength(3);
    const previous = within(slider).getByRole('button', { name: 'Previous video' });
    const next = within(slider).getByRole('button', { name: 'Next video' });
    // 44 px targets (Mantine writes size 44 as 2.75rem); a counter instead of 24 px dots.
    for (const arrow of [previous, next]) expect(arrow.getAttribute('style')).toContain('--ai-size: calc(2.75rem');
    expect(within(slider).queryByRole('button', { name: /^Go to/ })).not.toBeInTheDocument();
    const position = () => within(slider).getByText(/^\d \/ 3$/).textContent;
    expect(position()).toBe('1 / 3');

    await user.click(next);
    await user.click(next);
    expect(position()).toBe('3 / 3');
    // SPEC §4: next past the last wraps to the first, previous from the first to the last.
    await user.click(next);
    expect(position()).toBe('1 / 3');
    await user.click(previous);
    expect(position()).toBe('3 / 3');

    for (const [title, player] of [['Take a tour', 'iframe'], ['Meet our team', 'video'], ['Our garden', 'video']] as const) {
      await user.click(within(slider).getByRole('button', { name: `Play ${title}` }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await elementIn(dialog, player);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    }
  });

  it('shows a provider and saves it to the shortlist', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4/provider/2', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Willow Creek Manor' })).toBeInTheDocument();
    expect(screen.getByText('Provider Details')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tap for CMS data' })).toHaveAttribute('href', expect.stringContaining('365002'));
    await user.click(screen.getByRole('button', { name: 'View all photos' }));
    const photos = await screen.findByRole('dialog', { name: 'Willow Creek Manor' });
    // 'View all photos' opens at the first photo, not at the 4th whose tile it covers; the others
    // are off screen and hidden from screen readers.
    expect((await within(photos).findAllByRole('img', { name: /Willow Creek Manor, photo \d/ })).map((image) => image.getAttribute('alt'))).toEqual([
      'Willow Creek Manor, photo 1',
    ]);
    expect(within(photos).getByText('1 / 5')).toBeInTheDocument();
    await user.click(within(photos).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Affiliated' }));
    expect(await screen.findByRole('dialog', { name: 'Affiliated' })).toHaveTextContent(
      'Affiliated providers are part of the same health system as Riverside General Hospital.',
    );
    await user.click(within(screen.getByRole('dialog', { name: 'Affiliated' })).getByRole('button', { name: /close/i }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(heart('Willow Creek Manor')).toBeChecked();
  });

  it('names a provider by its display name on its card, its page and in compare, never by CMS’s capitals', async () => {
    const CMS_NAME = 'CEDAR RIDGE NURSING AND REHABILITATION CENTER, LLC';
    mockChoiceList(api, { service: SERVICE, list: LIST }, PROVIDERS.map((entry) => (entry.id === 3 ? { ...entry, name: CMS_NAME } : entry)));
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true });
    const cedar = await screen.findByRole('article', { name: 'Cedar Ridge Nursing' });
    expect(within(cedar).getByRole('heading', { name: 'Cedar Ridge Nursing' })).toBeInTheDocument();
    await user.click(within(cedar).getByRole('checkbox', { name: 'Save Cedar Ridge Nursing' }));
    await user.click(within(screen.getByRole('article', { name: 'Maple Grove Care Center' })).getByRole('checkbox', { name: 'Save Maple Grove Care Center' }));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const table = await screen.findByRole('table', { name: /Compare/ });
    expect(within(table).getByRole('link', { name: 'Cedar Ridge Nursing' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(CMS_NAME);
    await user.click(within(table).getByRole('link', { name: 'Cedar Ridge Nursing' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cedar Ridge Nursing' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(CMS_NAME);
  });

  it("shows the hospital's financial interest: a tag on the provider's card, its words in full on the provider's page", async () => {
    const DISCLOSED = 'Riverside General Hospital owns 40% of Cedar Ridge Nursing.';
    mockChoiceList(api, { service: SERVICE, list: LIST }, PROVIDERS.map((entry) => ({ ...entry, disclosure: entry.id === 3 ? DISCLOSED : null })));
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    const cedar = screen.getByRole('article', { name: 'Cedar Ridge Nursing' });
    expect(within(cedar).getByText('Riverside Recommended')).toBeInTheDocument();
    expect(within(cedar).getByText('Financial interest')).toBeInTheDocument();
    // The card carries the tag only; the words are on the provider's page.
    expect(within(cedar).queryByText(DISCLOSED)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').filter((card) => within(card).queryByText('Financial interest'))).toEqual([cedar]);
    await user.click(within(cedar).getByRole('link', { name: 'Learn More' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/provider/3'));
    const notice = await screen.findByRole('region', { name: 'Financial interest' });
    expect(notice).toHaveTextContent(`Financial interestRiverside General Hospital discloses a financial interest in this provider:${DISCLOSED}`);
    // A provider the hospital discloses nothing on has no notice.
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    await user.click(within(await screen.findByRole('article', { name: 'Willow Creek Manor' })).getByRole('link', { name: 'Learn More' }));
    expect(await screen.findByRole('heading', { name: 'Willow Creek Manor' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Financial interest' })).not.toBeInTheDocument();
    expect(screen.queryByText('Financial interest')).not.toBeInTheDocument();
  });

  it('shows a rating\'s description when its name is tapped, or pressed with Enter or Space', async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4/provider/2', { signedIn: true });
    const staffing = await screen.findByRole('button', { name: 'Staffing' });
    // It was a tooltip (a title), which a finger never sees.
    expect(staffing).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('How well-staffed the facility is')).not.toBeVisible();
    await user.click(staffing);
    expect(staffing).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('How well-staffed the facility is')).toBeVisible();
    await user.click(staffing);
    expect(screen.getByText('How well-staffed the facility is')).not.toBeVisible();

    const quality = screen.getByRole('button', { name: 'Quality' });
    quality.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText("How well the facility cares for resident's needs")).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText("How well the facility cares for resident's needs")).not.toBeVisible();
    // The overall rating's own description too; no rating name is a tooltip any more.
    await user.click(screen.getByRole('button', { name: 'Overall Medicare Rating' }));
    expect(screen.getByText(/^Medicare's overall star rating combines/)).toBeVisible();
    expect(document.querySelector('[title="How the facility performs in health inspections"]')).toBeNull();
  });

  it('maps the location and the lettered providers, and highlights the one picked on the map or in the slider', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4/map', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Map around Riverside General Hospital' })).toBeInTheDocument();
    expect(screen.getByText('★ Riverside General Hospital')).toBeInTheDocument();
    // Letters follow the list's order (best match: the hospital's preferred provider first).
    const markers = screen.getAllByRole('button', { name: /^[A-D]: / }).map((marker) => marker.getAttribute('title'));
    expect(markers).toEqual(['A: Cedar Ridge Nursing', 'B: Willow Creek Manor', 'C: Oak Hill Health Center', 'D: Maple Grove Care Center']);
    await user.click(screen.getByRole('button', { name: 'C: Oak Hill Health Center' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'C: Oak Hill Health Center' })).toHaveClass('cc-marker-selected'));
    expect(screen.getByRole('button', { name: 'A: Cedar Ridge Nursing' })).not.toHaveClass('cc-marker-selected');
    await user.click(screen.getByRole('button', { name: /^b Willow Creek Manor .*, show on the map$/i }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'B: Willow Creek Manor' })).toHaveClass('cc-marker-selected'));
    await user.click(screen.getByRole('checkbox', { name: 'Save Willow Creek Manor' }));
    await user.click(screen.getByRole('button', { name: 'Grid View' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(heart('Willow Creek Manor')).toBeChecked();
  });

  it("leads back to the provider from a map opened on the provider's page", async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4/provider/2', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Map View' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/map'));
    await user.click(await screen.findByRole('button', { name: 'Provider View' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/provider/2'));
    expect(await screen.findByRole('heading', { name: 'Willow Creek Manor' })).toBeInTheDocument();
  });
});

describe('leaving a list with providers saved', () => {
  const QUESTION = 'You have 2 providers saved. Leave and clear them?';

  /** On the list with two providers saved. */
  async function withTwoSaved(path = '/choice/option-list/4') {
    const user = userEvent.setup();
    const app = renderApp(path, { signedIn: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' }));
    await user.click(heart('Willow Creek Manor'));
    expect(screen.getByText('You have 2 providers saved')).toBeInTheDocument();
    return { user, app };
  }

  const question = () => screen.findByRole('dialog', { name: QUESTION });

  const waysOut: [string, (user: ReturnType<typeof userEvent.setup>) => Promise<void>][] = [
    ['the breadcrumb bar', (user) => user.click(screen.getByRole('button', { name: 'Patient Services' }))],
    ["the header's Patient Services", (user) => user.click(screen.getByRole('link', { name: 'Patient Services' }))],
    ["the header's logo", (user) => user.click(screen.getByRole('link', { name: /home/i }))],
    ["the header's My Account", (user) => user.click(screen.getByRole('link', { name: 'My Account' }))],
    [
      'the menu',
      async (user) => {
        await user.click(screen.getByRole('button', { name: 'Open menu' }));
        const menu = await screen.findByRole('dialog');
        await user.click(within(menu).getByRole('link', { name: 'My Account' }));
      },
    ],
  ];

  it.each(waysOut)('asks by %s; Stay keeps the list and everything saved', async (_way, leave) => {
    const { user, app } = await withTwoSaved();
    await leave(user);
    const dialog = await question();
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    expect(app.location()).toBe('/choice/option-list/4');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument());
    expect(app.location()).toBe('/choice/option-list/4');
    expect(heart('Maple Grove Care Center')).toBeChecked();
    expect(screen.getByText('You have 2 providers saved')).toBeInTheDocument();
  });

  it('Leave goes where the family was going and clears the saved providers', async () => {
    const { user, app } = await withTwoSaved();
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    await user.click(within(await question()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    act(() => app.navigate('/choice/option-list/4'));
    expect(await screen.findByText('Please choose all of the options below that you would like to rank, then click Continue')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' })).not.toBeChecked();
  });

  it('asks on the rank and confirm steps too, and before logging out', async () => {
    const { user, app } = await withTwoSaved();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: /^Rank Willow Creek Manor / }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/confirm'));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await question()).getByRole('button', { name: 'Stay' }));
    expect(app.location()).toBe('/choice/option-list/4/confirm');
    expect(api.logout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(await question()).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(api.logout).toHaveBeenCalled();
  });

  it('does not ask when the session ends by itself (another tab logged out): the way to the login page never waits', async () => {
    const { app } = await withTwoSaved();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'carechoice:session', oldValue: '{}', newValue: null }));
    });
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: QUESTION })).not.toBeInTheDocument();
    // The session's own move went through (a held one ended as the route guard's replace of the list's entry).
    expect(app.history.slice(-2)).toEqual(['/choice/option-list/4', '/login']);
  });

  it('asks over a page not found inside the list too, where the question used not to show', async () => {
    const { user, app } = await withTwoSaved();
    act(() => app.navigate('/choice/option-list/4/no-such-step'));
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    const dialog = await question();
    expect(app.location()).toBe('/choice/option-list/4/no-such-step');
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('lets a family with nothing saved leave without asking', async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' });
    await user.click(screen.getByRole('button', { name: 'Patient Services' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('an option list the server does not know', () => {
  it.each([
    ['a list of no one', '/choice/option-list/99999', new ApiFailure(404, 'NotFound', 'No such option list.')],
    ['an address that is no list', '/choice/option-list/abc', new ApiFailure(400, 'InvalidRequest', 'Check the fields.')],
  ])('says %s is not found and links to Patient Services, with no Try again', async (_name, path, failure) => {
    api.fetchOptionList.mockRejectedValue(failure);
    const user = userEvent.setup();
    const app = renderApp(path, { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this list of providers. It may have been replaced, or the link is not complete.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to Patient Services' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('still offers Try again when the list could not be loaded', async () => {
    api.fetchOptionList.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load these providers.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' })).toBeInTheDocument();
  });
});

describe("the page's slide (SPEC §2: option list → dashboard 'back', every other move 'forward')", () => {
  const main = () => document.getElementById('main')!;
  /** The slide class of the page now, and again once everything the move set off has rendered. */
  const settledSlide = async () => {
    const page = main();
    const first = page.className;
    // Whatever renders follow the move on the same address (data arriving, the title changing) happen meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(main()).toBe(page);
    return [first, page.className].map((name) => name.split(' ').filter((part) => part === 'back' || part === 'forward').join(' '));
  };

  it('slides back from the list to the dashboard, and keeps that slide while the dashboard fills in', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'View Options' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
    await screen.findByRole('checkbox', { name: 'Save Maple Grove Care Center' }, { timeout: 5_000 });

    await user.click(screen.getByRole('button', { name: 'Patient Services' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await settledSlide()).toEqual(['back', 'back']);
  });

  it("slides back from a list's other steps too, and forward between the steps and to other pages", async () => {
    const user = userEvent.setup();
    const app = renderApp('/choice/option-list/4', { signedIn: true });
    const card = await screen.findByRole('article', { name: 'Oak Hill Health Center' }, { timeout: 5_000 });
    await user.click(within(card).getByRole('link', { name: /Learn More/ }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/provider/4'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
    await user.click(screen.getByRole('button', { name: 'All Options' }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
    act(() => app.navigate('/choice/option-list/4/map'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
    act(() => app.navigate('/'));
    expect(await settledSlide()).toEqual(['back', 'back']);
    act(() => app.navigate('/account'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
    act(() => app.navigate('/'));
    expect(await settledSlide()).toEqual(['forward', 'forward']);
  });
});

describe('the filter drawer (SPEC §9: filter transition 175 ms; SPEC §2: no scrolling while a modal is open)', () => {
  it('slides in and out in 175 ms and locks the page scroll from opening until it has closed', async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true, motion: true });
    await user.click(await screen.findByRole('button', { name: 'Filter' }, { timeout: 5_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Filter' });
    expect(drawer.style.transitionDuration).toBe('175ms');
    // react-remove-scroll's lock (Mantine's lockScroll): body[data-scroll-locked] { overflow: hidden }.
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));

    await user.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(drawer.style.transitionDuration).toBe('175ms'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  });

  it('leaves the help drawer its 200 ms, and locks the page scroll behind it too', async () => {
    const user = userEvent.setup();
    renderApp('/choice/option-list/4', { signedIn: true, motion: true });
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Need Help?' }));
    const drawer = await screen.findByRole('dialog');
    expect(drawer.style.transitionDuration).toBe('200ms');
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));
  });
});
