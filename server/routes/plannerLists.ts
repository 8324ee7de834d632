import type { FastifyPluginAsync } from 'fastify';
import { object } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { CandidatesRequest, SaveOptionListRequest, type Candidates, type SavedOptionList } from '../../src/contract/plannerLists';
import type { RouteOptions } from '../context';
import {
  candidatesAnswer,
  checkSave,
  createListCatalogue,
  defaultArea,
  defaultRadius,
  loadServiceContext,
  resolveArea,
  saveOptionList,
} from '../domain/optionListBuilder';
import { badRequest, notFound, parseInput } from '../errors';

const ServiceParams = object({ id: IdParam });

/**
 * Building a service's list of options (issue 21, item 3): the candidates for an area and radius, and saving the
 * list. Hospital staff only (403 for families), and only for their own hospital's patients (404 otherwise).
 */
export const plannerListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run, sessions } = ctx;
  const catalogue = createListCatalogue(run);

  /** The service, read with the request's session in one trip; 401/403 before anything else, 404 when not theirs. */
  async function staffService(request: Parameters<typeof sessions.requireStaff>[0], serviceId: number) {
    const loading = loadServiceContext(run, sessions.idHashOf(request), serviceId);
    sessions.prime(request, loading.then((data) => data.session));
    const staff = await sessions.requireStaff(request);
    const { service } = await loading;
    if (!service) throw notFound('No such service.');
    return { staff, service };
  }

  /** POST /planner/v1/services/{id}/candidates: a POST, so that the patient's area never goes in a URL. */
  app.post('/planner/v1/services/:id/candidates', async (request): Promise<Candidates> => {
    const { id } = parseInput(ServiceParams, request.params);
    const { staff, service } = await staffService(request, id);
    const body = parseInput(CandidatesRequest, request.body);
    const area = body.area ? await resolveArea(db, service, body.area) : defaultArea(service);
    const radiusMiles = body.radiusMiles ?? defaultRadius(service);
    return candidatesAnswer(service, await catalogue.forLevel(service.levelOfCare), { hospitalId: staff.hospitalId, area, radiusMiles });
  });

  /**
   * PUT /planner/v1/services/{id}/option-list: the list as the planner wants it offered, with a reason for every
   * provider within the radius left off. Answers what the save did and the candidates as they now stand.
   */
  app.put('/planner/v1/services/:id/option-list', async (request): Promise<SavedOptionList> => {
    const { id } = parseInput(ServiceParams, request.params);
    const { staff, service } = await staffService(request, id);
    const body = parseInput(SaveOptionListRequest, request.body);
    const area = await resolveArea(db, service, body.area);
    const entries = await catalogue.forLevel(service.levelOfCare, { fresh: true });
    const fields = checkSave(entries, area, body);
    if (fields) throw badRequest('Every provider in the area must be offered, or a reason given for leaving it off.', fields);
    const saved = await saveOptionList(db, { service, area, request: body, userId: staff.user.id, ip: request.ip });
    const { service: after } = await loadServiceContext(run, sessions.idHashOf(request), id);
    if (!after) throw notFound('No such service.');
    return { ...saved, candidates: candidatesAnswer(after, entries, { hospitalId: staff.hospitalId, area, radiusMiles: body.radiusMiles }) };
  });
};
