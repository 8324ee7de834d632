import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LoginRequest } from '../../src/contract/auth';
import { createLoginThrottle } from '../auth/loginThrottle';
import { LIMITS, tooManyAttempts } from '../auth/throttle';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../auth/password';
import type { RouteOptions } from '../context';
import { users } from '../db/schema';
import { badRequest, parseInput } from '../errors';

/** POST /auth/v1/login, /refresh, /logout. Login works for every group; the family app turns planners away itself. */
export const authRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit } = ctx;
  const throttle = createLoginThrottle(db);
  const rehash = async (userId: number, password: string) =>
    db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));

  app.post('/auth/v1/login', async (request, reply) => {
    const { email, password } = parseInput(LoginRequest, request.body);
    // Before any hashing: a locked account or a client over its limit costs the server almost nothing.
    const wait = await throttle.admit(email, request.ip);
    if (wait > 0) {
      await audit(request, { action: 'login.refused', email });
      throw tooManyAttempts(reply, LIMITS.loginPerAccount, wait);
    }
    const [user] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, deactivated: sql<boolean>`${users.deactivatedAt} is not null` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
    // Unknown addresses cost a hash too, so timing does not tell which e-mails have accounts.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyHash()));
    // 400, not 401: a 401 means "your session ended" to the app, and there is no session yet.
    // A deactivated staff account (issue 21, item 8) gets the same answer as a wrong password: it says nothing more.
    if (!user || !matches || user.deactivated) {
      // Counted against the account already, when the attempt was admitted.
      await audit(request, { action: 'login.failed', userId: user?.id, email });
      throw badRequest('The e-mail or password is not correct.', undefined, 'InvalidCredentials');
    }
    await Promise.all([
      throttle.succeeded(email),
      audit(request, { action: 'login.succeeded', userId: user.id }),
      // The only moment the password is known: a hash of an older cost is remade with today's.
      needsRehash(user.passwordHash) && rehash(user.id, password),
    ]);
    const expiresAt = await sessions.start(reply, user.id);
    return { expiresAt };
  });

  app.post('/auth/v1/refresh', async (request) => ({ expiresAt: await sessions.refresh(request) }));

  app.post('/auth/v1/logout', async (request, reply) => {
    await sessions.end(request, reply);
    return { success: true };
  });
};
