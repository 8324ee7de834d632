import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/client';
import * as kioskRequests from '../../../src/api/kioskRequests';
import * as requests from '../../../src/api/requests';
import * as staffRequests from '../../../src/api/staffRequests';
import type { PlannerPatient } from '../../../src/contract/planner';
import { loadGuidedPatient, saveGuidedPatient, STAFF_STORAGE_KEY } from '../../../src/machines/hospital/staffStorage';
import { loadPersistedSession, savePersistedSession } from '../../../src/machines/session/sessionStorage';
import { axeViolations } from '../../support/axe';
import { PLANNER, renderConsole } from '../../renderConsole';

vi.mock('../../../src/api/requests');
vi.mock('../../../src/api/staffRequests');
vi.mock('../../../src/api/kioskRequests');
const api = vi.mocked(requests);
const staffApi = vi.mocked(staffRequests);
const kioskApi = vi.mocked(kioskRequests);

/**
 * Guided sessions in the console: 'Guided session' on a patient's page hands the tablet to the
 * family (asked first; the family's side keeps the guided session, the console forgets its own without a logout, the
 * family dashboard loads), and while it runs every console address is locked behind a staff password.
 */
const PATIENT: PlannerPatient = {
  id: 7,
  initial: 'M',
  firstName: 'Maria',
  lastName: 'Rivera',
  mrn: 'RH-20417',
  homeZip: null,
  expectedDischargeDate: null,
  dateOfBirth: '1948-03-14',
  claimed: false,
  claimedAt: null,
  claimedBy: null,
  familyLanguage: 'en',
  invites: [],
  services: [],
};
const GUIDED_USER = { ...PLANNER, group: { type: 'patientChoice' as const }, guided: true as const };
const QUESTION =
  'This tablet will show Maria Rivera’s choices as the family sees them, for the family member with you to compare, rank and confirm. Your console is locked until a staff member of the hospital enters their e-mail and password.';

beforeEach(() => {
  localStorage.clear();
  api.logout.mockResolvedValue({ success: true });
  staffApi.fetchPatientRecord.mockResolvedValue(PATIENT);
  staffApi.fetchPatientActivity.mockResolvedValue([]);
  staffApi.searchWorklist.mockResolvedValue({ patients: [], total: 0, page: 1, pageSize: 25 });
});
afterEach(() => vi.restoreAllMocks());

async function askForGuidedSession() {
  const person = userEvent.setup();
  const app = renderConsole('/hospital/patients/7', { signedIn: true });
  await person.click(await screen.findByRole('button', { name: 'Guided session' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start a guided session?' });
  return { person, app, dialog };
}

describe("'Guided session' on a patient's page", () => {
  it('asks first, with Cancel focused; Cancel leaves the session as it was', async () => {
    const { person, app, dialog } = await askForGuidedSession();
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(await axeViolations()).toEqual([]);
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(staffApi.startGuidedSession).not.toHaveBeenCalled();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).not.toBeNull();
    expect(app.left()).toEqual([]);
  });

  it("keeps the guided session as the family's, forgets the console's without a logout, and loads the family dashboard", async () => {
    localStorage.setItem('carechoice:choice', JSON.stringify({ optionListId: 3, shortlist: [1], rankings: [] }));
    staffApi.startGuidedSession.mockResolvedValue({ expiresAt: 1_900_000_000, user: GUIDED_USER });
    const { person, app, dialog } = await askForGuidedSession();
    await person.click(within(dialog).getByRole('button', { name: 'Start guided session' }));
    await waitFor(() => expect(app.left()).toEqual(['/']));
    expect(staffApi.startGuidedSession).toHaveBeenCalledWith(7, expect.anything());
    expect(loadPersistedSession()).toEqual({ user: GUIDED_USER, tokenExpiresAt: 1_900_000_000 });
    // Nothing of an earlier family's stays on the tablet.
    expect(localStorage.getItem('carechoice:choice')).toBeNull();
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).toBeNull();
    // The staff member will come back to this patient's page.
    expect(loadGuidedPatient()).toBe(7);
    // The server turned the staff session into the guided one: a logout now would end the family's.
    expect(api.logout).not.toHaveBeenCalled();
  });

  it("opens the family's screens in the patient's language", async () => {
    localStorage.setItem('carechoice-language', '"en"');
    staffApi.startGuidedSession.mockResolvedValue({ expiresAt: 1_900_000_000, user: GUIDED_USER, language: 'es' });
    const { person, app, dialog } = await askForGuidedSession();
    await person.click(within(dialog).getByRole('button', { name: 'Start guided session' }));
    await waitFor(() => expect(app.left()).toEqual(['/']));
    expect(localStorage.getItem('carechoice-language')).toBe('"es"');
  });

  it('says why when it could not start, and keeps the console', async () => {
    staffApi.startGuidedSession.mockRejectedValue(new ApiFailure(0, 'Network', 'offline'));
    const { person, app, dialog } = await askForGuidedSession();
    await person.click(within(dialog).getByRole('button', { name: 'Start guided session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'CareChoice could not be reached, so the guided session did not start. Check the connection and try again.',
    );
    expect(localStorage.getItem(STAFF_STORAGE_KEY)).not.toBeNull();
    expect(loadPersistedSession()).toBeNull();
    expect(app.left()).toEqual([]);
  });
});

describe('the console during a guided session', () => {
  beforeEach(() => savePersistedSession({ user: GUIDED_USER, tokenExpiresAt: Math.floor(Date.now() / 1000) + 600 }));

  it.each(['/hospital', '/hospital/login', '/hospital/patients/7'])('is locked at %s, with the way back to the family', async (path) => {
    renderConsole(path);
    expect(await screen.findByRole('heading', { level: 2, name: 'A guided session is in progress' })).toBeInTheDocument();
    expect(document.title).toBe('Guided Session | CareChoice');
    expect(screen.getByRole('link', { name: 'Back to the family’s screens' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { level: 1, name: 'Patients' })).toBeNull();
    expect(staffApi.fetchPatientRecord).not.toHaveBeenCalled();
    expect(await axeViolations()).toEqual([]);
  });

  it("opens with a staff password: the family's side is forgotten and the console loads at the patient's page", async () => {
    saveGuidedPatient(7);
    const person = userEvent.setup();
    kioskApi.endGuidedSession.mockRejectedValueOnce(new ApiFailure(403, 'Forbidden', 'no')).mockResolvedValueOnce({ expiresAt: 1_900_000_000 });
    api.fetchMe.mockResolvedValue(PLANNER);
    const app = renderConsole('/hospital');
    await person.type(await screen.findByLabelText(/Staff e-mail/), 'pat@riverside.example');
    await person.type(screen.getByLabelText(/Password/), 'planner-secret');
    await person.click(screen.getByRole('button', { name: 'End session and return' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Only a staff member of the patient's hospital can end this guided session.");
    await person.type(screen.getByLabelText(/Password/), 'planner-secret');
    await person.click(screen.getByRole('button', { name: 'End session and return' }));
    await waitFor(() => expect(app.left()).toEqual(['/hospital/patients/7']));
    expect(loadGuidedPatient()).toBeNull();
    expect(loadPersistedSession()).toBeNull();
    expect(JSON.parse(localStorage.getItem(STAFF_STORAGE_KEY)!)).toEqual({ user: PLANNER, tokenExpiresAt: 1_900_000_000 });
  });
});
