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

const CODE = 'r3set-c0de';
const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Reset Password' });

async function openReset() {
  const app = renderApp(`/forgot-password-reset/${CODE}`);
  await screen.findByRole('heading', { level: 2, name: 'Password Reset' });
  return app;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Email/), ' ana.rivera@example.com ');
  await user.type(field(/^New Password/), 'brand-new-secret');
  await user.type(field(/^Confirm New Password/), 'brand-new-secret');
}

beforeEach(() => {
  api.fetchMe.mockResolvedValue(FAMILY_USER);
});

describe('FORGOT_PASSWORD_RESET', () => {
  it('is titled Password Reset and asks for e-mail and the new password twice', async () => {
    await openReset();
    expect(document.title).toBe('Password Reset | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Password Reset' })).toBeInTheDocument();
    expect(screen.getByText('Choose a new password for your account.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue('');
    expect(field(/^New Password/)).toHaveValue('');
    expect(field(/^Confirm New Password/)).toHaveValue('');
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
  });

  it('sends a logged-in user to the dashboard', async () => {
    const app = renderApp(`/forgot-password-reset/${CODE}`, { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('shows each validation message of SPEC §5', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.click(submit());
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('New Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm New Password is required.')).toBeInTheDocument();

    await user.type(field(/^Email/), 'ana@');
    await user.type(field(/^New Password/), 'abc');
    await user.type(field(/^Confirm New Password/), 'abc');
    await user.click(submit());
    expect(screen.getByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('New Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Confirm New Password must be at least 6 characters.')).toBeInTheDocument();

    await user.type(field(/^New Password/), 'def');
    await user.type(field(/^Confirm New Password/), 'xyz');
    await user.click(submit());
    expect(screen.getByText('Must match your New Password.')).toBeInTheDocument();
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('shows errors when a field is left, before any submit', async () => {
    const user = userEvent.setup();
    await openReset();
    await user.type(field(/^Email/), 'nobody');
    await user.tab();
    expect(screen.getByText('Email format is invalid.')).toBeInTheDocument();
  });

  it('resets with e-mail, password and the code of the link, then offers login', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockResolvedValue({ success: true });
    await openReset();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledWith(
      { email: 'ana.rivera@example.com', password: 'brand-new-secret', code: CODE },
      expect.any(AbortSignal),
    );
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    const login = screen.getByRole('link', { name: 'Login >' });
    expect(login).toHaveAttribute('href', '/login');
    await user.click(login);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
  });

  it('marks the button busy while the reset is under way', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockReturnValue(new Promise(() => {}));
    await openReset();
    await fillIn(user);
    await user.click(submit());
    expect(submit()).toHaveAttribute('data-loading');
    expect(submit()).toBeDisabled();
  });

  it('shows the error and keeps the form filled when the reset fails', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockRejectedValue(new ApiFailure(400, 'InvalidCode', 'The reset code is invalid or expired.'));
    await openReset();
    await fillIn(user);
    await user.click(submit());

    const form = submit().closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    // A used or expired link cannot help again: the way to a new one is right there.
    expect(within(form).getByRole('link', { name: 'Ask for a new reset link >' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByText('Password reset successfully.')).not.toBeInTheDocument();
    expect(field(/^Email/)).toHaveValue('ana.rivera@example.com');
    expect(field(/^New Password/)).toHaveValue('brand-new-secret');
    expect(field(/^Confirm New Password/)).toHaveValue('brand-new-secret');

    api.resetPassword.mockResolvedValue({ success: true });
    await user.click(submit());
    expect(await screen.findByText('Password reset successfully.')).toBeInTheDocument();
    expect(api.resetPassword).toHaveBeenCalledTimes(2);
  });

  it('says how long to wait after too many tries, in the server\'s words', async () => {
    const user = userEvent.setup();
    api.resetPassword.mockRejectedValue(new ApiFailure(429, 'TooManyAttempts', 'Too many attempts. Please try again in 15 minutes.'));
    await openReset();
    await fillIn(user);
    await user.click(submit());
    const form = submit().closest('form')!;
    expect(await within(form).findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
  });
});
