import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/api/client';
import * as requests from '../../src/api/requests';
import type { Service } from '../../src/contract/choice';
import { renderApp } from '../render';
import { TEST_HOSPITAL } from '../support/apiMocks';

vi.mock('../../src/api/requests');
const api = vi.mocked(requests);

const option = (optionListId: number, providerId: number, rank: number | null = null) => ({ optionListId, providerId, rank, shortlisted: rank !== null });
const SERVICES: Service[] = [
  { id: 1, levelOfCare: 'skilled_nursing', complete: true, optionLists: [10], latestOptionList: { id: 10, options: [option(10, 1, 1), option(10, 2)] } },
  { id: 2, levelOfCare: 'home_healthcare', complete: false, optionLists: [20], latestOptionList: { id: 20, options: [option(20, 3), option(20, 4), option(20, 5)] } },
  { id: 3, levelOfCare: 'acute_inpatient_rehab', complete: false, optionLists: [30], latestOptionList: { id: 30, options: [option(30, 6)] } },
];

beforeEach(() => {
  api.fetchPatient.mockResolvedValue({ id: 1, initial: 'M', lastName: 'Rivera', dateOfBirth: '1948-03-14', claimed: true });
  api.fetchServices.mockResolvedValue(SERVICES);
  api.fetchOptionLists.mockResolvedValue([]);
  api.fetchHospital.mockResolvedValue(TEST_HOSPITAL);
  api.fetchCurrentInvite.mockResolvedValue({ email: 'a@b.co', cellPhone: '6145550123', customAcknowledgementText: null });
  api.logout.mockResolvedValue({ success: true });
});

describe('DASHBOARD', () => {
  it('lists the services still to choose first, with their options, then the completed ones', async () => {
    renderApp('/', { signedIn: true });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Home Healthcare', 'Inpatient Rehab', 'Skilled Nursing']);
    expect(within(cards[0]!).getByText('3 Options')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('1 Option')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('link', { name: 'View Options' })).toHaveAttribute('href', '/choice/option-list/20');
    expect(within(cards[2]!).getByText('Completed')).toBeInTheDocument();
    expect(within(cards[2]!).getByRole('link', { name: 'Review Choices' })).toHaveAttribute('href', '/choice/review/1');
    expect(document.title).toBe('Patient Services | CareChoice');
  });

  it('shows a service without a list yet with its View Options disabled: a button, not a link', async () => {
    api.fetchServices.mockResolvedValue([...SERVICES, { id: 4, levelOfCare: 'home_hospice', complete: false, optionLists: [], latestOptionList: null }]);
    renderApp('/', { signedIn: true });
    const card = await screen.findByRole('article', { name: 'Home Hospice' });
    expect(within(card).queryByRole('link', { name: 'View Options' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'View Options' })).toBeDisabled();
  });

  it('names the patient and the hospital whose choices these are', async () => {
    renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: `Choices for M. Rivera from ${TEST_HOSPITAL.name}` })).toBeInTheDocument();
  });

  it('fetches once per login: coming back uses what it has', async () => {
    const user = userEvent.setup();
    renderApp('/', { signedIn: true });
    await screen.findAllByRole('article');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' }));
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Patient Services' }));
    await screen.findAllByRole('article');
    expect(api.fetchServices).toHaveBeenCalledTimes(1);
    expect(api.fetchHospital).toHaveBeenCalledTimes(1);
    expect(api.fetchPatient).toHaveBeenCalledTimes(1);
  });

  it('sends a family whose patient is not claimed to CHOICE_VERIFY', async () => {
    api.fetchPatient.mockRejectedValue(new ApiFailure(404, 'PatientNotClaimed', 'No patient'));
    const app = renderApp('/', { signedIn: true });
    await waitFor(() => expect(app.location()).toBe('/choice/verify'));
    expect(api.fetchServices).not.toHaveBeenCalled();
  });

  it('offers to try again when loading fails', async () => {
    const user = userEvent.setup();
    api.fetchServices.mockRejectedValueOnce(new ApiFailure(500, 'Error', 'down'));
    renderApp('/', { signedIn: true });
    expect(await screen.findByText('We could not load your patient services.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('fetches again after logging out and in', async () => {
    const user = userEvent.setup();
    renderApp('/', { signedIn: true });
    await screen.findAllByRole('article');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Welcome, please login' });
    expect(api.fetchServices).toHaveBeenCalledTimes(1);
  });
});
