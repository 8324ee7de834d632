import { fromPromise } from 'xstate';
import type { Worklist } from '../../contract/planner';
import { searchWorklist } from '../../api/staffRequests';

export const fetchWorklistActor = fromPromise<Worklist, { query: string; page: number }>(({ input, signal }) =>
  searchWorklist({ query: input.query, page: input.page }, signal),
);
