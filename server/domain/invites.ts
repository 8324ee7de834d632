import type { Db } from '../db/client';
import { invites } from '../db/schema';
import { randomToken, sha256 } from '../auth/secrets';
import type { Mailer } from '../mail';

export const INVITE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

export interface NewInvite {
  patientId: number;
  email: string;
  cellPhone: string;
  customAcknowledgementText?: string | null;
  createdByUserId?: number | null;
}

export const inviteUrl = (publicUrl: string, code: string) => `${publicUrl}/go/c/${code}`;

/** Creates a single-use invite and answers its code; only the code's hash is stored. */
export async function createInvite(db: Db, invite: NewInvite): Promise<{ code: string; expiresAt: Date }> {
  const code = randomToken(12); // 96 bits
  const expiresAt = new Date(Date.now() + INVITE_LIFETIME_MS);
  await db.insert(invites).values({
    patientId: invite.patientId,
    codeHash: sha256(code),
    email: invite.email,
    cellPhone: invite.cellPhone,
    customAcknowledgementText: invite.customAcknowledgementText ?? null,
    createdByUserId: invite.createdByUserId ?? null,
    expiresAt,
  });
  return { code, expiresAt };
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
