import { fromPromise } from 'xstate';
import { fetchCandidates, saveOptionList } from '../../api/staffRequests';
import type { Candidates, CandidatesRequest, SavedOptionList, SaveOptionListRequest } from '../../contract/plannerLists';

/** A service's candidates for the area and radius asked (none: the server's defaults). */
export const fetchCandidatesActor = fromPromise<Candidates, { serviceId: number; request: CandidatesRequest }>(({ input, signal }) =>
  fetchCandidates(input.serviceId, input.request, signal),
);

/** Saves the list as drafted. */
export const saveOptionListActor = fromPromise<SavedOptionList, { serviceId: number; body: SaveOptionListRequest }>(({ input, signal }) =>
  saveOptionList(input.serviceId, input.body, signal),
);
