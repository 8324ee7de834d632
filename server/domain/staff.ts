import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PendingStaffInvite, StaffDirectory, StaffInviteRequest, StaffMember, StaffRole } from '../../src/contract/staff';
import { hashPassword } from '../auth/password';
import { randomToken, sha256 } from '../auth/secrets';
import type { Db } from '../db/client';
import { groups, hospitals, sessions, staffInvites, users } from '../db/schema';
import { isUniqueViolation } from '../db/unavailable';
import { badRequest, HttpError, notFound } from '../errors';
import { revokeKiosksStartedBy } from './kiosks';
import type { Mailer } from '../mail';

/**
 * A hospital's staff accounts: invitations by e-mail, the password set from the link, and
 * deactivation. Accounts are never deleted: the audit trail and the choice records name them.
 */

/** A staff invitation's link works for 7 days: long enough for a weekend, short enough not to linger in a mailbox. */
export const STAFF_INVITE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export const staffInviteUrl = (publicUrl: string, code: string) => `${publicUrl.replace(/\/$/, '')}/hospital/join/${code}`;

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

const inviteInvalid = () =>
  new HttpError(404, 'InviteInvalid', 'This link is not valid any more: it was used, replaced, revoked or it expired. Ask your hospital’s administrator for a new one.');

export async function emailHasAccount(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row !== undefined;
}

/**
 * A new invitation, answered with its code (only its hash is stored). An open invitation of the same hospital for the
 * same address is replaced: its link stops working, so only the latest e-mail counts.
 *
 * An address that already has an account, in any hospital or as a family's, is invited all the same: the
 * admin's answer and list must not tell who has an account where. `addressHasAccount` says
 * which e-mail to send: that address is told why there is no link (mailInviteToAccount), never sent the code, and
 * joinStaff refuses the code anyway.
 */
export async function createStaffInvite(
  db: Db,
  invite: StaffInviteRequest & { hospitalId: number; createdByUserId: number | null },
): Promise<{ id: number; code: string; expiresAt: Date; addressHasAccount: boolean }> {
  const email = invite.email.trim();
  const addressHasAccount = await emailHasAccount(db, email);
  const code = randomToken(18);
  const expiresAt = new Date(Date.now() + STAFF_INVITE_LIFETIME_MS);
  const id = await db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvites.hospitalId, invite.hospitalId), eq(sql`lower(${staffInvites.email})`, email.toLowerCase()), openInvite()));
    const [row] = await tx
      .insert(staffInvites)
      .values({
        hospitalId: invite.hospitalId,
        role: invite.role,
        email,
        firstName: invite.firstName.trim(),
        lastName: invite.lastName.trim(),
        codeHash: sha256(code),
        createdByUserId: invite.createdByUserId,
        expiresAt,
      })
      .returning({ id: staffInvites.id });
    return row!.id;
  });
  return { id, code, expiresAt, addressHasAccount };
}

/** Not used, not revoked (an expired one still shows, so the admin sees it needs sending again). */
const openInvite = () => and(isNull(staffInvites.usedAt), isNull(staffInvites.revokedAt));

export async function mailStaffInvite(mail: Mailer, { to, url, hospitalName, firstName }: { to: string; url: string; hospitalName: string; firstName: string }) {
  await mail({
    to,
    subject: `Your CareChoice staff account at ${hospitalName}`,
    text: [
      `Hello ${firstName},`,
      `${hospitalName} has invited you to its CareChoice console, where its discharge planners build lists of care providers and follow the choices families make.`,
      `Open this link to set your password (it works once and expires in 7 days): ${url}`,
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n\n'),
  });
}

/**
 * The invitation's e-mail to an address that already has an account: no link (one address is one account, and the
 * invitation can only make a new one), and what to do instead. Only the address's owner reads it.
 */
export async function mailInviteToAccount(mail: Mailer, { to, hospitalName, firstName }: { to: string; hospitalName: string; firstName: string }) {
  await mail({
    to,
    subject: `Your CareChoice invitation from ${hospitalName}`,
    text: [
      `Hello ${firstName},`,
      `${hospitalName} has invited you to its CareChoice console, where its discharge planners build lists of care providers and follow the choices families make.`,
      `This e-mail address already has a CareChoice account, and an invitation can only make a new one, so this e-mail has no link. If you already use CareChoice with this address, keep logging in with it; to join ${hospitalName}'s console as well, ask its administrator to invite another e-mail address of yours.`,
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n\n'),
  });
}

const inviter = alias(users, 'inviter');

/** The hospital's accounts (active ones first, by name) and its open invitations (newest first). */
export async function staffDirectory(db: Db, hospitalId: number, youId: number): Promise<StaffDirectory> {
  const [members, invites] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, role: groups.type, createdAt: users.createdAt, deactivatedAt: users.deactivatedAt })
      .from(users)
      .innerJoin(groups, eq(groups.id, users.groupId))
      .where(and(eq(groups.hospitalId, hospitalId), sql`${groups.type} in ('planner', 'hospitalAdmin')`))
      .orderBy(sql`${users.deactivatedAt} is not null`, asc(sql`lower(${users.name})`), asc(users.id)),
    db
      .select({
        id: staffInvites.id,
        firstName: staffInvites.firstName,
        lastName: staffInvites.lastName,
        email: staffInvites.email,
        role: staffInvites.role,
        createdAt: staffInvites.createdAt,
        expiresAt: staffInvites.expiresAt,
        invitedBy: inviter.name,
      })
      .from(staffInvites)
      .leftJoin(inviter, eq(inviter.id, staffInvites.createdByUserId))
      .where(and(eq(staffInvites.hospitalId, hospitalId), openInvite()))
      .orderBy(desc(staffInvites.id)),
  ]);
  return {
    members: members.map(
      (member): StaffMember => ({
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role as StaffRole,
        createdAt: toSeconds(member.createdAt),
        deactivatedAt: member.deactivatedAt ? toSeconds(member.deactivatedAt) : null,
        isYou: member.id === youId,
      }),
    ),
    invites: invites.map(
      (invite): PendingStaffInvite => ({
        id: invite.id,
        firstName: invite.firstName,
        lastName: invite.lastName,
        name: `${invite.firstName} ${invite.lastName}`,
        email: invite.email,
        role: invite.role,
        createdAt: toSeconds(invite.createdAt),
        expiresAt: toSeconds(invite.expiresAt),
        invitedBy: invite.invitedBy,
      }),
    ),
  };
}

/** Revokes an open invitation of the hospital: 404 for another hospital's or an unknown one, 409 once used or revoked. */
export async function revokeStaffInvite(db: Db, hospitalId: number, inviteId: number): Promise<void> {
  const [row] = await db
    .select({ usedAt: staffInvites.usedAt, revokedAt: staffInvites.revokedAt })
    .from(staffInvites)
    .where(and(eq(staffInvites.id, inviteId), eq(staffInvites.hospitalId, hospitalId)));
  if (!row) throw notFound('No such invitation.');
  const [revoked] = await db
    .update(staffInvites)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffInvites.id, inviteId), openInvite()))
    .returning({ id: staffInvites.id });
  if (!revoked) throw new HttpError(409, 'InviteClosed', 'This invitation was already used or revoked.');
}

/**
 * Deactivates a staff account of the hospital and ends every session it has at once: its next request answers 401.
 * The kiosks it turned on are revoked with it: none outlives its creator's access.
 * Admins cannot deactivate themselves (409), so a hospital keeps at least the admin who is asking.
 */
export async function deactivateStaff(db: Db, hospitalId: number, userId: number, byUserId: number): Promise<void> {
  if (userId === byUserId) throw new HttpError(409, 'CannotDeactivateSelf', 'You cannot deactivate your own account.');
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, deactivatedAt: users.deactivatedAt })
      .from(users)
      .innerJoin(groups, eq(groups.id, users.groupId))
      .where(and(eq(users.id, userId), eq(groups.hospitalId, hospitalId), sql`${groups.type} in ('planner', 'hospitalAdmin')`));
    if (!member) throw notFound('No such staff member.');
    if (member.deactivatedAt) throw new HttpError(409, 'AlreadyDeactivated', 'This account is already deactivated.');
    await tx.update(users).set({ deactivatedAt: new Date(), deactivatedByUserId: byUserId }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await revokeKiosksStartedBy(tx, userId, byUserId);
  });
}

/** An invitation whose link still works, with its hospital's name; null for any other code. */
export async function findOpenStaffInvite(db: Db, code: string) {
  const [row] = await db
    .select({ invite: staffInvites, hospitalName: hospitals.name })
    .from(staffInvites)
    .innerJoin(hospitals, eq(hospitals.id, staffInvites.hospitalId))
    .where(and(eq(staffInvites.codeHash, sha256(code)), openInvite(), gt(staffInvites.expiresAt, sql`now()`)));
  return row ?? null;
}

export async function staffInviteDetails(db: Db, code: string) {
  const found = await findOpenStaffInvite(db, code);
  if (!found) throw inviteInvalid();
  return { firstName: found.invite.firstName, email: found.invite.email, hospitalName: found.hospitalName, role: found.invite.role };
}

/**
 * Sets the invited person's password: makes their account in the hospital's group for the role (created the first
 * time) and marks the invitation used, in one transaction so that two tabs cannot make two accounts. Answers the
 * new account's id.
 */
export async function joinStaff(db: Db, code: string, password: string): Promise<number> {
  const found = await findOpenStaffInvite(db, code);
  if (!found) throw inviteInvalid();
  const { invite } = found;
  if (await emailHasAccount(db, invite.email)) throw badRequest('An account with this e-mail already exists: log in instead.', undefined, 'EmailTaken');
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(staffInvites)
        .set({ usedAt: new Date() })
        .where(and(eq(staffInvites.id, invite.id), openInvite(), gt(staffInvites.expiresAt, sql`now()`)))
        .returning({ id: staffInvites.id });
      if (!claimed) throw inviteInvalid();
      const groupId = await staffGroupId(tx, invite.hospitalId, invite.role, found.hospitalName);
      const [user] = await tx
        .insert(users)
        .values({
          groupId,
          firstName: invite.firstName,
          lastName: invite.lastName,
          name: `${invite.firstName} ${invite.lastName}`,
          email: invite.email,
          // Staff accounts have no cell phone: nothing is ever texted to them.
          cellPhone: '',
          passwordHash,
        })
        .returning({ id: users.id });
      await tx.update(staffInvites).set({ userId: user!.id }).where(eq(staffInvites.id, invite.id));
      return user!.id;
    });
  } catch (error) {
    // Someone made an account with that address between the check and the insert.
    if (isUniqueViolation(error)) throw badRequest('An account with this e-mail already exists: log in instead.', undefined, 'EmailTaken');
    throw error;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The hospital's group for a role, made the first time someone joins with it. */
async function staffGroupId(tx: Tx, hospitalId: number, role: StaffRole, hospitalName: string): Promise<number> {
  const [group] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.hospitalId, hospitalId), eq(groups.type, role)))
    .orderBy(asc(groups.id))
    .limit(1);
  if (group) return group.id;
  const name = role === 'hospitalAdmin' ? `${hospitalName} administrators` : `${hospitalName} discharge planning`;
  const [created] = await tx.insert(groups).values({ type: role, name, hospitalId }).returning({ id: groups.id });
  return created!.id;
}
