import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import { ApiFailure } from '../../src/api/client';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
beforeEach(() => mockEmptyDashboard(api));

const SUCCESS =
  'Success! If the email address you entered matches one in our database reset instructions will be sent to that address.';
const email = () => screen.getByLabelText(/^Email/);
const submit = () => screen.getByRole('button', { name: 'Send Reset Instructions' });

async function openForgot() {
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 2, name: 'Reset Your Password' });
  return app;
}

beforeEach(() => {
  api.fetchMe.mockResolvedValue(FAMILY_USER);
});

describe('FORGOT_PASSWORD', () => {
  it('is titled Reset Your Password and links back to login', async () => {
    await openForgot();
    expect(document.title).toBe('Reset Your Password | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('is reached from the login page', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(app.location()).toBe('/forgot-password'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Reset Your Password' })).toBeInTheDocument();
  });

  it('sends a logged-in user to the dashboard', async () => {
    const app = renderApp('/forgot-password', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('shows each validation message of SPEC §5', async () => {
    const user = userEvent.setup();
    await openForgot();
    await user.click(submit());
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    await user.type(email(), 'ana.rivera@');
    await user.click(submit());
    expect(screen.getByText('Email format is invalid.')).toBeInTheDocument();
    expect(api.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('answers with the non-revealing success text of SPEC §8', async () => {
    const user = userEvent.setup();
    api.requestPasswordReset.mockResolvedValue({ success: true });
    await openForgot();
    await user.type(email(), ' ana.rivera@example.com ');
    await user.click(submit());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.requestPasswordReset).toHaveBeenCalledWith('ana.rivera@example.com', expect.any(AbortSignal));
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });

  it('marks the button busy while the request is under way', async () => {
    const user = userEvent.setup();
    api.requestPasswordReset.mockReturnValue(new Promise(() => {}));
    await openForgot();
    await user.type(email(), 'ana.rivera@example.com');
    await user.click(submit());
    expect(submit()).toHaveAttribute('data-loading');
    expect(submit()).toBeDisabled();
  });

  it('shows the error, keeps the address and lets the reader try again', async () => {
    const user = userEvent.setup();
    api.requestPasswordReset.mockRejectedValue(new ApiFailure(0, 'Network', 'Failed to fetch'));
    await openForgot();
    await user.type(email(), 'ana.rivera@example.com');
    await user.click(submit());

    const form = submit().closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('An error occurred, please try again.');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(email()).toHaveValue('ana.rivera@example.com');

    await user.type(email(), 'x');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.type(email(), '{Backspace}');

    api.requestPasswordReset.mockResolvedValue({ success: true });
    await user.click(submit());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
  });
});
