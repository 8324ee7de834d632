import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { mockEmptyDashboard } from '../support/apiMocks';
import { FAMILY_USER, renderApp } from '../render';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
const INVITE = { email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null };

beforeEach(() => {
  mockEmptyDashboard(api);
  api.fetchInvite.mockResolvedValue(INVITE as never);
  api.logout.mockResolvedValue({ success: true } as never);
});

describe('an invite link opened while logged in', () => {
  it('says which account is logged in, and logging out continues to the new invite\'s Welcome', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    const app = renderApp('/go/c/second-invite', { signedIn: true, clock });
    expect(await screen.findByRole('heading', { name: 'You Are Already Logged In' })).toBeInTheDocument();
    expect(screen.getByText(FAMILY_USER.email)).toBeInTheDocument();
    expect(screen.getByText(/is for another patient/)).toBeInTheDocument();
    // Looked up once, to know it can still be used.
    expect(api.fetchInvite).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Log Out and Continue' }));
    await waitFor(() => expect(api.logout).toHaveBeenCalled());
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalledTimes(2));
    expect(api.fetchInvite).toHaveBeenLastCalledWith('second-invite', expect.anything());
    expect(app.location()).toBe('/go/c/second-invite');
    expect(app.history).toEqual(['/go/c/second-invite']); // logging out did not add an entry for the same address
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(app.location()).toBe('/choice/start');
    expect(localStorage.getItem('carechoice:session')).toBeNull();
  });

  it('stays logged in on the dashboard if asked, and a later logout goes to the login page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/go/c/second-invite', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Stay Logged In' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('goes to the dashboard, as before, when the link is used (the family opening their own e-mail again)', async () => {
    api.fetchInvite.mockRejectedValue(new ApiFailure(404, 'InviteInvalid', 'used'));
    const app = renderApp('/go/c/own-used-invite', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'You Are Already Logged In' })).not.toBeInTheDocument();
    // The dashboard takes the link's place: Back does not open the look-up again (and come back here for ever).
    expect(app.history).toEqual(['/']);
  });
});
