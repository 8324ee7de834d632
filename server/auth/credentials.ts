import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginRequest } from '../../src/contract/auth';
import type { Audit } from '../audit';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest } from '../errors';
import { createLoginThrottle } from './loginThrottle';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { LIMITS, tooManyAttempts } from './throttle';

/**
 * Checks an e-mail and password as the login does, for the login and for anything else that asks for a password
 * (turning a kiosk off): throttled per account and per address before any hashing, an unknown address
 * hashed too (timing tells nothing), a deactivated account refused like a wrong password, each failure audited as
 * `login.failed`. Answers the account's id; throws 429 or 400 `InvalidCredentials` otherwise.
 */
export function createCredentialCheck(db: Db, audit: Audit) {
  const throttle = createLoginThrottle(db);
  const rehash = async (userId: number, password: string) =>
    db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));

  return async function checkCredentials(request: FastifyRequest, reply: FastifyReply, { email, password }: LoginRequest): Promise<{ userId: number }> {
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
    // A deactivated staff account gets the same answer as a wrong password: it says nothing more.
    if (!user || !matches || user.deactivated) {
      // Counted against the account already, when the attempt was admitted.
      await audit(request, { action: 'login.failed', userId: user?.id, email });
      throw badRequest('The e-mail or password is not correct.', undefined, 'InvalidCredentials');
    }
    await Promise.all([
      throttle.succeeded(email, request.ip),
      // The only moment the password is known: a hash of an older cost is remade with today's.
      needsRehash(user.passwordHash) && rehash(user.id, password),
    ]);
    return { userId: user.id };
  };
}
