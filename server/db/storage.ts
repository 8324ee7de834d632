import { statfsSync } from 'node:fs';

/**
 * Faults of the disk under a database, as an operator would fix them: full, read-only, not ours to write, a path that
 * is not a folder, or a failing disk. The embedded database (PGlite: PostgreSQL compiled to WebAssembly, its files
 * under DATA_DIR) reports them three ways: Node's own errors (`code: 'ENOSPC'`), its file layer's (`ErrnoError`
 * with WASI's numbers: 51 is ENOSPC), and PostgreSQL's (SQLSTATE 53100 disk_full, "could not extend file …: No
 * space left on device").
 */
export type StorageFault = 'full' | 'too-large' | 'read-only' | 'denied' | 'not-a-folder' | 'io';

const BY_CODE: Record<string, StorageFault> = {
  ENOSPC: 'full',
  EDQUOT: 'full',
  // A file-size limit (RLIMIT_FSIZE, `ulimit -f`) or the file system's largest file.
  EFBIG: 'too-large',
  EROFS: 'read-only',
  EACCES: 'denied',
  EPERM: 'denied',
  ENOTDIR: 'not-a-folder',
  EIO: 'io',
};
/** WASI errno numbers (Emscripten's ErrnoError) of the codes above. */
const WASI_ERRNO: Record<number, string> = { 51: 'ENOSPC', 19: 'EDQUOT', 22: 'EFBIG', 69: 'EROFS', 2: 'EACCES', 63: 'EPERM', 54: 'ENOTDIR', 29: 'EIO' };
/** PostgreSQL's words for the same (strerror, in its file errors). */
const BY_MESSAGE: [RegExp, StorageFault][] = [
  [/no space left on device|disk quota exceeded/i, 'full'],
  [/file too large/i, 'too-large'],
  [/read-only file system/i, 'read-only'],
  [/could not (extend|write|create|open|fsync|read).* file|input\/output error/i, 'io'],
];

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errno?: unknown;
  severity?: unknown;
  cause?: unknown;
}

/**
 * An error and its causes (drizzle wraps the driver's error, with the driver's as its cause), as plain objects:
 * Emscripten's ErrnoError is not an Error.
 */
export function* causesOf(error: unknown): Generator<ErrorLike> {
  for (let current = error, depth = 0; typeof current === 'object' && current !== null && depth < 5; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** The system error code behind an error ('ENOSPC'), from Node's errors and PGlite's file layer alike. */
export function systemCodeOf(error: unknown): string | null {
  for (const { code, errno, name } of causesOf(error)) {
    if (typeof code === 'string' && code in BY_CODE) return code;
    if (name === 'ErrnoError' && typeof errno === 'number' && WASI_ERRNO[errno]) return WASI_ERRNO[errno]!;
  }
  return null;
}

/** Which storage fault an error is, or null when it is none. */
export function storageFaultOf(error: unknown): StorageFault | null {
  const code = systemCodeOf(error);
  if (code) return BY_CODE[code]!;
  for (const { code: sqlState, message } of causesOf(error)) {
    if (sqlState === '53100') return 'full';
    if (typeof sqlState === 'string' && /^58[0-9A-Z]{3}$/.test(sqlState)) return 'io';
    for (const [pattern, fault] of BY_MESSAGE) if (typeof message === 'string' && pattern.test(message)) return fault;
  }
  return null;
}

/** Bytes free for this user on the disk holding `path`, or null when it cannot be told. */
export function freeBytes(path: string): number | null {
  try {
    const { bavail, bsize } = statfsSync(path);
    return Number(bavail) * Number(bsize);
  } catch {
    return null;
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
