import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's file system for a data folder on Node (its NodeFS, Emscripten's NODEFS), with PostgreSQL's fsync() reaching
 * the disk.
 *
 * Turning PostgreSQL's `fsync` on is not enough in PGlite 0.5: Emscripten's NODEFS has no `fsync` of its own, so the
 * fsync() of the WebAssembly PostgreSQL answers "done" without asking the kernel, and fdatasync() (wal_sync_method's
 * default on Linux) only checks that the file is open. Measured with strace: 200 commits with `fsync=on` made no fsync
 * or fdatasync system call at all. Here NODEFS's files get an fsync that calls the kernel's (on the file's real
 * descriptor), and client.ts sets `wal_sync_method=fsync` so that a commit's WAL goes through it: a commit is
 * answered once its WAL is on the disk, and a checkpoint syncs the data files before the WAL behind them is recycled.
 *
 * What this does not cover: the files of a brand-new database are written by PGlite from an in-memory initdb without
 * fsync, so a power cut in the first half minute of a first start (before the kernel writes them back) may lose them;
 * such a folder holds no data yet and is made again from scratch.
 */

/** What this uses of Emscripten's NODEFS (not in PGlite's types: it is Emscripten's own object). */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  /** Runs a Node fs call, turning its error into the errno PostgreSQL sees (so a failed fsync is PostgreSQL's PANIC). */
  tryFSOperation<T>(operation: () => T): T;
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, emscriptenOptions: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    const syncToDisk = (mod: { NODEFS: unknown }) => {
      const nodeFs = mod.NODEFS as EmscriptenNodeFs | undefined;
      // A PGlite whose NODEFS changed shape would silently be without durability again: refuse to open instead.
      if (!nodeFs?.stream_ops || typeof nodeFs.tryFSOperation !== 'function') throw new Error('PGlite’s NODEFS has changed: the embedded database cannot make its writes durable');
      nodeFs.stream_ops.fsync = (stream) => {
        nodeFs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] } };
  }
}
