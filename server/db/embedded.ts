import type { PGlite } from '@electric-sql/pglite';
import { pgliteRunner, type RunPrepared } from './prepared';

/**
 * The embedded database when its disk fills up while it runs: requests answer 503, and it is
 * back by itself once there is room.
 */

/** While the embedded database is down, it is opened again at most this often (each try costs ~0.25 s of CPU). */
export const REOPEN_INTERVAL_MS = 2_000;

/** Thrown for queries while the embedded database is down (after a PANIC, until it is open again): a 503. */
export class EmbeddedDatabaseDown extends Error {
  constructor(cause: unknown) {
    super('The embedded database stopped and is not open again yet', { cause });
    this.name = 'EmbeddedDatabaseDown';
  }
}

/** What PostgreSQL does not come back from in one process: its PANIC and FATAL errors, a WebAssembly trap. */
const stopsTheDatabase = (error: unknown) =>
  error instanceof WebAssembly.RuntimeError || ['PANIC', 'FATAL'].includes(String((error as { severity?: unknown } | null)?.severity));

/**
 * After a PANIC (PostgreSQL's answer to a WAL file it cannot write: a full disk) PGlite is finished: its next query
 * spins for ever on the event loop, and the whole server would hang. From the first such error on, nothing more
 * reaches it: every call fails at once.
 */
function stopAfterPanic(pglite: PGlite, onStop: (error: Error) => void): void {
  let stoppedBy: Error | null = null;
  const instance = pglite as unknown as Record<string, (...args: unknown[]) => unknown>;
  // The one way into PostgreSQL (every query, exec and transaction of PGlite's goes through it).
  const enter = instance.execProtocolRawSync!.bind(pglite);
  instance.execProtocolRawSync = (...args) => {
    if (stoppedBy) throw new EmbeddedDatabaseDown(stoppedBy);
    return enter(...args);
  };
  // Where PostgreSQL's errors come out.
  for (const name of ['execProtocol', 'execProtocolStream']) {
    const original = instance[name]!.bind(pglite) as (...args: unknown[]) => Promise<unknown>;
    instance[name] = async (...args) => {
      try {
        return await original(...args);
      } catch (error) {
        if (!stoppedBy && stopsTheDatabase(error)) {
          stoppedBy = error as Error;
          onStop(stoppedBy);
        }
        throw error;
      }
    };
  }
}

export interface EmbeddedEvents {
  /** The database stopped (a PANIC): requests answer 503 until it is open again. */
  stopped(error: Error): void;
  reopened(): void;
  reopenFailed(error: Error): void;
}

/** The part of PGlite the rest of the server uses (drizzle's driver: query and transaction; the prepared runner: exec). */
export type EmbeddedClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * The embedded database as a server whose PostgreSQL restarts after a crash: a PostgreSQL server restarts its backends
 * after a PANIC and replays its WAL; here a stopped PGlite is dropped and the same files opened again (which replays
 * the WAL), on the first query at least REOPEN_INTERVAL_MS later. Until that succeeds (the disk has room again),
 * queries fail at once with EmbeddedDatabaseDown.
 */
export class EmbeddedEngine {
  #live: { pglite: PGlite; run: RunPrepared } | null = null;
  #down: Error | null = null;
  #downSince = 0;
  #reopening: Promise<void> | null = null;
  #closed = false;

  constructor(
    private readonly open: () => Promise<PGlite>,
    private readonly events: EmbeddedEvents,
    private readonly now: () => number = Date.now,
  ) {}

  static async start(open: () => Promise<PGlite>, events: EmbeddedEvents, now?: () => number): Promise<EmbeddedEngine> {
    const engine = new EmbeddedEngine(open, events, now);
    engine.#adopt(await open());
    return engine;
  }

  #adopt(pglite: PGlite) {
    stopAfterPanic(pglite, (error) => {
      if (this.#live?.pglite !== pglite) return;
      this.#live = null;
      this.#down = error;
      this.#downSince = this.now();
      this.events.stopped(error);
    });
    this.#live = { pglite, run: pgliteRunner(pglite) };
  }

  /** The open database, opening it again when it is down and it is time to try. */
  async live(): Promise<{ pglite: PGlite; run: RunPrepared }> {
    if (this.#live) return this.#live;
    if (this.#closed) throw new Error('PGlite is closed');
    if (!this.#reopening && this.now() - this.#downSince >= REOPEN_INTERVAL_MS) {
      this.#reopening = this.open()
        .then(
          (pglite) => {
            this.#adopt(pglite);
            this.events.reopened();
          },
          (error: Error) => {
            this.#down = error;
            this.#downSince = this.now();
            this.events.reopenFailed(error);
          },
        )
        .finally(() => (this.#reopening = null));
    }
    if (this.#reopening) await this.#reopening;
    if (this.#live) return this.#live;
    throw new EmbeddedDatabaseDown(this.#down);
  }

  /** A PGlite look-alike whose calls go to whichever instance is open. */
  readonly client: EmbeddedClient = {
    query: (async (...args: Parameters<PGlite['query']>) => (await this.live()).pglite.query(...args)) as PGlite['query'],
    exec: async (...args) => (await this.live()).pglite.exec(...args),
    transaction: async (callback) => (await this.live()).pglite.transaction(callback),
  };

  readonly run: RunPrepared = async (statement, params) => (await this.live()).run(statement, params);

  async close(): Promise<void> {
    this.#closed = true;
    await this.#reopening;
    const live = this.#live;
    this.#live = null;
    await live?.pglite.close();
  }
}
