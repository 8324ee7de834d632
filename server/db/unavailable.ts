/**
 * Whether an error means the database could not be reached or dropped the connection (restart, failover, a killed
 * backend, a closed embedded database), as opposed to a fault of the request or of our code. Such a request answers
 * 503 Unavailable and the next one may well succeed: the pool opens new connections (issue 8, item 11).
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-3]|53300)/; // connection exceptions, shutdowns, too many connections
const UNAVAILABLE_SYSTEM = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGE = /connection terminated|terminating connection|connection.*(closed|ended)|timeout exceeded when trying to connect|PGlite is closed|Client was closed|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError, with the driver's as its cause).
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SYSTEM.has(code))) return true;
    if (UNAVAILABLE_MESSAGE.test(current.message)) return true;
  }
  return false;
}

/**
 * Whether an error is a unique violation (SQLSTATE 23505): two requests wrote the same unique value at the same moment,
 * both having checked it was free (two families changing to one e-mail at once, issue 18, item 9). The one that came
 * second is told to try again (409), not a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
