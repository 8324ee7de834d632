import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { freshDataDir, startProduct } from '../e2e/support/product';
import { commandOf, descendantsOf, freePort, isAlive, isListening } from '../support/processes';

/**
 * The real server process on an embedded database: SIGTERM lets requests under way finish and
 * closes the database; a process killed outright loses nothing it had committed. A supervisor
 * that stops `npm start` stops the server.
 */
const dataDir = freshDataDir('carechoice-shutdown-');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The server as `npm start` runs it, on this file's embedded database (no web app: the API is what is tested). */
const start = () => startProduct({ DATA_DIR: dataDir, DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });

const planner = async (baseUrl: string) => {
  const client = new HttpClient(baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', { email: 'planner@carechoice.demo', password: 'planner-demo' });
  return client;
};

const someProvider = async (client: HttpClient) =>
  (await client.request<{ id: number }[]>('GET', '/internal/app/planner/v1/providers?levelOfCare=skilled_nursing'))[0]!.id;

/** A new patient with one service, as a planner makes one: one request. */
const newPatient = (client: HttpClient, providerId: number, lastName: string) =>
  client.request<{ id: number }>('POST', '/internal/app/planner/v1/patients', {
    patient: { initial: lastName[0], lastName, dateOfBirth: '1950-01-02' },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: [providerId] }],
  });

describe('stopping the server', () => {
  // Two starts: the first opens the database; the second, after the kill, syncs every file of the data folder to the
  // disk before replaying the WAL (PostgreSQL's crash recovery with fsync on: ~2,700 fsyncs, 12 s on a
  // loaded 2-core host against 2 s with fsync off).
  it('loses nothing committed when the process is killed outright', { timeout: 180_000 }, async () => {
    const first = await start();
    const client = await planner(first.baseUrl);
    const created = await newPatient(client, await someProvider(client), 'Killed');
    await first.kill('SIGKILL');

    const second = await start();
    try {
      const patient = await (await planner(second.baseUrl)).request<{ lastName: string }>('GET', `/internal/app/planner/v1/patients/${created.id}`);
      expect(patient.lastName).toBe('Killed');
    } finally {
      await second.kill('SIGTERM');
    }
  });

  it('finishes the requests under way on SIGTERM, then closes the database and exits 0', async () => {
    const running = await start();
    const client = await planner(running.baseUrl);
    // Several writes under way (each waits its turn for the database) when the signal comes.
    const providerId = await someProvider(client);
    const writes = Array.from({ length: 5 }, (_, index) => newPatient(client, providerId, `Terminated${index}`));
    // The signal comes once the server has received all five (its log says so), before it has answered them all.
    const received = () => running.log().split('\n').filter((line) => line.includes('incoming request') && line.includes('"POST"') && line.includes('/planner/v1/patients')).length;
    while (received() < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    const exitCode = running.kill('SIGTERM');
    const answers = await Promise.all(writes);
    expect(answers.every((answer) => answer.id > 0)).toBe(true);
    expect(await exitCode).toBe(0);
    expect(running.log()).toContain('shutting down');
    // Requests arriving after the signal get 503, for a load balancer to send elsewhere (Fastify's return503OnClosing).

    // Everything answered was saved.
    const after = await start();
    try {
      const reader = await planner(after.baseUrl);
      for (const answer of answers) {
        const patient = await reader.request<{ lastName: string }>('GET', `/internal/app/planner/v1/patients/${answer.id}`);
        expect(patient.lastName).toMatch(/^Terminated\d$/);
      }
    } finally {
      await after.kill('SIGTERM');
    }
  });

  it('shuts down cleanly on a SIGTERM sent the moment it says it runs', async () => {
    // A supervisor that starts and stops it at once (a failed deploy rolled back, a test harness).
    const running = await startProduct({ DIST_DIR: '/nonexistent', SEED_DEMO: 'false', LOG_LEVEL: 'info' });
    try {
      expect(await running.kill('SIGTERM')).toBe(0);
      expect(running.log()).toContain('shutting down');
    } finally {
      await running.stop();
    }
  });

  it('stops the server when a supervisor stops `npm start` (SIGTERM to npm)', async () => {
    // What systemd, Docker (`docker stop` signals the container's first process) or a process manager does when
    // the service's command is `npm start`: the signal goes to npm, not to the server below it.
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const npm = spawn('npm', ['start'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir, DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (chunk) => (output += chunk));
    npm.stderr!.on('data', (chunk) => (output += chunk));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));
    let below: number[] = [];
    try {
      await vi.waitFor(
        () => {
          if (npm.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
          expect(output).toContain('CareChoice is running at');
        },
        { timeout: 60_000, interval: 50 },
      );
      below = descendantsOf(npm.pid!);
      const servers = below.filter((pid) => /^(\S*\/)?node .*server\/cli\/launch\.mjs/.test(commandOf(pid)));
      expect(servers, below.map(commandOf).join('\n')).toHaveLength(1);

      npm.kill('SIGTERM');
      await vi.waitFor(
        async () => {
          expect(below.filter(isAlive).map(commandOf), 'processes left running below npm start').toEqual([]);
          expect(await isListening(port)).toBe(false);
        },
        { timeout: 10_000, interval: 50 },
      );
      // npm exits with the server's exit code: it shut down cleanly.
      expect(await exited).toEqual({ code: 0, signal: null });
    } finally {
      // Whatever is left (a server orphaned by npm's exit is no longer below it).
      for (const pid of [npm.pid!, ...below]) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});
