/**
 * `npm test` (README, CI): eslint beside tsc (each uses one core), then every test file (vitest.config.ts puts the
 * browser files after the rest, two at a time, and the timed API files last, alone), then the API suite again against
 * PostgreSQL, with its timed files last and alone too.
 * The PostgreSQL pass once ran beside the browser files, where a core is half idle: CI was 70 s faster, but the
 * extra load made a browser test (the console's service picker, 30 s) and a timed API test fail in two of three runs.
 */
import { spawn } from 'node:child_process';

const TIMED = 'api-timed';
const API = 'api';

interface Outcome {
  label: string;
  ok: boolean;
  output: string;
}

/** Runs a command; `buffered` keeps its output to print later, so two runs side by side do not interleave. */
function run(label: string, command: string, args: string[], { buffered = false, env = {} } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ label, ok: code === 0, output }));
    child.on('error', (error) => resolve({ label, ok: false, output: `${output}\n${error.message}` }));
  });
}

async function together(...runs: Promise<Outcome>[]): Promise<void> {
  const outcomes = await Promise.all(runs);
  for (const outcome of outcomes) if (outcome.output) process.stdout.write(`\n── ${outcome.label} ──\n${outcome.output}`);
  const failed = outcomes.filter((outcome) => !outcome.ok);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((outcome) => outcome.label).join(', ')}`);
    process.exit(1);
  }
}

const vitest = (...projects: string[]) => ['vitest', 'run', ...projects.map((project) => `--project=${project}`)];

/** The PostgreSQL server of the API suite's second pass; without it, the pass is skipped (a failure in CI). */
function postgresUrl(): string | null {
  const url = process.env.POSTGRES_TEST_URL;
  if (url) return url;
  if (process.env.CI === 'true') {
    console.error('POSTGRES_TEST_URL is not set: the PostgreSQL pass of the API suite cannot run in CI.');
    process.exit(1);
  }
  console.warn('\n*** Skipping the PostgreSQL pass of the API suite: set POSTGRES_TEST_URL (see .ci/run). ***\n');
  return null;
}

const postgres = postgresUrl();

await together(run('eslint', 'npx', ['eslint', '.'], { buffered: true }), run('tsc', 'npx', ['tsc', '--noEmit'], { buffered: true }));
await together(run('tests', 'npx', ['vitest', 'run']));
if (postgres) await together(run('API suite on PostgreSQL', 'npx', vitest(API, TIMED), { env: { TEST_DATABASE_URL: postgres } }));
