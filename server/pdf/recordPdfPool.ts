import type { ResourceLimits } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ChoiceRecord } from '../../src/contract/choiceRecord';
import type { Language } from '../../src/contract/language';
import { HttpError } from '../errors';
import type { RenderTask } from './recordPdfWorker';

export interface RecordPdfPool {
  /** The record as a PDF in `language` (English by default), rendered in a worker thread; 503 Busy when the queue is full. */
  render(record: ChoiceRecord, language?: Language): Promise<Buffer>;
  /** Whether a render asked for now would be refused: a caller can then refuse before building what it would render. */
  full(): boolean;
  close(): Promise<void>;
}

export interface RecordPdfPoolOptions {
  /** Worker threads. One: the other core answers every other request while a long record renders. */
  threads?: number;
  /** Renders waiting for a thread, beyond which requests are refused with 503 rather than queued without end. */
  maxQueue?: number;
  /** The thread's old generation (V8's heap beyond the nursery), in MB: a render needing more is done again without. */
  heapMb?: number;
}

/**
 * The render thread's nice value (0 is the server's own, 19 the lowest). At 19 a render starved on a host busy with
 * other work: with six busy processes on the two cores, a two-provider record was not rendered in 190 s, where at 10
 * it took 16 s (1.4 s with the thread started) and at 0 2.4 s. The server's answers during a burst of renders were as
 * quick at 10 as at 19 within the runs' spread (docs/benchmarks.md).
 */
const RENDER_NICENESS = 10;

/** The worker thread's young generation (V8's nursery), in MB. */
const YOUNG_GENERATION_MB = 8;

/**
 * The worker thread's old generation, in MB. Without a limit V8 lets the thread's heap grow long before it collects:
 * twenty renders of a 300-provider record in one thread raised the process's memory by 89 MB, with it by 52 (3,000
 * providers: 198 → 99 MB). A record of 6,000 providers (12 versions of a 500-provider list) renders within it; one
 * that needs more is rendered again in a thread without a limit.
 */
const OLD_GENERATION_MB = 64;

/** How long a refused download should wait: a long record renders in a few seconds. */
const RETRY_AFTER_SECONDS = 5;
export const busy = () =>
  new HttpError(503, 'Busy', 'Many choice records are being prepared just now. Please try again in a moment.', undefined, RETRY_AFTER_SECONDS);

/**
 * The worker's module: the bundle's own (dist-server/recordPdfWorker.mjs, server/cli/launch.mjs builds it beside
 * start.mjs) or, run from source (tests, `npm run dev`), the TypeScript file through tsx's loader.
 */
const fromSource = import.meta.url.endsWith('.ts');
const workerFile = new URL(fromSource ? './recordPdfWorker.ts' : './recordPdfWorker.mjs', import.meta.url).href;

/**
 * Choice records are rendered off the event loop: a record of 500 pages took seconds of CPU, and four requests for it
 * held up every other answer of the server (piscina's pool, started with the first record asked for).
 */
export function createRecordPdfPool({ threads = 1, maxQueue = 8, heapMb = OLD_GENERATION_MB }: RecordPdfPoolOptions = {}): RecordPdfPool {
  const startPool = (maxThreads: number, resourceLimits: ResourceLimits) =>
    new Piscina<RenderTask, Uint8Array>({
      filename: workerFile,
      minThreads: 0,
      maxThreads,
      maxQueue,
      // A thread not used for a minute ends: most servers render a record now and then.
      idleTimeout: 60_000,
      // A lower priority than the server's (piscina sets it with @napi-rs/nice, per thread on Linux): where the cores
      // are shared, the server's answers go first, yet a render is not held back for ever.
      niceIncrement: RENDER_NICENESS,
      resourceLimits,
      ...(fromSource && { execArgv: ['--import', 'tsx'] }),
    });
  // A render allocates fast and keeps little: by default the thread's young generation grew to tens of megabytes,
  // which the server's memory budget (300 MB at its peak) cannot spare. Capped, a burst of 20 records of 300
  // providers peaked at 307–315 MB instead of 314–354 and left the server at 282–294 MB instead of 314–348, all
  // served as soon (docs/performance.md).
  const bounded = lazyPool(() => startPool(threads, { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB, maxOldGenerationSizeMb: heapMb }));
  /** A thread without the old generation's limit, started for the rare record that needs more: one at a time. */
  const roomy = lazyPool(() => startPool(1, { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB }));

  /** Why each pool was put down: its renders fail with it. */
  const failures = new WeakMap<Piscina, Error>();
  /** A pool started with its first render, and again after one whose threads could not start. */
  function lazyPool(start: () => Piscina<RenderTask, Uint8Array>) {
    let pool: Piscina<RenderTask, Uint8Array> | undefined;
    const started = () => {
      if (pool) return pool;
      const fresh = start();
      // A thread that fails as it starts (out of memory as it loads, say) is told here, not to a render: with no
      // listener the server would crash, and piscina starts no thread after it, so the renders would wait for ever.
      // The pool is put down instead (its renders fail with that error), and the next render starts another.
      fresh.on('error', (error: Error) => {
        failures.set(fresh, error);
        if (pool === fresh) pool = undefined;
        void fresh.destroy();
      });
      return (pool = fresh);
    };
    return {
      async run(task: RenderTask): Promise<Buffer> {
        const workers = started();
        if (workers.queueSize >= maxQueue) throw busy();
        try {
          const bytes = await workers.run(task);
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        } catch (error) {
          if (error instanceof Error && error.message === 'Task queue is at limit') throw busy();
          throw failures.get(workers) ?? error;
        }
      },
      full: () => pool !== undefined && pool.queueSize >= maxQueue,
      close: () => pool?.destroy(),
    };
  }
  return {
    async render(record, language = 'en') {
      const task: RenderTask = { record, language };
      try {
        return await bounded.run(task);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
        return roomy.run(task);
      }
    },
    full: bounded.full,
    async close() {
      await Promise.all([bounded.close(), roomy.close()]);
    },
  };
}
