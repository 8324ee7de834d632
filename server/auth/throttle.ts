import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../db/client';
import { loginThrottles } from '../db/schema';
import { spokenWait } from '../../src/domain/spokenWait';
import { HttpError } from '../errors';

/**
 * Limits on guessing and flooding, kept in PostgreSQL's login_throttles table so that every server
 * of a deployment shares them, and checked before any expensive or revealing work. One row per counter, its key the
 * limit's prefix and what it counts: `ip:203.0.113.7`, `account:ana@example.org`, `password:42`. Two kinds:
 * - a window counts attempts: at most `attempts` in the `windowSeconds` after the first, then 429 until it ends;
 * - a lock counts consecutive failures, each counted before the check it guards: after `freeFailures`, every further
 *   one locks the counter for 30 s, doubling up to 15 minutes; a success forgets them (`forget`), and so does a day
 *   without failures (the sweep). While locked, nothing is counted and the check is not even made;
 * - turns: one attempt at a time (the next waits until it is over, or `turnSeconds` at most), and at most `attempts`
 *   in the window.
 */
export interface WindowLimit {
  kind: 'window';
  prefix: string;
  attempts: number;
  windowSeconds: number;
  /** What is counted, for the refusal: 'Too many <what>. Please try again in 15 minutes.' */
  what: string;
}

export interface LockLimit {
  kind: 'lock';
  prefix: string;
  freeFailures: number;
  firstLockSeconds: number;
  longestLockSeconds: number;
  what: string;
}

export interface TurnLimit {
  kind: 'turns';
  prefix: string;
  attempts: number;
  windowSeconds: number;
  /** How long a turn lasts at most (one that never ends, its server gone, frees the counter after it). */
  turnSeconds: number;
  what: string;
}

export type Limit = WindowLimit | LockLimit | TurnLimit;

const MINUTE = 60;
const HOUR = 60 * MINUTE;
/** How long an invite lives (server/domain/invites.ts), in seconds. */
const INVITE_LIFETIME_SECONDS = 14 * 24 * HOUR;

const window = (prefix: string, attempts: number, windowSeconds: number, what: string): WindowLimit => ({
  kind: 'window',
  prefix,
  attempts,
  windowSeconds,
  what,
});
const lock = (prefix: string, what: string): LockLimit => ({
  kind: 'lock',
  prefix,
  freeFailures: 5,
  firstLockSeconds: 30,
  longestLockSeconds: 15 * MINUTE,
  what,
});

/**
 * Every limit, with the number a real family never reaches (README, Security; docs/decisions.md). Per client address
 * limits count what one browser, or a hospital's guest Wi-Fi behind one address, could plausibly do in the window.
 */
export const LIMITS = {
  /**
   * Failed logins per client address: a hospital's staff share its one NAT address, so their successes are
   * given back (`giveBack`) and only wrong passwords and unknown e-mails use the limit up.
   */
  loginPerAddress: window('ip:', 100, 15 * MINUTE, 'login attempts'),
  /** Consecutive wrong passwords per e-mail given at login. */
  loginPerAccount: lock('account:', 'login attempts'),
  /** Sign-ups per client address: a family signs up once, with a few retries after a refused password or e-mail. */
  signupPerAddress: window('signup-ip:', 20, 15 * MINUTE, 'sign-up attempts'),
  /**
   * Sign-ups that get past an invite's check (each answers EmailTaken or hashes a password), per invite: one at a
   * time, 5 for its life; the one after them revokes it. So an invite can test at most 5 addresses for accounts, and
   * a flood of sign-ups with it costs one password hash at a time, 5 at most.
   */
  signupPerInvite: {
    kind: 'turns',
    prefix: 'signup-invite:',
    attempts: 5,
    windowSeconds: INVITE_LIFETIME_SECONDS,
    turnSeconds: MINUTE,
    what: 'sign-up attempts',
  },
  /** Invite look-ups per client address: the invite page asks once per visit. */
  invitePerAddress: window('invite-ip:', 60, 15 * MINUTE, 'invite look-ups'),
  /** Password reset requests per client address. */
  resetRequestPerAddress: window('reset-request-ip:', 20, 15 * MINUTE, 'password reset requests'),
  /**
   * Reset e-mails per e-mail address (with an account or not), counted after the answer: more are not sent, and the
   * answer is the same either way, so it tells nobody anything.
   */
  resetMailPerAddress: window('reset-mail:', 3, HOUR, 'password reset e-mails'),
  /** Attempts at using a reset code, per client address. */
  resetCodePerAddress: window('reset-ip:', 20, 15 * MINUTE, 'password reset attempts'),
  /** Consecutive wrong current passwords when changing one's password, per account. */
  passwordChangePerAccount: lock('password:', 'wrong passwords'),
  /** Changes of e-mail address per account: each can tell whether an address has an account. */
  emailChangePerAccount: window('email-change:', 5, 24 * HOUR, 'e-mail changes'),
  /**
   * Saved changes to one's own account (contact details, password) per account: each writes an entry to the audit
   * trail and a password change hashes, so one account cannot flood either. Someone correcting a typo a few times
   * never meets 30 an hour.
   */
  accountChangesPerAccount: window('account-change:', 30, HOUR, 'changes to your account'),
  /**
   * Staff invitations per admin who sends them ('Send again' included): each is an e-mail
   * in the hospital's name. A hospital going live invites its case-management department, a few dozen people, in one
   * sitting; 50 an hour lets it, and stops a stolen admin session from spamming through us.
   */
  staffInvitePerSender: window('staff-invite-sender:', 50, HOUR, 'invitations'),
  /**
   * Staff invitations per address they go to, whoever sends them: the first, a 'Send again' for a lost e-mail and one
   * more fit; a mailbox is not flooded. Counted before the address is looked up, with or without an account, so the
   * refusal tells nothing about accounts.
   */
  staffInvitePerRecipient: window('staff-invite-to:', 3, HOUR, 'invitations to this address'),
  /**
   * Devices turned into kiosks per staff member (300 were made in 1.3 s). Setting up a
   * discharge lounge is a few tablets, a new ward a dozen or so; 20 an hour lets that, and a stolen session or a script
   * makes 20, not hundreds (the hospital's cap, MAX_ACTIVE_KIOSKS, bounds them all).
   */
  kioskStartPerStaff: window('kiosk-start:', 20, HOUR, 'kiosks turned on'),
} satisfies Record<string, Limit>;

/** A lock counter's failures are forgotten this long after the last one (when it is not locked). */
export const LOCK_MEMORY_SECONDS = 24 * HOUR;

/** How long a lock after `failures` consecutive failures lasts, in seconds. */
export const lockSeconds = (limit: LockLimit, failures: number) =>
  Math.min(limit.longestLockSeconds, limit.firstLockSeconds * 2 ** (failures - limit.freeFailures));

const keyOf = (limit: Limit, subject: string | number) => `${limit.prefix}${subject}`;
const seconds = (value: number) => sql.raw(`interval '${Math.trunc(value)} seconds'`);

export function createThrottle(db: Db) {
  return {
    /**
     * Counts an attempt against a window limit and answers how many seconds the caller must wait, or 0 when the
     * attempt may go on. Counting and deciding are one statement, so attempts at once cannot slip past the limit.
     */
    async count(limit: WindowLimit, subject: string | number): Promise<number> {
      const span = seconds(limit.windowSeconds);
      const [counted] = await db
        .insert(loginThrottles)
        .values({ key: keyOf(limit, subject), count: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            count: sql`case when ${loginThrottles.windowStartedAt} < now() - ${span} then 1 else ${loginThrottles.count} + 1 end`,
            windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < now() - ${span} then now() else ${loginThrottles.windowStartedAt} end`,
          },
        })
        .returning({
          count: loginThrottles.count,
          waitSeconds: sql<number>`ceil(extract(epoch from ${loginThrottles.windowStartedAt} + ${span} - now()))::int`,
        });
      return counted!.count > limit.attempts ? Math.max(1, counted!.waitSeconds) : 0;
    },

    /**
     * Gives back an attempt `count` counted, for a window of failures only: the attempt is counted before the check
     * it guards, so that a burst cannot slip past the limit, and given back once it turned out not to be a failure.
     * (Should the window end between the two, the new window forgives one failure: at most one per right password.)
     */
    async giveBack(limit: WindowLimit, subject: string | number): Promise<void> {
      await db
        .update(loginThrottles)
        .set({ count: sql`greatest(${loginThrottles.count} - 1, 0)` })
        .where(eq(loginThrottles.key, keyOf(limit, subject)));
    },

    /**
     * Counts a failure against a lock limit before the check it guards, in one statement that also refuses it while
     * the counter is locked: any number of attempts at once get exactly as many checks as one at a time. Answers the
     * seconds to wait, or 0 when the check may be made; a passed check then forgets the failures (`forget`).
     */
    async admit(limit: LockLimit, subject: string | number): Promise<number> {
      const key = keyOf(limit, subject);
      const count = sql`${loginThrottles.count} + 1`;
      const [admitted] = await db
        .insert(loginThrottles)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            count,
            // For a lock, the time of the last failure: the sweep forgets failures a day after it.
            windowStartedAt: sql`now()`,
            lockedUntil: sql`case when ${count} >= ${limit.freeFailures}
              then now() + least(${limit.longestLockSeconds}, ${limit.firstLockSeconds} * power(2, ${count} - ${limit.freeFailures})) * interval '1 second'
              else null end`,
          },
          setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()`,
        })
        .returning({ count: loginThrottles.count });
      if (admitted) return 0;
      const [locked] = await db
        .select({ waitSeconds: sql<number>`ceil(extract(epoch from ${loginThrottles.lockedUntil} - now()))::int` })
        .from(loginThrottles)
        .where(eq(loginThrottles.key, key));
      return Math.max(1, locked?.waitSeconds ?? 1);
    },

    /**
     * Takes a turn: 'busy' while another attempt has it (nothing is counted), 'over' when it is one too many for the
     * window (counted; end it at once), else 'granted'. A granted or over turn must be ended with `endTurn`.
     */
    async takeTurn(limit: TurnLimit, subject: string | number): Promise<'granted' | 'busy' | 'over'> {
      const span = seconds(limit.windowSeconds);
      const [taken] = await db
        .insert(loginThrottles)
        .values({ key: keyOf(limit, subject), count: 1, lockedUntil: sql`now() + ${seconds(limit.turnSeconds)}` })
        .onConflictDoUpdate({
          target: loginThrottles.key,
          set: {
            count: sql`case when ${loginThrottles.windowStartedAt} < now() - ${span} then 1 else ${loginThrottles.count} + 1 end`,
            windowStartedAt: sql`case when ${loginThrottles.windowStartedAt} < now() - ${span} then now() else ${loginThrottles.windowStartedAt} end`,
            lockedUntil: sql`now() + ${seconds(limit.turnSeconds)}`,
          },
          setWhere: sql`${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now()`,
        })
        .returning({ count: loginThrottles.count });
      if (!taken) return 'busy';
      return taken.count > limit.attempts ? 'over' : 'granted';
    },

    /** Ends a turn: the next attempt may take one. */
    async endTurn(limit: TurnLimit, subject: string | number): Promise<void> {
      await db.update(loginThrottles).set({ lockedUntil: null }).where(eq(loginThrottles.key, keyOf(limit, subject)));
    },

    /** Forgets a counter (a right password forgets the wrong ones before it). */
    async forget(limit: Limit, subject: string | number): Promise<void> {
      await db.delete(loginThrottles).where(eq(loginThrottles.key, keyOf(limit, subject)));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** The refusal of an attempt over a limit: 429 TooManyAttempts, saying how long to wait, with Retry-After. */
export function tooManyAttempts(reply: FastifyReply, limit: Limit, waitSeconds: number): HttpError {
  reply.header('retry-after', String(waitSeconds));
  return new HttpError(429, 'TooManyAttempts', `Too many ${limit.what}. Please try again in ${waitText(waitSeconds)}.`);
}

/** '30 seconds', '1 minute', '15 minutes', '2 hours'. */
export function waitText(waitSeconds: number): string {
  const { count, unit } = spokenWait(waitSeconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * Deletes the counters nobody needs any more: a window's (or turns') once its window has ended, a lock's a day after
 * its last failure, none while locked or during a turn, and any row untouched for 30 days whatever its prefix (one a newer version made, say).
 * Answers how many rows went.
 */
export async function sweepThrottles(db: Db): Promise<number> {
  const keeps = Object.values(LIMITS).map(
    (limit) => sql`(${limit.prefix}::text, ${limit.kind === 'lock' ? LOCK_MEMORY_SECONDS : limit.windowSeconds}::int)`,
  );
  const rows = await db.execute<{ key: string }>(sql`
    delete from ${loginThrottles} as t
    using (values ${sql.join(keeps, sql`, `)}) as kept (prefix, seconds)
    where starts_with(t.key, kept.prefix)
      and t.window_started_at < now() - kept.seconds * interval '1 second'
      and (t.locked_until is null or t.locked_until <= now())
    returning t.key`);
  const stale = await db
    .delete(loginThrottles)
    .where(and(lt(loginThrottles.windowStartedAt, sql`now() - interval '30 days'`), sql`(${loginThrottles.lockedUntil} is null or ${loginThrottles.lockedUntil} <= now())`))
    .returning({ key: loginThrottles.key });
  return rowsOf(rows).length + stale.length;
}

/** node-postgres answers `execute` with a result object, PGlite too; both hold `rows`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
