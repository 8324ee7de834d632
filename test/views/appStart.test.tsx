import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
import { BACKGROUND_RESTART_MS } from '../../src/machines/backgroundTasks';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { mockEmptyDashboard } from '../support/apiMocks';
import { renderApp } from '../render';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
const INVITE = { email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null };

beforeEach(() => {
  mockEmptyDashboard(api);
  api.fetchInvite.mockResolvedValue(INVITE as never);
  api.logout.mockResolvedValue({ success: true } as never);
});
afterEach(() => vi.restoreAllMocks());

describe('app start (SPEC §4)', () => {
  it('marks the page initialized once the first route has started, and no longer once the app is gone', async () => {
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome, please login' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.initialized).toBe('true'));
    app.unmount();
    expect(document.documentElement.dataset.initialized).toBeUndefined();
  });
});

describe("the theme's colours where no build wrote them (the dev server, these tests)", () => {
  it("has Mantine write them, with the theme's accessible dimmed text and teal", async () => {
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome, please login' });
    const written = [...document.querySelectorAll('style[data-mantine-styles="true"]')].map((style) => style.textContent).join('');
    expect(written).toContain('--mantine-color-dimmed: #495057;');
    expect(written).toContain('--mantine-primary-color-filled-hover: #066649;');
  });
});

describe('a background task that crashes (SPEC §8: logged, restarts after 1 second)', () => {
  it('shows the loader meanwhile, then the screens start again with the new sign-up actor', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const clock = new SimulatedClock();
    // An answer without a phone: storing it throws, inside the sign-up actor's own action.
    api.fetchInvite.mockResolvedValueOnce({ ...INVITE, cellPhone: null } as never);
    renderApp('/go/c/code-7', { clock });
    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining(`'signup' crashed`), { name: 'TypeError', message: expect.any(String) }));
    // Nothing of the invite (its code, its e-mail) reaches the log.
    expect(JSON.stringify(logged.mock.calls)).not.toMatch(/code-7|new\.family/);
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(api.fetchInvite).toHaveBeenCalledTimes(1);

    act(() => clock.increment(BACKGROUND_RESTART_MS - 1));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(api.fetchInvite).toHaveBeenCalledTimes(1);
    act(() => clock.increment(1));
    // The invite page, mounted again, opens the invite with the new actor.
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalledTimes(2));
    await screen.findByText('Checking your invitation…');
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
