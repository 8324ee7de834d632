import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery, RESTART_AFTER_FAILURE_MS } from '../repeat';
import type { EmbeddedClient } from './embedded';

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one backend, without the autovacuum launcher, so
 * nothing ever ANALYZEs or VACUUMs it: its planner has no statistics (it guessed, and walked a primary key backwards
 * for every service of a worklist page, or scanned each nested look-up's table with a bitmap, asking the file system
 * the table's size each time: 104 fstat calls a worklist page), dead rows are never cleared (sessions are updated on
 * every refresh) and no visibility map lets a count read an index alone. This applies autovacuum's own rules, with
 * PostgreSQL's default thresholds, table by table, so each pause is one table's.
 * A PostgreSQL server (DATABASE_URL) has its autovacuum and needs none of this.
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
}

/**
 * Vacuums and analyzes each table of the embedded database that autovacuum's rules say needs it (PostgreSQL's
 * cumulative statistics count the changes), one table at a time, and answers which.
 */
export async function refreshStatistics(client: EmbeddedClient): Promise<StatisticsRefresh> {
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
      if (done.analyzed.length || done.vacuumed.length) log.info({ ...done, ms }, "refreshed the embedded database's statistics");
    },
    failed: (error) => log.warn({ err: error }, `refreshing the embedded database's statistics failed; it starts again in ${RESTART_AFTER_FAILURE_MS} ms`),
  });
}
