import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery, RESTART_AFTER_FAILURE_MS } from '../repeat';
import type { EmbeddedClient } from './embedded';

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one backend, without the autovacuum launcher, so
 * nothing ever ANALYZEs or VACUUMs it: its planner has no statistics (it guessed, and walked a primary key backwards
 * for every service of a worklist page, or scanned each nested look-up's table with a bitmap, asking the file system
 * the table's size each time: 104 fstat calls a worklist page), dead rows are never cleared (sessions are updated on
 * every refresh) and no visibility map lets a count read an index alone. This applies autovacuum's own rules, with
 * PostgreSQL's default thresholds, table by table, so each pause is one table's; and stands in for the checkpointer
 * (CHECKPOINT_AFTER_WAL_BYTES). A PostgreSQL server (DATABASE_URL) has its own and needs none of this.
 */

/** How often the embedded database's tables are checked: autovacuum's naptime is 60 s; a bulk import shows sooner. */
export const REFRESH_STATISTICS_EVERY_MS = 30_000;

/** PostgreSQL's defaults: autovacuum_{analyze,vacuum,vacuum_insert}_{threshold,scale_factor}. */
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const VACUUM_INSERT_THRESHOLD = 1000;
const VACUUM_INSERT_SCALE = 0.2;

export interface TableActivity {
  schema: string;
  table: string;
  liveRows: number;
  deadRows: number;
  changedSinceAnalyze: number;
  /** Rows inserted since the last vacuum: autovacuum vacuums insert-only tables too (for their visibility map). */
  insertedSinceVacuum: number;
}

/** What autovacuum would do with a table now: PostgreSQL's own conditions (autovacuum.c, relation_needs_vacanalyze). */
export function tableNeeds({ liveRows, deadRows, changedSinceAnalyze, insertedSinceVacuum }: TableActivity): { vacuum: boolean; analyze: boolean } {
  const vacuum = deadRows > VACUUM_THRESHOLD + VACUUM_SCALE * liveRows || insertedSinceVacuum > VACUUM_INSERT_THRESHOLD + VACUUM_INSERT_SCALE * liveRows;
  return { vacuum, analyze: changedSinceAnalyze > ANALYZE_THRESHOLD + ANALYZE_SCALE * liveRows };
}

export interface StatisticsRefresh {
  vacuumed: string[];
  analyzed: string[];
  checkpointed?: true;
}

/**
 * PGlite has no checkpointer or background writer either: changed pages stay dirty in its 16 MB of shared buffers
 * until a query needs their buffer and writes them first, and the write-ahead log grows to max_wal_size (1 GB) before
 * a checkpoint. After the bench's import of 2,000 patients (288 MB of log), the worklist's pages answered 25% slower
 * in that server than in one restarted on the same data (295 against 386 req/s, measured), until a checkpoint.
 * The refresh checkpoints once a segment of log (16 MB) was written since the last: about 330 ms after that import,
 * 10-60 ms a time under the bench's load.
 */
export const CHECKPOINT_AFTER_WAL_BYTES = 16 * 1024 * 1024;
const WAL_SINCE_CHECKPOINT = `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::float8 as "walBytes" from pg_control_checkpoint()`;

/**
 * Vacuums and analyzes each table of the embedded database that autovacuum's rules say needs it (PostgreSQL's
 * cumulative statistics count the changes), one table at a time, then checkpoints when enough log was written
 * (CHECKPOINT_AFTER_WAL_BYTES); answers what it did.
 */
export async function refreshStatistics(client: EmbeddedClient, { checkpointAfterWalBytes = CHECKPOINT_AFTER_WAL_BYTES } = {}): Promise<StatisticsRefresh> {
  // A backend hands its counts to the shared statistics when idle, at most once a second: first the latest.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<TableActivity>(
    `select schemaname as schema, relname as table, n_live_tup::int as "liveRows", n_dead_tup::int as "deadRows",
       n_mod_since_analyze::int as "changedSinceAnalyze", n_ins_since_vacuum::int as "insertedSinceVacuum"
     from pg_stat_user_tables order by schemaname, relname`,
  );
  const done: StatisticsRefresh = { vacuumed: [], analyzed: [] };
  for (const activity of rows) {
    const { vacuum, analyze } = tableNeeds(activity);
    if (!vacuum && !analyze) continue;
    const name = `${quoteIdentifier(activity.schema)}.${quoteIdentifier(activity.table)}`;
    await client.exec(vacuum && analyze ? `vacuum (analyze) ${name}` : vacuum ? `vacuum ${name}` : `analyze ${name}`);
    if (vacuum) done.vacuumed.push(activity.table);
    if (analyze) done.analyzed.push(activity.table);
  }
  const [{ walBytes }] = (await client.query<{ walBytes: number }>(WAL_SINCE_CHECKPOINT)).rows as [{ walBytes: number }];
  if (walBytes >= checkpointAfterWalBytes) {
    await client.exec('checkpoint');
    done.checkpointed = true;
  }
  return done;
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `refresh` (Database.refreshStatistics) every REFRESH_STATISTICS_EVERY_MS, logging what it did and how long the
 * database was busy with it; a failure is logged and it runs again 1 s later (repeat.ts). `stop` ends it.
 */
export function startStatisticsRefresh(refresh: () => Promise<StatisticsRefresh>, log: FastifyBaseLogger): { stop(): void } {
  return repeatEvery({
    everyMs: REFRESH_STATISTICS_EVERY_MS,
    async task() {
      const started = performance.now();
      const done = await refresh();
      const ms = Math.round(performance.now() - started);
      if (done.analyzed.length || done.vacuumed.length || done.checkpointed) log.info({ ...done, ms }, "refreshed the embedded database's statistics");
    },
    failed: (error) => log.warn({ err: error }, `refreshing the embedded database's statistics failed; it starts again in ${RESTART_AFTER_FAILURE_MS} ms`),
  });
}
