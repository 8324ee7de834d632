import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { skilledNursingProvider } from '../fixtures/providers';
import { FAMILY_USER, renderApp } from '../render';
import { mockChoiceList, openListOf, TEST_HOSPITAL, unrankedOptions } from '../support/apiMocks';
import { unmarked } from '../support/pseudoLocale';

/**
 * Every family screen in a pseudo-locale: the Spanish chunk is replaced by the English catalogues with each word
 * marked (support/pseudoLocale.ts), and the family picks it as they pick Spanish. Whatever a screen shows outside
 * the marks, in its text, its labels, its hints and its title, is either the family's own data or a string no
 * translation reaches; the second fails here.
 */
vi.mock('../../src/api/requests');
vi.mock('../../src/i18n/es', async () => ({ spanish: (await import('../support/pseudoLocale')).pseudoTranslations() }));
const api = vi.mocked(requests);

const PROVIDERS = [
  skilledNursingProvider(1, 'Maple Grove Care Center', 3, { languages: ['en', 'es'], nonMedicalServices: [{ key: 'wifi', name: 'Wi-Fi' }] }),
  skilledNursingProvider(2, 'Willow Creek Manor', 5, { preferredBy: [1], affiliations: [1] }),
  skilledNursingProvider(3, 'Cedar Ridge Nursing', null),
];
const LIST = openListOf(unrankedOptions(PROVIDERS));

/** The names of the providers' spoken languages, as the browser writes them in the page's language (Intl). */
const spokenNames = () => {
  const names = new Intl.DisplayNames(['es-US'], { type: 'language' });
  // A list of them starts with a capital ('Inglés y español').
  return PROVIDERS.flatMap((provider) => provider.languages ?? []).flatMap((tag) => {
    const name = names.of(tag) ?? '';
    return [name, name.charAt(0).toLocaleUpperCase('es') + name.slice(1)];
  });
};
/** Words that are data, not CareChoice's: what the mocked server answered, and names a language writes in itself. */
const DATA_WORDS = new Set(
  [JSON.stringify([PROVIDERS, TEST_HOSPITAL, FAMILY_USER, LIST]), 'CareChoice English Español Rivera', 'Leaflet OpenStreetMap', ...spokenNames()].flatMap((text) => text.match(/\p{L}[\p{L}'’-]*/gu) ?? []),
);

/** What a reader meets on the page outside the marks: text, names and hints in attributes, and the tab's title. */
function unmarkedWords(): string[] {
  const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-description]')].flatMap((element) =>
    ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'].map((name) => element.getAttribute(name) ?? ''),
  );
  // Not style sheets' text, nor what others wrote, quoted in its own language (marked `lang`).
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('style, script, [lang^="en"]')) element.remove();
  // Each text node apart: next to each other, two names would read as one word.
  const texts: string[] = [];
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  const shown = [...texts, ...attributes, document.title].map(unmarked).join('\n');
  return [...new Set((shown.match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter((word) => word.length > 1 && !DATA_WORDS.has(word)))];
}

const choosePseudo = () => localStorage.setItem('carechoice-language', '"es"');
/** A heading drawn from the pseudo catalogue: the screen is there, in the pseudo-locale. */
const markedHeading = () => screen.findAllByRole('heading', { name: /⟦/ }, { timeout: 5000 });

beforeEach(() => {
  choosePseudo();
  mockChoiceList(api, LIST, PROVIDERS);
  api.fetchMe.mockResolvedValue(FAMILY_USER);
  api.logout.mockResolvedValue({ success: true });
});

describe('every family screen in a pseudo-locale', () => {
  it.each(['/login', '/forgot-password', '/create-account', '/terms-of-service'])('%s shows only catalogue words', async (path) => {
    renderApp(path);
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);
  });

  it('the invite’s Welcome and its Terms of Use show only catalogue words', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    api.fetchInvite.mockResolvedValue({ email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null, language: 'es' });
    renderApp('/go/c/code-pseudo', { clock });
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalled());
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: /⟦/ }).find((button) => button.textContent?.includes('Terms'))!);
    await screen.findByRole('dialog');
    expect(unmarkedWords()).toEqual([]);
  });

  it('Patient Services, the option list, its map, its filters, compare, a provider, ranking and confirmation show only catalogue words', async () => {
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true });
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);

    app.navigate('/choice/option-list/4');
    await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(unmarkedWords()).toEqual([]);

    await user.click(screen.getByRole('button', { name: '⟦Map View⟧' }));
    await screen.findByRole('region', { name: /⟦Map around Riverside General Hospital⟧/ }, { timeout: 5000 });
    expect(unmarkedWords()).toEqual([]);
    app.navigate('/choice/option-list/4');
    await screen.findAllByRole('article', {}, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: /Filter/ }));
    await screen.findByRole('dialog');
    expect(unmarkedWords()).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    for (const name of ['Maple Grove Care Center', 'Willow Creek Manor']) {
      await user.click(within(screen.getByRole('article', { name })).getByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: /Compare/ }));
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(unmarkedWords()).toEqual([]);

    app.navigate('/choice/option-list/4/provider/1');
    await screen.findByRole('heading', { level: 2, name: 'Maple Grove Care Center' }, { timeout: 5000 });
    expect(unmarkedWords()).toEqual([]);

    // Ranking the two saved, then the confirmation.
    app.navigate('/choice/option-list/4');
    await user.click(await screen.findByRole('button', { name: '⟦Continue⟧' }, { timeout: 5000 }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/rank'));
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);
    // Of two saved, the first ranked makes the other second, and the flow moves on.
    await user.click(screen.getByRole('button', { name: /^⟦Rank⟧.*Willow Creek Manor/ }));
    await waitFor(() => expect(app.location()).toBe('/choice/option-list/4/confirm'));
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);
  });

  it('a confirmed service’s Review shows only catalogue words', async () => {
    const ranked = openListOf(PROVIDERS.map((provider, index) => ({ optionListId: 4, providerId: provider.id, rank: index < 2 ? index + 1 : null, shortlisted: index < 2 })));
    const complete = { ...ranked.list, complete: true, completedAt: 1_800_000_000 };
    mockChoiceList(api, { service: { ...ranked.service, complete: true }, list: complete }, PROVIDERS);
    renderApp('/choice/review/2', { signedIn: true });
    await markedHeading();
    await screen.findByText('Maple Grove Care Center', {}, { timeout: 5000 });
    expect(unmarkedWords()).toEqual([]);
  });

  it('My Account shows only catalogue words', async () => {
    renderApp('/account', { signedIn: true });
    await markedHeading();
    expect(unmarkedWords()).toEqual([]);
  });
});
