import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { CandidatesRequest, SaveOptionListRequest } from '../../src/contract/plannerLists';
import type { RouteOptions } from '../context';
import {
  candidatesHead,
  candidatesJson,
  checkSave,
  createAnswerCache,
  createCandidateCache,
  createListCatalogue,
  defaultArea,
  defaultRadius,
  loadServiceContext,
  resolveArea,
  saveOptionList,
} from '../domain/optionListBuilder';
import { sendKeptJson } from '../compression';
import { badRequest, notFound, parseInput } from '../errors';

const ServiceParams = object({ id: IdParam });
const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Building a service's list of options (issue 21, item 3): the candidates for an area and radius, and saving the
 * list. Hospital staff only (403 for families), and only for their own hospital's patients (404 otherwise). Both
 * answer Candidates (src/contract/plannerLists.ts), written as text with the cached candidates spliced in.
 */
export const plannerListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run, sessions } = ctx;
  const catalogue = createListCatalogue(run);
  const areas = createCandidateCache();
  const answers = createAnswerCache();

  /** The service, read with the request's session in one trip; 401/403 before anything else, 404 when not theirs. */
  async function staffService(request: FastifyRequest, serviceId: number) {
    const loading = loadServiceContext(run, sessions.idHashOf(request), serviceId);
    sessions.prime(request, loading.then((data) => data.session));
    const staff = await sessions.requireStaff(request);
    const { service } = await loading;
    if (!service) throw notFound('No such service.');
    return { staff, service };
  }

  /** POST /planner/v1/services/{id}/candidates: a POST, so that the patient's area never goes in a URL. */
  app.post('/planner/v1/services/:id/candidates', async (request, reply) => {
    const { id } = parseInput(ServiceParams, request.params);
    const { staff, service } = await staffService(request, id);
    const body = parseInput(CandidatesRequest, request.body);
    const area = body.area ? await resolveArea(run, service, body.area) : defaultArea(service);
    const radiusMiles = body.radiusMiles ?? defaultRadius(service);
    const entries = await catalogue.forLevel(service.levelOfCare);
    const options = { hospitalId: staff.hospitalId, area, radiusMiles };
    const head = JSON.stringify(candidatesHead(service, options));
    const kept = answers.answer(`${staff.hospitalId}|${head}`, entries, () => candidatesJson(head, areas.json(entries, service.levelOfCare, options)));
    return sendKeptJson(request, reply, kept.body, kept.encoded);
  });

  /**
   * PUT /planner/v1/services/{id}/option-list: the list as the planner wants it offered, with a reason for every
   * provider within the radius left off. Answers SavedOptionList: what the save did, and the candidates as they now
   * stand.
   */
  app.put('/planner/v1/services/:id/option-list', async (request, reply) => {
    const { id } = parseInput(ServiceParams, request.params);
    const { staff, service } = await staffService(request, id);
    const body = parseInput(SaveOptionListRequest, request.body);
    const area = await resolveArea(run, service, body.area);
    const entries = await catalogue.forLevel(service.levelOfCare, { fresh: true });
    const fields = checkSave(entries, area, body);
    if (fields) throw badRequest('Every provider in the area must be offered, or a reason given for leaving it off.', fields);
    const { outcome, optionListId } = await saveOptionList(db, { service, area, request: body, userId: staff.user.id, ip: request.ip });
    const { service: after } = await loadServiceContext(run, sessions.idHashOf(request), id);
    if (!after) throw notFound('No such service.');
    const options = { hospitalId: staff.hospitalId, area, radiusMiles: body.radiusMiles };
    const candidates = candidatesJson(JSON.stringify(candidatesHead(after, options)), areas.json(entries, after.levelOfCare, options));
    return reply.type(JSON_TYPE).send(`{"outcome":${JSON.stringify(outcome)},"optionListId":${optionListId},"candidates":${candidates}}`);
  });
};
