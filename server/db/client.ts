import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectPath } from '../paths';
import { checkDataFolder, dataFolderError } from './dataFolder';
import { DurableNodeFS } from './durableFs';
import { holdDataFolder } from './dataFolderLock';
import { EmbeddedEngine, type EmbeddedEvents } from './embedded';
import { postgresRunner, type RunPrepared } from './prepared';
import { isDatabaseUnavailable } from './unavailable';
import * as schema from './schema';
import { refreshStatistics, type StatisticsRefresh } from './statistics';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'embedded' (PGlite) or 'postgres' (a server through DATABASE_URL). */
  kind: 'embedded' | 'postgres';
  /** Runs a prepared statement (see prepared.ts). */
  run: RunPrepared;
  migrate(): Promise<void>;
  /**
   * The embedded database's stand-in for autovacuum (statistics.ts), to be run every REFRESH_STATISTICS_EVERY_MS;
   * null for a PostgreSQL server, whose autovacuum does it.
   */
  refreshStatistics: (() => Promise<StatisticsRefresh>) | null;
  /**
   * The embedded database's files as one archive, which `DatabaseOptions.startFrom` opens again as a copy; null for a
   * PostgreSQL server. The tests migrate one database and start each file's from a copy of it: opening a copy takes
   * ~0.5 s, creating and migrating a database ~2 s.
   */
  copy: (() => Promise<Blob>) | null;
  /** Runs `work` while holding a cluster-wide lock, so that many servers starting together migrate and seed once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = projectPath('server', 'db', 'migrations');
/**
 * The embedded server's settings: PostgreSQL's defaults plus
 *  - 16 MB of shared buffers instead of 128 MB. The whole demo fits in that, and the embedded database's memory never
 *    shrinks once grown (the server's 300 MB budget);
 *  - prepared statements always on their one generic plan (prepared.ts): by default PostgreSQL plans a statement
 *    again for each execution's parameters when that looks cheaper, and did for the worklist's search (planning reads
 *    each table's size from the file system: 52 fstat calls and ~1.4 ms a search);
 *  - a random page read costed as SSDs and the OS cache make it, 1.1 sequential ones instead of 4: at 4 the worklist
 *    read all 2,000 patients to join a page of 25 (a hash join) rather than look each up by primary key;
 *  - in a data folder, fsync on: PGlite's defaults start PostgreSQL with -F (fsync off), under which
 *    a power cut or an OS crash can lose commits already answered, or leave the files inconsistent. Its WAL is synced
 *    with fsync(), the one sync call PGlite's Node file system passes to the kernel (durableFs.ts). Each commit then
 *    waits for the disk (docs/benchmarks.md, 2026-11-28: the cost). In memory (the tests' databases and their copies)
 *    fsync stays off: there is no disk to wait for, and nothing to keep after the process.
 */
const EMBEDDED_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'plan_cache_mode=force_generic_plan', '-c', 'random_page_cost=1.1'],
];
const DURABLE_START_PARAMS = [...EMBEDDED_START_PARAMS.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/** Arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK = 7_301_846;

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database files; absent = in memory (tests). */
  dataDir?: string;
  /** An in-memory embedded database that starts as a copy of the one `Database.copy` archived. */
  startFrom?: Blob;
  /**
   * With `dataDir`: whether a commit waits until its WAL is on the disk (PostgreSQL's fsync). On unless false is
   * given, which only the benchmark of its cost does; in memory it is always off.
   */
  fsync?: boolean;
  /** Told about errors of idle pooled connections (a restarted or failed-over server); they must not crash us. */
  onIdleError?: (error: Error) => void;
  /** Told when the embedded database stops (a full disk) and when it is open again. */
  embeddedEvents?: EmbeddedEvents;
}

const quietly: EmbeddedEvents = { stopped: () => {}, reopened: () => {}, reopenFailed: () => {} };

/**
 * Opens the database. A data folder the embedded database cannot use (read-only, full, not a folder…) is a
 * StartupError that says what is wrong and what to do.
 */
export async function openDatabase({ databaseUrl, dataDir, startFrom, fsync = true, onIdleError, embeddedEvents = quietly }: DatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, onIdleError);
  return openEmbedded(dataDir, startFrom, fsync, embeddedEvents);
}

async function openEmbedded(dataDir: string | undefined, startFrom: Blob | undefined, fsync: boolean, events: EmbeddedEvents): Promise<Database> {
  if (dataDir && startFrom) throw new Error('A copy of a database opens in memory only, not in a data folder.');
  if (dataDir) checkDataFolder(dataDir);
  const release = dataDir ? await holdDataFolder(dataDir) : async () => {};
  const durableIn = fsync && dataDir ? dataDir : null;
  // pg_trgm: the catalogue's trigram index (migration 0011); an extension must be loaded when PGlite is created.
  const open = () =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      // A file system of its own at each open: the engine opens the folder again after a PANIC (embedded.ts).
      ...(durableIn ? { fs: new DurableNodeFS(durableIn) } : {}),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      startParams: durableIn ? DURABLE_START_PARAMS : EMBEDDED_START_PARAMS,
      extensions: { pg_trgm },
    });
  let engine: EmbeddedEngine;
  try {
    engine = await EmbeddedEngine.start(open, events);
  } catch (error) {
    await release();
    throw (dataDir && dataFolderError(dataDir, error)) || error;
  }
  // drizzle's PGlite driver asks its client for query() and transaction() only; the engine's goes to the open instance.
  const client = engine.client as PGlite;
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'embedded',
    run: engine.run,
    refreshStatistics: () => refreshStatistics(engine.client),
    copy: async () => (await engine.live()).pglite.dumpDataDir('none'),
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    // One process owns an embedded database, so there is nobody to race with.
    withStartupLock: (work) => work(),
    close: async () => {
      await engine.close();
      await release();
    },
  };
}

async function openPostgres(databaseUrl: string, onIdleError: (error: Error) => void = () => {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // Without a listener, an idle connection closed by the server (restart, failover) would crash the process;
  // the pool replaces it on the next query instead.
  pool.on('error', onIdleError);
  // The pool listens only while a connection is idle. A connection checked out for a transaction had no listener, so
  // a backend terminated under it was an unhandled 'error' event that ended the process. This one
  // only keeps the process alive: the query under way fails with the error, a later one with "not queryable" (both
  // answer 503, see unavailable.ts), PostgreSQL rolls the transaction back, and the pool drops the connection on release.
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  const db = drizzleNodePg({ client: pool, schema });
  db.transaction = transactionsThatReleaseTheirConnection(pool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    run: postgresRunner(pool),
    refreshStatistics: null,
    copy: null,
    migrate: () => migrateNodePg(db, { migrationsFolder }),
    async withStartupLock(work) {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

const ignoreCheckedOutError = () => {};

/**
 * drizzle's transactions on a pool send BEGIN before the try whose finally returns the connection: when BEGIN fails
 * (its backend was terminated) the connection is never released, and after ten such failures every request waits for
 * a connection for ever (found by test/api/connectionLoss.test.ts). So each transaction runs on a connection checked
 * out here, and given back whatever happens; a broken one is dropped by the pool.
 */
function transactionsThatReleaseTheirConnection(pool: pg.Pool): NodePgDatabase<typeof schema>['transaction'] {
  return async (work, config) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      return await drizzleNodePg({ client, schema }).transaction(work, config);
    } catch (error) {
      if (isDatabaseUnavailable(error)) failure = error as Error;
      throw error;
    } finally {
      client.release(failure);
    }
  };
}

/** A cheap round trip, for health checks. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
