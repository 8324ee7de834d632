import { rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { StartupError } from '../errors';

/**
 * The embedded database's files can be open in one process at a time: a second `npm start`, or `npm run staff:add`
 * beside a running server, would write the same files at once and damage them. The process that opens them listens
 * on a Unix socket in the data folder for as long as they are open. The kernel ends that with the process, however
 * it ends (a crash, `kill -9`), so a socket file nobody answers on is left over, and taken; no process id is
 * trusted (a container's restarted processes reuse them).
 */

/** Unix socket paths are at most 107 bytes on Linux (103 on macOS); a deeper data folder goes unguarded. */
const MAX_SOCKET_PATH = 100;

export const lockPathOf = (dataDir: string) => join(dataDir, '.carechoice.lock');

/** Whether a live process holds the data folder. */
export function dataFolderInUse(dataDir: string): Promise<boolean> {
  const path = lockPathOf(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    // ENOENT: nobody ever held it; ECONNREFUSED: its holder has ended.
    probe.once('error', () => resolve(false));
  });
}

/** What another holder makes of a second start: one line saying what to do. */
export const folderInUseMessage = (dataDir: string) =>
  `Another CareChoice process is using the data folder ${dataDir}: its embedded database can be open in one process at a time. Stop that process first (Ctrl+C where it runs), or set DATA_DIR to another folder.`;

/**
 * Holds the data folder until the answer is called, or a StartupError when a live process holds it. The listening
 * socket does not keep the process alive.
 */
export async function holdDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const path = lockPathOf(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return async () => {};
  if (await dataFolderInUse(dataDir)) throw new StartupError(folderInUseMessage(dataDir));
  rmSync(path, { force: true });
  const server: Server = createServer((connection) => connection.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      // Two processes starting in the same instant: the other one won the socket.
      reject(error.code === 'EADDRINUSE' ? new StartupError(folderInUseMessage(dataDir)) : error),
    );
    server.listen(path, resolve);
  });
  server.unref();
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
