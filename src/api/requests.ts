import { array, create, type Struct } from 'superstruct';
import { SessionExpiry, type LoginRequest } from '../contract/auth';
import {
  ALL_PROVIDER_EMBEDS,
  Hospital,
  Invite,
  LocationSearchResult,
  OptionList,
  OptionListList,
  Patient,
  Provider,
  ServiceList,
  type ClaimRequest,
  type RankRequest,
} from '../contract/choice';
import { Success } from '../contract/common';
import type { LanguageChange } from '../contract/language';
import { ProviderQuality } from '../contract/quality';
import { User, type ContactUpdate, type CreateUserRequest, type PasswordChange, type PasswordReset } from '../contract/user';
import { yieldToBrowser } from './yieldToBrowser';
import { api, toApiFailure } from './client';
import { askEarly, forgetEarly, takeEarly } from './earlyAnswers';

/**
 * One function per API call of SPEC §7. Every answer is checked against its contract struct, and every failure
 * arrives as an ApiFailure. Each takes the abort signal of the machine state that asked, so leaving the state
 * cancels the call.
 */
export async function call<T, S>(struct: Struct<T, S>, path: string, options: CallOptions = {}): Promise<T> {
  const answer = await answerOf(path, options);
  // Reading an answer and acting on it (checking it, the machine's next state, the screen drawn for it) are two tasks
  // with the browser's turn between them, not one long one (a page's first calls, on a phone).
  await yieldToBrowser();
  return create(answer, struct);
}

export type CallOptions = Parameters<typeof api>[1];

async function answerOf(path: string, options: CallOptions): Promise<unknown> {
  try {
    return await (takeEarly(path, options) ?? api(path, options));
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** How long a list is checked before the browser gets its turn (a long task is 50 ms; phones run ~4× slower). */
const CHECK_SLICE_MS = 8;

/**
 * A list answer checked an item at a time, giving the browser its turn every few milliseconds: checking a long
 * provider list in one go held a phone's main thread for one long task as the list opened (TBT).
 */
async function callList<T, S>(item: Struct<T, S>, path: string, options: CallOptions = {}): Promise<T[]> {
  const answer = await answerOf(path, options);
  await yieldToBrowser();
  if (!Array.isArray(answer)) return create(answer, array(item));
  const checked: T[] = [];
  let sliceStarted = performance.now();
  for (const entry of answer) {
    checked.push(create(entry, item));
    if (performance.now() - sliceStarted > CHECK_SLICE_MS) {
      await yieldToBrowser();
      sliceStarted = performance.now();
    }
  }
  return checked;
}

type Signal = AbortSignal | undefined;

export const login = (body: LoginRequest, signal?: Signal) => call(SessionExpiry, '/auth/v1/login', { method: 'POST', body, signal });
export const refreshSession = (signal?: Signal) => call(SessionExpiry, '/auth/v1/refresh', { method: 'POST', signal });
export const logout = (signal?: Signal) => call(Success, '/auth/v1/logout', { method: 'POST', signal });

export const fetchMe = (signal?: Signal) => call(User, '/user/v1/me', { signal });
export const updateMe = (body: ContactUpdate, signal?: Signal) => call(User, '/user/v1/me', { method: 'PUT', body, signal });
export const saveLanguage = (body: LanguageChange, signal?: Signal) => call(User, '/user/v1/language', { method: 'PUT', body, signal });
export const changePassword = (body: PasswordChange, signal?: Signal) =>
  call(Success, '/user/v1/password', { method: 'PUT', body, signal });
export const requestPasswordReset = (email: string, signal?: Signal) =>
  call(Success, '/user/v1/password/reset-request', { method: 'POST', body: { email }, signal });
export const resetPassword = (body: PasswordReset, signal?: Signal) =>
  call(Success, '/user/v1/password/reset', { method: 'POST', body, signal });

export const fetchInvite = (inviteCode: string, signal?: Signal) =>
  call(Invite, `/choice/v1/invites/${encodeURIComponent(inviteCode)}`, { signal });
export const fetchCurrentInvite = (signal?: Signal) => call(Invite, '/choice/v1/invite', { signal });
export const createUser = (body: CreateUserRequest, signal?: Signal) => call(User, '/choice/v1/users', { method: 'POST', body, signal });
export const claimPatient = (body: ClaimRequest, signal?: Signal) => call(Patient, '/choice/v1/claim', { method: 'POST', body, signal });

const OPTION_LISTS_QUERY = { embed: 'options' };
const OPTION_LIST_QUERY = { embed: 'options,service' };
export const fetchPatient = (signal?: Signal) => call(Patient, '/choice/v1/patient', { signal });
export const fetchServices = (signal?: Signal) => call(ServiceList, '/choice/v1/services', { signal });
export const fetchHospital = (signal?: Signal) => call(Hospital, '/choice/v1/hospital', { signal });
export const fetchOptionLists = (signal?: Signal) => call(OptionListList, '/choice/v1/option-lists', { query: OPTION_LISTS_QUERY, signal });
export const fetchOptionList = (id: number, signal?: Signal) =>
  call(OptionList, `/choice/v1/option-lists/${id}`, { query: OPTION_LIST_QUERY, signal });

/** What the dashboard asks for first (its machine: the patient, then lists, services and hospital), asked early. */
export function askDashboardEarly(): void {
  askEarly('/choice/v1/patient');
  askDashboardListsEarly();
}

/** The dashboard's lists, services and hospital (fetchOptionLists, fetchServices, fetchHospital), asked early. */
export function askDashboardListsEarly(): void {
  askEarly('/choice/v1/option-lists', OPTION_LISTS_QUERY);
  askEarly('/choice/v1/services');
  askEarly('/choice/v1/hospital');
}

/** Forgets the dashboard's lists, services and hospital asked for early, when the dashboard will not load them. */
export function forgetDashboardListsEarly(): void {
  forgetEarly('/choice/v1/option-lists', OPTION_LISTS_QUERY);
  forgetEarly('/choice/v1/services');
  forgetEarly('/choice/v1/hospital');
}

/** What an option list's screens ask for first (the choice machine: the list, the hospital and the patient), asked early. */
export function askOptionListEarly(id: number): void {
  askEarly(`/choice/v1/option-lists/${id}`, OPTION_LIST_QUERY);
  askEarly('/choice/v1/hospital');
  askEarly('/choice/v1/patient');
}
export const rankOptionList = (id: number, body: RankRequest, signal?: Signal) =>
  call(Success, `/choice/v1/option-lists/${id}/rank`, { method: 'POST', body, signal });
export const fetchProviders = (ids: number[], signal?: Signal) =>
  callList(Provider, '/choice/v1/providers', { query: { embed: ALL_PROVIDER_EMBEDS, id__in: ids.join(',') }, signal });
/** Medicare's quality data of these providers: those without any are left out of the answer. */
export const fetchProviderQuality = (ids: number[], signal?: Signal) =>
  callList(ProviderQuality, '/choice/v1/provider-quality', { query: { id__in: ids.join(',') }, signal });
export const fetchProvider = (id: number, signal?: Signal) =>
  call(Provider, `/choice/v1/providers/${id}`, { query: { embed: ALL_PROVIDER_EMBEDS }, signal });

/** SPEC §5: no call for an empty query; spaces travel as plus signs. */
export async function searchLocations(query: string, signal?: Signal) {
  if (query.trim() === '') return { data: [] };
  return call(LocationSearchResult, '/choice/v1/locations/search', {
    query: { query: query.trim().replace(/\s+/g, '+'), limit: 10, page: 1 },
    signal,
  });
}
