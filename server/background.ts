import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';

/** Past this many tasks waiting, new ones are dropped (and logged): a flood waits here, it does not pile up. */
export const MOST_WAITING = 1000;
/** A task joins the queue this long after it is handed over, at random in between (milliseconds). */
export const JOIN_AFTER_MS = { least: 10, most: 110 };

/**
 * Work done after the answer has gone: what a password reset request does for an address with an
 * account (a code, an e-mail) must not make its answer slower than for one without. One task at a time, in order,
 * so a flood of requests queues here instead of crowding the database; a failed task is logged, never answered.
 *
 * A task joins the queue 10 to 110 ms after it is handed over, at random: started at once, its work (on the embedded
 * database, on this very thread) overlapped the end of its own answer, and a request sent right after a known
 * address's answer was measurably slower (3.8 against 2.0 ms); at a random moment it is not tied to either.
 */
export function createBackground(log: FastifyBaseLogger, random: () => number = Math.random) {
  const queue = pLimit(1);
  /** Tasks handed over that have not joined the queue yet. */
  const joining = new Set<Promise<void>>();
  return {
    /** Hands `task` over (`name` says what it is in the log). */
    run(name: string, task: () => Promise<void>): void {
      if (queue.pendingCount + joining.size >= MOST_WAITING) {
        log.warn({ task: name }, 'background work dropped: too much is waiting');
        return;
      }
      const delay = JOIN_AFTER_MS.least + random() * (JOIN_AFTER_MS.most - JOIN_AFTER_MS.least);
      const joined = new Promise<void>((resolve) =>
        setTimeout(() => {
          void queue(task).catch((error: unknown) => log.error({ err: error, task: name }, 'background work failed'));
          resolve();
        }, delay),
      );
      joining.add(joined);
      void joined.then(() => joining.delete(joined));
    },

    /** Resolves once everything handed over so far is done (shutdown waits for it; tests read its results). */
    async idle(): Promise<void> {
      await Promise.all(joining);
      await queue(() => undefined);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
