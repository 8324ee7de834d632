import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { LanguageChange } from '../../src/contract/language';
import { ContactUpdate, isStaffGroup, PasswordChange, PasswordReset, ResetRequest } from '../../src/contract/user';
import type { User } from '../../src/contract/user';
import { hospitalTimeZone } from '../../src/domain/timeZones';
import { hashPassword, verifyPassword } from '../auth/password';
import { randomToken, sha256 } from '../auth/secrets';
import type { SessionUser } from '../auth/sessions';
import { refuseCommonPassword } from '../auth/commonPasswords';
import { LIMITS, tooManyAttempts } from '../auth/throttle';
import type { RouteOptions } from '../context';
import { resetCodes, users } from '../db/schema';
import { isUniqueViolation } from '../db/unavailable';
import { badRequest, forbidden, parseInput } from '../errors';
import { resetMailWords } from '../mailWords';

const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;

/**
 * The user as GET /user/v1/me answers it. Their language only once they chose one, and never in a guided
 * session: the account is the staff member's, and its language is not the family's on the tablet.
 */
export const toUserAnswer = (user: Omit<SessionUser, 'claimedPatientId' | 'guidedPatientId'> & { guidedPatientId?: number | null }): User => ({
  id: user.id,
  name: user.name,
  email: user.email,
  cellPhone: user.cellPhone,
  createdAt: Math.floor(user.createdAt.getTime() / 1000),
  group: { type: user.groupType },
  ...(user.guidedPatientId ? { guided: true as const } : user.language ? { language: user.language } : {}),
  // Staff read every time in their hospital's zone, wherever their workstation is.
  ...(isStaffGroup(user.groupType) && user.hospitalState !== null && { timeZone: hospitalTimeZone({ timeZone: user.hospitalTimeZone, state: user.hospitalState }) }),
});

/**
 * An e-mail address another account has. Said without saying so: the refusal names no account, and
 * a signed-in user may try only a few new addresses a day (LIMITS.emailChangePerAccount). The family's screen shows
 * its generic 'An error occurred, please try again.' for any failed save (SPEC §8).
 */
const emailNotAccepted = () =>
  badRequest('We could not save this e-mail address. Please check it, or use another one.', { email: 'could not be used' }, 'EmailNotAccepted');

/** A guided session's account is the staff member's: the family's screens may not change it. */
function refuseInGuidedSession(user: SessionUser) {
  if (user.guidedPatientId !== null) throw forbidden('A guided session cannot change the account.');
}

/** The signed-in user's profile and password, and the forgotten-password flow. */
export const userRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, mail, config, audit, throttle, background } = ctx;

  app.get('/user/v1/me', async (request) => toUserAnswer((await sessions.require(request)).user));

  app.put('/user/v1/me', async (request, reply) => {
    const { user } = await sessions.require(request);
    refuseInGuidedSession(user);
    const update = parseInput(ContactUpdate, request.body);
    const changes = await throttle.count(LIMITS.accountChangesPerAccount, user.id);
    if (changes > 0) throw tooManyAttempts(reply, LIMITS.accountChangesPerAccount, changes);
    const email = update.email.trim();
    // Every try at a new address counts, taken or not, before it is looked at: the limit itself tells nothing.
    if (email.toLowerCase() !== user.email.trim().toLowerCase()) {
      const wait = await throttle.count(LIMITS.emailChangePerAccount, user.id);
      if (wait > 0) throw tooManyAttempts(reply, LIMITS.emailChangePerAccount, wait);
    }
    const [clash] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)));
    if (clash) throw emailNotAccepted();
    let saved: Pick<SessionUser, 'name' | 'email' | 'cellPhone'> | undefined;
    try {
      [saved] = await db
        .update(users)
        .set({ name: update.name.trim(), email, cellPhone: update.cellPhone })
        .where(eq(users.id, user.id))
        .returning({ name: users.name, email: users.email, cellPhone: users.cellPhone });
    } catch (error) {
      // Another account took the address between the check and the update (the unique index on PostgreSQL).
      if (isUniqueViolation(error)) throw emailNotAccepted();
      throw error;
    }
    await audit(request, { action: 'contact.changed', userId: user.id });
    return toUserAnswer({ ...user, ...saved! });
  });

  /** The language the user chose: kept with the account, for their next sign-in and their e-mails. */
  app.put('/user/v1/language', async (request) => {
    const { user } = await sessions.require(request);
    refuseInGuidedSession(user);
    const { language } = parseInput(LanguageChange, request.body);
    await db.update(users).set({ language }).where(eq(users.id, user.id));
    return toUserAnswer({ ...user, language });
  });

  app.put('/user/v1/password', async (request, reply) => {
    const session = await sessions.require(request);
    const { user } = session;
    refuseInGuidedSession(user);
    const { currentPassword, newPassword } = parseInput(PasswordChange, request.body);
    refuseCommonPassword(newPassword, 'newPassword');
    const changes = await throttle.count(LIMITS.accountChangesPerAccount, user.id);
    if (changes > 0) throw tooManyAttempts(reply, LIMITS.accountChangesPerAccount, changes);
    // Like login: counted before the check, refused while locked even with the right password.
    const wait = await throttle.admit(LIMITS.passwordChangePerAccount, user.id);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.passwordChangePerAccount, wait);
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw badRequest('Current password is incorrect', { currentPassword: 'is incorrect' }, 'PasswordDoesNotMatch');
    }
    await throttle.forget(LIMITS.passwordChangePerAccount, user.id);
    await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, user.id));
    // Whoever knew the old password is signed out everywhere else; this device stays signed in.
    await Promise.all([sessions.endOthers(session), audit(request, { action: 'password.changed', userId: user.id })]);
    return { success: true };
  });

  /**
   * A reset code and its e-mail for an address with an active account, nothing for any other: a deactivated staff
   * account is sent nothing, as an unknown address is. Counted per address, known or not,
   * before it is looked up: past 3 an hour both kinds do the same (a count), and nothing is sent.
   */
  async function sendResetMail(email: string): Promise<void> {
    const address = email.trim().toLowerCase();
    if ((await throttle.count(LIMITS.resetMailPerAddress, address)) > 0) return;
    const [user] = await db
      .select({ id: users.id, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, address), isNull(users.deactivatedAt)));
    if (!user) return;
    const code = randomToken(16);
    await db.insert(resetCodes).values({
      userId: user.id,
      codeHash: sha256(code),
      expiresAt: new Date(Date.now() + RESET_CODE_LIFETIME_MS),
    });
    // In the user's language (mailWords.ts), English when they never chose one.
    await mail({ to: user.email, ...resetMailWords(user.language ?? 'en', `${config.publicUrl}/forgot-password-reset/${code}`) });
  }

  // Answers the same, and as fast, whether or not the address has an account, so it cannot be used to find accounts:
  // the answer does the same work for any address, and whatever an account needs (a code, an e-mail) is done after it.
  app.post('/user/v1/password/reset-request', async (request, reply) => {
    const { email } = parseInput(ResetRequest, request.body);
    const wait = await throttle.count(LIMITS.resetRequestPerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.resetRequestPerAddress, wait);
    await audit(request, { action: 'password.resetRequested', email });
    background.run('password reset e-mail', () => sendResetMail(email));
    return { success: true };
  });

  app.post('/user/v1/password/reset', async (request, reply) => {
    const { email, password, code } = parseInput(PasswordReset, request.body);
    const wait = await throttle.count(LIMITS.resetCodePerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.resetCodePerAddress, wait);
    // Before the code is spent: the family can pick another password with the same link.
    refuseCommonPassword(password, 'password');
    const userId = await db.transaction(async (tx) => {
      const [match] = await tx
        .select({ id: resetCodes.id, userId: resetCodes.userId })
        .from(resetCodes)
        .innerJoin(users, eq(users.id, resetCodes.userId))
        .where(
          and(
            eq(resetCodes.codeHash, sha256(code)),
            isNull(resetCodes.usedAt),
            gt(resetCodes.expiresAt, sql`now()`),
            eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
            // A code sent before the account was deactivated sets no password on it.
            isNull(users.deactivatedAt),
          ),
        )
        .for('update');
      if (!match) return null;
      await tx.update(resetCodes).set({ usedAt: new Date() }).where(eq(resetCodes.id, match.id));
      await tx.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, match.userId));
      return match.userId;
    });
    if (userId === null) {
      throw badRequest('This reset link is invalid or has expired. Please ask for a new one.', undefined, 'ResetCodeInvalid');
    }
    // Whoever knew the old password is signed out everywhere.
    await Promise.all([sessions.endAllFor(userId), audit(request, { action: 'password.reset', userId })]);
    return { success: true };
  });
};
