/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves SPA and API on one port.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../main';

const ROOT = process.cwd();
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stat.mtimeMs);
}

export function buildIsStale(root = ROOT): boolean {
  const builtAt = newestMtime(join(root, 'dist', 'index.html'));
  return builtAt === 0 || SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (process.env.DIST_DIR === undefined && buildIsStale()) {
  console.log('Building the CareChoice web app (dist/ is missing or older than src/)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
await main();
