import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invites, patients } from '../db/schema';
import { randomToken, sha256 } from '../auth/secrets';
import { HttpError, notFound } from '../errors';
import type { Mailer } from '../mail';

export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface NewInvite {
  patientId: number;
  email: string;
  cellPhone: string;
  relationship?: string | null;
  customAcknowledgementText?: string | null;
  createdByUserId?: number | null;
}

export const inviteUrl = (publicUrl: string, code: string) => `${publicUrl}/go/c/${code}`;

/** A fresh code and when it stops working: 96 bits, 14 days. Only its hash is ever stored. */
function freshCode() {
  return { code: randomToken(12), expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS) };
}

/** Creates a single-use invite and answers its id and code; only the code's hash is stored. */
export async function createInvite(db: Db, invite: NewInvite): Promise<{ id: number; code: string; expiresAt: Date }> {
  const { code, expiresAt } = freshCode();
  const [row] = await db
    .insert(invites)
    .values({
      patientId: invite.patientId,
      codeHash: sha256(code),
      email: invite.email,
      cellPhone: invite.cellPhone,
      relationship: invite.relationship ?? null,
      customAcknowledgementText: invite.customAcknowledgementText ?? null,
      createdByUserId: invite.createdByUserId ?? null,
      expiresAt,
    })
    .returning({ id: invites.id });
  return { id: row!.id, code, expiresAt };
}

const inviteUsed = () => new HttpError(409, 'InviteUsed', 'This invite has already been used: the family has an account.');
const inviteAlreadyRevoked = () => new HttpError(409, 'InviteRevoked', 'This invite has already been revoked.');

/**
 * An invite of one of the hospital's patients, for a staff member's resend or revoke: another hospital's invite looks
 * exactly like none (404); a used or revoked one cannot be resent or revoked (409).
 */
async function changeableInvite(db: Db, hospitalId: number, inviteId: number) {
  const [row] = await db
    .select({ invite: invites })
    .from(invites)
    .innerJoin(patients, eq(patients.id, invites.patientId))
    .where(and(eq(invites.id, inviteId), eq(patients.hospitalId, hospitalId)));
  if (!row) throw notFound('No such invite.');
  if (row.invite.usedAt) throw inviteUsed();
  if (row.invite.revokedAt) throw inviteAlreadyRevoked();
  return row.invite;
}

/** Only an invite still unused and not revoked changes; a claim or revoke that won the race makes this a 409. */
const stillOpen = (inviteId: number) => and(eq(invites.id, inviteId), isNull(invites.usedAt), isNull(invites.revokedAt));

/**
 * Resend: a fresh code for the invite (the old link stops working at once) and a new 14-day life. The code is not
 * stored, so sending "the same link" again is impossible by design; the answer holds the new one.
 */
export async function rotateInviteCode(db: Db, hospitalId: number, inviteId: number) {
  const invite = await changeableInvite(db, hospitalId, inviteId);
  const { code, expiresAt } = freshCode();
  const [changed] = await db.update(invites).set({ codeHash: sha256(code), expiresAt }).where(stillOpen(inviteId)).returning({ id: invites.id });
  if (!changed) throw (await isUsed(db, inviteId)) ? inviteUsed() : inviteAlreadyRevoked();
  return { invite, code, expiresAt };
}

/** Revoke: the invite's link stops working for good; the staff member who did it is kept beside the time. */
export async function revokeInvite(db: Db, hospitalId: number, inviteId: number, byUserId: number) {
  const invite = await changeableInvite(db, hospitalId, inviteId);
  const [changed] = await db
    .update(invites)
    .set({ revokedAt: new Date(), revokedByUserId: byUserId })
    .where(stillOpen(inviteId))
    .returning({ id: invites.id });
  if (!changed) throw (await isUsed(db, inviteId)) ? inviteUsed() : inviteAlreadyRevoked();
  return invite;
}

async function isUsed(db: Db, inviteId: number) {
  const [row] = await db.select({ usedAt: invites.usedAt }).from(invites).where(eq(invites.id, inviteId));
  return Boolean(row?.usedAt);
}

/** The invitation e-mail: the link only, never the patient's details. */
export async function mailInvite(mail: Mailer, { to, url, hospitalName }: { to: string; url: string; hospitalName: string }) {
  await mail({
    to,
    subject: `${hospitalName} invites you to choose care on CareChoice`,
    text: [
      `${hospitalName} has invited you to compare and choose care providers on CareChoice.`,
      `Open this link to get started (it works once and expires in 14 days): ${url}`,
    ].join('\n\n'),
  });
}
