import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { object } from 'superstruct';
import { LoginRequest } from '../../src/contract/auth';
import { IdParam } from '../../src/contract/common';
import { KIOSK_TOKEN_HEADER, type KioskConfig, type KioskList, type StartedKiosk } from '../../src/contract/kiosk';
import { createCredentialCheck } from '../auth/credentials';
import { LIMITS, tooManyAttempts } from '../auth/throttle';
import { adminOf, staffOf } from '../auth/staffAuthentication';
import type { RouteOptions } from '../context';
import { findKiosk, isStaffOf, listKiosks, noteKioskSeen, releaseKiosk, revokeKiosk, startKiosk } from '../domain/kiosks';
import { forbidden, HttpError, parseInput } from '../errors';

const TOKEN = /^[\w-]{43}$/;
const unknownKiosk = () => new HttpError(404, 'KioskUnknown', 'This device is not a kiosk.');

/**
 * Kiosk mode. A staff member turns the device they use into a kiosk of their hospital (POST
 * /planner/v1/kiosks answers the device's token, once); the device asks for its config with the token in a header,
 * needing no session (a family may or may not be logged in on it); a staff member of the hospital turns it off with
 * their e-mail and password, checked as the login checks them (throttled, audited). Families cannot turn it off.
 *
 * The staff session on the device ends as it becomes a kiosk; a token works for the
 * hospital's kiosk days; the hospital's admins list the kiosks that are on and revoke any (audited); a staff member
 * turns at most 20 devices into kiosks an hour, and a hospital has at most MAX_ACTIVE_KIOSKS on.
 */
export const kioskRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit, throttle } = ctx;
  const checkCredentials = createCredentialCheck(db, audit);

  /** The kiosk of the request's token header; 404 KioskUnknown for none, a malformed one or one turned off. */
  async function requestKiosk(request: FastifyRequest) {
    const token = request.headers[KIOSK_TOKEN_HEADER];
    if (typeof token !== 'string' || !TOKEN.test(token)) throw unknownKiosk();
    const kiosk = await findKiosk(db, token);
    if (!kiosk) throw unknownKiosk();
    return kiosk;
  }

  app.post('/planner/v1/kiosks', async (request, reply): Promise<StartedKiosk> => {
    const staff = staffOf(request);
    const wait = await throttle.count(LIMITS.kioskStartPerStaff, staff.user.id);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.kioskStartPerStaff, wait);
    const { id, token } = await startKiosk(db, { hospitalId: staff.hospitalId, userId: staff.user.id });
    await audit(request, { action: 'kiosk.started', userId: staff.user.id, subject: String(id) });
    const kiosk = await findKiosk(db, token);
    // The device is a kiosk now, families use it: the staff session on it ends here, as Log out ends it (its cookie
    // cleared), not only when the console's own logout call comes, which a closed tab or a dropped network loses.
    await sessions.end(request, reply);
    return reply.status(201).send({ token, config: kiosk!.config });
  });

  app.get('/kiosk/v1/config', async (request): Promise<KioskConfig> => {
    const kiosk = await requestKiosk(request);
    await noteKioskSeen(db, kiosk.id);
    return kiosk.config;
  });

  app.get('/planner/v1/kiosks', async (request): Promise<KioskList> => {
    const admin = adminOf(request);
    return listKiosks(db, admin.hospitalId);
  });

  app.post('/planner/v1/kiosks/:id/revoke', async (request): Promise<KioskList> => {
    const admin = adminOf(request);
    const { id } = parseInput(object({ id: IdParam }), request.params);
    await revokeKiosk(db, admin.hospitalId, id, admin.user.id);
    await audit(request, { action: 'kiosk.revoked', userId: admin.user.id, subject: String(id) });
    return listKiosks(db, admin.hospitalId);
  });

  app.post('/kiosk/v1/release', async (request, reply) => {
    const kiosk = await requestKiosk(request);
    const { userId } = await checkCredentials(request, reply, parseInput(LoginRequest, request.body));
    if (!(await isStaffOf(db, userId, kiosk.hospitalId))) throw forbidden('Only a staff member of this hospital can turn the kiosk off.');
    if (!(await releaseKiosk(db, kiosk.id, userId))) throw unknownKiosk();
    await audit(request, { action: 'kiosk.released', userId, subject: String(kiosk.id) });
    return { success: true };
  });
};
