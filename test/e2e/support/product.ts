import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoInvite, type DemoInvite } from '../../../server/cli/demoInvite';
import { makingDirOf, SEEDED_DATA_DIR_VARIABLE } from './seededDataDir';

/**
 * The product as `npm start` runs it (the build of the SPA when stale, then SPA and API on one port) on a free
 * loopback port with a fresh embedded database. Its log is kept: e-mails (invites, password resets) are log lines.
 */
export interface RunningProduct {
  baseUrl: string;
  /** The server's process id (the benchmark reads its memory). */
  pid: number;
  /** Milliseconds from starting the process to the server saying it runs. */
  startedInMs: number;
  /** Everything the server has printed so far. */
  log(): string;
  /** A new demo patient and invite, as `npm run invite` makes them (as a planner would from the hospital side). */
  newInvite(): Promise<Invite>;
  /** Sends the server `signal` and answers its exit code once it has exited (its data stays). */
  kill(signal: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
}

export type Invite = DemoInvite;

/**
 * Fills `dir` with a copy of the seeded data folder `variable` names (the demo's by default) when the browser tests'
 * set-up makes it, else leaves it empty (the product then migrates and seeds it on its first start, as `npm start`
 * does, in seven seconds rather than one). Answers `dir`.
 */
export function withSeededData(dir: string, variable = SEEDED_DATA_DIR_VARIABLE): string {
  const seeded = process.env[variable];
  // The server tests are given the folder too, and may run without the browser tests that make it.
  if (seeded && seededFolderReady(seeded)) cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** Whether `seeded` is there to copy, once the set-up has finished making it (buildOnce.ts makes it in the background). */
function seededFolderReady(seeded: string): boolean {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + SEEDING_TIMEOUT_MS;
  while (!existsSync(seeded) && existsSync(makingDirOf(seeded)) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 100);
  return existsSync(seeded);
}

/** Longer than seeding takes on a loaded 2-core machine (about 10 s). */
const SEEDING_TIMEOUT_MS = 120_000;

/** A new data folder of the caller's own, with the seeded data when there is some (withSeededData). */
export const freshDataDir = (prefix = 'carechoice-e2e-', variable = SEEDED_DATA_DIR_VARIABLE): string =>
  withSeededData(mkdtempSync(join(tmpdir(), prefix)), variable);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The arguments `npm start` gives Node (package.json's start script: `exec node`, Node's own options, then the
 * launcher), so the product runs here exactly as it is started (the benchmark measures its memory with them).
 */
export function startArguments(cwd = '.'): string[] {
  const { scripts } = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { scripts: { start: string } };
  // Older commits, which `npm run bench -- --against` starts, said `node …` without `exec`; this one must say it.
  const start = cwd === '.' ? scripts.start.trim() : scripts.start.trim().replace(/^(?!exec )/, 'exec ');
  const [exec, command, ...args] = start.split(/\s+/);
  if (exec !== 'exec' || command !== 'node') throw new Error(`package.json's start script must be exec node …, not: ${scripts.start}`);
  return args;
}

/** `cwd`: the checkout to start (another commit's worktree, for a side-by-side bench); this one by default. */
export async function startProduct(env: Record<string, string> = {}, cwd = '.'): Promise<RunningProduct> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A database of its own unless the caller names one (which it then keeps).
  const ownDataDir = env.DATA_DIR ? null : freshDataDir();
  let output = '';
  const server: ChildProcess = spawn(process.execPath, [...(process.env.PRODUCT_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.PRODUCT_PROF}`] : []), ...startArguments(cwd)], {
    cwd,
    // Vitest runs with NODE_ENV=test; the product is built and served as in production.
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exitCode = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const started = Date.now();
  // Settled the moment the banner arrives (the benchmark times start-ups with this), or when the server gives up.
  const running = new Promise<number>((resolve, reject) => {
    const timeout = setTimeout(() => reject(new Error(`The server did not start within 180 s:\n${output}`)), 180_000);
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('CareChoice is running at')) {
        clearTimeout(timeout);
        resolve(Date.now() - started);
      }
    };
    server.stdout!.on('data', collect);
    server.stderr!.on('data', collect);
    server.once('exit', () => {
      clearTimeout(timeout);
      reject(new Error(`The server exited:\n${output}`));
    });
  });
  const startedInMs = await running;
  return {
    baseUrl,
    pid: server.pid!,
    startedInMs,
    log: () => output,
    // What `npm run invite` does, in this process: the command's own start took about a second of CPU a time.
    newInvite: () => createDemoInvite(baseUrl),
    kill(signal) {
      server.kill(signal);
      return exitCode;
    },
    async stop() {
      server.kill('SIGTERM');
      await Promise.race([exitCode, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
