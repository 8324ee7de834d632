import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import type { Sessions, StaffSession } from './sessions';

/** Hospital staff's API: every route under it is for staff only (planners and the hospital's admins). */
export const STAFF_API_PREFIX = '/internal/app/planner/';

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member a staff API request is from, authenticated before its route runs; null elsewhere. */
    staffSession: StaffSession | null;
  }
}

/**
 * Authenticates every request to the staff API once, before its route runs (after the anti-forgery check): 401
 * logged out, 403 for anyone but hospital staff. Routes read who it is with `staffOf`, and check a role with
 * `adminOf`; a route added under the prefix cannot forget to authenticate.
 */
export function registerStaffAuthentication(app: FastifyInstance, sessions: Sessions) {
  app.decorateRequest('staffSession', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(STAFF_API_PREFIX)) request.staffSession = await sessions.requireStaff(request);
  });
}

/** The staff member of a staff API request (registerStaffAuthentication). */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new Error(`${request.routeOptions.url} is outside ${STAFF_API_PREFIX}: no staff member was authenticated for it.`);
  return request.staffSession;
}

/** The same, for what only the hospital's admins may do: 403 for planners, saying why. */
export function adminOf(request: FastifyRequest, refusal = 'Only the hospital’s administrators may do this.'): StaffSession {
  const staff = staffOf(request);
  if (staff.user.groupType !== 'hospitalAdmin') throw forbidden(refusal);
  return staff;
}
