import { array } from 'superstruct';
import { AuditEvent, PlannerPatient, Worklist, type WorklistRequest } from '../contract/planner';
import { Candidates, SavedOptionList, type CandidatesRequest, type SaveOptionListRequest } from '../contract/plannerLists';
import { call } from './requests';

/**
 * The hospital console's calls (issue 21): the planner API. A module of its own, so that it loads with the console's
 * chunk and never with the family's first load. Logging in, refreshing and logging out are the family's calls
 * (`requests.ts`): one server session, whoever holds it.
 */
type Signal = AbortSignal | undefined;

/** One page of the worklist; a POST so that the search (a patient's name) never goes in a URL. */
export const searchWorklist = (body: WorklistRequest, signal?: Signal) =>
  call(Worklist, '/planner/v1/patients/search', { method: 'POST', body, signal });

/** A patient of the staff member's hospital: services, lists, the family's choices and invites (issue 21, item 5). */
export const fetchPatientRecord = (patientId: number, signal?: Signal) => call(PlannerPatient, `/planner/v1/patients/${patientId}`, { signal });

/** The patient's audit trail, oldest first, each entry with who acted. */
export const fetchPatientActivity = (patientId: number, signal?: Signal) => call(array(AuditEvent), `/planner/v1/patients/${patientId}/audit`, { signal });

/** A service's candidates for an area and radius (issue 21, item 3); a POST so that the area never goes in a URL. */
export const fetchCandidates = (serviceId: number, body: CandidatesRequest, signal?: Signal) =>
  call(Candidates, `/planner/v1/services/${serviceId}/candidates`, { method: 'POST', body, signal });

/** Saves a service's list: in place until the family confirms it, else as a new version. */
export const saveOptionList = (serviceId: number, body: SaveOptionListRequest, signal?: Signal) =>
  call(SavedOptionList, `/planner/v1/services/${serviceId}/option-list`, { method: 'PUT', body, signal });
