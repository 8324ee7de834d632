import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProduct } from '../test/e2e/support/product';

/** The resident memory of a process in MB (Linux), or null when it cannot be read. */
export function residentMb(pid: number): number | null {
  try {
    const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kib ? Number(kib) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's resident memory every 200 ms until stopped; answers the highest seen. */
export function watchMemory(pid: number) {
  let peak = residentMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid) ?? 0)), 200);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(peak);
    },
  };
}

/**
 * Start-up: from an empty embedded database to the server answering (migrations, gazetteer, demo seed),
 * then again over the same data (a warm start). The build already exists, as it does after `npm start`'s first run.
 */
export async function startupBench(): Promise<{ coldMs: number; warmMs: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-startup-'));
  try {
    const cold = await startProduct({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await cold.stop();
    const warm = await startProduct({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    await warm.stop();
    return { coldMs: cold.startedInMs, warmMs: warm.startedInMs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
