import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PATIENT, DEMO_PLANNER } from '../../server/seed/demo';
import { commandOf, descendantsOf, freePort } from '../support/processes';

/**
 * What a newcomer sees after `npm ci && npm start` in a terminal. The demo's secrets (a live invite
 * link, the patient's birth date, the planner's password) are shown once, on the start that creates the demo; later
 * starts say where they are kept. (Piped output, a log, never holds them: startup.test.ts.)
 */
const dataDir = mkdtempSync(join(tmpdir(), 'carechoice-banner-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` in a terminal: util-linux's `script` gives it a pseudo-terminal and copies what it shows. */
async function startInTerminal(): Promise<{ screen: string; stop(): Promise<void> }> {
  if (spawnSync('script', ['--version']).error) throw new Error('This test needs `script` (util-linux; Debian: bsdutils) to give npm start a terminal.');
  const port = await freePort();
  const terminal = spawn('script', ['--quiet', '--flush', '--return', '--command', 'npm start', '/dev/null'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, DIST_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  terminal.stdout!.on('data', (chunk) => (screen += String(chunk).replace(/\r/g, '')));
  terminal.stderr!.on('data', (chunk) => (screen += chunk));
  const exited = new Promise((resolve) => terminal.once('exit', resolve));
  await vi.waitFor(
    () => {
      if (terminal.exitCode !== null) throw new Error(`npm start exited:\n${screen}`);
      // The banner ends with an empty line.
      expect(screen).toMatch(/CareChoice is running at [\s\S]*\n\n/);
    },
    { timeout: 90_000, interval: 50 },
  );
  return {
    screen,
    async stop() {
      // To the server itself (npm and `script` end with it).
      for (const pid of descendantsOf(terminal.pid!)) if (/^(\S*\/)?node .*server\/cli\/launch\.mjs/.test(commandOf(pid))) process.kill(pid, 'SIGTERM');
      await exited;
    },
  };
}

describe('npm start in a terminal', () => {
  it('shows the demo invite, patient and planner login on the start that creates the demo, and only there', async () => {
    const file = join(dataDir, 'demo-login.txt');
    const first = await startInTerminal();
    await first.stop();
    expect(first.screen).toMatch(/Invite link: +http:\/\/127\.0\.0\.1:\d+\/go\/c\/[A-Za-z0-9_-]{16,}/);
    expect(first.screen).toContain(`Patient:       initial ${DEMO_PATIENT.initial}, last name ${DEMO_PATIENT.lastName}, born ${DEMO_PATIENT.dateOfBirth}`);
    expect(first.screen).toContain(`Planner login: ${DEMO_PLANNER.email} / ${DEMO_PLANNER.password}`);
    expect(first.screen).toMatch(/Hospital staff log in at http:\/\/127\.0\.0\.1:\d+\/hospital\/login\n/);
    expect(first.screen).toContain(`(Kept in ${file}, readable by its owner only; shown here this once.)`);

    const later = await startInTerminal();
    await later.stop();
    expect(later.screen).toContain('CareChoice is running at');
    // The console's address is no secret: every start names it.
    expect(later.screen).toMatch(/Hospital staff log in at http:\/\/127\.0\.0\.1:\d+\/hospital\/login\n/);
    expect(later.screen).toContain(`The demo's invite link, patient details and planner login are in ${file} (readable by its owner only).`);
    expect(later.screen).not.toContain('/go/c/');
    expect(later.screen).not.toContain(DEMO_PATIENT.dateOfBirth);
    expect(later.screen).not.toContain(DEMO_PLANNER.password);
  });
});
