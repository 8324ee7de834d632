import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { startProduct, withSeededData, type RunningProduct } from '../e2e/support/product';
import { isAlive } from '../support/processes';
import { requireSmallDisk, smallDisk } from '../support/smallDisk';

/**
 * The embedded database's disk fills up under the running server (`npm start`, as a real
 * process). Requests answer 503 Unavailable, not 500 and not never; the server stays up; once there is room again,
 * requests succeed without a restart, and nothing committed is lost.
 */
const UNAVAILABLE = { code: 'Unavailable', message: 'CareChoice cannot reach its database just now. Please try again in a moment.' };

interface Answer {
  status: number;
  body: any;
  retryAfter: string | null;
}

/** A request as the planner (the client's cookies), answering whatever status comes; 10 s at most. */
async function send(client: HttpClient, baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const cookie = client.cookieHeader();
  const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { cookie, 'x-xsrf-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: await response.json().catch(() => undefined), retryAfter: response.headers.get('retry-after') };
}

/** The server with the demo on `dataDir`, and the demo planner logged in. */
async function plannerOn(dataDir: string) {
  const product = await startProduct({ DATA_DIR: withSeededData(dataDir), DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' });
  const client = new HttpClient(product.baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', DEMO_PLANNER);
  const providers = await client.request<{ id: number }[]>('GET', '/internal/app/planner/v1/providers?levelOfCare=skilled_nursing');
  const providerIds = providers.map((provider) => provider.id);
  let patients = 0;
  return {
    product,
    /** A new patient with a 40-option list: rows in five tables, one transaction. */
    newPatient: () =>
      send(client, product.baseUrl, 'POST', '/internal/app/planner/v1/patients', {
        patient: { initial: 'D', lastName: `Disk${++patients}`, dateOfBirth: '1950-01-02' },
        services: [{ levelOfCare: 'skilled_nursing', providerIds }],
      }),
    get: (path: string) => send(client, product.baseUrl, 'GET', path),
  };
}

/** Stops the server; one that no longer answers signals (a hung database) is killed. */
async function stop(product: RunningProduct) {
  const exited = product.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000));
  await Promise.race([exited, timeout]);
  if (isAlive(product.pid)) process.kill(product.pid, 'SIGKILL');
}

const expectUnavailable = (answer: Answer) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toEqual(UNAVAILABLE);
  expect(answer.retryAfter).toBe('5');
};

describe.runIf(requireSmallDisk('A disk that fills up under the running server'))('a disk that fills up under the running server', () => {
  it('answers 503 while the disk is full, stays up, and serves writes again once there is room', async () => {
    const disk = smallDisk(256);
    const planner = await plannerOn(join(disk.path, 'data'));
    try {
      const before = await planner.newPatient();
      expect(before.status).toBe(201);

      disk.fill();
      // The writes that still fit in pages already there pass; the first that needs more of the disk fails.
      let answer = await planner.newPatient();
      for (let tries = 1; answer.status === 201 && tries < 400; tries++) answer = await planner.newPatient();
      expectUnavailable(answer);
      expect((await planner.get('/internal/app/health')).status).toBe(200);
      await vi.waitFor(() => expect(planner.product.log()).toContain('the database cannot write: its disk is full'));

      disk.clear();
      await vi.waitFor(async () => expect((await planner.newPatient()).status).toBe(201), { timeout: 30_000, interval: 200 });
      const kept = await planner.get(`/internal/app/planner/v1/patients/${before.body.id}`);
      expect([kept.status, kept.body.lastName]).toEqual([200, 'Disk1']);
    } finally {
      await stop(planner.product);
      disk.unmount();
    }
  });
});

describe('a write-ahead log the embedded database cannot write (PostgreSQL PANIC)', () => {
  it('answers 503 at once instead of hanging, and opens the database again once it can write', async () => {
    // The disk refusing the WAL, without a disk of its own: a file-size limit on the running server (RLIMIT_FSIZE,
    // util-linux's prlimit), so writes past 64 KiB of any file fail (EFBIG; Node ignores the SIGXFSZ that comes with
    // it). The WAL's 16 MB segment is written further in than that: PostgreSQL PANICs.
    const limit = (pid: number, bytes: string) => {
      const result = spawnSync('prlimit', ['--pid', String(pid), `--fsize=${bytes}:`], { encoding: 'utf8' });
      if (result.status !== 0) throw new Error(`prlimit (util-linux) could not limit the server's file size: ${result.stderr || result.error}`);
    };
    const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-panic-'));
    const planner = await plannerOn(dataDir);
    try {
      const before = await planner.newPatient();
      expect(before.status).toBe(201);

      limit(planner.product.pid, String(64 * 1024));
      let answer = await planner.newPatient();
      for (let tries = 1; answer.status === 201 && tries < 20; tries++) answer = await planner.newPatient();
      expectUnavailable(answer);
      // (The log reaches this process a moment after the answer.)
      await vi.waitFor(() => expect(planner.product.log()).toContain('the embedded database stopped (the database cannot write: a file reached its size limit)'));
      // Reads too answer at once (the database is down), and the server itself answers.
      expectUnavailable(await planner.get(`/internal/app/planner/v1/patients/${before.body.id}`));
      expect((await planner.get('/internal/app/health')).status).toBe(200);

      limit(planner.product.pid, 'unlimited');
      await vi.waitFor(async () => expect((await planner.newPatient()).status).toBe(201), { timeout: 30_000, interval: 200 });
      await vi.waitFor(() => expect(planner.product.log()).toContain('the embedded database is open again'));
      const kept = await planner.get(`/internal/app/planner/v1/patients/${before.body.id}`);
      expect([kept.status, kept.body.lastName]).toEqual([200, 'Disk1']);
    } finally {
      await stop(planner.product);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
