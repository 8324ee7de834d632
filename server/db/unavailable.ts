import { causesOf, storageFaultOf, type StorageFault } from './storage';

/**
 * Whether an error means the database could not be reached or dropped the connection (restart, failover, a killed
 * backend, a closed embedded database), or cannot use its disk (full, read-only, failing), as
 * opposed to a fault of the request or of our code. Such a request answers 503 Unavailable and a later one may well
 * succeed: the pool opens new connections, the embedded database opens again, space is freed.
 */
// Connection exceptions; insufficient resources (disk full, out of memory, too many connections); system and I/O
// errors; shutdowns.
const UNAVAILABLE_SQLSTATE = /^(08|53|58|57P0[1-3])/;
/** The embedded database down after a PANIC (server/db/embedded.ts), or not starting again yet. */
const EMBEDDED_DOWN = /^(EmbeddedDatabaseDown|RuntimeError)$|PGlite failed to initialize/;
const UNAVAILABLE_SYSTEM = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /connection terminated|terminating connection|connection.*(closed|ended)|timeout exceeded when trying to connect|PGlite is closed|Client was closed|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (storageFaultOf(error)) return true;
  // Drizzle wraps the driver's error (DrizzleQueryError, with the driver's as its cause).
  for (const { name, message, severity, code } of causesOf(error)) {
    if (EMBEDDED_DOWN.test(String(name)) || EMBEDDED_DOWN.test(String(message))) return true;
    // PostgreSQL gave up on the session, or (embedded) on itself.
    if (severity === 'PANIC' || severity === 'FATAL') return true;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * Whether an error is a unique violation (SQLSTATE 23505): two requests wrote the same unique value at the same moment,
 * both having checked it was free (two families changing to one e-mail at once). The one that came
 * second is told to try again (409), not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  // Bare, as node-postgres and PGlite throw it, or as the cause of drizzle's DrizzleQueryError.
  for (const { code } of causesOf(error)) if (code === '23505') return true;
  return false;
}

const FAULT_WORDS: Record<StorageFault, string> = {
  full: 'its disk is full',
  'too-large': 'a file reached its size limit',
  'read-only': 'its disk is read-only',
  denied: 'it may not write its files',
  'not-a-folder': 'its folder is not a folder',
  io: 'its disk reports input/output errors',
};

/** The log line for an unavailable database: an operator should know a full disk from a lost connection. */
export function unavailableLogMessage(error: unknown): string {
  const fault = storageFaultOf(error);
  return fault ? `the database cannot write: ${FAULT_WORDS[fault]}` : 'the database is unavailable';
}
