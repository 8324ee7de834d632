/**
 * What fsync costs the embedded database: `npx tsx bench/durability.ts [rounds] [writes]`.
 *
 * Two data folders opened as the product opens its own (server/db/client.ts openDatabase), one with fsync on (the
 * default) and one with it off (as before), both migrated. In each round, each writes `writes` audit rows, each
 * committed on its own as the product writes one (server/audit.ts, the statement a family's confirmation or a staff
 * change writes), the two taking turns and swapping who goes first, so that a change in the host's load falls on both.
 * Prints each run and the medians, as JSON on the last line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { createAudit } from '../server/audit';
import { openDatabase, type Database } from '../server/db/client';

export interface DurabilityResult {
  writes: number;
  rounds: number;
  /** Per round, the milliseconds `writes` commits took. */
  onMs: number[];
  offMs: number[];
  medianOnMs: number;
  medianOffMs: number;
  /** Median milliseconds of one commit. */
  perCommitOnMs: number;
  perCommitOffMs: number;
  ratio: number;
  load: [number, number];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function durabilityBench(rounds = 7, writes = 200): Promise<DurabilityResult> {
  const folders = [mkdtempSync(join(tmpdir(), 'carechoice-fsync-on-')), mkdtempSync(join(tmpdir(), 'carechoice-fsync-off-'))] as const;
  const databases: Database[] = [];
  try {
    const on = await openDatabase({ dataDir: folders[0] });
    databases.push(on);
    const off = await openDatabase({ dataDir: folders[1], fsync: false });
    databases.push(off);
    for (const database of databases) await database.migrate();
    const request = { ip: '127.0.0.1' } as FastifyRequest;
    const timed = async (database: Database) => {
      const audit = createAudit(database.run);
      const started = performance.now();
      for (let index = 0; index < writes; index++) await audit(request, { action: 'ranking.saved', userId: null, subject: index });
      return performance.now() - started;
    };
    // One unmeasured round each: the first writes extend fresh files.
    await timed(on);
    await timed(off);
    const load: [number, number] = [loadavg()[0]!, 0];
    const onMs: number[] = [];
    const offMs: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? (['off', 'on'] as const) : (['on', 'off'] as const);
      for (const which of order) {
        const ms = await timed(which === 'on' ? on : off);
        (which === 'on' ? onMs : offMs).push(Math.round(ms));
        console.log(`round ${round + 1}: fsync ${which}, ${writes} commits in ${Math.round(ms)} ms`);
      }
    }
    load[1] = loadavg()[0]!;
    const [medianOnMs, medianOffMs] = [median(onMs), median(offMs)];
    return {
      writes,
      rounds,
      onMs,
      offMs,
      medianOnMs,
      medianOffMs,
      perCommitOnMs: Math.round((medianOnMs / writes) * 100) / 100,
      perCommitOffMs: Math.round((medianOffMs / writes) * 100) / 100,
      ratio: Math.round((medianOnMs / medianOffMs) * 10) / 10,
      load: [Math.round(load[0] * 10) / 10, Math.round(load[1] * 10) / 10],
    };
  } finally {
    for (const database of databases) await database.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [rounds, writes] = process.argv.slice(2).map(Number);
  console.log(JSON.stringify(await durabilityBench(rounds || undefined, writes || undefined)));
}
