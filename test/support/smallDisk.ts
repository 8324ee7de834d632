import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A small disk of a test's own (a tmpfs), to fill up or make read-only for real: the kernel's ENOSPC and EROFS, not
 * imitations. Mounting needs root (CAP_SYS_ADMIN), which CI has (.ci/run runs as root).
 */
export interface SmallDisk {
  path: string;
  /** Writes a filler file until the disk refuses (ENOSPC). */
  fill(): void;
  /** Removes the filler: room again. */
  clear(): void;
  remount(mode: 'ro' | 'rw'): void;
  unmount(): void;
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? null : (result.stderr || String(result.error ?? `exit ${result.status}`)).trim();
};

/** Why this machine cannot give a test a small disk, or null when it can. */
function whyNoSmallDisk(): string | null {
  if (process.platform !== 'linux') return `${process.platform} is not Linux`;
  const probe = mkdtempSync(join(tmpdir(), 'carechoice-disk-probe-'));
  try {
    const refused = run('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]);
    if (refused) return `mount -t tmpfs refused: ${refused}`;
    run('umount', [probe]);
    return null;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

export const noSmallDisk = whyNoSmallDisk();

/**
 * Tests that need a small disk skip without one, with a warning, on a developer's machine; in CI they fail, so that
 * a fault nobody provoked never passes as handled.
 */
export function requireSmallDisk(what: string): boolean {
  if (!noSmallDisk) return true;
  const message = `${what} needs a small disk of its own (a tmpfs, mounted as root): ${noSmallDisk}`;
  if (process.env.CI) throw new Error(message);
  console.warn(`Skipped: ${message}`);
  return false;
}

export function smallDisk(megabytes: number): SmallDisk {
  const path = mkdtempSync(join(tmpdir(), 'carechoice-disk-'));
  const failed = run('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', path]);
  if (failed) throw new Error(`Could not mount a ${megabytes} MB tmpfs on ${path}: ${failed}`);
  const filler = join(path, 'filler');
  return {
    path,
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big pieces, then smaller ones, until not even a page fits.
        for (let size = 1024 * 1024; size >= 4096; size /= 4) {
          const piece = Buffer.alloc(size);
          try {
            for (;;) writeSync(fd, piece);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    clear() {
      rmSync(filler, { force: true });
    },
    remount(mode) {
      const refused = run('mount', ['-o', `remount,${mode}`, path]);
      if (refused) throw new Error(`Could not remount ${path} ${mode}: ${refused}`);
    },
    unmount() {
      // Lazily, should a process that failed its test still hold a file there.
      run('umount', ['-l', path]);
      rmSync(path, { recursive: true, force: true });
    },
  };
}
