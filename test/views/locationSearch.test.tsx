import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import type { Location } from '../../src/contract/choice';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { mockChoiceList, openListOf, unrankedOptions } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

/** The filter drawer's 'Change Location': searching places, what it says when none is found, and going back. */
const PROVIDERS = [skilledNursingProvider(1, 'Maple Grove Care Center', 3), skilledNursingProvider(2, 'Willow Creek Manor', 5)];
const DUBLIN: Location = { type: 'city', name: 'Dublin', state: 'OH', location: { lat: 40.0992, lon: -83.1141 } };

beforeEach(() => {
  mockChoiceList(api, openListOf(unrankedOptions(PROVIDERS)), PROVIDERS);
  api.searchLocations.mockImplementation(async (query) => ({ data: query.toLowerCase().startsWith('dub') ? [DUBLIN] : [] }));
});

async function openLocationSearch() {
  const user = userEvent.setup();
  renderApp('/choice/option-list/4', { signedIn: true });
  // The file's first test loads the choice flow's lazy code: 1.2-1.3 s on a loaded machine, past findBy's 1 s.
  await user.click(await screen.findByRole('button', { name: 'Filter' }, { timeout: 5000 }));
  const drawer = await screen.findByRole('dialog', { name: 'Filter' });
  await user.click(await within(drawer).findByRole('button', { name: 'Change Location' }));
  return { user, drawer, search: within(drawer).getByLabelText('Search for a ZIP code or city') };
}

/** The name under the drawer's 'Location' heading. */
const chosenLocation = (drawer: HTMLElement) => within(drawer).getByText('Location').nextElementSibling?.textContent;

describe('the filter drawer’s location search', () => {
  it('says "No places found" under the field, with no list over the hospital button', async () => {
    const { user, drawer, search } = await openLocationSearch();
    await user.type(search, 'Zzyzx');
    await waitFor(() => expect(within(drawer).getByRole('status')).toHaveTextContent('No places found'), { timeout: 3000 });
    // As a floating list the message covered 'Set to <hospital>'; now no list opens for nothing.
    expect(within(drawer).getByText('No places found').closest('[role="listbox"]')).toBeNull();
    expect(within(drawer).getByRole('button', { name: 'Set to Riverside General Hospital' })).toBeVisible();
  });

  it('picks a place found, shows it as the location, and goes back to the hospital with "Set to"', async () => {
    const { user, drawer, search } = await openLocationSearch();
    await user.type(search, 'Dub');
    await user.click(await within(drawer).findByRole('option', { name: 'Dublin, OH' }, { timeout: 3000 }));
    await waitFor(() => expect(chosenLocation(drawer)).toBe('Dublin, OH'));
    await user.click(within(drawer).getByRole('button', { name: 'Change Location' }));
    await user.click(await within(drawer).findByRole('button', { name: 'Set to Riverside General Hospital' }));
    await waitFor(() => expect(chosenLocation(drawer)).toBe('Riverside General Hospital'));
  });

  it('says on the list which place its miles are measured from: the hospital, then the place chosen', async () => {
    const { user, drawer, search } = await openLocationSearch();
    expect(screen.getByText('Distances from Riverside General Hospital')).toBeInTheDocument();
    await user.type(search, 'Dub');
    await user.click(await within(drawer).findByRole('option', { name: 'Dublin, OH' }, { timeout: 3000 }));
    expect(await screen.findByText('Distances from Dublin, OH')).toBeInTheDocument();
  });
});
