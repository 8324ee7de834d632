import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
import { BACKGROUND_RESTART_MS } from '../../src/machines/backgroundTasks';
import { skilledNursingProvider } from '../fixtures/providers';
import { renderApp } from '../render';
import { mockChoiceList, openListOf, unrankedOptions } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

const PROVIDERS = [skilledNursingProvider(1, 'Maple Grove Care Center', 3), skilledNursingProvider(2, 'Willow Creek Manor', 5)];

beforeEach(() => mockChoiceList(api, openListOf(unrankedOptions(PROVIDERS)), PROVIDERS));
afterEach(() => vi.restoreAllMocks());

describe('the list’s actor crashing (SPEC §8, as the background tasks)', () => {
  it('logs it, shows the loader, and 1 s later opens the list again with what the family had saved', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    localStorage.setItem('carechoice:choice', JSON.stringify({ optionListId: 4, shortlist: [2], rankings: [] }));
    // No provider list at all where one is read: storing it throws inside the list's actor.
    api.fetchProviders.mockResolvedValueOnce(null as never);
    renderApp('/choice/option-list/4', { signedIn: true, clock });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining(`'choice' crashed`), { name: 'TypeError', message: expect.any(String) }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(api.fetchProviders).toHaveBeenCalledTimes(1);

    act(() => clock.increment(BACKGROUND_RESTART_MS - 1));
    expect(api.fetchProviders).toHaveBeenCalledTimes(1);
    act(() => clock.increment(1));
    await waitFor(() => expect(api.fetchProviders).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('checkbox', { name: 'Save Willow Creek Manor' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Save Maple Grove Care Center' })).not.toBeChecked();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
