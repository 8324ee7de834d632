import type { FastifyRequest } from 'fastify';
import { prepared, type RunPrepared } from './db/prepared';

/** Everything the audit trail records (issue 8, item 9). */
export const AUDIT_ACTIONS = [
  'login.succeeded',
  'login.failed',
  'login.refused',
  'claim.succeeded',
  'claim.failed',
  'claim.refused',
  'patient.viewed',
  'optionList.viewed',
  'ranking.saved',
  'contact.changed',
  'password.changed',
  'password.resetRequested',
  'password.reset',
  /** A staff member invited the family; subject: the invite's id. */
  'invite.issued',
  /** A staff member added a patient (issue 21); the patient's details stay in their record, not in the trail. */
  'patient.created',
  /** A staff member sent an invite again: a fresh code (the old link stops working); subject: the invite's id. */
  'invite.resent',
  /** A staff member revoked an invite; subject: the invite's id. */
  'invite.revoked',
  /** An admin changed the hospital's labels on a provider (subject: the provider's id), or its own wording. */
  'catalogue.labelled',
  /** An admin set or cleared the hospital's financial-interest disclosure on a provider (subject: the provider's id);
   * the text is about the hospital and the provider, never a patient, and stays in provider_disclosures. */
  'catalogue.disclosed',
  'hospital.changed',
  /** A staff member read a page of their hospital's worklist: who, never the search text (a patient's name). */
  'worklist.viewed',
  /** A staff member handed their tablet to the patient's family (issue 22, item 3): a guided session began, */
  'guided.started',
  /** and a staff member of the hospital ended it with their password (the user is that staff member). */
  'guided.ended',
  /** Someone read the patient's choice record (issue 22, item 1): a staff member for the chart, or the family. */
  'choiceRecord.viewed',
  /** A staff member turned the device they use into a kiosk of their hospital (issue 22); subject: the kiosk's id. */
  'kiosk.started',
  /** A staff member turned a kiosk off with their password; subject: the kiosk's id. */
  'kiosk.released',
  /** A staff member saved a service's list of options (issue 21, item 3): its first list, */
  'optionList.built',
  /** the latest list in place, before the family confirmed it, */
  'optionList.changed',
  /** or a new version of a list the family had confirmed (they choose again). Subject: the list's id. */
  'optionList.reoffered',
  /** An admin invited someone to the hospital's staff (issue 21, item 8); subject: the invitation's id. */
  'staff.invited',
  'staff.inviteRevoked',
  /** Someone set their password from a staff invitation: their account was made (the user is the new account). */
  'staff.joined',
  /** An admin deactivated a staff account; subject: the account's id. */
  'staff.deactivated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  userId?: number | null;
  email?: string | null;
  patientId?: number | null;
  subject?: string | number | null;
}

/** Written on every option list a family opens, so prepared once (1.3 ms through drizzle on PGlite, 0.3 ms so). */
const INSERT_AUDIT_EVENT = prepared<never>(
  'insert_audit_event',
  `insert into audit_events (action, user_id, email, patient_id, subject, ip)
   values ($1::text, $2::int, $3::text, $4::int, $5::text, $6::text)`,
);

/**
 * Writes to the append-only audit trail: who (a user, or the e-mail given when nobody is signed in), did what, to
 * which patient, from which address. Callers pass identifiers only: never a password, code, token or birth date.
 */
export function createAudit(run: RunPrepared) {
  return async function record(request: FastifyRequest, entry: AuditEntry): Promise<void> {
    await run(INSERT_AUDIT_EVENT, [
      entry.action,
      entry.userId ?? null,
      entry.email?.trim().toLowerCase() ?? null,
      entry.patientId ?? null,
      entry.subject === undefined || entry.subject === null ? null : String(entry.subject),
      request.ip,
    ]);
  };
}

export type Audit = ReturnType<typeof createAudit>;
