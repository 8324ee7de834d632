import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';

/**
 * The product as a newcomer runs it: the real server process (`server/main.ts`, what `npm start` runs after the
 * build) on a fresh embedded database, its banner, the planner CLI, and the family journey over real HTTP.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

let server: ChildProcess;
let output = '';
let baseUrl = '';
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-start-'));

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DIST_DIR: '/nonexistent', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  const started = Date.now();
  while (!output.includes('CareChoice is running at')) {
    if (server.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    if (Date.now() - started > 60_000) throw new Error(`The server did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start on an empty database', () => {
  it('prints a banner with the invite link, the demo patient and the planner login', () => {
    expect(output).toContain(`CareChoice is running at ${baseUrl}`);
    expect(output).toMatch(new RegExp(`Invite link: +${baseUrl}/go/c/[A-Za-z0-9_-]{16,}`));
    expect(output).toMatch(/Patient: +initial [A-Z], last name \S+, born \d{4}-\d{2}-\d{2}/);
    expect(output).toMatch(/Planner login: +\S+@\S+ \/ \S+/);
  });

  it('serves the whole family journey over HTTP, with an invite from the planner CLI', async () => {
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/invite.ts', '--json'], {
      env: { ...process.env, CARECHOICE_URL: baseUrl },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);
    const lines = cli.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const invite = JSON.parse(lines[0]!);
    expect(Object.keys(invite)).toEqual(['inviteCode', 'url', 'email', 'patient']);
    expect(invite.url).toBe(`${baseUrl}/go/c/${invite.inviteCode}`);
    expect(invite.patient.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The invite e-mail went to the log, link included (the log reaches this process once it is not blocked).
    await vi.waitFor(() => expect(output).toContain(invite.url));

    const family = new HttpClient(baseUrl);
    const api = (path: string) => `/internal/app${path}`;
    expect(await family.request('GET', api(`/choice/v1/invites/${invite.inviteCode}`))).toMatchObject({ email: invite.email });
    const password = 'family-secret';
    await family.request('POST', api('/choice/v1/users'), {
      user: { relationship: 'fc_family', firstName: 'Ana', lastName: 'Tester', email: invite.email, cellPhone: '6145550123', password },
      inviteCode: invite.inviteCode,
    });
    await family.request('POST', api('/auth/v1/login'), { email: invite.email, password });
    await family.request('POST', api('/choice/v1/claim'), {
      patient: invite.patient,
      acknowledgement: { at: Math.floor(Date.now() / 1000), text: 'I acknowledge.', by: 'fc_family' },
    });
    const services = await family.request<{ id: number; complete: boolean; latestOptionList: { id: number; options: { providerId: number }[] } }[]>(
      'GET',
      api('/choice/v1/services'),
    );
    expect(services).toHaveLength(3);
    const [first] = services;
    const ids = first!.latestOptionList.options.map((option) => option.providerId);
    const providers = await family.request<{ id: number }[]>('GET', api(`/choice/v1/providers?embed=images,medicare-ratings&id__in=${ids.join(',')}`));
    expect(providers.map((provider) => provider.id)).toEqual(ids);
    await family.request('POST', api(`/choice/v1/option-lists/${first!.latestOptionList.id}/rank`), {
      rankings: ids.slice(0, 2),
      shortlist: ids.slice(0, 3),
      completedAt: Math.floor(Date.now() / 1000),
    });
    const after = await family.request<{ complete: boolean }[]>('GET', api('/choice/v1/services'));
    expect(after.map((service) => service.complete)).toEqual([true, false, false]);
    await family.request('POST', api('/auth/v1/logout'));
    await expect(family.request('GET', api('/user/v1/me'))).rejects.toThrow('answered 401');
  });
});
