import { fromPromise } from 'xstate';
import { askDashboardListsEarly, fetchHospital, fetchOptionLists, fetchPatient, fetchServices, forgetDashboardListsEarly } from '../../api/requests';
import type { Hospital, OptionList, Patient, Service } from '../../contract/choice';

export interface DashboardData {
  services: Service[];
  optionLists: OptionList[];
  hospital: Hospital;
}

/**
 * The claimed patient, looked up with the dashboard's lists, services and hospital asked for at the same time: the
 * load that follows a patient found takes those answers (src/api/earlyAnswers.ts) instead of asking only then, a
 * round trip sooner on every login. A patient not found, a look-up that failed and one left unfinished forget them:
 * the family claims its patient first, and what comes after is asked for anew.
 */
export const fetchPatientActor = fromPromise<Patient>(async ({ signal }) => {
  askDashboardListsEarly();
  try {
    return await fetchPatient(signal);
  } catch (error) {
    forgetDashboardListsEarly();
    throw error;
  }
});

/** Option lists, services and hospital together: the dashboard shows nothing until it has all three. */
export const fetchDashboardActor = fromPromise<DashboardData>(async ({ signal }) => {
  const [optionLists, services, hospital] = await Promise.all([fetchOptionLists(signal), fetchServices(signal), fetchHospital(signal)]);
  return { optionLists, services, hospital };
});
