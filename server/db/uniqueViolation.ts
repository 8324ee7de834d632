/**
 * Whether a query failed on a unique index (SQLSTATE 23505): bare, as node-postgres and PGlite throw it, or as the
 * cause of drizzle's DrizzleQueryError. Two requests that each checked first can still collide on PostgreSQL.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
