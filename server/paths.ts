import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder: the nearest one above this module holding package.json. Files the server reads (its
 * migrations, the demo's videos) are found from here, not from this module's own place, because `npm start` runs
 * the server bundled into one file elsewhere (server/cli/launch.mjs).
 */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`No package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findProjectRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the project, e.g. projectPath('server', 'db', 'migrations'). */
export const projectPath = (...segments: string[]) => join(PROJECT_ROOT, ...segments);
