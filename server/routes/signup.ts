import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { ClaimRequest } from '../../src/contract/choice';
import type { Invite } from '../../src/contract/choice';
import type { Language } from '../../src/contract/language';
import { CreateUserRequest } from '../../src/contract/user';
import { hashPassword } from '../auth/password';
import { sha256 } from '../auth/secrets';
import { refuseCommonPassword } from '../auth/commonPasswords';
import { LIMITS, tooManyAttempts } from '../auth/throttle';
import type { RouteOptions } from '../context';
import { secretInPath } from '../routeSecrets';
import type { Db } from '../db/client';
import { groups, invites, users } from '../db/schema';
import { isUniqueViolation } from '../db/unavailable';
import { claimPatient, inviteRevoked, noClaimMatch } from '../domain/claims';
import { badRequest, HttpError, notFound, parseInput } from '../errors';
import { toUserAnswer } from './user';

const toInviteAnswer = (row: typeof invites.$inferSelect): Invite => ({
  email: row.email,
  cellPhone: row.cellPhone,
  customAcknowledgementText: row.customAcknowledgementText,
  customAcknowledgementTextEs: row.customAcknowledgementTextEs,
  language: row.language,
});

const inviteInvalid = () =>
  new HttpError(404, 'InviteInvalid', 'Either your code is invalid or the invite has already been used.');

/** An invite that can still be used: known code, not used, not expired. */
async function openInvite(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(invites)
    .where(and(eq(invites.codeHash, sha256(code)), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, sql`now()`)));
  return row;
}

const signupInviteInvalid = () =>
  new HttpError(400, 'InviteInvalid', 'Either your code is invalid or the invite has already been used.');
const emailTaken = () => badRequest('An account with this e-mail already exists.', { 'user.email': 'is already in use' }, 'EmailTaken');


/** Invite look-ups, account creation with an invite code, and claiming the invited patient. */
export const signupRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const { db, sessions, audit, throttle } = ctx;

  app.get('/choice/v1/invites/:code', secretInPath('code'), async (request, reply) => {
    const { code } = parseInput(object({ code: string() }), request.params);
    const wait = await throttle.count(LIMITS.invitePerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.invitePerAddress, wait);
    const invite = await openInvite(db, code);
    if (!invite) throw inviteInvalid();
    return toInviteAnswer(invite);
  });

  app.get('/choice/v1/invite', async (request) => {
    const { user } = await sessions.require(request);
    if (user.inviteId === null) throw notFound('You did not sign up with an invite.');
    const [invite] = await db.select().from(invites).where(eq(invites.id, user.inviteId));
    if (!invite) throw notFound('Your invite no longer exists.');
    return toInviteAnswer(invite);
  });

  app.post('/choice/v1/users', async (request, reply) => {
    const { user, inviteCode, language } = parseInput(CreateUserRequest, request.body);
    const wait = await throttle.count(LIMITS.signupPerAddress, request.ip);
    if (wait > 0) throw tooManyAttempts(reply, LIMITS.signupPerAddress, wait);
    refuseCommonPassword(user.password, 'user.password');
    if (user.confirmPassword !== undefined && user.confirmPassword !== user.password) {
      throw badRequest('The passwords do not match.', { 'user.confirmPassword': 'must match the password' });
    }
    // Before any hashing: a made-up, used or expired invite costs one query, not a password hash.
    const invite = await openInvite(db, inviteCode);
    if (!invite) throw signupInviteInvalid();
    // What gets past the invite's check may learn whether an address has an account, and costs a hash: one such
    // sign-up at a time per invite (the others are answered as if it were used already, which it is about to be), and
    // a few for its life; the one after them revokes it, and the planner sees that.
    const turn = await throttle.takeTurn(LIMITS.signupPerInvite, invite.id);
    if (turn === 'busy') throw signupInviteInvalid();
    try {
      if (turn === 'over') {
        await db.update(invites).set({ revokedAt: new Date() }).where(and(eq(invites.id, invite.id), isNull(invites.usedAt), isNull(invites.revokedAt)));
        throw inviteRevoked();
      }
      // The language the family had on screen, else the one the hospital invited them in.
      const account = await createAccount(invite.id, user, language ?? invite.language);
      return reply.status(201).send(toUserAnswer({ ...account, groupType: 'patientChoice', hospitalId: null, hospitalState: null, hospitalTimeZone: null }));
    } finally {
      // Not the family's problem when this fails: the turn ends by itself within a minute.
      await throttle
        .endTurn(LIMITS.signupPerInvite, invite.id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'a sign-up turn could not be ended; it ends by itself'));
    }
  });

  /** The account of a sign-up whose invite is open and whose turn it is; EmailTaken when the address has one. */
  async function createAccount(inviteId: number, user: CreateUserRequest['user'], language: Language): Promise<typeof users.$inferSelect> {
    const email = user.email.trim();
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (taken) throw emailTaken();
    const passwordHash = await hashPassword(user.password);
    try {
      return await db.transaction(async (tx) => {
        // Claimed with a conditional update, so two sign-ups racing for one invite cannot both win.
        const [claimed] = await tx
          .update(invites)
          .set({ usedAt: new Date() })
          .where(and(eq(invites.id, inviteId), isNull(invites.usedAt), isNull(invites.revokedAt), gt(invites.expiresAt, sql`now()`)))
          .returning({ id: invites.id });
        if (!claimed) throw signupInviteInvalid();
        const [takenMeanwhile] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
        if (takenMeanwhile) throw emailTaken();
        const groupId = await familyGroupId(tx);
        const [row] = await tx
          .insert(users)
          .values({
            groupId,
            firstName: user.firstName.trim(),
            lastName: user.lastName.trim(),
            name: `${user.firstName.trim()} ${user.lastName.trim()}`,
            email,
            cellPhone: user.cellPhone,
            passwordHash,
            relationship: user.relationship,
            inviteId: claimed.id,
            language,
          })
          .returning();
        return row!;
      });
    } catch (error) {
      // Another sign-up took the address between the check and the insert (the unique index on PostgreSQL).
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  app.post('/choice/v1/claim', async (request, reply) => {
    const { user } = await sessions.requireGroup(request, 'patientChoice');
    const { patient: details, acknowledgement } = parseInput(ClaimRequest, request.body);
    if (user.inviteId === null) throw noClaimMatch();
    const outcome = await claimPatient(db, { userId: user.id, inviteId: user.inviteId, details, acknowledgement });
    if ('refused' in outcome) {
      await audit(request, { action: outcome.refused.statusCode === 404 ? 'claim.failed' : 'claim.refused', userId: user.id, patientId: outcome.patientId });
      if (outcome.retryAfter) reply.header('retry-after', String(outcome.retryAfter));
      throw outcome.refused;
    }
    await audit(request, { action: 'claim.succeeded', userId: user.id, patientId: outcome.claimed.id });
    return outcome.claimed;
  });
};

/** Family members share one patientChoice group; it is created on first use. */
async function familyGroupId(db: Db): Promise<number> {
  const [existing] = await db.select({ id: groups.id }).from(groups).where(eq(groups.type, 'patientChoice')).limit(1);
  if (existing) return existing.id;
  const [created] = await db.insert(groups).values({ type: 'patientChoice', name: 'Families' }).returning({ id: groups.id });
  return created!.id;
}
