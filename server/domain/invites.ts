import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '../../src/contract/language';
import type { Db } from '../db/client';
import { hospitals, invites, patients } from '../db/schema';
import { randomToken, sha256 } from '../auth/secrets';
import { HttpError, notFound } from '../errors';
import type { Mailer } from '../mail';
import { inviteMailWords } from '../mailWords';

export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface NewInvite {
  patientId: number;
  email: string;
  cellPhone: string;
  relationship?: string | null;
  customAcknowledgementText?: string | null;
  customAcknowledgementTextEs?: string | null;
  createdByUserId?: number | null;
  /** The invitation's language; without it, the family's as set on the patient, else their hospital's for invitations. */
  language?: Language;
}

export const inviteUrl = (publicUrl: string, code: string) => `${publicUrl}/go/c/${code}`;

/** A fresh code and when it stops working: 96 bits, 14 days. Only its hash is ever stored. */
function freshCode() {
  return { code: randomToken(12), expiresAt: new Date(Date.now() + INVITE_LIFETIME_MS) };
}

/** The language a family is invited in unless the planner picks another: the patient's, else the hospital's. */
async function familyLanguageOf(db: Db, patientId: number): Promise<Language> {
  const [row] = await db
    .select({ familyLanguage: sql<Language>`coalesce(${patients.preferredLanguage}, ${hospitals.familyLanguage})` })
    .from(patients)
    .innerJoin(hospitals, eq(hospitals.id, patients.hospitalId))
    .where(eq(patients.id, patientId));
  return row?.familyLanguage ?? 'en';
}

/** Creates a single-use invite and answers its id, code and language; only the code's hash is stored. */
export async function createInvite(db: Db, invite: NewInvite): Promise<{ id: number; code: string; expiresAt: Date; language: Language }> {
  const { code, expiresAt } = freshCode();
  const language = invite.language ?? (await familyLanguageOf(db, invite.patientId));
  const [row] = await db
    .insert(invites)
    .values({
      patientId: invite.patientId,
      codeHash: sha256(code),
      email: invite.email,
      cellPhone: invite.cellPhone,
      relationship: invite.relationship ?? null,
      customAcknowledgementText: invite.customAcknowledgementText ?? null,
      customAcknowledgementTextEs: invite.customAcknowledgementTextEs ?? null,
      createdByUserId: invite.createdByUserId ?? null,
      expiresAt,
      language,
    })
    .returning({ id: invites.id });
  return { id: row!.id, code, expiresAt, language };
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

/** The invitation e-mail, in the invite's language (mailWords.ts): the link only, never the patient's details. */
export async function mailInvite(mail: Mailer, { to, url, hospitalName, language }: { to: string; url: string; hospitalName: string; language: Language }) {
  await mail({ to, ...inviteMailWords(language, hospitalName, url) });
}
