import { eq, sql } from 'drizzle-orm';
import type { ClaimRequest } from '../../src/contract/choice';
import type { Db } from '../db/client';
import { acknowledgements, invites, patients } from '../db/schema';
import { HttpError, notFound } from '../errors';
import { sameName } from './nameMatch';

/**
 * Claim guessing: the claim matches only an initial, a last name and a birth date, which a stranger
 * can guess. After every 5 wrong claims with an invite, its claims wait 15 minutes; after 10 it is revoked.
 */
export const CLAIMS_BEFORE_LOCK = 5;
export const CLAIM_LOCK_SECONDS = 15 * 60;
export const CLAIMS_BEFORE_REVOKE = 10;

const claimsLocked = () => new HttpError(429, 'TooManyAttempts', 'Too many attempts to match the patient. Please try again in 15 minutes.');
export const inviteRevoked = () =>
  new HttpError(403, 'InviteRevoked', 'After too many attempts this invite no longer works. Please ask the hospital for a new invite.');

export type ClaimOutcome =
  | { refused: HttpError; retryAfter?: number; patientId?: number }
  | { claimed: { id: number; initial: string; lastName: string; dateOfBirth: string; claimed: true } };

/** A claim whose details match no patient of the account's invite: said the same whatever did not match. */
export const noClaimMatch = () => notFound('We could not match the patient details you entered.');

/**
 * The family account `userId` claims the patient of its invite with the details it typed: in one transaction with the
 * invite locked, so that the count of wrong claims, the lock and the revocation it leads to are never lost to a race.
 * A refusal is answered as an outcome, not thrown, so that its count is committed with the transaction.
 */
export async function claimPatient(
  db: Db,
  { userId, inviteId, details, acknowledgement }: { userId: number; inviteId: number; details: ClaimRequest['patient']; acknowledgement: ClaimRequest['acknowledgement'] },
): Promise<ClaimOutcome> {
  return db.transaction(async (tx): Promise<ClaimOutcome> => {
    const [row] = await tx
      .select({
        patient: patients,
        invite: invites,
        lockedForSeconds: sql<number>`ceil(extract(epoch from ${invites.claimLockedUntil} - now()))::int`,
      })
      .from(patients)
      .innerJoin(invites, eq(invites.patientId, patients.id))
      .where(eq(invites.id, inviteId))
      .for('update');
    if (!row) return { refused: noClaimMatch() };
    const { patient: candidate, invite } = row;
    // Checked before the details: a locked or revoked invite tells a guesser nothing about them.
    if (invite.revokedAt) return { refused: inviteRevoked(), patientId: candidate.id };
    if (row.lockedForSeconds > 0) return { refused: claimsLocked(), retryAfter: row.lockedForSeconds, patientId: candidate.id };
    const matches =
      sameName(candidate.initial, details.initial) &&
      sameName(candidate.lastName, details.lastName) &&
      candidate.dateOfBirth === details.dateOfBirth &&
      (candidate.claimedByUserId === null || candidate.claimedByUserId === userId);
    if (!matches) {
      // Counted in this transaction and committed: the refusal is thrown only after it.
      const failedClaims = invite.failedClaims + 1;
      await tx
        .update(invites)
        .set({
          failedClaims,
          ...(failedClaims % CLAIMS_BEFORE_LOCK === 0 ? { claimLockedUntil: new Date(Date.now() + CLAIM_LOCK_SECONDS * 1000) } : {}),
          ...(failedClaims >= CLAIMS_BEFORE_REVOKE ? { revokedAt: new Date() } : {}),
        })
        .where(eq(invites.id, invite.id));
      return { refused: noClaimMatch(), patientId: candidate.id };
    }
    if (invite.failedClaims > 0) await tx.update(invites).set({ failedClaims: 0 }).where(eq(invites.id, invite.id));
    if (candidate.claimedByUserId === null) {
      await tx.update(patients).set({ claimedByUserId: userId, claimedAt: new Date() }).where(eq(patients.id, candidate.id));
    }
    await tx.insert(acknowledgements).values({
      patientId: candidate.id,
      userId: userId,
      relationship: acknowledgement.by ?? null,
      text: acknowledgement.text,
      language: acknowledgement.language ?? 'en',
      acknowledgedAt: new Date(acknowledgement.at * 1000),
    });
    return {
      claimed: {
        id: candidate.id,
        initial: candidate.initial,
        lastName: candidate.lastName,
        dateOfBirth: candidate.dateOfBirth,
        claimed: true,
      },
    };
  });
}
