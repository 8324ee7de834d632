import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
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

/** Opens the invite link and waits out the 600 ms pause, to Welcome. */
async function openInvite(clock: SimulatedClock, code: string) {
  const app = renderApp(`/go/c/${code}`, { clock });
  await screen.findByText('Checking your invitation…');
  await waitFor(() => expect(api.fetchInvite).toHaveBeenCalledWith(code, expect.anything()));
  await act(async () => {});
  act(() => clock.increment(INVITE_DELAY_MS));
  await screen.findByRole('heading', { name: 'Welcome' });
  return app;
}

describe('a reload during sign-up', () => {
  it('on Create Your Account returns there with the invite looked up again, keeping what was typed but the passwords', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    const first = await openInvite(clock, 'code-5');
    await user.type(screen.getByLabelText(/First Initial/), 'M');
    await user.type(screen.getByLabelText(/Last Name/), 'Rivera');
    await user.selectOptions(screen.getByLabelText('Month'), '3');
    await user.selectOptions(screen.getByLabelText('Year'), '1948');
    await user.selectOptions(screen.getByLabelText('Day'), '14');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Create Your Account' });
    await user.type(screen.getByLabelText(/^First Name/), 'Ana');
    await user.type(screen.getByLabelText(/^Password/), 'family-secret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'family-secret');
    // Kept for this tab only, and never a password.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/Rivera|1948|family-secret|Ana/);
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/family-secret/);

    // The reload: the app starts again at the same address, in the same tab.
    first.unmount();
    api.fetchInvite.mockClear();
    const reloaded = renderApp('/choice/account', { clock });
    expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
    expect(api.fetchInvite).toHaveBeenCalledWith('code-5', expect.anything());
    expect(reloaded.location()).toBe('/choice/account');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(INVITE.email);
    expect(screen.getByLabelText(/^Cell Phone/)).toHaveValue('(614) 555-0188');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Rivera');
    expect(screen.getByLabelText(/First Initial/)).toHaveValue('M');
    expect(screen.getByLabelText('Year')).toHaveValue('1948');
  });

  it('on Welcome returns to Welcome, and so does every later reload', async () => {
    const clock = new SimulatedClock();
    const first = await openInvite(clock, 'code-6');
    first.unmount();
    const reloaded = renderApp('/choice/start', { clock });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(reloaded.location()).toBe('/choice/start');
    // Starting the app (the session's restore, logged out) must not forget the tab's invite.
    reloaded.unmount();
    const again = renderApp('/choice/start', { clock });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(again.location()).toBe('/choice/start');
    expect(api.fetchInvite).toHaveBeenCalledTimes(3);
  });

  it('without an invite kept in the tab still shows Currently Unavailable', async () => {
    const app = renderApp('/choice/account');
    expect(await screen.findByRole('heading', { name: 'Currently Unavailable' })).toBeInTheDocument();
    expect(app.location()).toBe('/create-account');
    expect(api.fetchInvite).not.toHaveBeenCalled();
  });
});
