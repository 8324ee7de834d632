import { array } from 'superstruct';
import {
  Catalogue,
  CatalogueProvider,
  HospitalSettings,
  type CatalogueRequest,
  type HospitalSettingsUpdate,
  type ProviderDisclosureUpdate,
  type ProviderLabels,
} from '../contract/catalogue';
import { ChoiceRecord } from '../contract/choiceRecord';
import { Success } from '../contract/common';
import { AuditEvent, CreatedInvite, PatientLanguageUpdate, PlannerPatient, Worklist, type CreateInviteRequest, type CreatePatientRequest, type WorklistRequest } from '../contract/planner';
import {
  CandidateDetailsList,
  ListContext,
  SavedOptionListAnswer,
  type Candidates,
  type CandidatesRequest,
  type SavedOptionList,
  type SaveOptionListRequest,
} from '../contract/plannerLists';
import { rankCandidates } from '../domain/rankCandidates';
import { SessionExpiry } from '../contract/auth';
import { GuidedSession } from '../contract/guided';
import type { Language } from '../contract/language';
import { StaffDirectory, StaffInviteDetails, type StaffInviteRequest, type StaffJoinRequest } from '../contract/staff';
import { config } from '../config';
import { call } from './requests';

/**
 * The hospital console's calls: the planner API. A module of its own, so that it loads with the console's
 * chunk and never with the family's first load. Logging in, refreshing and logging out are the family's calls
 * (`requests.ts`): one server session, whoever holds it.
 */
type Signal = AbortSignal | undefined;

/** One page of the worklist; a POST so that the search (a patient's name) never goes in a URL. */
export const searchWorklist = (body: WorklistRequest, signal?: Signal) =>
  call(Worklist, '/planner/v1/patients/search', { method: 'POST', body, signal });

/** A patient of the staff member's hospital: services, lists, the family's choices and invites. */
export const fetchPatientRecord = (patientId: number, signal?: Signal) => call(PlannerPatient, `/planner/v1/patients/${patientId}`, { signal });

/** A page of the patient's audit trail, oldest first, each entry with who acted: the latest, or those before an entry. */
export const fetchPatientActivity = (patientId: number, { signal, before }: { signal?: Signal; before?: string } = {}) =>
  call(array(AuditEvent), `/planner/v1/patients/${patientId}/audit${before ? `?before=${before}` : ''}`, { signal });

/** The patient's choice record: every version of every service's list, as the PDF shows it. */
/** Turns the staff member's session into a guided session for the patient: its expiry and user. */
export const startGuidedSession = (patientId: number, signal?: Signal) =>
  call(GuidedSession, `/planner/v1/patients/${patientId}/guided-session`, { method: 'POST', body: {}, signal });

export const fetchChoiceRecord = (patientId: number, signal?: Signal) => call(ChoiceRecord, `/planner/v1/patients/${patientId}/choice-record`, { signal });

/**
 * The same record as the PDF for the chart, which the browser opens itself (a link, not a call): the client's base
 * (client.ts), written out so that the family's first load, which holds the client, is not changed.
 */
/**
 * The record's PDF: shown in the browser's viewer, or with `download` saved as choice-record-<id>-<day>.pdf; the
 * chart's copy (English), or with `language` the family's copy in it.
 */
export function choiceRecordPdfUrl(patientId: number, { download = false, language }: { download?: boolean; language?: Language } = {}): string {
  const query = new URLSearchParams({ ...(download ? { download: '1' } : {}), ...(language ? { lang: language } : {}) }).toString();
  return `${config.apiHost}/internal/app/planner/v1/patients/${patientId}/choice-record.pdf${query ? `?${query}` : ''}`;
}

/** A new patient with their services (New Patient); answers the patient as the patient page shows them. */
export const createPatient = (body: CreatePatientRequest, signal?: Signal) => call(PlannerPatient, '/planner/v1/patients', { method: 'POST', body, signal });

/** The family's language for a patient (a guided session opens in it), or null for the hospital's. */
export const setPatientLanguage = ({ patientId, preferredLanguage }: { patientId: number } & PatientLanguageUpdate, signal?: Signal) =>
  call(PatientLanguageUpdate, `/planner/v1/patients/${patientId}/language`, { method: 'PUT', body: { preferredLanguage }, signal });

/** Invites the family: the answer holds the link, the only time it exists outside the e-mail. */
export const createInvite = (body: CreateInviteRequest, signal?: Signal) =>
  call(CreatedInvite, '/planner/v1/invites', { method: 'POST', body, signal });

/** A fresh code for an invite, e-mailed again: the old link stops working; the answer holds the new one. */
export const resendInvite = (inviteId: number, signal?: Signal) =>
  call(CreatedInvite, `/planner/v1/invites/${inviteId}/resend`, { method: 'POST', body: {}, signal });

/** Ends an invite's link for good. */
export const revokeInvite = (inviteId: number, signal?: Signal) =>
  call(Success, `/planner/v1/invites/${inviteId}/revoke`, { method: 'POST', body: {}, signal });

/** One page of the hospital's catalogue, by level of care and name. */
export const searchCatalogue = (body: CatalogueRequest, signal?: Signal) =>
  call(Catalogue, '/planner/v1/catalogue/search', { method: 'POST', body, signal });

/** The hospital's own labels on a provider (admins only); answers the provider as the catalogue shows it. */
export const setProviderLabels = ({ providerId, labels }: { providerId: number; labels: ProviderLabels }, signal?: Signal) =>
  call(CatalogueProvider, `/planner/v1/catalogue/providers/${providerId}/labels`, { method: 'PUT', body: labels, signal });

/** The hospital's financial-interest disclosure on a provider (admins only; null clears it); answers the provider. */
export const setProviderDisclosure = ({ providerId, text }: { providerId: number } & ProviderDisclosureUpdate, signal?: Signal) =>
  call(CatalogueProvider, `/planner/v1/catalogue/providers/${providerId}/disclosure`, { method: 'PUT', body: { text }, signal });

/** What the hospital words its own way ('preferred'). */
export const fetchHospitalSettings = (signal?: Signal) => call(HospitalSettings, '/planner/v1/hospital', { signal });

export const updateHospitalSettings = (body: HospitalSettingsUpdate, signal?: Signal) =>
  call(HospitalSettings, '/planner/v1/hospital', { method: 'PUT', body, signal });
/**
 * The level's providers ranked for the list's context. The details come from the browser's cache while their ETag
 * holds (the server answers 304, no body), so a new area or radius moves only the small context.
 */
async function ranked(context: ListContext, signal: Signal): Promise<Candidates> {
  const details = await call(CandidateDetailsList, `/planner/v1/candidate-details/${encodeURIComponent(context.levelOfCare)}`, { signal });
  return rankCandidates(context, details.providers);
}

/** A service's candidates for an area and radius; a POST so that the area never goes in a URL. */
export async function fetchCandidates(serviceId: number, body: CandidatesRequest, signal?: Signal): Promise<Candidates> {
  const context = await call(ListContext, `/planner/v1/services/${serviceId}/candidates`, { method: 'POST', body, signal });
  return ranked(context, signal);
}

/** Saves a service's list: in place until the family confirms it, else as a new version. */
export async function saveOptionList(serviceId: number, body: SaveOptionListRequest, signal?: Signal): Promise<SavedOptionList> {
  const { context, ...saved } = await call(SavedOptionListAnswer, `/planner/v1/services/${serviceId}/option-list`, { method: 'PUT', body, signal });
  return { ...saved, candidates: await ranked(context, signal) };
}

/** The hospital's staff accounts and open invitations (admins only). */
export const fetchStaffDirectory = (signal?: Signal) => call(StaffDirectory, '/planner/v1/staff', { signal });

/** Invites someone to the staff by e-mail; answers the directory with the new invitation in it. */
export const inviteStaff = (body: StaffInviteRequest, signal?: Signal) => call(StaffDirectory, '/planner/v1/staff/invites', { method: 'POST', body, signal });

export const revokeStaffInvite = (inviteId: number, signal?: Signal) =>
  call(StaffDirectory, `/planner/v1/staff/invites/${inviteId}/revoke`, { method: 'POST', body: {}, signal });

/** Deactivates an account: its sessions end at once. */
export const deactivateStaff = (userId: number, signal?: Signal) =>
  call(StaffDirectory, `/planner/v1/staff/${userId}/deactivate`, { method: 'POST', body: {}, signal });

/** What a staff invitation's link is for (no session needed); 404 InviteInvalid once used, revoked or expired. */
export const fetchStaffInvite = (code: string, signal?: Signal) => call(StaffInviteDetails, `/staff/v1/invites/${encodeURIComponent(code)}`, { signal });

/** Sets the invited person's password: their account is made and they are logged in. */
export const joinStaff = (body: StaffJoinRequest, signal?: Signal) => call(SessionExpiry, '/staff/v1/join', { method: 'POST', body, signal });
