import { fromPromise } from 'xstate';
import { fetchHospital, fetchOptionLists, fetchPatient, fetchServices } from '../../api/requests';
import type { Hospital, OptionList, Patient, Service } from '../../contract/choice';

export interface DashboardData {
  services: Service[];
  optionLists: OptionList[];
  hospital: Hospital;
}

export const fetchPatientActor = fromPromise<Patient>(({ signal }) => fetchPatient(signal));

/** Option lists, services and hospital together: the dashboard shows nothing until it has all three. */
export const fetchDashboardActor = fromPromise<DashboardData>(async ({ signal }) => {
  const [optionLists, services, hospital] = await Promise.all([fetchOptionLists(signal), fetchServices(signal), fetchHospital(signal)]);
  return { optionLists, services, hospital };
});
