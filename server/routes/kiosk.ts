import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LoginRequest } from '../../src/contract/auth';
import { KIOSK_TOKEN_HEADER, type KioskConfig, type StartedKiosk } from '../../src/contract/kiosk';
import { createCredentialCheck } from '../auth/credentials';
import type { RouteOptions } from '../context';
import { findKiosk, isStaffOf, releaseKiosk, startKiosk } from '../domain/kiosks';
import { forbidden, HttpError, parseInput } from '../errors';

const TOKEN = /^[\w-]{43}$/;
const unknownKiosk = () => new HttpError(404, 'KioskUnknown', 'This device is not a kiosk.');

/**
 * Kiosk mode (issue 22, item 2). A staff member turns the device they use into a kiosk of their hospital (POST
 * /planner/v1/kiosks answers the device's token, once); the device asks for its config with the token in a header,
 * needing no session (a family may or may not be logged in on it); a staff member of the hospital turns it off with
 * their e-mail and password, checked as the login checks them (throttled, audited). Families cannot turn it off.
 */
export const kioskRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit } = ctx;
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
    const staff = await sessions.requireStaff(request);
    const { id, token } = await startKiosk(db, { hospitalId: staff.hospitalId, userId: staff.user.id });
    await audit(request, { action: 'kiosk.started', userId: staff.user.id, subject: String(id) });
    const kiosk = await findKiosk(db, token);
    return reply.status(201).send({ token, config: kiosk!.config });
  });

  app.get('/kiosk/v1/config', async (request): Promise<KioskConfig> => (await requestKiosk(request)).config);

  app.post('/kiosk/v1/release', async (request, reply) => {
    const kiosk = await requestKiosk(request);
    const { userId } = await checkCredentials(request, reply, parseInput(LoginRequest, request.body));
    if (!(await isStaffOf(db, userId, kiosk.hospitalId))) throw forbidden('Only a staff member of this hospital can turn the kiosk off.');
    if (!(await releaseKiosk(db, kiosk.id, userId))) throw unknownKiosk();
    await audit(request, { action: 'kiosk.released', userId, subject: String(kiosk.id) });
    return { success: true };
  });
};
