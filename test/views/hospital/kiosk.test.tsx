import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as kioskRequests from '../../../src/api/kioskRequests';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { StartedKiosk } from '../../../src/contract/kiosk';
import type { User } from '../../../src/contract/user';
import { STAFF_STORAGE_KEY } from '../../../src/machines/hospital/staffStorage';
import { KIOSK_STORAGE_KEY, saveKiosk } from '../../../src/machines/kiosk/kioskStorage';
import { axeViolations } from '../../support/axe';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mock('../../../src/api/kioskRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);
const kioskApi = vi.mocked(kioskRequests);

/**
 * Kiosk mode in the console: any staff member makes the device a kiosk (asked first; the staff
 * session ends and the family login loads), and a kiosk's console shows only the kiosk's page, where a staff member
 * of the hospital turns it off.
 */
const ADMIN: User = { ...PLANNER, id: 3, name: 'Ada Admin', group: { type: 'hospitalAdmin' } };
const STARTED: StartedKiosk = { token: 't'.repeat(43), config: { hospitalName: 'Riverside General', idleMinutes: 5, familyLanguage: 'en' } };
const QUESTION =
  'This device will show the family login, for your hospital’s patients and their families. Your staff session ends now. To turn the kiosk off later, a staff member of the hospital enters their e-mail and password on it.';

beforeEach(() => {
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
  api.logout.mockResolvedValue({ success: true });
  kioskApi.fetchKioskConfig.mockResolvedValue(STARTED.config);
});
afterEach(() => vi.restoreAllMocks());

async function askToUseAsKiosk(user: User = PLANNER) {
  const person = userEvent.setup();
  const app = renderConsole('/hospital', { signedIn: true, user });
  await person.click(await screen.findByRole('button', { name: 'Use this device as a kiosk' }));
  const dialog = await screen.findByRole('dialog', { name: 'Use this device as a kiosk?' });
  return { person, app, dialog };
}

describe('Use this device as a kiosk (the worklist)', () => {
  it.each([
    ['a planner', PLANNER],
    ['an admin', ADMIN],
  ])('asks %s first, and Cancel leaves the device and the session as they were', async (_who, staff) => {
    const { person, app, dialog } = await askToUseAsKiosk(staff);
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();
    // The safe answer has the focus: a second Enter does not make a kiosk.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(kioskApi.startKiosk).not.toHaveBeenCalled();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).not.toBeNull();
    expect(app.left()).toEqual([]);
  });

  it('keeps the kiosk, ends the staff session as Log out does, locks the console, then loads the family login', async () => {
    kioskApi.startKiosk.mockResolvedValue(STARTED);
    // A language shown on this device before: the kiosk's first family starts in the family language.
    localStorage.setItem('carechoice-language', '"es"');
    let answerLogout: () => void = () => {};
    api.logout.mockReturnValue(new Promise((resolve) => (answerLogout = () => resolve({ success: true }))));
    const { person, app, dialog } = await askToUseAsKiosk();
    await person.click(within(dialog).getByRole('button', { name: 'Use as kiosk' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'This device is a kiosk' })).toBeInTheDocument();
    expect(kioskApi.startKiosk).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(KIOSK_STORAGE_KEY)!)).toEqual({ token: STARTED.token, config: STARTED.config });
    expect(localStorage.getItem('carechoice-language')).toBeNull();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The family login loads once the server has ended the staff session: a page load would cancel the logout.
    expect(app.left()).toEqual([]);
    answerLogout();
    await waitFor(() => expect(app.left()).toEqual(['/login']));
  });

  it('says why when the kiosk could not be made, keeps the device as it was, and tries again', async () => {
    kioskApi.startKiosk.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline')).mockRejectedValueOnce(new ApiFailure(500, 'Error', 'boom'));
    const { person, app, dialog } = await askToUseAsKiosk();
    await person.click(within(dialog).getByRole('button', { name: 'Use as kiosk' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'CareChoice could not be reached, so this device is not a kiosk. Check the connection and try again.',
    );
    expect(await axeViolations()).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Use as kiosk' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('This device could not be made a kiosk. Nothing changed: please try again.'));
    expect(kioskApi.startKiosk).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).not.toBeNull();
    expect(api.logout).not.toHaveBeenCalled();
    expect(app.left()).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
  });
});

describe('Use this device as a kiosk, refused', () => {
  it('says so when the hospital has the most kiosks on, or the staff member turned on too many, and keeps the session', async () => {
    kioskApi.startKiosk
      .mockRejectedValueOnce(new ApiFailure(409, 'KioskLimitReached', 'This hospital has 200 kiosks on, the most it may have.'))
      .mockRejectedValueOnce(new ApiFailure(429, 'TooManyAttempts', 'Too many kiosks turned on. Please try again in 42 minutes.', {}, 2520));
    const { person, app, dialog } = await askToUseAsKiosk();
    await person.click(within(dialog).getByRole('button', { name: 'Use as kiosk' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your hospital has 200 kiosks on, the most it may have, so this device is not a kiosk. An administrator can revoke kiosks no longer in use on the Staff page.',
    );
    await person.click(within(dialog).getByRole('button', { name: 'Use as kiosk' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('This device is not a kiosk. Too many kiosks turned on. Please try again in 42 minutes.'),
    );
    expect(await axeViolations()).toEqual([]);
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).not.toBeNull();
    expect(api.logout).not.toHaveBeenCalled();
    expect(app.left()).toEqual([]);
  });
});

describe('a kiosk’s console', () => {
  beforeEach(() => saveKiosk(STARTED));

  it.each(['/hospital', '/hospital/login', '/hospital/providers', '/hospital/join/k3y'])('shows only the kiosk’s page at %s', async (path) => {
    renderConsole(path, { signedIn: path === '/hospital/providers' });
    expect(await screen.findByRole('heading', { level: 2, name: 'This device is a kiosk' })).toBeInTheDocument();
    expect(document.title).toBe('Kiosk | CareChoice');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk' })).toBeInTheDocument();
    expect(screen.getByText('This is a kiosk of Riverside General: families of its patients log in here to compare and choose care.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the family login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('heading', { name: 'Hospital staff login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(kioskApi.fetchKioskConfig).toHaveBeenCalledWith(STARTED.token, expect.anything());
  });

  it('offers staff a form that nothing remembers, and passes axe', async () => {
    renderConsole('/hospital/login');
    const email = await screen.findByLabelText(/^Staff e-mail/);
    const password = screen.getByLabelText(/^Password/);
    expect(email).toHaveAttribute('autocomplete', 'off');
    expect(password).toHaveAttribute('autocomplete', 'off');
    expect(email.closest('form')).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('heading', { level: 3, name: 'For hospital staff' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off kiosk' })).toBeEnabled());
    expect(await axeViolations()).toEqual([]);
  });

  it('is turned off with a staff member’s e-mail and password, and the staff login shows', async () => {
    kioskApi.releaseKiosk.mockResolvedValue({ success: true });
    const person = userEvent.setup();
    const app = renderConsole('/hospital');
    await person.type(await screen.findByLabelText(/^Staff e-mail/), ' dana.okafor@riverside.example ');
    await person.type(screen.getByLabelText(/^Password/), 'planner-secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off kiosk' })).toBeEnabled());
    await person.click(screen.getByRole('button', { name: 'Turn off kiosk' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Hospital staff login' })).toBeInTheDocument();
    expect(kioskApi.releaseKiosk).toHaveBeenCalledWith(STARTED.token, { email: 'dana.okafor@riverside.example', password: 'planner-secret' }, expect.anything());
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(app.location()).toBe('/hospital/login'));
    expect(document.title).toBe('Staff Login | CareChoice');
  });

  it.each([
    [new ApiFailure(400, 'InvalidCredentials', 'The e-mail or password is not correct.'), 'That e-mail and password did not match a staff member of this hospital.'],
    [new ApiFailure(403, 'Forbidden', 'Only a staff member of this hospital can turn the kiosk off.'), 'Only a staff member of Riverside General can turn this kiosk off.'],
    [new ApiFailure(429, 'TooManyAttempts', 'Too many login attempts. Please try again in 2 minutes.'), 'Too many attempts with this e-mail address. Please wait a few minutes (up to 15) and try again.'],
    [new ApiFailure(0, 'Network', 'offline'), 'CareChoice could not be reached, so the kiosk is still on. Check the connection and try again.'],
    [new ApiFailure(500, 'Error', 'boom'), 'The kiosk could not be turned off. Please try again.'],
  ])('refused with $code, says why and stays a kiosk, the password cleared', async (refusal, message) => {
    kioskApi.releaseKiosk.mockRejectedValue(refusal);
    const person = userEvent.setup();
    renderConsole('/hospital');
    await person.type(await screen.findByLabelText(/^Staff e-mail/), 'ana.rivera@example.com');
    await person.type(screen.getByLabelText(/^Password/), 'family-secret');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off kiosk' })).toBeEnabled());
    await person.click(screen.getByRole('button', { name: 'Turn off kiosk' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 2, name: 'This device is a kiosk' })).toBeInTheDocument();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).not.toBeNull();
    expect(screen.getByLabelText(/^Staff e-mail/)).toHaveValue('ana.rivera@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('asks for the e-mail and password before sending anything', async () => {
    const person = userEvent.setup();
    renderConsole('/hospital');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off kiosk' })).toBeEnabled());
    await person.click(screen.getByRole('button', { name: 'Turn off kiosk' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Staff e-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(kioskApi.releaseKiosk).not.toHaveBeenCalled();
  });

  it('is the normal console again when the server says the kiosk was turned off elsewhere', async () => {
    kioskApi.fetchKioskConfig.mockRejectedValue(new ApiFailure(404, 'KioskUnknown', 'This device is not a kiosk.'));
    renderConsole('/hospital/login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hospital staff login' })).toBeInTheDocument();
    expect(localStorage.getItem(KIOSK_STORAGE_KEY)).toBeNull();
  });
});
