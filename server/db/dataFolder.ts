import { accessSync, constants, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { StartupError } from '../errors';
import { causesOf, freeBytes, megabytes, storageFaultOf, systemCodeOf, type StorageFault } from './storage';

/**
 * The embedded database's data folder at start: one that cannot be used (read-only, full, not
 * a folder…) is said in one line, with what to do, instead of PGlite's "ErrnoError errno 51" or "PGlite failed to
 * initialize properly" and a stack trace.
 */

/** Below this much free space, a start that fails without saying why is put down to a full disk (one WAL segment). */
const ROOM_TO_START = 16 * 1024 * 1024;

/** One line for an operator: what is wrong with DATA_DIR and what to do. */
export function dataFolderProblem(dataDir: string, fault: StorageFault | 'unknown', code: string | null): string {
  const free = freeBytes(existingPart(dataDir));
  const cannot = `CareChoice cannot use its data folder ${dataDir}`;
  switch (fault) {
    case 'full':
      return `${cannot}: the disk is full (${[code, free === null ? null : `${megabytes(free)} free`].filter(Boolean).join(', ')}). Free some space on it, or set DATA_DIR to a folder on a disk with room: the embedded database needs about 100 MB.`;
    case 'too-large':
      return `${cannot}: a file there reached the largest size allowed (${code ?? 'EFBIG'}). Raise the file size limit (ulimit -f), or set DATA_DIR to a folder on another file system.`;
    case 'read-only':
      return `${cannot}: it is read-only (${code ?? 'EROFS'}). Set DATA_DIR to a writable folder, or make this one writable.`;
    case 'denied':
      return `${cannot}: this user (${userInfo().username}) may not write there (${code ?? 'EACCES'}). Set DATA_DIR to a folder it may write to, or fix the folder's permissions.`;
    case 'not-a-folder':
      return `${cannot}: part of that path is a file, not a folder (${code ?? 'ENOTDIR'}). Set DATA_DIR to a folder.`;
    case 'io':
      return `${cannot}: the disk reports an input/output error${code ? ` (${code})` : ''}. Check the disk, or set DATA_DIR to a folder on another one.`;
    case 'unknown':
      return `CareChoice could not start the embedded database in ${dataDir}: PostgreSQL stopped while starting, though the folder is writable${free === null ? '' : ` and has ${megabytes(free)} free`}. Its files may be damaged or from another version: keep a copy of the folder, then set DATA_DIR to an empty folder to start afresh.`;
  }
}

/** The nearest folder of `path` that exists (itself, or a parent). */
function existingPart(path: string): string {
  let folder = path;
  while (!existsSync(folder) && dirname(folder) !== folder) folder = dirname(folder);
  return folder;
}

/**
 * Makes the data folder and writes a file in it, so that a folder the embedded database could not use is said
 * plainly at start rather than as PGlite's "ErrnoError errno 69" or "PGlite failed to initialize properly".
 */
export function checkDataFolder(dataDir: string): void {
  if (existsSync(dataDir) && !statSync(dataDir).isDirectory()) throw new StartupError(dataFolderProblem(dataDir, 'not-a-folder', 'ENOTDIR'));
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    // Node's recursive mkdir answers ENOENT when a parent cannot be written to; ask the parent that exists why.
    let cause = error;
    try {
      accessSync(existingPart(dataDir), constants.W_OK);
    } catch (why) {
      cause = why;
    }
    throw startupErrorFor(dataDir, cause, error);
  }
  const probe = join(dataDir, `.carechoice-write-check-${process.pid}`);
  try {
    writeFileSync(probe, 'CareChoice checks it can write here at start; this file is removed at once.\n');
  } catch (error) {
    throw startupErrorFor(dataDir, error);
  } finally {
    rmSync(probe, { force: true });
  }
}

/** The StartupError for a fault of the data folder, or null when `error` is no such fault. */
export function dataFolderError(dataDir: string, error: unknown): StartupError | null {
  const fault = storageFaultOf(error);
  if (fault) return new StartupError(dataFolderProblem(dataDir, fault, systemCodeOf(error) ?? sqlStateOf(error)), { cause: error });
  // PGlite's own words when PostgreSQL refused to start, which it does not explain; a nearly full disk is the usual why.
  if (error instanceof Error && /PGlite failed to initialize/i.test(error.message)) {
    const free = freeBytes(existingPart(dataDir));
    return new StartupError(dataFolderProblem(dataDir, free !== null && free < ROOM_TO_START ? 'full' : 'unknown', null), { cause: error });
  }
  return null;
}

function startupErrorFor(dataDir: string, error: unknown, original: unknown = error): Error {
  return dataFolderError(dataDir, error) ?? (original as Error);
}

const sqlStateOf = (error: unknown): string | null => {
  for (const { code } of causesOf(error)) if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return null;
};
