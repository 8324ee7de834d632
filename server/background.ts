import type { FastifyBaseLogger } from 'fastify';
import pLimit from 'p-limit';

/** Past this many tasks waiting, new ones are dropped (and logged): a flood waits here, it does not pile up. */
export const MOST_WAITING = 1000;

/**
 * Work done after the answer has gone (issue 18, item 7): what a password reset request does for an address with an
 * account (a code, an e-mail) must not make its answer slower than for one without. One task at a time, in order,
 * so a flood of requests queues here instead of crowding the database; a failed task is logged, never answered.
 */
export function createBackground(log: FastifyBaseLogger) {
  const queue = pLimit(1);
  /** Tasks handed over but not yet in the queue (they join it on the next turn of the event loop). */
  let joining = 0;
  return {
    /**
     * Queues `task` (`name` says what it is in the log). It joins the queue on the next turn of the event loop, after
     * the answer of the request that asked for it has been written: the embedded database runs its queries on this
     * thread, and a task starting at once would hold that answer up.
     */
    run(name: string, task: () => Promise<void>): void {
      if (queue.pendingCount + joining >= MOST_WAITING) {
        log.warn({ task: name }, 'background work dropped: too much is waiting');
        return;
      }
      joining += 1;
      setImmediate(() => {
        joining -= 1;
        void queue(task).catch((error: unknown) => log.error({ err: error, task: name }, 'background work failed'));
      });
    },

    /** Resolves once everything queued so far is done (shutdown waits for it; tests read its results). */
    idle(): Promise<void> {
      return new Promise((resolve) => setImmediate(() => void queue(() => undefined).then(() => resolve())));
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
