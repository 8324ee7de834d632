import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../src/api/client';
import * as kioskRequests from '../../src/api/kioskRequests';
import * as requests from '../../src/api/requests';
import * as consoleHandOff from '../../src/machines/kiosk/consoleHandOff';
import { KIOSK_IDLE_MS, KIOSK_WARNING_MS } from '../../src/machines/kiosk/kioskIdleMachine';
import { loadPersistedSession } from '../../src/machines/session/sessionStorage';
import { FAMILY_USER, renderApp } from '../render';
import { mockEmptyDashboard } from '../support/apiMocks';

/**
 * The family side of a guided session: the case manager's tablet, handed to the family. The
 * kiosk's rules apply (idle question on a simulated clock, text size), the header offers 'Return to console' with a
 * staff password instead of 'Start over', and every other end of the session leads to the page that says it ended.
 */
vi.mock('../../src/api/requests');
vi.mock('../../src/api/kioskRequests');
vi.mock('../../src/machines/kiosk/consoleHandOff');
const api = vi.mocked(requests);
const kioskApi = vi.mocked(kioskRequests);
const handOff = vi.mocked(consoleHandOff);

const GUIDE = { ...FAMILY_USER, id: 9, name: 'Dana Reyes', email: 'dana.reyes@riverside.example', guided: true as const };
const STAFF = { ...GUIDE, guided: undefined, group: { type: 'planner' as const } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  mockEmptyDashboard(api);
  api.logout.mockResolvedValue({ success: true });
});
afterEach(() => {
  localStorage.clear();
  document.documentElement.style.fontSize = '';
});

const guidedRow = () => screen.getByRole('group', { name: 'Kiosk controls' });

describe('a guided session', () => {
  it("names the staff member guiding it, offers the text size and 'Return to console', not 'Start over'", async () => {
    renderApp('/', { signedIn: true, user: GUIDE });
    expect(await screen.findByText('Guided session with Dana Reyes')).toBeInTheDocument();
    const row = guidedRow();
    expect(within(row).getByRole('button', { name: 'Return to console' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Larger text' })).toBeEnabled();
    expect(within(row).queryByRole('button', { name: 'Start over' })).toBeNull();
    // The account is the staff member's: not the family's to change.
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it("sends its address typed by hand to the dashboard: the account is the staff member's", async () => {
    const app = renderApp('/account', { signedIn: true, user: GUIDE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    expect(app.location()).toBe('/');
    // Not a kiosk: nothing to turn off, and no kiosk config asked for.
    expect(screen.queryByRole('link', { name: 'Staff: turn off kiosk' })).toBeNull();
    expect(kioskApi.fetchKioskConfig).not.toHaveBeenCalled();
  });

  it('returns to the console with a staff password: a refusal is named and the password cleared, then the console takes over', async () => {
    const user = userEvent.setup();
    kioskApi.endGuidedSession.mockRejectedValueOnce(new ApiFailure(400, 'InvalidCredentials', 'no')).mockResolvedValueOnce({ expiresAt: 1_900_000_000 });
    api.fetchMe.mockResolvedValue(STAFF);
    renderApp('/', { signedIn: true, user: GUIDE });
    await user.click(await screen.findByRole('button', { name: 'Return to console' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to the console' });
    expect(dialog).toHaveTextContent('A staff member of the hospital signs in to end the guided session. Choices confirmed are kept.');
    const email = within(dialog).getByLabelText(/Staff e-mail/);
    const password = within(dialog).getByLabelText(/Password/);
    expect(email).toHaveAttribute('autocomplete', 'off');
    expect(password).toHaveAttribute('autocomplete', 'off');
    await user.type(email, 'dana.reyes@riverside.example');
    await user.type(password, 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'End session and return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That e-mail and password did not match a staff member of this hospital.');
    expect(password).toHaveValue('');
    expect(handOff.handToConsole).not.toHaveBeenCalled();

    await user.type(password, 'planner-secret');
    await user.click(within(dialog).getByRole('button', { name: 'End session and return' }));
    await waitFor(() => expect(handOff.handToConsole).toHaveBeenCalledWith({ expiresAt: 1_900_000_000, user: STAFF }));
    expect(kioskApi.endGuidedSession).toHaveBeenLastCalledWith({ email: 'dana.reyes@riverside.example', password: 'planner-secret' }, expect.anything());
  });

  it('ends after 3 minutes and 30 s unanswered on the page saying so, with the way to the console, not the family login', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    const app = renderApp('/', { signedIn: true, user: GUIDE, clock });
    expect(await screen.findByRole('heading', { level: 1, name: 'Patient Services' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Larger text' }));
    expect(document.documentElement.style.fontSize).toBe('115%');

    act(() => clock.increment(KIOSK_IDLE_MS - 1));
    expect(screen.queryByRole('dialog', { name: 'Are you still there?' })).toBeNull();
    act(() => clock.increment(1));
    expect(await screen.findByRole('dialog', { name: 'Are you still there?' })).toBeInTheDocument();
    act(() => clock.increment(KIOSK_WARNING_MS));

    await waitFor(() => expect(app.location()).toBe('/guided-session-ended'));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'The guided session has ended' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Staff: sign in to the console' })).toHaveAttribute('href', '/hospital');
    expect(loadPersistedSession()).toBeNull();
    // Nothing of the guided session's stays: no controls, the normal text size, and no more idle question.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Kiosk controls' })).toBeNull());
    expect(document.documentElement.style.fontSize).toBe('');
    act(() => clock.increment(KIOSK_IDLE_MS + KIOSK_WARNING_MS));
    expect(app.location()).toBe('/guided-session-ended');
    expect(document.title).toBe('Guided Session Ended | CareChoice');
  });
});
