import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the web app in dist/ is built from: a newer file in any of them makes the build stale. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

/** Whether dist/ under `root` is missing or older than its sources (`npm start` then builds it first). */
export function webAppBuildIsStale(root = process.cwd()): boolean {
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  return builtAt === 0 || SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}
