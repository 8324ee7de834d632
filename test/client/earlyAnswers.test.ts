import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { EARLY_ANSWER_KEPT_MS, forgetEarlyAnswers } from '../../src/api/earlyAnswers';
import { setUnauthorizedListener } from '../../src/api/client';
import { fetchHospital, fetchOptionList, fetchPatient, rankOptionList } from '../../src/api/requests';
import { askPageDataEarly } from '../../src/askPageDataEarly';
import { fetchDashboardActor, fetchPatientActor } from '../../src/machines/dashboard/dashboardActors';
import { clearPersistedState, savePersistedSession } from '../../src/machines/session/sessionStorage';
import type { Hospital, Patient } from '../../src/contract/choice';
import { FAMILY_USER } from '../render';

/** A page's data asked for while the app loads, over a stand-in fetch: who takes it, once, and what is asked again. */
const fetchSpy = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const asked = () => fetchSpy.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname.replace('/internal/app', ''));
const HOSPITAL: Hospital = {
  id: 1,
  name: 'Riverside General Hospital',
  city: 'Columbus',
  state: 'OH',
  latitude: 39.96,
  longitude: -82.99,
  preferredLanguage: null,
  preferredByPhrase: 'Riverside Recommended',
  affiliatedLanguage: null,
  taglines: [],
};
const NOW_MS = Date.UTC(2026, 11, 3, 12);

const PATIENT: Patient = { id: 7, initial: 'N', lastName: 'Nguyễn', dateOfBirth: '1950-01-01', claimed: true };
const dashboard = { name: 'DASHBOARD' as const, params: {} };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  savePersistedSession({ tokenExpiresAt: NOW_MS / 1000 + 3600, user: FAMILY_USER });
});
afterEach(() => {
  clearPersistedState();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchSpy.mockReset();
  setUnauthorizedListener(() => {});
});

describe("a page's data asked for as the app loads", () => {
  it("is asked for at the dashboard's address, and its machine's calls take the answers instead of asking again", async () => {
    fetchSpy.mockImplementation(async (input) => (String(input).includes('/patient') ? json(200, PATIENT) : json(200, HOSPITAL)));
    askPageDataEarly(dashboard, NOW_MS);
    await vi.waitFor(() => expect(asked().sort()).toEqual(['/choice/v1/hospital', '/choice/v1/option-lists', '/choice/v1/patient', '/choice/v1/services']));
    await expect(fetchPatient()).resolves.toMatchObject({ lastName: 'Nguyễn' });
    await expect(fetchHospital()).resolves.toMatchObject({ name: 'Riverside General Hospital' });
    expect(fetchSpy).toHaveBeenCalledTimes(4);
    // Taken once: the next call is a new request.
    await fetchHospital();
    expect(fetchSpy).toHaveBeenCalledTimes(5);
  });

  it("is asked for at an option list's steps, with that list's id", async () => {
    fetchSpy.mockImplementation(async () => json(200, {}));
    askPageDataEarly({ name: 'CHOICE_OPTION_LIST_MAP', params: { id: '42' } }, NOW_MS);
    await vi.waitFor(() => expect(asked().sort()).toEqual(['/choice/v1/hospital', '/choice/v1/option-lists/42', '/choice/v1/patient']));
  });

  it('is not asked for without a session kept in this browser, with one that has expired, or for another page', async () => {
    askPageDataEarly({ name: 'LOGIN', params: {} }, NOW_MS);
    askPageDataEarly({ name: 'CHOICE_OPTION_LIST', params: { id: 'abc' } }, NOW_MS);
    askPageDataEarly(null, NOW_MS);
    askPageDataEarly(dashboard, NOW_MS + 3600 * 1000);
    clearPersistedState();
    askPageDataEarly(dashboard, NOW_MS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('that failed is asked for again by the call, whose 401 ends the session as any other would', async () => {
    const unauthorized = vi.fn();
    fetchSpy.mockImplementation(async () => json(401, { code: 'Unauthorized', message: 'Please log in to continue.' }));
    askPageDataEarly({ name: 'CHOICE_OPTION_LIST', params: { id: '42' } }, NOW_MS);
    setUnauthorizedListener(unauthorized);
    await expect(fetchOptionList(42)).rejects.toMatchObject({ status: 401 });
    expect(asked().filter((path) => path === '/choice/v1/option-lists/42')).toHaveLength(2);
    expect(unauthorized).toHaveBeenCalled();
  });

  it('is not taken by a call that changes something, nor once the session ended, nor after it was kept too long', async () => {
    vi.useFakeTimers({ now: NOW_MS, toFake: ['Date'] });
    fetchSpy.mockImplementation(async () => json(200, { success: true }));
    askPageDataEarly({ name: 'CHOICE_OPTION_LIST', params: { id: '42' } }, NOW_MS);
    await rankOptionList(42, { rankings: [1], shortlist: [1], completedAt: NOW_MS / 1000 });
    expect(fetchSpy.mock.calls.at(-1)![1]?.method).toBe('POST');
    // The next person on this device asks for the hospital anew.
    forgetEarlyAnswers();
    fetchSpy.mockImplementation(async () => json(200, HOSPITAL));
    await fetchHospital();
    expect(asked().filter((path) => path === '/choice/v1/hospital')).toHaveLength(2);
    askPageDataEarly(dashboard, NOW_MS);
    vi.setSystemTime(NOW_MS + EARLY_ANSWER_KEPT_MS + 1);
    await fetchHospital();
    expect(asked().filter((path) => path === '/choice/v1/hospital')).toHaveLength(4);
  });
});

describe("the dashboard's patient look-up", () => {
  const answers = (patientStatus: number) =>
    fetchSpy.mockImplementation(async (input) => {
      const path = String(input);
      if (path.includes('/patient')) return patientStatus === 200 ? json(200, PATIENT) : json(patientStatus, { code: 'PatientNotClaimed', message: 'No patient' });
      if (path.includes('/hospital')) return json(200, HOSPITAL);
      return json(200, []);
    });
  const run = (logic: AnyActorLogic) => toPromise(createActor(logic).start());

  it('asks for the lists, services and hospital with the patient, and the load that follows takes them', async () => {
    answers(200);
    await expect(run(fetchPatientActor)).resolves.toMatchObject({ lastName: 'Nguyễn' });
    expect(asked().sort()).toEqual(['/choice/v1/hospital', '/choice/v1/option-lists', '/choice/v1/patient', '/choice/v1/services']);
    await expect(run(fetchDashboardActor)).resolves.toMatchObject({ hospital: { name: 'Riverside General Hospital' }, services: [] });
    expect(fetchSpy).toHaveBeenCalledTimes(4);
  });

  it('forgets them when no patient is claimed: the load after the claim asks anew', async () => {
    answers(404);
    await expect(run(fetchPatientActor)).rejects.toMatchObject({ status: 404 });
    await run(fetchDashboardActor);
    expect(asked().filter((path) => path === '/choice/v1/services')).toHaveLength(2);
  });
});
