import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { AuditEvent, PlannerPatient } from '../../../src/contract/planner';
import { renderConsole } from '../../renderConsole';
import { hospitalTime } from '../../support/hospitalTime';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/** Local times, in unix seconds. */
const at = (day: number, hour: number, minute: number) => hospitalTime(2026, 10, day, hour, minute);
const NOV_20 = at(20, 9, 5);
const NOV_24 = at(24, 15, 41);

type Option = PlannerPatient['services'][number]['optionLists'][number]['options'][number];
const option = (providerId: number, providerName: string, rank: number | null, shortlisted: boolean, hiddenFromFamily: Option['hiddenFromFamily'] = null): Option => ({
  providerId,
  providerName,
  rank,
  shortlisted,
  hiddenFromFamily,
});
const PATIENT: PlannerPatient = {
  id: 7,
  initial: 'M',
  firstName: 'Maria',
  lastName: 'Rivera',
  mrn: 'RH-20417',
  homeZip: '43215',
  expectedDischargeDate: '2026-11-28',
  dateOfBirth: '1948-03-14',
  claimed: true,
  claimedAt: at(21, 10, 0),
  claimedBy: { name: 'Ana Smith', relationship: 'fc_family' },
  familyLanguage: 'en',
  invites: [{ id: 3, email: 'ana.smith@example.com', createdAt: NOV_20, expiresAt: at(27, 9, 5), usedAt: at(21, 10, 0), failedClaims: 0, revokedAt: null, relationship: 'fc_family', revokedBy: null, language: 'en' }],
  services: [
    {
      id: 1,
      levelOfCare: 'skilled_nursing',
      complete: true,
      status: { kind: 'ranked', at: NOV_24, saved: 3 },
      optionLists: [
        {
          id: 11,
          complete: true,
          completedAt: NOV_24,
          options: [option(1, 'Willow Creek Manor', 2, true), option(2, 'Maple Grove Care Center', 1, true), option(3, 'Cedar Ridge Nursing', 3, true), option(4, 'Oak Hill', null, false)],
          removed: [{ providerId: 8, providerName: 'Birch Hollow', reason: 'Does not take the patient’s insurance', removedBy: 'Dana Okafor' }],
        },
      ],
    },
    {
      id: 2,
      levelOfCare: 'home_healthcare',
      complete: false,
      status: { kind: 'inProgress', at: null, saved: 2 },
      optionLists: [{ id: 12, complete: false, completedAt: null, options: [option(5, 'CareFirst Home Health', null, true), option(6, 'Bright Days', null, true), option(7, 'Nightingale', null, false, { reason: 'notServingHome', zip: '43215' })], removed: [] }],
    },
  ],
};
const planner = { name: 'Dana Okafor', group: 'planner' as const, relationship: null };
const family = { name: 'Ana Smith', group: 'patientChoice' as const, relationship: 'fc_family' };
const event = (action: string, when: number, actor: AuditEvent['actor'], subject: string | null = null): AuditEvent => ({
  id: String(when),
  at: when,
  action,
  userId: 1,
  actor,
  email: null,
  subject,
  ip: '203.0.113.7',
});
const ACTIVITY: AuditEvent[] = [
  event('invite.issued', NOV_20, planner),
  event('claim.failed', at(21, 9, 58), family),
  event('claim.succeeded', at(21, 10, 0), family),
  event('optionList.viewed', at(21, 10, 2), family, '11'),
  event('ranking.saved', NOV_24, family, '11'),
];

beforeEach(() => {
  localStorage.clear();
  api.logout.mockResolvedValue({ success: true });
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchPatientRecord.mockResolvedValue(PATIENT);
  staffApi.fetchPatientActivity.mockResolvedValue(ACTIVITY);
});
afterEach(() => vi.restoreAllMocks());

describe('the patient page (/hospital/patients/{id})', () => {
  it('shows the family, the ranking with its date, what is saved so far, and the trail in plain words', async () => {
    renderConsole('/hospital/patients/7', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rivera, Maria' })).toBeInTheDocument();
    expect(document.title).toBe('Patient | CareChoice');
    expect(staffApi.fetchPatientRecord).toHaveBeenCalledWith(7, expect.anything());
    expect(screen.getByText('Born 03/14/1948 · MRN RH-20417 · Home ZIP 43215 · Expected discharge 11/28/2026')).toBeInTheDocument();
    expect(screen.getByText('Claimed by Family member Ana Smith (Family), 11/21/2026')).toBeInTheDocument();
    expect(screen.getByText('To ana.smith@example.com (Family), sent 11/20/2026 in English: Used 11/21/2026')).toBeInTheDocument();

    const nursing = screen.getByRole('article', { name: 'Skilled Nursing' });
    expect(within(nursing).getByText('Ranked 11/24/2026')).toBeInTheDocument();
    expect(within(nursing).getByText(/Confirmed Nov 24, 2026, 3:41 PM EST/)).toBeInTheDocument();
    const ranking = within(nursing).getAllByRole('list')[0]!;
    expect(within(ranking).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Maple Grove Care Center', 'Willow Creek Manor', 'Cedar Ridge Nursing']);
    expect(within(nursing).getByText('Options offered (4)')).toBeInTheDocument();
    // Who was left off, and why, as the planner gave it (42 CFR 482.43(c)).
    expect(within(nursing).getByText('Left off with a reason (1)')).toBeInTheDocument();
    expect(within(nursing).getByText('Birch Hollow: “Does not take the patient’s insurance” (Dana Okafor)')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Home Healthcare' })).queryByText(/^Left off with a reason/)).toBeNull();

    const home = screen.getByRole('article', { name: 'Home Healthcare' });
    expect(within(home).getByText('In progress (2 saved)')).toBeInTheDocument();
    expect(within(home).getByText('Saved so far (2)')).toBeInTheDocument();
    expect(within(home).getByText('CareFirst Home Health, Bright Days')).toBeInTheDocument();

    const activity = within(screen.getByRole('region', { name: 'Activity' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(activity).toEqual([
      'Family member Ana Smith (Family) confirmed 3 choices for Skilled Nursing, Nov 24, 2026, 3:41 PM EST',
      'Family member Ana Smith (Family) looked at the Skilled Nursing options, Nov 21, 2026, 10:02 AM EST',
      'Family member Ana Smith (Family) claimed the patient, Nov 21, 2026, 10:00 AM EST',
      'Family member Ana Smith (Family) entered patient details that did not match, Nov 21, 2026, 9:58 AM EST',
      'Planner Dana Okafor invited the family, Nov 20, 2026, 9:05 AM EST',
    ]);
  });

  it('notes beside an offered option that the family is not shown it, as the agency does not serve the home ZIP', async () => {
    renderConsole('/hospital/patients/7', { signedIn: true });
    const home = await screen.findByRole('article', { name: 'Home Healthcare' });
    expect(within(home).getByText('Options offered (3)')).toBeInTheDocument();
    const offered = within(home).getAllByRole('list').at(-1)!;
    expect(within(offered).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'CareFirst Home Health',
      'Bright Days',
      'Nightingale · Not shown to the family: does not serve ZIP 43215',
    ]);
    expect(screen.getAllByText(/Not shown to the family/)).toHaveLength(1);
  });

  it('says where the record stands in the hospital’s EHR: queued, filed when, or failed with why and when it is tried again', async () => {
    const filing = { attempts: 0, filedAt: null, reason: null, nextAttemptAt: null };
    staffApi.fetchPatientRecord.mockResolvedValueOnce({ ...PATIENT, ehrFiling: { ...filing, status: 'pending' } });
    const first = renderConsole('/hospital/patients/7', { signedIn: true });
    expect(await screen.findByText('Filing to the EHR…')).toBeInTheDocument();
    first.unmount();
    staffApi.fetchPatientRecord.mockResolvedValueOnce({
      ...PATIENT,
      ehrFiling: { ...filing, status: 'failed', attempts: 2, reason: 'The EHR answered 503 Service Unavailable.', nextAttemptAt: at(24, 15, 42) },
    });
    const second = renderConsole('/hospital/patients/7', { signedIn: true });
    expect(await screen.findByText('Filing failed — retrying Nov 24, 2026, 3:42 PM EST. The EHR answered 503 Service Unavailable.')).toBeInTheDocument();
    second.unmount();
    staffApi.fetchPatientRecord.mockResolvedValueOnce({ ...PATIENT, ehrFiling: { ...filing, status: 'filed', attempts: 3, filedAt: at(24, 15, 43) } });
    renderConsole('/hospital/patients/7', { signedIn: true });
    expect(await screen.findByText('Filed to EHR Nov 24, 2026, 3:43 PM EST')).toBeInTheDocument();
  });

  it('is reached from the worklist by the patient’s name', async () => {
    const user = userEvent.setup();
    staffApi.searchWorklist.mockResolvedValue({
      patients: [{ id: 7, initial: 'M', firstName: null, lastName: 'Rivera', mrn: null, dateOfBirth: '1948-03-14', createdAt: NOV_20, confirmedSinceViewed: false, services: [] }],
      total: 1,
      page: 1,
      pageSize: 25,
    });
    const app = renderConsole('/hospital', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'Rivera, M.' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/7'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rivera, Maria' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← All patients' }));
    await waitFor(() => expect(app.location()).toBe('/hospital'));
  });

  it('changes the family’s language as chosen, invites in it, and shows the saved one again when the save fails', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/patients/7', { signedIn: true });
    const select = await screen.findByRole('combobox', { name: 'Family’s language' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Invitations and a guided session with the family open in it.');
    staffApi.setPatientLanguage.mockResolvedValueOnce({ preferredLanguage: 'es' });
    await user.selectOptions(select, 'Español');
    expect(staffApi.setPatientLanguage).toHaveBeenCalledWith({ patientId: 7, preferredLanguage: 'es' }, expect.anything());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(select).toHaveValue('es');
    // The family's invitation now opens in it, without a reload.
    await user.click(screen.getByRole('button', { name: 'Invite Family' }));
    const languageOfInvite = await screen.findByRole('radiogroup', { name: 'Language' });
    expect(within(languageOfInvite).getByRole('radio', { name: 'Español' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    staffApi.setPatientLanguage.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    await user.selectOptions(select, 'The hospital’s default');
    expect(await screen.findByRole('alert')).toHaveTextContent('The family’s language could not be saved. Please try again.');
    expect(select).toHaveValue('es');
  });

  it('says when the hospital has no such patient', async () => {
    staffApi.fetchPatientRecord.mockRejectedValue(new ApiFailure(404, 'NotFound', 'No such patient.'));
    renderConsole('/hospital/patients/99', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient is not on your hospital’s list.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says when the patient could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    staffApi.fetchPatientActivity.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    renderConsole('/hospital/patients/7', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('This patient could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rivera, Maria' })).toBeInTheDocument();
  });

  it('reads the trail a page at a time, newest first, and says when an earlier page could not be read', async () => {
    const user = userEvent.setup();
    // A full page of the latest entries (ids 101–200), then the 100 before them, then nothing.
    const viewed = (id: number) => ({ ...event('optionList.viewed', NOV_20 + id * 60, family, '11'), id: String(id) });
    const page = (from: number) => Array.from({ length: 100 }, (_, index) => viewed(from + index));
    staffApi.fetchPatientActivity.mockImplementation(async (_patientId, options) => (options?.before === undefined ? page(101) : options.before === '101' ? page(1) : []));
    renderConsole('/hospital/patients/7', { signedIn: true });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(100);
    staffApi.fetchPatientActivity.mockRejectedValueOnce(new ApiFailure(0, 'Network', 'offline'));
    await user.click(within(activity).getByRole('button', { name: 'Show earlier activity' }));
    expect(await within(activity).findByRole('alert')).toHaveTextContent('The earlier activity could not be loaded. Try again.');
    expect(within(activity).getAllByRole('listitem')).toHaveLength(100);

    await user.click(within(activity).getByRole('button', { name: 'Show earlier activity' }));
    await waitFor(() => expect(within(activity).getAllByRole('listitem')).toHaveLength(200));
    expect(staffApi.fetchPatientActivity).toHaveBeenLastCalledWith(7, expect.objectContaining({ before: '101' }));
    // Newest first: the last entry read is the earliest, at the bottom.
    const items = within(activity).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Nov 20, 2026, 12:25 PM EST');
    expect(items[199]).toHaveTextContent('Nov 20, 2026, 9:06 AM EST');
    // That page was full too, so there may be more; asked, there is none, and the button goes.
    await user.click(within(activity).getByRole('button', { name: 'Show earlier activity' }));
    await waitFor(() => expect(within(activity).queryByRole('button', { name: 'Show earlier activity' })).not.toBeInTheDocument());
    expect(within(activity).getAllByRole('listitem')).toHaveLength(200);
    expect(within(activity).queryByRole('alert')).not.toBeInTheDocument();
  });
});
