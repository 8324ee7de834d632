import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';

/**
 * Issue 8, item 11: the real server process on an embedded database: SIGTERM lets requests under way finish and
 * closes the database; a process killed outright loses nothing it had committed.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function start(): Promise<Running> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: '/nonexistent', PUBLIC_URL: baseUrl, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('CareChoice is running at')) resolve();
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    void exited.then(() => reject(new Error(`The server exited:\n${output}`)));
  });
  return { process: child, baseUrl, output: () => output, exited };
}

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
  it('loses nothing committed when the process is killed outright', async () => {
    const first = await start();
    const client = await planner(first.baseUrl);
    const created = await newPatient(client, await someProvider(client), 'Killed');
    first.process.kill('SIGKILL');
    await first.exited;

    const second = await start();
    try {
      const patient = await (await planner(second.baseUrl)).request<{ lastName: string }>('GET', `/internal/app/planner/v1/patients/${created.id}`);
      expect(patient.lastName).toBe('Killed');
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
  });

  it('finishes the requests under way on SIGTERM, then closes the database and exits 0', async () => {
    const running = await start();
    const client = await planner(running.baseUrl);
    // Several writes under way (each waits its turn for the database) when the signal comes.
    const providerId = await someProvider(client);
    const writes = Array.from({ length: 5 }, (_, index) => newPatient(client, providerId, `Terminated${index}`));
    // The signal comes once the server has received all five (its log says so), before it has answered them all.
    const received = () => running.output().split('\n').filter((line) => line.includes('incoming request') && line.includes('"POST"') && line.includes('/planner/v1/patients')).length;
    while (received() < 5) await new Promise((resolve) => setTimeout(resolve, 1));
    running.process.kill('SIGTERM');
    const answers = await Promise.all(writes);
    expect(answers.every((answer) => answer.id > 0)).toBe(true);
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('shutting down');
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
      after.process.kill('SIGTERM');
      await after.exited;
    }
  });
});
