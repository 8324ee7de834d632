import fs, { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import type { EmbeddedClient } from '../../server/db/embedded';

/**
 * The embedded database in the product's data folder keeps what it has answered for through a
 * power cut or an OS crash: PostgreSQL's fsync is on, and its fsync() calls reach the kernel (server/db/durableFs.ts),
 * which a setting alone did not do in PGlite 0.5. The tests' in-memory databases keep it off: nothing to keep.
 */
const clientOf = (database: Database) => (database.db as unknown as { $client: EmbeddedClient }).$client;
const setting = async (database: Database, name: string) => Object.values((await clientOf(database).query<Record<string, string>>(`show ${name}`)).rows[0]!)[0];

const folders: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded database’s durability', () => {
  // A new data folder runs PostgreSQL's initdb (15-30 s on a loaded 2-core host), and this opens it twice.
  it('in a data folder: fsync is on, and a commit is answered once the kernel has synced its WAL to the disk', { timeout: 180_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-durable-'));
    folders.push(dataDir);
    const database = await openDatabase({ dataDir });
    try {
      expect([await setting(database, 'fsync'), await setting(database, 'wal_sync_method')]).toEqual(['on', 'fsync']);
      await clientOf(database).exec('create table scratch (id int primary key)');
      const syncs = vi.spyOn(fs, 'fsyncSync');
      await clientOf(database).query('insert into scratch values (1)');
      // The commit's WAL: one fsync of the kernel's, on a file descriptor of the data folder's.
      expect(syncs).toHaveBeenCalled();
      syncs.mockClear();
      // A read writes nothing, and waits for no disk.
      expect((await clientOf(database).query('select count(*)::int as n from scratch')).rows).toEqual([{ n: 1 }]);
      expect(syncs).not.toHaveBeenCalled();
      // A checkpoint syncs the data files it wrote before the WAL behind them may be recycled.
      await clientOf(database).exec('checkpoint');
      expect(syncs).toHaveBeenCalled();
    } finally {
      await database.close();
    }
    // Opened again (a restart), the same.
    const reopened = await openDatabase({ dataDir });
    try {
      expect(await setting(reopened, 'fsync')).toBe('on');
      expect((await clientOf(reopened).query('select id from scratch')).rows).toEqual([{ id: 1 }]);
    } finally {
      await reopened.close();
    }
  });

  it('in memory (the tests’ databases, copies of one migrated database): fsync stays off, with no disk to wait for', async () => {
    const migrated = inject('migratedDatabase');
    const database = await openDatabase({ startFrom: migrated?.kind === 'embedded' ? new Blob([readFileSync(migrated.file)]) : undefined });
    try {
      expect(await setting(database, 'fsync')).toBe('off');
    } finally {
      await database.close();
    }
  });
});
