import type { Db } from '../db/client';
import { createThrottle, LIMITS, lockSeconds as lockSecondsOf } from './throttle';

/**
 * Login guessing limits (OWASP ASVS 2.2.1), on the shared counters of throttle.ts, checked before any
 * password is hashed:
 * - per account: after 5 consecutive failures, 30 s of 429, doubling with each further failure up to 15 minutes;
 *   a successful login clears it. Unknown e-mails are counted the same way, so the answers do not tell them apart.
 * - per client address: at most 100 failed attempts in 15 minutes. Each attempt is counted before the check, so the
 *   check is not made for an address already over the limit, nor for more than 100 at once; a success gives its
 *   count back, so a hospital's staff behind one address never lock themselves out by logging in.
 */
export const FREE_FAILURES = LIMITS.loginPerAccount.freeFailures;
export const FIRST_LOCK_SECONDS = LIMITS.loginPerAccount.firstLockSeconds;
export const LONGEST_LOCK_SECONDS = LIMITS.loginPerAccount.longestLockSeconds;
export const ADDRESS_ATTEMPTS = LIMITS.loginPerAddress.attempts;
export const ADDRESS_WINDOW_SECONDS = LIMITS.loginPerAddress.windowSeconds;

const accountOf = (email: string) => email.trim().toLowerCase();

/** How long a lock after `failures` consecutive failures lasts, in seconds. */
export const lockSeconds = (failures: number) => lockSecondsOf(LIMITS.loginPerAccount, failures);

export function createLoginThrottle(db: Db) {
  const throttle = createThrottle(db);
  return {
    /**
     * Counts this attempt as a failure against the client's address and against the account (a right password then
     * takes both back: `succeeded`); answers how many seconds the caller must wait, or 0 when the attempt may go on
     * to the password check.
     */
    async admit(email: string, address: string): Promise<number> {
      const overAddress = await throttle.count(LIMITS.loginPerAddress, address);
      if (overAddress > 0) return overAddress;
      return throttle.admit(LIMITS.loginPerAccount, accountOf(email));
    },

    /** A successful login forgets the account's failures and is not counted against the address. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([throttle.forget(LIMITS.loginPerAccount, accountOf(email)), throttle.giveBack(LIMITS.loginPerAddress, address)]);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
