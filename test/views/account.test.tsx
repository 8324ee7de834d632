import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as requests from '../../src/api/requests';
import { ApiFailure } from '../../src/api/client';
import type { User } from '../../src/contract/user';
import { loadPersistedSession } from '../../src/machines/session/sessionStorage';
import { showToast } from '../../src/views/shell/toast';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

vi.mock('../../src/api/requests');
vi.mock('../../src/views/shell/toast', { spy: true });
const api = vi.mocked(requests);
beforeEach(() => mockEmptyDashboard(api));

/** 11/22/2025 10:30 in whatever zone the tests run in (the page shows local time). */
const CREATED_AT = new Date(2025, 10, 22, 10, 30).getTime() / 1000;
const STORED: User = { ...FAMILY_USER, createdAt: CREATED_AT };
const LOADED: User = { ...STORED, name: 'Ana M. Rivera', email: 'ana.m.rivera@example.com', cellPhone: '6145550199' };

const never = <T,>() => new Promise<T>(() => {});
const field = (label: RegExp) => screen.getByLabelText(label);
const contactForm = () => screen.getByRole('button', { name: 'Save Contact Information' }).closest('form')!;
const passwordForm = () => screen.getByRole('button', { name: 'Update Password' }).closest('form')!;

async function openAccount(user: User = STORED) {
  const app = renderApp('/account', { signedIn: true, user });
  await screen.findByRole('heading', { level: 2, name: 'Contact Information' });
  return app;
}

beforeEach(() => {
  api.fetchMe.mockResolvedValue(STORED);
  api.logout.mockResolvedValue({ success: true });
});

describe('ACCOUNT', () => {
  it('is titled My Account, shows both forms and the member-since date', async () => {
    await openAccount();
    expect(document.title).toBe('My Account | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
    expect(screen.getByText('Member since 11/22/2025 at 10:30 AM')).toBeInTheDocument();
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
  });

  it('sends a logged-out visitor to login', async () => {
    const app = renderApp('/account');
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome, please login' })).toBeInTheDocument();
    expect(api.fetchMe).not.toHaveBeenCalled();
  });

  it('fills the form from the stored user while the profile loads', async () => {
    api.fetchMe.mockReturnValue(never());
    await openAccount();
    expect(field(/^Name/)).toHaveValue('Ana Rivera');
    expect(field(/^Email/)).toHaveValue('ana.rivera@example.com');
    expect(field(/^Cell Phone/)).toHaveValue('(614) 555-0123');
    expect(api.fetchMe).toHaveBeenCalledTimes(1);
  });

  it('loads the current profile on entering and stores it in the session', async () => {
    api.fetchMe.mockResolvedValue(LOADED);
    await openAccount();
    await waitFor(() => expect(field(/^Name/)).toHaveValue('Ana M. Rivera'));
    expect(field(/^Email/)).toHaveValue('ana.m.rivera@example.com');
    expect(field(/^Cell Phone/)).toHaveValue('(614) 555-0199');
    expect(loadPersistedSession()?.user).toEqual(LOADED);
  });

  it('keeps what the reader already typed when the profile arrives late', async () => {
    const user = userEvent.setup();
    let answer: (value: User) => void = () => {};
    api.fetchMe.mockReturnValue(new Promise<User>((resolve) => (answer = resolve)));
    await openAccount();
    await user.clear(field(/^Name/));
    await user.type(field(/^Name/), 'Ana Typed');
    answer(LOADED);
    await waitFor(() => expect(loadPersistedSession()?.user).toEqual(LOADED));
    expect(field(/^Name/)).toHaveValue('Ana Typed');
  });

  describe('contact form', () => {
    it('shows each validation message of SPEC §5 once a field is touched', async () => {
      const user = userEvent.setup();
      await openAccount();
      await user.clear(field(/^Name/));
      await user.clear(field(/^Email/));
      await user.clear(field(/^Cell Phone/));
      await user.tab();
      const form = within(contactForm());
      expect(form.getByText('Name is required.')).toBeInTheDocument();
      expect(form.getByText('Email is required.')).toBeInTheDocument();
      expect(form.getByText('Cell Phone is required.')).toBeInTheDocument();

      await user.type(field(/^Email/), 'ana-at-example');
      await user.type(field(/^Cell Phone/), '614555');
      await user.tab();
      expect(form.getByText('Email format is invalid.')).toBeInTheDocument();
      expect(form.getByText('Cell Phone must be 10 digits.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));
      expect(api.updateMe).not.toHaveBeenCalled();
    });

    it('masks the cell phone as (###) ###-#### and keeps only digits', async () => {
      const user = userEvent.setup();
      await openAccount();
      const phone = field(/^Cell Phone/);
      await user.clear(phone);
      await user.type(phone, '6a1b4');
      expect(phone).toHaveValue('(614');
      await user.type(phone, '5550');
      expect(phone).toHaveValue('(614) 555-0');
      await user.type(phone, '1234567');
      expect(phone).toHaveValue('(614) 555-0123');
      await user.type(phone, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
      expect(phone).toHaveValue('(614) 55');
    });

    it('takes the same number pasted over itself, unformatted, whole', async () => {
      const user = userEvent.setup();
      await openAccount();
      const phone = field(/^Cell Phone/);
      const before = (phone as HTMLInputElement).value;
      await user.click(phone);
      await user.keyboard('{Control>}a{/Control}');
      await user.paste(before.replace(/\D/g, ''));
      expect(phone).toHaveValue(before);
    });

    it('keeps the caret in place when the phone is edited in the middle', async () => {
      const user = userEvent.setup();
      await openAccount();
      const phone = field(/^Cell Phone/);
      await user.type(phone, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
      expect(phone).toHaveValue('(615) 550-123');
      await user.keyboard('7');
      expect(phone).toHaveValue('(617) 555-0123');
      // Deleting the space after the bracket removes the digit in front of it.
      await user.type(phone, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
      expect(phone).toHaveValue('(615) 550-123');
    });

    it('saves name, e-mail and a digits-only phone, toasts and stores the answer', async () => {
      const user = userEvent.setup();
      const saved: User = { ...STORED, name: 'Ana Lucia Rivera', email: 'ana.lucia@example.com', cellPhone: '3805550144' };
      api.updateMe.mockResolvedValue(saved);
      await openAccount();
      await user.clear(field(/^Name/));
      await user.type(field(/^Name/), '  Ana Lucia Rivera ');
      await user.clear(field(/^Email/));
      await user.type(field(/^Email/), 'ana.lucia@example.com');
      await user.clear(field(/^Cell Phone/));
      await user.type(field(/^Cell Phone/), '(380) 555-0144');
      await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));

      expect(await screen.findByText('Your contact information has been updated.')).toBeInTheDocument();
      expect(screen.getByText('Success')).toBeInTheDocument();
      expect(showToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Success',
        message: 'Your contact information has been updated.',
        timeout: 3000,
      });
      expect(api.updateMe).toHaveBeenCalledWith(
        { name: 'Ana Lucia Rivera', email: 'ana.lucia@example.com', cellPhone: '3805550144' },
        expect.any(AbortSignal),
      );
      expect(loadPersistedSession()?.user).toEqual(saved);
      expect(field(/^Name/)).toHaveValue('Ana Lucia Rivera');
      expect(field(/^Cell Phone/)).toHaveValue('(380) 555-0144');
      expect(within(contactForm()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the generic error whatever the failure, and keeps the typed values', async () => {
      const user = userEvent.setup();
      api.updateMe.mockRejectedValue(new ApiFailure(409, 'EmailTaken', 'That e-mail belongs to another account.'));
      await openAccount();
      await user.clear(field(/^Name/));
      await user.type(field(/^Name/), 'Ana Lucia');
      await user.clear(field(/^Cell Phone/));
      await user.type(field(/^Cell Phone/), '3805550144');
      await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));

      expect(await within(contactForm()).findByRole('alert')).toHaveTextContent('An error occurred, please try again.');
      expect(screen.queryByText('That e-mail belongs to another account.')).not.toBeInTheDocument();
      expect(field(/^Name/)).toHaveValue('Ana Lucia');
      expect(field(/^Cell Phone/)).toHaveValue('(380) 555-0144');
      expect(showToast).not.toHaveBeenCalled();
      expect(loadPersistedSession()?.user.name).toBe('Ana Rivera');

      await user.type(field(/^Name/), ' R');
      expect(within(contactForm()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('marks the button busy while saving', async () => {
      const user = userEvent.setup();
      api.updateMe.mockReturnValue(never());
      await openAccount();
      await user.click(screen.getByRole('button', { name: 'Save Contact Information' }));
      const button = screen.getByRole('button', { name: 'Save Contact Information' });
      expect(button).toHaveAttribute('data-loading');
      expect(button).toBeDisabled();
      expect(api.updateMe).toHaveBeenCalledWith(
        { name: 'Ana Rivera', email: 'ana.rivera@example.com', cellPhone: '6145550123' },
        expect.any(AbortSignal),
      );
    });
  });

  describe('password form', () => {
    it('shows each validation message of SPEC §5', async () => {
      const user = userEvent.setup();
      await openAccount();
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      const form = within(passwordForm());
      expect(form.getByText('Current Password is required.')).toBeInTheDocument();
      expect(form.getByText('New Password is required.')).toBeInTheDocument();
      expect(form.getByText('Confirm New Password is required.')).toBeInTheDocument();

      await user.type(field(/^Current Password/), 'abc');
      await user.type(field(/^New Password/), 'abcde');
      await user.type(field(/^Confirm New Password/), 'abc');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(form.getByText('Current Password must be at least 6 characters.')).toBeInTheDocument();
      expect(form.getByText('New Password must be at least 6 characters.')).toBeInTheDocument();
      expect(form.getByText('Confirm New Password must be at least 6 characters.')).toBeInTheDocument();

      await user.type(field(/^New Password/), 'f');
      await user.type(field(/^Confirm New Password/), 'xyz');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));
      expect(form.getByText('Must match your New Password.')).toBeInTheDocument();
      expect(api.changePassword).not.toHaveBeenCalled();
    });

    it('changes the password, toasts and clears the fields', async () => {
      const user = userEvent.setup();
      api.changePassword.mockResolvedValue({ success: true });
      await openAccount();
      await user.type(field(/^Current Password/), 'family-secret');
      await user.type(field(/^New Password/), 'family-secret-2');
      await user.type(field(/^Confirm New Password/), 'family-secret-2');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
      expect(showToast).toHaveBeenCalledWith({ type: 'success', title: 'Success', message: 'Your password has been updated.', timeout: 3000 });
      expect(api.changePassword).toHaveBeenCalledWith(
        { currentPassword: 'family-secret', newPassword: 'family-secret-2' },
        expect.any(AbortSignal),
      );
      expect(field(/^Current Password/)).toHaveValue('');
      expect(field(/^New Password/)).toHaveValue('');
      expect(field(/^Confirm New Password/)).toHaveValue('');
      expect(within(passwordForm()).queryByText('Current Password is required.')).not.toBeInTheDocument();
    });

    it('says the current password is incorrect on PasswordDoesNotMatch, keeping the values', async () => {
      const user = userEvent.setup();
      api.changePassword.mockRejectedValue(new ApiFailure(400, 'PasswordDoesNotMatch', 'The current password does not match.'));
      await openAccount();
      await user.type(field(/^Current Password/), 'wrong-secret');
      await user.type(field(/^New Password/), 'family-secret-2');
      await user.type(field(/^Confirm New Password/), 'family-secret-2');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
      expect(field(/^Current Password/)).toHaveAccessibleDescription('Current password is incorrect');
      expect(screen.queryByText('An error occurred, please try again.')).not.toBeInTheDocument();
      expect(field(/^Current Password/)).toHaveValue('wrong-secret');
      expect(field(/^New Password/)).toHaveValue('family-secret-2');
      expect(showToast).not.toHaveBeenCalled();

      await user.type(field(/^Current Password/), 'x');
      expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
    });

    it('says on the New Password field when the server finds it too common, keeping the values', async () => {
      const user = userEvent.setup();
      api.changePassword.mockRejectedValue(new ApiFailure(400, 'PasswordTooCommon', 'This password is one of the most common ones.'));
      await openAccount();
      await user.type(field(/^Current Password/), 'family-secret');
      await user.type(field(/^New Password/), 'football');
      await user.type(field(/^Confirm New Password/), 'football');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      const message = 'This password is one of the most common ones, which are guessed first. Please choose another.';
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field(/^New Password/)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.queryByText('An error occurred, please try again.')).not.toBeInTheDocument();
      expect(field(/^Current Password/)).toHaveValue('family-secret');
      expect(field(/^New Password/)).toHaveValue('football');
    });

    it('shows the generic error on any other failure', async () => {
      const user = userEvent.setup();
      api.changePassword.mockRejectedValue(new ApiFailure(500, 'Error', 'Internal error'));
      await openAccount();
      await user.type(field(/^Current Password/), 'family-secret');
      await user.type(field(/^New Password/), 'family-secret-2');
      await user.type(field(/^Confirm New Password/), 'family-secret-2');
      await user.click(screen.getByRole('button', { name: 'Update Password' }));

      expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent('An error occurred, please try again.');
      expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument();
      expect(field(/^Confirm New Password/)).toHaveValue('family-secret-2');
    });
  });
});
