import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startArguments, startProduct } from '../e2e/support/product';
import { freePort } from '../support/processes';
import { requireSmallDisk, smallDisk, type SmallDisk } from '../support/smallDisk';

/**
 * `npm start` with a data folder it cannot use says what is wrong and what to do, in one line,
 * and exits 1: no "ErrnoError errno 51", no "PGlite failed to initialize properly", no stack trace.
 */

/** `npm start` (the launcher, as package.json runs it) expected to give up: its exit code and what it printed. */
async function startThatFails(dataDir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, startArguments(), {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DIST_DIR: '/nonexistent', SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  server.stdout!.on('data', (chunk) => {
    stdout += chunk;
    // It started after all: stop it, and let the assertions say so.
    if (stdout.includes('CareChoice is running at')) server.kill('SIGTERM');
  });
  server.stderr!.on('data', (chunk) => (stderr += chunk));
  const deadline = setTimeout(() => server.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
  clearTimeout(deadline);
  return { code, stdout, stderr };
}

const folderProblem = (dataDir: string, problem: string, remedy: string) =>
  new RegExp(`^CareChoice cannot use its data folder ${dataDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: ${problem}\\. ${remedy}\\n$`);
const READ_ONLY = ['it is read-only \\(EROFS\\)', 'Set DATA_DIR to a writable folder, or make this one writable\\.'] as const;
const FULL = [
  'the disk is full \\((ENOSPC, )?\\d+\\.\\d MB free\\)',
  'Free some space on it, or set DATA_DIR to a folder on a disk with room: the embedded database needs about 100 MB\\.',
] as const;

describe('a data folder that cannot be used', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'carechoice-folder-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('under a file: says so and exits 1', async () => {
    writeFileSync(join(scratch, 'a-file'), 'not a folder');
    const dataDir = join(scratch, 'a-file', 'data');
    const { code, stdout, stderr } = await startThatFails(dataDir);
    expect(stderr).toMatch(folderProblem(dataDir, 'part of that path is a file, not a folder \\(ENOTDIR\\)', 'Set DATA_DIR to a folder\\.'));
    expect([code, stdout]).toEqual([1, '']);
  });

  describe.runIf(requireSmallDisk('Starting on a read-only or full disk'))('on a disk of its own', () => {
    const disks: SmallDisk[] = [];
    const newDisk = (megabytes: number) => disks[disks.push(smallDisk(megabytes)) - 1]!;
    afterAll(() => disks.forEach((disk) => disk.unmount()));

    it('read-only, or full, before a database is made: says which, and exits 1', async () => {
      const disk = newDisk(16);
      disk.remount('ro');
      const readOnly = await startThatFails(join(disk.path, 'data'));
      expect(readOnly.stderr).toMatch(folderProblem(join(disk.path, 'data'), ...READ_ONLY));
      expect([readOnly.code, readOnly.stdout]).toEqual([1, '']);

      // 16 MB: room to begin a database (~65 MB), not to finish it.
      disk.remount('rw');
      const full = await startThatFails(join(disk.path, 'data'));
      expect(full.stderr).toMatch(folderProblem(join(disk.path, 'data'), ...FULL));
      expect([full.code, full.stdout]).toEqual([1, '']);
    });

    it('with a database on it that became full, then read-only: says which, exits 1, and starts once the disk is right again', async () => {
      const disk = newDisk(192);
      const dataDir = join(disk.path, 'data');
      const first = await startProduct({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
      expect(await first.kill('SIGTERM')).toBe(0);

      disk.fill();
      const full = await startThatFails(dataDir);
      expect(full.stderr).toMatch(folderProblem(dataDir, ...FULL));
      expect([full.code, full.stdout]).toEqual([1, '']);

      disk.clear();
      disk.remount('ro');
      const readOnly = await startThatFails(dataDir);
      expect(readOnly.stderr).toMatch(folderProblem(dataDir, ...READ_ONLY));
      expect([readOnly.code, readOnly.stdout]).toEqual([1, '']);

      disk.remount('rw');
      const again = await startProduct({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent', SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
      expect(await again.kill('SIGTERM')).toBe(0);
    });
  });
});
