import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { PlannerPatient } from '../../../src/contract/planner';
import { levelOfCareChoices } from '../../../src/views/hospital/levelOfCareChoices';
import { isoDay } from '../../../src/views/hospital/newPatientValues';
import { renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
const staffApi = vi.mocked(staffRequests);
vi.mocked(requests);

/** The New Patient form at /hospital/patients/new. */
const inDays = (days: number) => isoDay(new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() + days));

const SAVED: PlannerPatient = {
  id: 42,
  initial: 'R',
  firstName: 'Rosa',
  lastName: 'Delgado',
  dateOfBirth: '1939-07-21',
  mrn: 'MRN-1001',
  homeZip: '43215',
  expectedDischargeDate: inDays(2),
  claimed: false,
  claimedAt: null,
  claimedBy: null,
  familyLanguage: 'en',
  invites: [],
  services: [],
};

beforeEach(() => {
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
  staffApi.fetchPatientRecord.mockResolvedValue(SAVED);
  staffApi.fetchPatientActivity.mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** The services picker's text box (its label also names the list of options). */
const servicesBox = () => screen.getAllByLabelText(/^Services/).find((element) => element.tagName === 'INPUT')!;

async function chooseService(user: ReturnType<typeof userEvent.setup>, search: string, name: string) {
  await user.click(servicesBox());
  await user.type(servicesBox(), search);
  await user.click(await screen.findByRole('option', { name }));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, homeZip = '43215') {
  await user.type(field('First name or initial'), 'Rosa');
  await user.type(field('Last name'), 'Delgado');
  fireEvent.change(field('Date of birth'), { target: { value: '1939-07-21' } });
  await user.type(field('MRN'), 'MRN-1001');
  await user.type(field('Home ZIP code'), homeZip);
  fireEvent.change(field('Expected discharge date'), { target: { value: inDays(2) } });
  await chooseService(user, 'skilled', 'Skilled Nursing');
  await chooseService(user, 'home health', 'Home Healthcare');
}

describe('New Patient (/hospital/patients/new)', () => {
  it('is reached from the worklist, titled and headed New Patient', async () => {
    const user = userEvent.setup();
    const app = renderConsole('/hospital', { signedIn: true });
    await user.click(await screen.findByRole('link', { name: 'New Patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/new'));
    expect(await screen.findByRole('heading', { level: 2, name: 'New Patient' })).toBeInTheDocument();
    expect(document.title).toBe('New Patient | CareChoice');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(app.location()).toBe('/hospital'));
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/patients/new', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Save Patient' }));
    for (const message of [
      'First name or initial is required.',
      'Last name is required.',
      'Date of birth is required.',
      'Home ZIP code must be 5 digits.',
      'Expected discharge date is required.',
      'Choose at least one service.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(staffApi.createPatient).not.toHaveBeenCalled();
  });

  it('checks a first letter, an MRN, a discharge in the past and a birth in the future', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/patients/new', { signedIn: true });
    await user.type(await screen.findByLabelText(/^First name or initial/), '1osa');
    await user.type(field('MRN'), 'AB 12');
    fireEvent.change(field('Date of birth'), { target: { value: inDays(1) } });
    fireEvent.change(field('Expected discharge date'), { target: { value: inDays(-1) } });
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(screen.getByText('Must start with a letter.')).toBeInTheDocument();
    expect(screen.getByText('Use letters and digits (dashes and dots between), up to 20.')).toBeInTheDocument();
    expect(screen.getByText('Date of birth must be from 1890 to today.')).toBeInTheDocument();
    expect(screen.getByText('Expected discharge must be from today to a year from now.')).toBeInTheDocument();
  });

  it('saves the patient with their services, then opens their page', async () => {
    staffApi.createPatient.mockResolvedValue(SAVED);
    const user = userEvent.setup();
    const app = renderConsole('/hospital/patients/new', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'New Patient' });
    await fillIn(user);
    // The family's language, where the planner knows it (without it, the hospital's default).
    expect(field('Family’s language')).toHaveValue('');
    await user.selectOptions(field('Family’s language'), 'Español');
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/42'));
    expect(staffApi.createPatient).toHaveBeenCalledWith(
      {
        patient: {
          initial: 'R',
          firstName: 'Rosa',
          lastName: 'Delgado',
          dateOfBirth: '1939-07-21',
          mrn: 'MRN-1001',
          homeZip: '43215',
          expectedDischargeDate: inDays(2),
          preferredLanguage: 'es',
        },
        services: [{ levelOfCare: 'skilled_nursing' }, { levelOfCare: 'home_healthcare' }],
      },
      expect.anything(),
    );
    expect(await screen.findByText('Patient Saved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Delgado, Rosa' })).toBeInTheDocument();
    expect(screen.getByText(`Born 07/21/1939 · MRN MRN-1001 · Home ZIP 43215 · Expected discharge ${inDays(2).replace(/(\d+)-(\d+)-(\d+)/, '$2/$3/$1')}`)).toBeInTheDocument();
  });

  it('keeps everything typed when the server refuses the MRN, and says so on the field', async () => {
    staffApi.createPatient.mockRejectedValue(
      new ApiFailure(409, 'DuplicateMrn', 'Another patient of this hospital has this MRN.', { 'patient.mrn': 'Another patient of this hospital has this MRN.' }),
    );
    const user = userEvent.setup();
    const app = renderConsole('/hospital/patients/new', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'New Patient' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Another patient of this hospital has this MRN.')).toBeInTheDocument();
    expect(field('MRN')).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/hospital/patients/new');
    expect(field('First name or initial')).toHaveValue('Rosa');
    expect(field('Last name')).toHaveValue('Delgado');
    expect(field('Date of birth')).toHaveValue('1939-07-21');
    expect(field('Home ZIP code')).toHaveValue('43215');
    // The chosen services stay as pills (chosen ones leave the list of options).
    expect(screen.getByText('Skilled Nursing')).toBeInTheDocument();
    expect(screen.getByText('Home Healthcare')).toBeInTheDocument();
    // Correcting the number takes the message away, and the next save goes through.
    await user.type(field('MRN'), '-2');
    expect(screen.queryByText('Another patient of this hospital has this MRN.')).not.toBeInTheDocument();
    staffApi.createPatient.mockResolvedValue(SAVED);
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/42'));
    expect(staffApi.createPatient).toHaveBeenLastCalledWith(expect.objectContaining({ patient: expect.objectContaining({ mrn: 'MRN-1001-2' }) }), expect.anything());
  });

  it('says a failure the fields cannot show above the buttons, keeping what was typed', async () => {
    staffApi.createPatient.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const user = userEvent.setup();
    renderConsole('/hospital/patients/new', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'New Patient' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The patient could not be saved. Nothing you typed was lost: please try again.');
    expect(field('Last name')).toHaveValue('Delgado');
  });
});

describe('levelOfCareChoices', () => {
  it('lists the whole catalogue by name, no two alike', () => {
    const labels = levelOfCareChoices().map((choice) => choice.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    expect(labels).toEqual(expect.arrayContaining(['Skilled Nursing', 'Wound Care (Inpatient)', 'Wound Care (Outpatient)', 'Respite', 'Respite (Inpatient)']));
  });
});

/** Every way people write a ZIP code is newPatientValues' (test/unit/newPatientValues.test.ts): here, that the form sends it. */
describe('New Patient’s home ZIP code', () => {
  it.each(['43215-1234'])('takes %j as the ZIP code 43215, as people write it', async (typed) => {
    staffApi.createPatient.mockResolvedValue(SAVED);
    const user = userEvent.setup();
    const app = renderConsole('/hospital/patients/new', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'New Patient' });
    await fillIn(user, typed);
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    await waitFor(() => expect(app.location()).toBe('/hospital/patients/42'));
    expect(staffApi.createPatient.mock.calls[0]![0].patient.homeZip).toBe('43215');
  });

  it('still refuses what is no ZIP code', async () => {
    const user = userEvent.setup();
    renderConsole('/hospital/patients/new', { signedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'New Patient' });
    await fillIn(user, '4321-12345');
    await user.click(screen.getByRole('button', { name: 'Save Patient' }));
    expect(await screen.findByText('Home ZIP code must be 5 digits.')).toBeInTheDocument();
    expect(staffApi.createPatient).not.toHaveBeenCalled();
  });
});
