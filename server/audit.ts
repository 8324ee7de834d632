import type { FastifyRequest } from 'fastify';
import { prepared, type RunPrepared } from './db/prepared';

/** Everything the audit trail records. */
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
  /** A staff member added a patient; the patient's details stay in their record, not in the trail. */
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
  /** A staff member handed their tablet to the patient's family: a guided session began, */
  'guided.started',
  /** and a staff member of the hospital ended it with their password (the user is that staff member). */
  'guided.ended',
  /** Someone read the patient's choice record: a staff member for the chart, or the family. */
  'choiceRecord.viewed',
  /** A staff member turned the device they use into a kiosk of their hospital; subject: the kiosk's id. */
  'kiosk.started',
  /** A staff member turned a kiosk off with their password; subject: the kiosk's id. */
  'kiosk.released',
  /** An admin revoked a kiosk from the console; subject: the kiosk's id. */
  'kiosk.revoked',
  /** A staff member changed the language the patient's family reads CareChoice in (guided sessions open in it). */
  'patient.languageChanged',
  /** A staff member saved a service's list of options: its first list, */
  'optionList.built',
  /** the latest list in place, before the family confirmed it, */
  'optionList.changed',
  /** or a new version of a list the family had confirmed (they choose again). Subject: the list's id. */
  'optionList.reoffered',
  /** An admin invited someone to the hospital's staff; subject: the invitation's id. */
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
 * Readings a user repeats as they move about (the family's dashboard and option lists, a planner's patient page):
 * one entry per user, action, patient and subject in VIEW_WINDOW_MINUTES, so that reloading a page a thousand times
 * does not write a thousand entries into the patient's trail, which planners read. Changes are always written.
 */
const COALESCED_VIEWS = new Set<AuditAction>(['patient.viewed', 'optionList.viewed', 'choiceRecord.viewed']);
const VIEW_WINDOW_MINUTES = 5;
/** The view's entry, unless the same user wrote the same one in the window (audit_events_user_idx finds it). */
const INSERT_AUDIT_VIEW = prepared<never>(
  'insert_audit_view',
  `insert into audit_events (action, user_id, email, patient_id, subject, ip)
   select $1::text, $2::int, $3::text, $4::int, $5::text, $6::text
   where not exists (
     select 1 from audit_events
      where user_id = $2::int and at > now() - interval '${VIEW_WINDOW_MINUTES} minutes' and action = $1::text
        and patient_id is not distinct from $4::int and subject is not distinct from $5::text)`,
);

/**
 * Writes to the append-only audit trail: who (a user, or the e-mail given when nobody is signed in), did what, to
 * which patient, from which address. Callers pass identifiers only: never a password, code, token or birth date.
 */
export function createAudit(run: RunPrepared) {
  return async function record(request: FastifyRequest, entry: AuditEntry): Promise<void> {
    const coalesced = COALESCED_VIEWS.has(entry.action) && entry.userId != null;
    await run(coalesced ? INSERT_AUDIT_VIEW : INSERT_AUDIT_EVENT, [
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
