import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { object, size, string } from 'superstruct';
import { IdParam } from '../../src/contract/common';
import { CandidatesRequest, SaveOptionListRequest } from '../../src/contract/plannerLists';
import { staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import {
  checkSave,
  createDetailsCache,
  createListCatalogue,
  defaultArea,
  defaultRadius,
  listContext,
  loadServiceContext,
  notServingHome,
  resolveArea,
  saveOptionList,
} from '../domain/optionListBuilder';
import { sendKeptJson } from '../compression';
import { badRequest, notFound, parseInput } from '../errors';

const ServiceParams = object({ id: IdParam });
const LevelParams = object({ levelOfCare: size(string(), 1, 100) });

/**
 * Building a service's list of options: the candidates for an area and radius, and saving the
 * list. Hospital staff only (403 for families), and only for their own hospital's patients (404 otherwise). Both
 * answer the list's context (ListContext, src/contract/plannerLists.ts: the area resolved, the radius, the latest
 * list); the level's providers are a call of their own, the same for every area, which the browser keeps and
 * revalidates by its ETag, and the console ranks them for each area (src/domain/rankCandidates.ts).
 */
export const plannerListRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, run } = ctx;
  const catalogue = createListCatalogue(run);
  const details = createDetailsCache();

  /** The service, when it is of the staff member's hospital: 404 otherwise. */
  async function staffService(request: FastifyRequest, serviceId: number) {
    const staff = staffOf(request);
    const service = await loadServiceContext(run, staff.hospitalId, serviceId);
    if (!service) throw notFound('No such service.');
    return { staff, service };
  }

  /** POST /planner/v1/services/{id}/candidates: a POST, so that the patient's area never goes in a URL. */
  app.post('/planner/v1/services/:id/candidates', async (request) => {
    const { id } = parseInput(ServiceParams, request.params);
    const { service } = await staffService(request, id);
    const body = parseInput(CandidatesRequest, request.body);
    const area = body.area ? await resolveArea(run, service, body.area) : defaultArea(service);
    // Home health only: the agencies the patient may not be offered, from the kept catalogue (a minute at most old).
    const hidden = service.servingHome === null ? null : notServingHome(service, await catalogue.forLevel(service.levelOfCare));
    return listContext(service, { area, radiusMiles: body.radiusMiles ?? defaultRadius(service), notServingHome: hidden });
  });

  /**
   * GET /planner/v1/candidate-details/{levelOfCare}: every provider of the level as the list builder shows it, with
   * the staff member's hospital's labels (CandidateDetailsList). Nothing about a patient, so a GET the browser keeps:
   * it asks again each time with the ETag it holds (no-cache), and a 304 answers while the details are unchanged.
   */
  app.get('/planner/v1/candidate-details/:levelOfCare', async (request, reply) => {
    const staff = staffOf(request);
    const { levelOfCare } = parseInput(LevelParams, request.params);
    const kept = details.details(await catalogue.forLevel(levelOfCare), levelOfCare, staff.hospitalId);
    reply.header('cache-control', 'private, no-cache').header('etag', kept.etag);
    if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
    return sendKeptJson(request, reply, kept.body, kept.encoded);
  });

  /**
   * PUT /planner/v1/services/{id}/option-list: the list as the planner wants it offered, with a reason for every
   * provider within the radius left off. Answers SavedOptionListAnswer: what the save did, and the list's context as
   * it now stands.
   */
  app.put('/planner/v1/services/:id/option-list', async (request) => {
    const { id } = parseInput(ServiceParams, request.params);
    const { staff, service } = await staffService(request, id);
    const body = parseInput(SaveOptionListRequest, request.body);
    const area = await resolveArea(run, service, body.area);
    const entries = await catalogue.forLevel(service.levelOfCare, { fresh: true });
    // Agencies that do not serve the patient's home ZIP need no reason to be left off (the console does not show them);
    // offered, saveOptionList refuses them.
    const hidden = notServingHome(service, entries);
    const fields = checkSave(entries, area, body, new Set(hidden?.providerIds));
    if (fields) throw badRequest('Every provider in the area must be offered, or a reason given for leaving it off.', fields);
    const { outcome, optionListId } = await saveOptionList(db, { service, area, request: body, userId: staff.user.id, ip: request.ip });
    const after = await loadServiceContext(run, staff.hospitalId, id);
    if (!after) throw notFound('No such service.');
    return { outcome, optionListId, context: listContext(after, { area, radiusMiles: body.radiusMiles, notServingHome: hidden }) };
  });
};
