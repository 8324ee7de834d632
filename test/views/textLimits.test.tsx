import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import * as requests from '../../src/api/requests';
import type { User } from '../../src/contract/user';
import { spanish } from '../../src/i18n/es';
import { INVITE_DELAY_MS } from '../../src/machines/signup/signupMachine';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

/**
 * In the family's forms: a value longer than the server takes (src/contract/limits.ts)
 * stays in its field as typed or pasted, nothing cut, and the field says what is too long, in the form's language;
 * nothing is sent until it is shortened.
 */
vi.mock('../../src/api/requests');
const api = vi.mocked(requests);
const INVITE = { email: 'new.family@example.com', cellPhone: '6145550188', customAcknowledgementText: null };

const toLength = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
const LONG_NAME = toLength('Nguyễn', 101);

beforeEach(() => {
  mockEmptyDashboard(api);
  api.fetchInvite.mockResolvedValue(INVITE as never);
  api.fetchMe.mockResolvedValue(FAMILY_USER);
  api.logout.mockResolvedValue({ success: true } as never);
  api.createUser.mockReturnValue(new Promise(() => {}));
});

/** Opens an invite link, waits out its pause, and gives the patient's details, to Create Your Account. */
async function toCreateYourAccount(user: ReturnType<typeof userEvent.setup>) {
  const clock = new SimulatedClock();
  renderApp('/go/c/limits-code', { clock });
  await screen.findByText('Checking your invitation…');
  await waitFor(() => expect(api.fetchInvite).toHaveBeenCalled());
  await act(async () => {});
  act(() => clock.increment(INVITE_DELAY_MS));
  await screen.findByRole('heading', { name: 'Welcome' });
  await user.type(screen.getByLabelText(/First Initial/), 'M');
  await user.type(screen.getByLabelText(/Last Name/), 'Rivera');
  await user.selectOptions(screen.getByLabelText('Month'), '3');
  await user.selectOptions(screen.getByLabelText('Year'), '1948');
  await user.selectOptions(screen.getByLabelText('Day'), '14');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Create Your Account' });
}

describe('sign-up', () => {
  it('keeps a pasted last name of 101 characters, says it is too long, and sends nothing until it is shortened', async () => {
    const user = userEvent.setup();
    await toCreateYourAccount(user);
    await user.click(screen.getByRole('radio', { name: 'Family' }));
    await user.type(screen.getByLabelText(/^First Name/), 'Ana');
    await user.click(screen.getByLabelText(/^Last Name/));
    await user.paste(LONG_NAME);
    await user.tab();
    expect(screen.getByLabelText(/^Last Name/)).toHaveValue(LONG_NAME);
    expect(screen.getByText('Last Name must be at most 100 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Password/), 'family-secret');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'family-secret');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Last Name must be at most 100 characters.')).toBeInTheDocument();
    expect(api.createUser).not.toHaveBeenCalled();

    // One character less is taken, and sent as it is.
    await user.type(screen.getByLabelText(/^Last Name/), '{Backspace}');
    await user.tab();
    expect(screen.queryByText('Last Name must be at most 100 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await waitFor(() => expect(api.createUser).toHaveBeenCalled());
    expect(api.createUser.mock.calls[0]![0]).toMatchObject({ user: { lastName: LONG_NAME.slice(0, 100) } });
  });

  it("keeps a typed patient's last name of 101 characters on Welcome and says it is too long", async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    renderApp('/go/c/limits-code', { clock });
    await screen.findByText('Checking your invitation…');
    await waitFor(() => expect(api.fetchInvite).toHaveBeenCalled());
    await act(async () => {});
    act(() => clock.increment(INVITE_DELAY_MS));
    await screen.findByRole('heading', { name: 'Welcome' });
    await user.type(screen.getByLabelText(/Last Name/), LONG_NAME);
    await user.tab();
    expect(screen.getByLabelText(/Last Name/)).toHaveValue(LONG_NAME);
    expect(screen.getByText("Patient's Last Name must be at most 100 characters.")).toBeInTheDocument();
  });
});

describe('My Account in Spanish', () => {
  const es = spanish.app;
  const STORED: User = { ...FAMILY_USER, createdAt: new Date(2025, 10, 22, 10, 30).getTime() / 1000 };

  it('keeps a pasted name of 3,000 characters and says, in Spanish, that it is too long; nothing is sent', async () => {
    localStorage.setItem('carechoice-language', '"es"');
    api.fetchMe.mockResolvedValue(STORED);
    const user = userEvent.setup();
    renderApp('/account', { signedIn: true, user: STORED });
    await screen.findByRole('heading', { level: 2, name: es.account.contactHeading });
    const name = screen.getByLabelText(new RegExp(`^${es.account.name}`));
    const long = toLength('王秀英 Łukasz ', 3_000);
    await user.clear(name);
    await user.click(name);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: es.account.saveContact }));
    const form = screen.getByRole('button', { name: es.account.saveContact }).closest('form')!;
    expect(within(form).getByText('El campo “Nombre” debe tener como máximo 201 caracteres.')).toBeInTheDocument();
    expect(within(form).getByText(es.validation.tooLong(es.account.name, 201))).toBeInTheDocument();
    expect(name).toHaveValue(long);
    expect(api.updateMe).not.toHaveBeenCalled();
  });
});
