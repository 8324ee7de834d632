import { fromPromise } from 'xstate';
import { fetchHospital, fetchOptionList, fetchPatient, fetchProvider, fetchProviders, rankOptionList } from '../../api/requests';
import type { GuidedConfirmation, Hospital, OptionList, Patient, Provider } from '../../contract/choice';

/** Whose choices these are, as the Review screen names them (printed, it is the family's record). */
export type PatientName = Pick<Patient, 'initial' | 'lastName'>;

export interface LoadedList {
  list: OptionList;
  hospital: Hospital;
  patient: PatientName;
}

export interface LoadListInput {
  optionListId: number;
  hospital: Hospital | null;
  patient: PatientName | null;
}

/**
 * The list with its options and service, the hospital (the default location) and the patient, the last two unless
 * already known (from the dashboard, on the way in: only an address opened anew asks for them).
 */
export const loadListActor = fromPromise<LoadedList, LoadListInput>(async ({ input, signal }) => {
  const [list, hospital, patient] = await Promise.all([
    fetchOptionList(input.optionListId, signal),
    input.hospital ? Promise.resolve(input.hospital) : fetchHospital(signal),
    input.patient ? Promise.resolve(input.patient) : fetchPatient(signal),
  ]);
  return { list, hospital, patient: { initial: patient.initial, lastName: patient.lastName } };
});

/** Providers of the list's options. SPEC §7: a failed provider load is ignored (the list shows what it has). */
export const loadProvidersActor = fromPromise<Provider[], { ids: number[] }>(async ({ input, signal }) => {
  if (input.ids.length === 0) return [];
  try {
    return await fetchProviders(input.ids, signal);
  } catch {
    return [];
  }
});

/**
 * One provider of the list whose details the providers call did not bring (it failed, and SPEC §7 ignores that): the
 * provider route fetches it (SPEC §4). Unlike the list's call, a failure here is the provider step's error.
 */
export const loadProviderActor = fromPromise<Provider, { providerId: number }>(({ input, signal }) => fetchProvider(input.providerId, signal));

export interface SaveInput {
  optionListId: number;
  rankings: number[];
  shortlist: number[];
  completedAt: number;
  /** A guided session's family member present. */
  guided?: GuidedConfirmation;
}

export const saveChoicesActor = fromPromise<SaveInput, SaveInput>(async ({ input, signal }) => {
  const { rankings, shortlist, completedAt, guided } = input;
  await rankOptionList(input.optionListId, { rankings, shortlist, completedAt, ...(guided ? { guided } : {}) }, signal);
  return input;
});
