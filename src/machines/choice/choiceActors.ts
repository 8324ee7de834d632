import { fromPromise } from 'xstate';
import { fetchHospital, fetchOptionList, fetchProvider, fetchProviders, rankOptionList } from '../../api/requests';
import type { GuidedConfirmation, Hospital, OptionList, Provider } from '../../contract/choice';

export interface LoadedList {
  list: OptionList;
  hospital: Hospital;
}

/** The list with its options and service, and the hospital (the default location), unless already known. */
export const loadListActor = fromPromise<LoadedList, { optionListId: number; hospital: Hospital | null }>(async ({ input, signal }) => {
  const [list, hospital] = await Promise.all([
    fetchOptionList(input.optionListId, signal),
    input.hospital ? Promise.resolve(input.hospital) : fetchHospital(signal),
  ]);
  return { list, hospital };
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
  /** A guided session's family member present (issue 22, item 3). */
  guided?: GuidedConfirmation;
}

export const saveChoicesActor = fromPromise<SaveInput, SaveInput>(async ({ input, signal }) => {
  const { rankings, shortlist, completedAt, guided } = input;
  await rankOptionList(input.optionListId, { rankings, shortlist, completedAt, ...(guided ? { guided } : {}) }, signal);
  return input;
});
