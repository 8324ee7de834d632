import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { parse } from 'csv-parse/sync';
import { CMS_DATASETS } from '../server/cms/datasets';
import { importCms } from '../server/cms/importCms';
import { openDatabase } from '../server/db/client';

/** The budget's file size. */
export const CMS_IMPORT_ROWS = 5_000;
/** The file whose import must stay within the memory budget (it reached 2.7 GB). */
export const CMS_MEMORY_ROWS = 1_000_000;

const ROOT = join(import.meta.dirname, '..');

/** The nursing-home file's lines in CMS's layout: the test fixture's first home, each with its own CCN and place. */
function nursingHomeLines(): { header: string; line: (index: number) => string } {
  const [header, template] = parse(readFileSync(join(ROOT, 'test/fixtures/cms/nursing-homes.csv'), 'utf8')) as string[][];
  const column = (name: string) => header!.indexOf(name);
  const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  return {
    header: header!.map(quoted).join(','),
    line: (index) => {
      const row = [...template!];
      // Six digits (or letters) whatever the index: CCNs from 100000 up, then base 36.
      row[column('CMS Certification Number (CCN)')] = (100_000 + index).toString(index < 900_000 ? 10 : 36).toUpperCase().padStart(6, '0');
      row[column('Provider Name')] = `BENCH NURSING HOME ${index}`;
      row[column('Latitude')] = (30 + (index % 170) / 10).toFixed(4);
      row[column('Longitude')] = (-120 + (index % 500) / 10).toFixed(4);
      row[column('Overall Rating')] = String(1 + (index % 5));
      return row.map(quoted).join(',');
    },
  };
}

/** A nursing-home file of `rows` homes, whole. */
function nursingHomeFile(rows: number): string {
  const { header, line } = nursingHomeLines();
  return [header, ...Array.from({ length: rows }, (_, index) => line(index))].join('\r\n');
}

/** The same, written to `path` as it is made (a million homes are ~400 MB: never held whole here either). */
async function writeNursingHomeFile(path: string, rows: number): Promise<void> {
  const { header, line } = nursingHomeLines();
  const out = createWriteStream(path);
  let chunk = header;
  for (let index = 0; index < rows; index++) {
    chunk += `\r\n${line(index)}`;
    if (chunk.length < 1 << 20) continue;
    if (!out.write(chunk)) await once(out, 'drain');
    chunk = '';
  }
  out.end(chunk);
  await once(out, 'finish');
}

/**
 * `npm run import:cms`'s work on a 5,000-home file, on a fresh embedded database: reading and checking the file, then
 * loading it (every home added), then the same file again (every home unchanged).
 */
export async function cmsImportBench(): Promise<{ firstMs: number; againMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-cms-bench-'));
  const dataset = CMS_DATASETS['nursing-homes']!;
  const text = nursingHomeFile(CMS_IMPORT_ROWS);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const run = async () => {
      const started = performance.now();
      const report = await importCms(database.db, dataset, text);
      if (report.refused.length) throw new Error(`bench file refused: ${JSON.stringify(report.refused.slice(0, 3))}`);
      return { ms: Math.round(performance.now() - started), report };
    };
    const first = await run();
    if (first.report.added !== CMS_IMPORT_ROWS) throw new Error(`expected ${CMS_IMPORT_ROWS} added, got ${JSON.stringify(first.report)}`);
    const again = await run();
    if (again.report.unchanged !== CMS_IMPORT_ROWS) throw new Error(`expected ${CMS_IMPORT_ROWS} unchanged, got ${JSON.stringify(again.report)}`);
    return { firstMs: first.ms, againMs: again.ms };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CmsMemoryResult {
  rows: number;
  fileMb: number;
  /** The command's wall-clock time, from its start to its exit (the database opened and migrated included). */
  seconds: number;
  /** Its CPU time (user and system), which a busy machine does not stretch as it does the wall clock. */
  cpuSeconds: number;
  /** Its resident memory at its peak (the kernel's high-water mark, VmHWM). */
  peakRssMb: number;
}

/** A process's high-water mark of resident memory (MB) and CPU time (s) so far, or null once it is gone. */
function sample(pid: number): { hwmMb: number; cpuSeconds: number } | null {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    // utime and stime, the 14th and 15th fields, after the command name in parentheses; in ticks of 1/100 s.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    if (!hwm) return null;
    return { hwmMb: Number(hwm[1]) / 1024, cpuSeconds: (Number(fields[11]) + Number(fields[12])) / 100 };
  } catch {
    return null;
  }
}

/**
 * The real command (`tsx server/cli/importCms.ts`, in one Node process: node --import tsx)
 * importing a `rows`-home file into an embedded database created and migrated beforehand (as the server's is), its
 * peak resident memory sampled from /proc every 100 ms. `root`: the checkout whose command runs (to compare another).
 */
export async function cmsImportMemoryBench(rows = CMS_MEMORY_ROWS, root = ROOT): Promise<CmsMemoryResult> {
  const folder = mkdtempSync(join(tmpdir(), 'carechoice-cms-memory-'));
  const file = join(folder, 'NH_ProviderInfo_bench.csv');
  const dataDir = join(folder, 'data');
  try {
    await writeNursingHomeFile(file, rows);
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await database.close();

    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/importCms.ts', '--dataset', 'nursing-homes', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr.on('data', (data: Buffer) => (output += data.toString()));
    let last = { hwmMb: 0, cpuSeconds: 0 };
    const poll = setInterval(() => {
      const now = sample(child.pid!);
      if (now) last = now;
    }, 100);
    const [code] = (await once(child, 'exit')) as [number | null];
    clearInterval(poll);
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0 || !output.includes(`${rows} added`)) throw new Error(`the import did not load the bench file (exit ${code}): ${output.slice(0, 2_000)}`);
    return { rows, fileMb: Math.round(statSync(file).size / 1024 / 1024), seconds: Math.round(seconds), cpuSeconds: Math.round(last.cpuSeconds), peakRssMb: Math.round(last.hwmMb) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
