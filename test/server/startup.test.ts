import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_PATIENT, DEMO_PLANNER } from '../../server/seed/demo';
import { freePort } from '../support/processes';

/**
 * The product as a server runs it: the real server process (`server/main.ts`, what `npm start` runs after the
 * build) on a fresh embedded database, its output piped (to a log service, say), the planner CLI, and the family
 * journey over real HTTP. (In a terminal: banner.test.ts.)
 */

let server: ChildProcess;
let output = '';
let baseUrl = '';
let port = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-start-'));

beforeAll(async () => {
  port = await freePort();
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

afterAll(async () => {
  // The database writes its last files while it shuts down: remove its folder only once the process has gone.
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('npm start on an empty database', () => {
  it('prints where it runs, and keeps the demo invite, patient and planner login out of its output', () => {
    expect(output).toContain(`CareChoice is running at ${baseUrl}`);
    // Piped output is a log; it goes wherever logs go.
    expect(output).not.toContain('/go/c/');
    expect(output).not.toContain(DEMO_PATIENT.dateOfBirth);
    expect(output).not.toContain(DEMO_PLANNER.password);
    const file = join(dataDir, 'demo-login.txt');
    expect(output).toContain(`The demo's invite link, patient details and planner login are in ${file} (readable by its owner only).`);
    // A newcomer still finds everything needed to try it.
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const demo = readFileSync(file, 'utf8');
    expect(demo).toMatch(new RegExp(`Invite link: +${baseUrl}/go/c/[A-Za-z0-9_-]{16,}`));
    expect(demo).toContain(`Patient:       initial ${DEMO_PATIENT.initial}, last name ${DEMO_PATIENT.lastName}, born ${DEMO_PATIENT.dateOfBirth}`);
    expect(demo).toContain(`Planner login: ${DEMO_PLANNER.email} / ${DEMO_PLANNER.password}`);
  });

  it('lets `npm run invite` find the server from the PORT it was started with, without CARECHOICE_URL', () => {
    const { CARECHOICE_URL: _, PUBLIC_URL: __, HOST: ___, ...env } = process.env;
    const cli = spawnSync('npm', ['run', '--silent', 'invite', '--', '--json'], { env: { ...env, PORT: String(port) }, encoding: 'utf8' });
    expect(cli.status, cli.stderr).toBe(0);
    const invite = JSON.parse(cli.stdout.trim());
    expect(invite.url).toBe(`${baseUrl}/go/c/${invite.inviteCode}`);
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
    expect(Object.keys(invite)).toEqual(['inviteCode', 'url', 'email', 'patient', 'patientId']);
    expect(invite.patientId).toEqual(expect.any(Number));
    expect(invite.url).toBe(`${baseUrl}/go/c/${invite.inviteCode}`);
    expect(invite.patient.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The invite e-mail went to the log, link included (the log reaches this process once it is not blocked).
    await vi.waitFor(() => expect(output).toContain(invite.url));

    const family = new HttpClient(baseUrl);
    const api = (path: string) => `/internal/app${path}`;
    expect(await family.request('GET', api(`/choice/v1/invites/${invite.inviteCode}`))).toMatchObject({ email: invite.email });
    const password = 'family-secret';
    await family.request('POST', api('/choice/v1/users'), {
      user: { relationship: 'fc_family', firstName: 'Ánh', lastName: 'Nguyễn', email: invite.email, cellPhone: '6145550123', password },
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
    // The family's copy of the record, drawn in the bundled server's render thread with its fonts: the name as typed.
    const record = await fetch(`${baseUrl}${api('/choice/v1/choice-record.pdf')}`, { headers: { cookie: family.cookieHeader() } });
    expect(record.status).toBe(200);
    const recordText = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await record.arrayBuffer()) }).toString();
    expect(recordText).toContain('Confirmed by Ánh Nguyễn (Family)');
    await family.request('POST', api('/auth/v1/logout'));
    await expect(family.request('GET', api('/user/v1/me'))).rejects.toThrow('answered 401');
  });
});
