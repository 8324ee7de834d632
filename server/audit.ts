import type { FastifyRequest } from 'fastify';
import type { Db } from './db/client';
import { auditEvents } from './db/schema';

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
  'invite.issued',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  action: AuditAction;
  userId?: number | null;
  email?: string | null;
  patientId?: number | null;
  subject?: string | number | null;
}

/**
 * Writes to the append-only audit trail: who (a user, or the e-mail given when nobody is signed in), did what, to
 * which patient, from which address. Callers pass identifiers only: never a password, code, token or birth date.
 */
export function createAudit(db: Db) {
  return async function record(request: FastifyRequest, entry: AuditEntry): Promise<void> {
    await db.insert(auditEvents).values({
      action: entry.action,
      userId: entry.userId ?? null,
      email: entry.email?.trim().toLowerCase() ?? null,
      patientId: entry.patientId ?? null,
      subject: entry.subject === undefined || entry.subject === null ? null : String(entry.subject),
      ip: request.ip,
    });
  };
}

export type Audit = ReturnType<typeof createAudit>;
