import { lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { sweepThrottles } from './auth/throttle';
import type { Db } from './db/client';
import { outbox, sessions } from './db/schema';
import { repeatEvery, RESTART_AFTER_FAILURE_MS, type Timers } from './repeat';

/** Every server sweeps this often, the first time a random part of it after starting (so servers spread out). */
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Arbitrary constant naming the sweep's advisory lock. */
const SWEEP_LOCK = 7_301_847;

export interface SweepResult {
  /** false: another server was sweeping at that moment, and this one left it to it. */
  swept: boolean;
  sessions: number;
  throttles: number;
  /** Message bodies left in the outbox by versions that kept them (they hold sign-in links). */
  outboxBodies: number;
}

/**
 * Deletes expired sessions and the limits' counters nobody needs any more (throttle.ts says which), and empties message
 * bodies older versions left in the outbox (this version stores none; server/mail.ts). Many servers may
 * share one PostgreSQL and each sweeps on its own timer: the deletes are idempotent, and a transaction-scoped advisory
 * lock lets one sweep run at a time (a server that finds it taken skips its turn), so two never delete the same rows.
 */
export async function sweepExpired(db: Db): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`))[0]?.locked;
    if (!locked) return { swept: false, sessions: 0, throttles: 0, outboxBodies: 0 };
    const ended = await tx.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ userId: sessions.userId });
    const throttles = await sweepThrottles(tx);
    const emptied = await tx.update(outbox).set({ text: '' }).where(ne(outbox.text, '')).returning({ id: outbox.id });
    return { swept: true, sessions: ended.length, throttles, outboxBodies: emptied.length };
  });
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type { Timers } from './repeat';

/** A failed sweep is a crashed background task: logged, and the sweeper starts again after this long (SPEC §8). */
export const SWEEP_RESTART_MS = RESTART_AFTER_FAILURE_MS;

/**
 * Runs `sweep` every `everyMs`, first after a random part of it; `stop` ends it. A failed sweep is logged and the next
 * one runs 1 s later, then every `everyMs` again once one succeeds (repeat.ts).
 */
export function startSweeper({
  sweep,
  log,
  everyMs = SWEEP_EVERY_MS,
  timers,
  random = Math.random,
}: {
  sweep: () => Promise<SweepResult>;
  log: FastifyBaseLogger;
  everyMs?: number;
  timers?: Timers;
  random?: () => number;
}): { stop(): void } {
  return repeatEvery({
    everyMs,
    firstAfterMs: Math.floor(random() * everyMs),
    timers,
    async task() {
      const result = await sweep();
      if (result.sessions || result.throttles || result.outboxBodies) log.info(result, 'swept expired sessions and limits');
    },
    failed: (error) => log.warn({ err: error }, `the sweep of expired sessions and limits failed; it starts again in ${SWEEP_RESTART_MS} ms`),
  });
}
