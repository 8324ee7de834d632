import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';

/**
 * Login guessing limits (issue 8, OWASP ASVS 2.2.1), kept in PostgreSQL so every server shares them, and checked
 * before any password is hashed:
 * - per account: after 5 consecutive failures, 30 s of 429, doubling with each further failure up to 15 minutes;
 *   a successful login clears it. Unknown e-mails are counted the same way, so the answers do not tell them apart.
 * - per client address: at most 100 attempts in 15 minutes.
 */
export const FREE_FAILURES = 5;
export const FIRST_LOCK_SECONDS = 30;
export const LONGEST_LOCK_SECONDS = 15 * 60;
export const ADDRESS_ATTEMPTS = 100;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `ip:${address}`;

/** How long a lock after `failures` consecutive failures lasts, in seconds. */
export const lockSeconds = (failures: number) => Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES));

export function createLoginThrottle(db: Db) {
  return {
    /**
     * Counts this attempt against the client's address and answers how many seconds the caller must wait, or 0
     * when the attempt may go on to the password check.
     */
    async admit(email: string, address: string): Promise<number> {
      const window = sql.raw(`interval '${ADDRESS_WINDOW_SECONDS} seconds'`);
      const [counted] = await db
        .insert(loginThrottles)
        .values({ key: addressKey(address), count: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            count: sql`case when ${loginThrottles.windowStartedAt} < now() - ${window} then 1 else ${loginThrottles.count} + 1 end`,
            windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < now() - ${window} then now() else ${loginThrottles.windowStartedAt} end`,
          },
        })
        .returning({
          count: loginThrottles.count,
          waitSeconds: sql<number>`ceil(extract(epoch from ${loginThrottles.windowStartedAt} + ${window} - now()))::int`,
        });
      if (counted!.count > ADDRESS_ATTEMPTS) return Math.max(1, counted!.waitSeconds);

      // The attempt is counted as a failure before the password is checked, in one statement that also refuses it
      // while the account is locked: any number of attempts at once get exactly as many guesses as one at a time.
      // A right password then forgets them all (succeeded).
      const count = sql`${loginThrottles.count} + 1`;
      const [admitted] = await db
        .insert(loginThrottles)
        .values({ key: accountKey(email), count: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            count,
            lockedUntil: sql`case when ${count} >= ${FREE_FAILURES}
              then now() + least(${LONGEST_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, ${count} - ${FREE_FAILURES})) * interval '1 second'
              else null end`,
          },
          setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()`,
        })
        .returning({ count: loginThrottles.count });
      if (admitted) return 0;
      const [locked] = await db
        .select({ waitSeconds: sql<number>`ceil(extract(epoch from ${loginThrottles.lockedUntil} - now()))::int` })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, accountKey(email)));
      return Math.max(1, locked?.waitSeconds ?? 1);
    },

    /** A successful login forgets the account's failures. */
    async succeeded(email: string): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, accountKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
