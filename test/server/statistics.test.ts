import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { REFRESH_STATISTICS_EVERY_MS, refreshStatistics, tableNeeds, type TableActivity } from '../../server/db/statistics';
import type { EmbeddedClient } from '../../server/db/embedded';
import { startTestServer } from '../support/testServer';

const table = (activity: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  table: 'patients',
  liveRows: 0,
  deadRows: 0,
  changedSinceAnalyze: 0,
  insertedSinceVacuum: 0,
  ...activity,
});

describe("the embedded database's autovacuum rules (PostgreSQL's defaults)", () => {
  it('analyzes a table once more than 50 rows and 10% of it changed', () => {
    expect(tableNeeds(table({ liveRows: 2000, changedSinceAnalyze: 250 })).analyze).toBe(false);
    expect(tableNeeds(table({ liveRows: 2000, changedSinceAnalyze: 251 })).analyze).toBe(true);
    expect(tableNeeds(table({ liveRows: 0, changedSinceAnalyze: 50 })).analyze).toBe(false);
    expect(tableNeeds(table({ liveRows: 0, changedSinceAnalyze: 51 })).analyze).toBe(true);
  });

  it('vacuums a table once more than 50 rows and 20% of it are dead, or 1,000 rows and 20% were inserted', () => {
    expect(tableNeeds(table({ liveRows: 1000, deadRows: 250 })).vacuum).toBe(false);
    expect(tableNeeds(table({ liveRows: 1000, deadRows: 251 })).vacuum).toBe(true);
    expect(tableNeeds(table({ liveRows: 5000, insertedSinceVacuum: 2000 })).vacuum).toBe(false);
    expect(tableNeeds(table({ liveRows: 5000, insertedSinceVacuum: 2001 })).vacuum).toBe(true);
  });
});

describe('refreshing the embedded database’s statistics', () => {
  it('analyzes and vacuums the tables that changed enough, and nothing once they are done', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
      await client.exec(`create table scratch (id int primary key, note text)`);
      await client.exec(`insert into scratch select n, 'note ' || n from generate_series(1, 3000) n`);
      await client.exec(`delete from scratch where id <= 2000`);
      // Without statistics the planner knows nothing of the table.
      const rowsKnown = async () => (await client.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'scratch'`)).rows[0]!.reltuples;
      expect(await rowsKnown()).toBe(-1);

      const done = await database.refreshStatistics!();
      expect(done.analyzed).toContain('scratch');
      expect(done.vacuumed).toContain('scratch');
      expect(await rowsKnown()).toBe(1000);
      expect((await database.refreshStatistics!()).analyzed).not.toContain('scratch');
    } finally {
      await database.close();
    }
  });

  it('checkpoints once enough log was written since the last checkpoint, and not before', async () => {
    const database = await openDatabase({});
    try {
      await database.migrate();
      const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
      const redo = async () => (await client.query<{ redo: string }>(`select redo_lsn::text as redo from pg_control_checkpoint()`)).rows[0]!.redo;
      await client.exec(`checkpoint`);
      const before = await redo();
      await client.exec(`create table scratch (id int primary key)`);
      await client.exec(`insert into scratch select generate_series(1, 20)`);
      // A few kilobytes of log: under 16 MB, no checkpoint.
      expect(await refreshStatistics(client)).toEqual({ vacuumed: [], analyzed: [] });
      expect(await redo()).toBe(before);
      expect(await refreshStatistics(client, { checkpointAfterWalBytes: 1 })).toEqual({ vacuumed: [], analyzed: [], checkpointed: true });
      expect(await redo()).not.toBe(before);
    } finally {
      await database.close();
    }
  });
});

describe('the server', () => {
  it("refreshes the embedded database's statistics every 30 s, and says which tables it did", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = await startTestServer();
    try {
      await server.db.execute(sql`insert into hospitals (name, city, state, latitude, longitude) select 'Hospital ' || n, 'Columbus', 'OH', 39.96, -83 from generate_series(1, 60) n`);
      await vi.advanceTimersByTimeAsync(REFRESH_STATISTICS_EVERY_MS - 1);
      expect(server.logs.filter((line) => line.msg === "refreshed the embedded database's statistics")).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(server.logs.find((line) => line.msg === "refreshed the embedded database's statistics")).toMatchObject({ analyzed: expect.arrayContaining(['hospitals']) }));
    } finally {
      vi.useRealTimers();
      await server.close();
    }
  });
});
