import type { FastifyPluginAsync } from 'fastify';
import { LoginRequest } from '../../src/contract/auth';
import { createCredentialCheck } from '../auth/credentials';
import type { RouteOptions } from '../context';
import { parseInput } from '../errors';

/** POST /auth/v1/login, /refresh, /logout. Login works for every group; the family app turns planners away itself. */
export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit } = ctx;
  const checkCredentials = createCredentialCheck(db, audit);

  app.post('/auth/v1/login', async (request, reply) => {
    const { userId } = await checkCredentials(request, reply, parseInput(LoginRequest, request.body));
    await audit(request, { action: 'login.succeeded', userId });
    const expiresAt = await sessions.start(reply, userId);
    return { expiresAt };
  });

  app.post('/auth/v1/refresh', async (request) => ({ expiresAt: await sessions.refresh(request) }));

  app.post('/auth/v1/logout', async (request, reply) => {
    await sessions.end(request, reply);
    return { success: true };
  });
};
