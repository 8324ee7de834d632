import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { mockEmptyDashboard } from '../support/apiMocks';
import { renderApp } from '../render';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
const INVITE = { email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null };

beforeEach(() => {
  mockEmptyDashboard(api);
  api.fetchCurrentInvite.mockResolvedValue(INVITE as never);
});

describe('the claim limits on the verify screen (decisions.md)', () => {
  it('says why the claim was refused until the details change', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    api.claimPatient.mockRejectedValue(new ApiFailure(429, 'TooManyAttempts', 'Too many attempts to match the patient. Please try again in 15 minutes.'));
    renderApp('/choice/verify', { clock, signedIn: true });
    await screen.findByText('Loading your invitation…');
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    await screen.findByRole('heading', { name: 'One More Thing' });
    await user.type(screen.getByLabelText(/First Initial/), 'M');
    await user.type(screen.getByLabelText(/Last Name/), 'Rivera');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too many attempts to match the patient. Please try again in 15 minutes.')).toBeInTheDocument();
    // New patient details clear the claim's error (SPEC §4 Claim).
    await user.type(screen.getByLabelText(/Last Name/), 'z');
    expect(screen.queryByText('Too many attempts to match the patient. Please try again in 15 minutes.')).not.toBeInTheDocument();
  });
});
