import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { Worklist, WorklistPatient } from '../../../src/contract/planner';
import { SEARCH_PAUSE_MS } from '../../../src/machines/hospital/worklistMachine';
import { STAFF_STORAGE_KEY } from '../../../src/machines/hospital/staffStorage';
import { FAMILY_USER } from '../../render';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/** 2026-11-24 15:41 local time, in unix seconds. */
const NOV_24 = Math.floor(new Date(2026, 10, 24, 15, 41).getTime() / 1000);

const patient = (id: number, lastName: string, services: WorklistPatient['services'], confirmedSinceViewed = false): WorklistPatient => ({
  id,
  confirmedSinceViewed,
  initial: 'M',
  firstName: null,
  lastName,
  mrn: null,
  dateOfBirth: '1948-03-14',
  createdAt: NOV_24,
  services,
});
const PAGE_1: Worklist = {
  patients: [
    patient(7, 'Rivera', [
      { id: 1, levelOfCare: 'skilled_nursing', status: { kind: 'ranked', at: NOV_24, saved: 3 } },
      { id: 2, levelOfCare: 'home_health', status: { kind: 'inProgress', at: null, saved: 2 } },
    ], true),
    patient(6, 'Chen', [{ id: 3, levelOfCare: 'hospice', status: { kind: 'invited', at: NOV_24, saved: 0 } }]),
    patient(5, 'Okoro', [{ id: 4, levelOfCare: 'skilled_nursing', status: { kind: 'inviteRevoked', at: NOV_24, saved: 0 } }]),
    patient(4, 'Smith', []),
  ],
  total: 30,
  page: 1,
  pageSize: 25,
};

beforeEach(() => {
  localStorage.clear();
  api.logout.mockResolvedValue({ success: true });
  staffApi.searchWorklist.mockResolvedValue(PAGE_1);
});
afterEach(() => vi.restoreAllMocks());

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  const app = renderConsole('/hospital/login');
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, app };
}

describe('the staff login (/hospital/login)', () => {
  it('is titled and headed as SPEC says, and links to the family login', async () => {
    renderConsole('/hospital/login');
    expect(await screen.findByRole('heading', { level: 2, name: 'Hospital staff login' })).toBeInTheDocument();
    expect(document.title).toBe('Staff Login | CareChoice');
    expect(screen.getByRole('link', { name: 'Family member or patient? Log in here' })).toHaveAttribute('href', '/login');
  });

  it('logs a planner in and opens the worklist', async () => {
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue(PLANNER);
    const { app } = await logIn(' dana.okafor@riverside.example ', 'planner-secret');
    await waitFor(() => expect(app.location()).toBe('/hospital'));
    expect(api.login).toHaveBeenCalledWith({ email: 'dana.okafor@riverside.example', password: 'planner-secret' }, expect.anything());
    expect(await screen.findByRole('heading', { level: 1, name: 'Patients' })).toBeInTheDocument();
    expect(document.title).toBe('Patients | CareChoice');
    expect(await screen.findByRole('rowheader', { name: /^Rivera, M\./ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STAFF_STORAGE_KEY)!)).toMatchObject({ user: { id: PLANNER.id } });
  });

  it.each([
    ['a family account', () => {
      api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
      api.fetchMe.mockResolvedValue(FAMILY_USER);
    }],
    ['a wrong password', () => api.login.mockRejectedValue(new ApiFailure(400, 'InvalidCredentials', 'The e-mail or password is not correct.'))],
  ])('refuses %s with the same generic failure, keeping what was typed', async (_name, arrange) => {
    arrange();
    const { app } = await logIn('ana.rivera@example.com', 'family-secret');
    expect(await screen.findByText('Could Not Login')).toBeInTheDocument();
    expect(screen.getByText('Your login is invalid, please try again.')).toBeInTheDocument();
    expect(app.location()).toBe('/hospital/login');
    expect(screen.getByLabelText(/Email/)).toHaveValue('ana.rivera@example.com');
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
  });

  it('ends the family session it opened when the account is not staff', async () => {
    api.login.mockResolvedValue({ expiresAt: Math.floor(Date.now() / 1000) + 1800 });
    api.fetchMe.mockResolvedValue(FAMILY_USER);
    await logIn('ana.rivera@example.com', 'family-secret');
    await waitFor(() => expect(api.logout).toHaveBeenCalledTimes(1));
  });

  it('sends a signed-out visitor of the worklist to the staff login, and a signed-in one of the login to the worklist', async () => {
    const app = renderConsole('/hospital');
    await waitFor(() => expect(app.location()).toBe('/hospital/login'));
    app.unmount();
    const signedIn = renderConsole('/hospital/login', { signedIn: true });
    await waitFor(() => expect(signedIn.location()).toBe('/hospital'));
  });
});

describe('the worklist (/hospital)', () => {
  it('shows each patient with each service and where it stands', async () => {
    renderConsole('/hospital', { signedIn: true });
    const rivera = (await screen.findByRole('rowheader', { name: 'Rivera, M. New choices' })).closest('tr')!;
    expect(within(rivera).getByText('03/14/1948')).toBeInTheDocument();
    expect(within(rivera).getByText('11/24/2026')).toBeInTheDocument();
    expect(within(rivera).getByText('Skilled Nursing')).toBeInTheDocument();
    expect(within(rivera).getByText('Ranked 11/24/2026')).toBeInTheDocument();
    expect(within(rivera).getByText('In progress (2 saved)')).toBeInTheDocument();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    expect(within(row('Chen, M.')).getByText('Invited 11/24/2026')).toBeInTheDocument();
    expect(within(row('Okoro, M.')).getByText('Invite revoked')).toBeInTheDocument();
    expect(within(row('Smith, M.')).getByText('No services')).toBeInTheDocument();
    // The family confirmed since the planner last opened Rivera's page: marked, and only that row.
    expect(within(rivera).getByText('New choices').closest('[title]')).toHaveAttribute('title', 'The family confirmed choices since you last opened this patient.');
    expect(screen.getAllByText('New choices')).toHaveLength(1);
    expect(screen.getByText('Showing 1–4 of 30 patients')).toBeInTheDocument();
    expect(staffApi.searchWorklist).toHaveBeenCalledWith({ query: '', page: 1 }, expect.anything());
    expect(screen.getByText('Signed in as Dana Okafor')).toBeInTheDocument();
  });

  it('searches once typing pauses for 300 ms, from page 1', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    renderConsole('/hospital', { signedIn: true, clock });
    await screen.findByRole('rowheader', { name: /^Rivera, M\./ });
    staffApi.searchWorklist.mockResolvedValue({ ...PAGE_1, patients: [PAGE_1.patients[0]!], total: 1 });
    await user.type(screen.getByLabelText('Search by name or MRN'), 'm riv');
    act(() => clock.increment(SEARCH_PAUSE_MS - 1));
    expect(staffApi.searchWorklist).toHaveBeenCalledTimes(1);
    act(() => clock.increment(1));
    await waitFor(() => expect(staffApi.searchWorklist).toHaveBeenCalledTimes(2));
    expect(staffApi.searchWorklist).toHaveBeenLastCalledWith({ query: 'm riv', page: 1 }, expect.anything());
    expect(await screen.findByText('Showing 1–1 of 1 patient')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'Chen, M.' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, naming the search', async () => {
    const clock = new SimulatedClock();
    const user = userEvent.setup();
    renderConsole('/hospital', { signedIn: true, clock });
    await screen.findByRole('rowheader', { name: /^Rivera, M\./ });
    staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
    await user.type(screen.getByLabelText('Search by name or MRN'), 'zz');
    act(() => clock.increment(SEARCH_PAUSE_MS));
    expect(await screen.findByText('No patients match “zz”.')).toBeInTheDocument();
  });

  it('turns pages', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital', { signedIn: true });
    await screen.findByRole('rowheader', { name: /^Rivera, M\./ });
    staffApi.searchWorklist.mockResolvedValue({ ...PAGE_1, patients: [patient(1, 'Adams', [])], page: 2 });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('rowheader', { name: 'Adams, M.' })).toBeInTheDocument();
    expect(staffApi.searchWorklist).toHaveBeenLastCalledWith({ query: '', page: 2 }, expect.anything());
    expect(screen.getByText('Showing 26–26 of 30 patients')).toBeInTheDocument();
    // Each control says what it does (Mantine's arrows have no words of their own).
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    staffApi.searchWorklist.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    renderConsole('/hospital', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The patient list could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: /^Rivera, M\./ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs out to the staff login and forgets the session', async () => {
    const user = userEvent.setup();
    const app = renderConsole('/hospital', { signedIn: true });
    await screen.findByRole('rowheader', { name: /^Rivera, M\./ });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/login'));
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Hospital staff login' })).toBeInTheDocument();
  });

  it('ends here too when another tab logs out', async () => {
    const app = renderConsole('/hospital', { signedIn: true });
    await screen.findByRole('rowheader', { name: /^Rivera, M\./ });
    localStorage.removeItem(STAFF_STORAGE_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: STAFF_STORAGE_KEY, newValue: null })));
    await waitFor(() => expect(app.location()).toBe('/hospital/login'));
    expect(api.logout).not.toHaveBeenCalled();
  });
});
