import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import { ApiFailure } from '../../src/api/client';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
beforeEach(() => mockEmptyDashboard(api));

beforeEach(() => {
  api.logout.mockResolvedValue({ success: true });
});

describe('LOGIN', () => {
  it('is titled and headed as the spec says, with a link to forgot password', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    expect(document.title).toBe('Login to CareChoice | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Login to CareChoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('shows each validation message of SPEC §5', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'not-an-email');
    await user.type(screen.getByLabelText(/Password/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('logs a family member in and lands on the dashboard', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue(FAMILY_USER);
    const app = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), ' ana.rivera@example.com ');
    await user.type(screen.getByLabelText(/Password/), 'family-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(api.login).toHaveBeenCalledWith({ email: 'ana.rivera@example.com', password: 'family-secret' }, expect.anything());
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    expect(document.title).toBe('Patient Services | CareChoice');
  });

  it('refuses a planner with the generic toast and stays on login', async () => {
    const user = userEvent.setup();
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue({ ...FAMILY_USER, group: { type: 'planner' } });
    const app = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'planner@example.com');
    await user.type(screen.getByLabelText(/Password/), 'planner-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Could Not Login')).toBeInTheDocument();
    expect(screen.getByText('Your login is invalid, please try again.')).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(api.logout).toHaveBeenCalled();
  });

  it('shows the toast on wrong credentials and keeps what was typed', async () => {
    const user = userEvent.setup();
    api.login.mockRejectedValue(new ApiFailure(400, 'InvalidCredentials', 'The e-mail or password is not correct.'));
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ana.rivera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Could Not Login')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana.rivera@example.com');
  });

  it('says how long to wait after too many attempts', async () => {
    const user = userEvent.setup();
    api.login.mockRejectedValue(new ApiFailure(429, 'TooManyAttempts', 'Too many login attempts. Please try again in 30 seconds.'));
    renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'ana.rivera@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-secret');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Could Not Login')).toBeInTheDocument();
    expect(screen.getByText('Too many login attempts. Please try again in 30 seconds.')).toBeInTheDocument();
  });
});
