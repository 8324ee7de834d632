import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { PlannerPatient } from '../../../src/contract/planner';
import type { Candidates, SavedOptionList } from '../../../src/contract/plannerLists';
import { renderConsole } from '../../renderConsole';
import { hospitalTime } from '../../support/hospitalTime';
import { screenOfWidth } from '../../support/screenWidth';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);

/**
 * `/hospital/patients/{id}/services/{serviceId}/list`, building a service's list of options, with
 * the planner API mocked.
 */
const NOV_24 = hospitalTime(2026, 10, 24, 15, 41);
const place = (type: 'home' | 'hospital', name: string) => ({ type, name, state: type === 'home' ? 'OH' : null, latitude: 39.96, longitude: -82.99 });
const candidate = (providerId: number, name: string, distanceMiles: number, withinRadius: boolean, extra: object = {}) => ({
  providerId,
  name,
  city: 'Columbus',
  state: 'OH',
  distanceMiles,
  overallRating: 4,
  preferred: false,
  affiliated: false,
  withinRadius,
  ...extra,
});
const ANSWER: Candidates = {
  serviceId: 5,
  patientId: 7,
  levelOfCare: 'skilled_nursing',
  area: place('home', '43215'),
  radiusMiles: 25,
  home: place('home', '43215'),
  hospital: place('hospital', 'Riverside General Hospital'),
  notServingHome: null,
  list: null,
  candidates: [
    candidate(1, 'Willow Creek Manor', 1.2, true, { preferred: true }),
    candidate(2, 'Maple Grove Care Center', 4.5, true, { overallRating: 0, affiliated: true }),
    candidate(3, 'Lakeview Nursing', 40.1, false),
  ],
};
const CONFIRMED: Candidates = {
  ...ANSWER,
  list: { id: 11, version: 1, complete: true, completedAt: NOV_24, providerIds: [1, 2], removed: [], chosen: 2 },
};
const savedList = (providerIds: number[], removed: { providerId: number; reason: string }[]): SavedOptionList => ({
  outcome: 'built',
  optionListId: 12,
  candidates: { ...ANSWER, list: { id: 12, version: 1, complete: false, completedAt: null, providerIds, removed, chosen: 0 } },
});
const PATH = '/hospital/patients/7/services/5/list';
type ServiceRecord = PlannerPatient['services'][number];
/** A service of the patient's record, not yet invited, with the lists given. */
const service = (id: number, levelOfCare: string, optionLists: ServiceRecord['optionLists']): ServiceRecord => ({
  id,
  levelOfCare,
  complete: false,
  status: { kind: 'notInvited', at: null, saved: 0 },
  optionLists,
});
/** The patient page's record of patient 7 (M. Rivera, unclaimed, no invites) with the services given. */
const patientRecord = (services: ServiceRecord[]): PlannerPatient => ({
  id: 7,
  initial: 'M',
  firstName: null,
  mrn: null,
  homeZip: null,
  expectedDischargeDate: null,
  lastName: 'Rivera',
  dateOfBirth: '1948-03-14',
  claimed: false,
  claimedAt: null,
  claimedBy: null,
  familyLanguage: 'en',
  invites: [],
  services,
});
const box = (name: string) => screen.getByRole('checkbox', { name: `Offer ${name}` });

beforeEach(() => {
  localStorage.clear();
  api.logout.mockResolvedValue({ success: true });
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchCandidates.mockResolvedValue(ANSWER);
});
afterEach(() => vi.restoreAllMocks());

describe('building a list (/hospital/patients/{id}/services/{serviceId}/list)', () => {
  it('checks every provider within the radius, asks a reason to leave one off, and saves the list nearest first', async () => {
    const user = userEvent.setup();
    staffApi.saveOptionList.mockResolvedValue(savedList([2], [{ providerId: 1, reason: 'No bed until December' }]));
    renderConsole(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Skilled Nursing options' })).toBeInTheDocument();
    expect(document.title).toBe('List of Options | CareChoice');
    expect(staffApi.fetchCandidates).toHaveBeenCalledWith(5, {}, expect.anything());
    expect(screen.getByText('No list yet')).toBeInTheDocument();
    expect(screen.getByText('Distances from 43215')).toBeInTheDocument();
    expect(screen.getByText('2 offered · 2 within 25 miles · 0 left off with a reason')).toBeInTheDocument();
    expect(box('Willow Creek Manor')).toBeChecked();
    expect(box('Maple Grove Care Center')).toBeChecked();
    expect(box('Lakeview Nursing')).not.toBeChecked();
    const table = screen.getByRole('table', { name: 'Skilled Nursing options' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      // A distance never breaks from its unit.
      ['', 'Columbus, OH', '2\u00a0mi', '4 / 5', 'Preferred'],
      ['', 'Columbus, OH', '5\u00a0mi', 'Not Rated', 'Affiliated'],
      ['', 'Columbus, OH', '41\u00a0miOutside the radius', '4 / 5', ''],
    ]);

    await user.click(box('Willow Creek Manor'));
    const dialog = await screen.findByRole('dialog', { name: 'Why leave Willow Creek Manor off the list?' });
    expect(box('Willow Creek Manor')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Leave off the list' }));
    expect(within(dialog).getByText('Give a reason to leave this provider off.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No bed until December');
    await user.click(within(dialog).getByRole('button', { name: 'Leave off the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box('Willow Creek Manor')).not.toBeChecked();
    expect(screen.getByText('Left off: No bed until December')).toBeInTheDocument();
    expect(screen.getByText('1 offered · 2 within 25 miles · 1 left off with a reason')).toBeInTheDocument();

    // Beyond the radius a provider may be added, and taken off again without a reason.
    await user.click(box('Lakeview Nursing'));
    expect(box('Lakeview Nursing')).toBeChecked();
    await user.click(box('Lakeview Nursing'));
    expect(box('Lakeview Nursing')).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save List' }));
    expect(await screen.findByText('The list is saved. The family can choose from it now.')).toBeInTheDocument();
    expect(staffApi.saveOptionList).toHaveBeenCalledWith(
      5,
      { area: { type: 'home' }, radiusMiles: 25, providerIds: [2], removed: [{ providerId: 1, reason: 'No bed until December' }] },
      expect.anything(),
    );
    expect(screen.getByText('Version 1')).toBeInTheDocument();
  });

  it('fits a phone: the place, distance, rating and labels share one column beside the name', async () => {
    screenOfWidth(390);
    renderConsole(PATH, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Skilled Nursing options' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Offer', 'Provider', 'Details']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)])).toEqual([
      ['Willow Creek Manor', '', 'Columbus, OH · 2\u00a0miMedicare rating: 4 / 5Preferred'],
      ['Maple Grove Care Center', '', 'Columbus, OH · 5\u00a0miMedicare rating: Not RatedAffiliated'],
      ['Lakeview Nursing', '', 'Columbus, OH · 41\u00a0miOutside the radiusMedicare rating: 4 / 5'],
    ]);
    expect(box('Willow Creek Manor')).toBeChecked();
  });

  it('says how many home health agencies that do not serve the patient’s home ZIP are not shown', async () => {
    // fetchCandidates answers the candidates as rankCandidates left them: without the agencies of notServingHome.
    staffApi.fetchCandidates.mockResolvedValue({ ...ANSWER, levelOfCare: 'home_healthcare', notServingHome: { zip: '43215', providerIds: [8, 9, 10] } });
    renderConsole(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home Healthcare options' })).toBeInTheDocument();
    expect(screen.getByText('3 home health agencies that do not serve the patient’s home ZIP code 43215 are not shown (CMS data): they may not be offered.')).toBeInTheDocument();
    expect(screen.getByText('2 offered · 2 within 25 miles · 0 left off with a reason')).toBeInTheDocument();
  });

  it('says nothing of home ZIP codes when no agency is left out', async () => {
    staffApi.fetchCandidates.mockResolvedValue({ ...ANSWER, levelOfCare: 'home_healthcare', notServingHome: { zip: '43215', providerIds: [] } });
    renderConsole(PATH, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Home Healthcare options' })).toBeInTheDocument();
    expect(screen.queryByText(/not shown \(CMS data\)/)).not.toBeInTheDocument();
  });

  it('keeps the provider on the list when the planner thinks better of removing it', async () => {
    const user = userEvent.setup();
    renderConsole(PATH, { signedIn: true });
    await user.click(await screen.findByRole('checkbox', { name: 'Offer Maple Grove Care Center' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep on the list' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(box('Maple Grove Care Center')).toBeChecked();
  });

  it('asks again for another radius or place, and says when the place is unknown or mistyped', async () => {
    const user = userEvent.setup();
    renderConsole(PATH, { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Skilled Nursing options' });
    staffApi.fetchCandidates.mockResolvedValueOnce({ ...ANSWER, radiusMiles: 10, candidates: ANSWER.candidates.map((entry) => ({ ...entry, withinRadius: entry.distanceMiles <= 10 })) });
    await user.click(screen.getByRole('radio', { name: '10 miles' }));
    await waitFor(() => expect(staffApi.fetchCandidates).toHaveBeenLastCalledWith(5, { area: { type: 'home' }, radiusMiles: 10 }, expect.anything()));
    expect(await screen.findByText('2 offered · 2 within 10 miles · 0 left off with a reason')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Another ZIP code or city' }));
    const input = screen.getByRole('textbox', { name: 'ZIP code or city, state' });
    // The gazetteer's search as the planner types (the family's call, which staff may make).
    api.searchLocations.mockResolvedValue({ data: [{ type: 'city', name: 'Cleveland', state: 'OH', location: { lat: 41.5, lon: -81.7 } }] });
    await user.type(input, 'Clevel');
    staffApi.fetchCandidates.mockResolvedValueOnce({ ...ANSWER, radiusMiles: 10, area: { type: 'city', name: 'Cleveland, OH', state: 'OH', latitude: 41.5, longitude: -81.7 } });
    await user.click(await screen.findByRole('option', { name: 'Cleveland, OH' }));
    await waitFor(() =>
      expect(staffApi.fetchCandidates).toHaveBeenLastCalledWith(5, { area: { type: 'city', name: 'Cleveland', state: 'OH' }, radiusMiles: 10 }, expect.anything()),
    );
    expect(api.searchLocations).toHaveBeenLastCalledWith('Clevel', expect.anything());
    expect(await screen.findByText('Distances from Cleveland, OH')).toBeInTheDocument();

    api.searchLocations.mockResolvedValue({ data: [] });
    await user.clear(input);
    await user.type(input, 'Nowhere');
    expect(await screen.findByText('No places found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    expect(screen.getByText('Enter a 5-digit ZIP code, or a city and its state (Columbus, OH).')).toBeInTheDocument();

    staffApi.fetchCandidates.mockRejectedValueOnce(new ApiFailure(400, 'InvalidInput', 'There is no such ZIP code.', { 'area.zip': 'No such ZIP code.' }));
    await user.clear(input);
    await user.type(input, '99999');
    await user.click(screen.getByRole('button', { name: 'Use this place' }));
    expect(await screen.findByText('There is no such ZIP code.')).toBeInTheDocument();
    expect(staffApi.fetchCandidates).toHaveBeenLastCalledWith(5, { area: { type: 'zip', zip: '99999' }, radiusMiles: 10 }, expect.anything());
    // The list on show stays.
    expect(box('Willow Creek Manor')).toBeChecked();
  });

  it('shows a confirmed list read-only until a new version is offered', async () => {
    const user = userEvent.setup();
    staffApi.fetchCandidates.mockResolvedValue(CONFIRMED);
    renderConsole(PATH, { signedIn: true });
    expect(await screen.findByText('The family confirmed this list Nov 24, 2026, 3:41 PM EST. It can no longer change.')).toBeInTheDocument();
    expect(box('Willow Creek Manor')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save List' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer a new version' }));
    expect(box('Willow Creek Manor')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save List' })).toBeEnabled();
  });

  it('is reached from the patient page: Change list for a service with a list, Build list for one without', async () => {
    const user = userEvent.setup();
    staffApi.fetchPatientRecord.mockResolvedValue(
      patientRecord([service(4, 'home_healthcare', [{ id: 9, complete: false, completedAt: null, options: [], removed: [] }]), service(5, 'skilled_nursing', [])]),
    );
    staffApi.fetchPatientActivity.mockResolvedValue([]);
    const app = renderConsole('/hospital/patients/7', { signedIn: true });
    const home = await screen.findByRole('article', { name: 'Home Healthcare' });
    expect(within(home).getByRole('link', { name: 'Change list' })).toHaveAttribute('href', '/hospital/patients/7/services/4/list');
    await user.click(within(screen.getByRole('article', { name: 'Skilled Nursing' })).getByRole('link', { name: 'Build list' }));
    await waitFor(() => expect(app.location()).toBe(PATH));
    expect(await screen.findByRole('heading', { level: 2, name: 'Skilled Nursing options' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '← Back to the patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/7'));
  });

  it('words the planner’s saves in the patient’s activity', async () => {
    const planner = { name: 'Dana Okafor', group: 'planner' as const, relationship: null };
    const list = (id: number, complete: boolean) => ({ id, complete, completedAt: null, options: [], removed: [] });
    staffApi.fetchPatientRecord.mockResolvedValue(patientRecord([service(5, 'skilled_nursing', [list(11, true), list(12, false)])]));
    const saved = (action: string, subject: string, minute: number) => ({ id: String(minute + 1), at: hospitalTime(2026, 10, 24, 9, minute), action, userId: 2, actor: planner, email: null, subject, ip: null });
    staffApi.fetchPatientActivity.mockResolvedValue([saved('optionList.built', '11', 0), saved('optionList.changed', '11', 5), saved('optionList.reoffered', '12', 10)]);
    renderConsole('/hospital/patients/7', { signedIn: true });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(within(activity).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Planner Dana Okafor offered a new Skilled Nursing list of options, Nov 24, 2026, 9:10 AM EST',
      'Planner Dana Okafor changed the Skilled Nursing list of options, Nov 24, 2026, 9:05 AM EST',
      'Planner Dana Okafor built the Skilled Nursing list of options, Nov 24, 2026, 9:00 AM EST',
    ]);
  });

  it('says when the hospital has no such service', async () => {
    staffApi.fetchCandidates.mockRejectedValue(new ApiFailure(404, 'NotFound', 'No such service.'));
    renderConsole('/hospital/patients/7/services/99/list', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('This service is not on your hospital’s list.');
  });
});
