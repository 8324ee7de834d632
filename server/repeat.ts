/** Timers as the server uses them; tests pass simulated ones. */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A failed background task is a crashed one: logged, and started again after this long (SPEC §8). */
export const RESTART_AFTER_FAILURE_MS = 1000;

/**
 * Runs `task` first after `firstAfterMs`, then `everyMs` after each run ends. A failed run (rejected or thrown) is
 * handed to `failed` and the task runs again RESTART_AFTER_FAILURE_MS later, then every `everyMs` once one succeeds.
 * The timers do not keep the process alive; `stop` ends it.
 */
export function repeatEvery({
  task,
  failed,
  everyMs,
  firstAfterMs = everyMs,
  timers = globalThis as unknown as Timers,
}: {
  task: () => Promise<void>;
  failed: (error: unknown) => void;
  everyMs: number;
  firstAfterMs?: number;
  timers?: Timers;
}): { stop(): void } {
  let timer: unknown;
  let stopped = false;
  const schedule = (ms: number) => {
    timer = timers.setTimeout(() => void run(), ms);
    (timer as { unref?: () => void }).unref?.();
  };
  const run = async () => {
    let next = everyMs;
    try {
      await task();
    } catch (error) {
      failed(error);
      next = RESTART_AFTER_FAILURE_MS;
    }
    if (!stopped) schedule(next);
  };
  schedule(firstAfterMs);
  return {
    stop() {
      stopped = true;
      timers.clearTimeout(timer);
    },
  };
}
