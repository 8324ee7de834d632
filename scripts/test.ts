/**
 * `npm test` (README, CI): lint, types, every test file, then the API suite again against PostgreSQL, arranged so
 * the machine's two cores stay busy:
 *   1. eslint beside tsc (each uses one core);
 *   2. every project but the browser files and the timed API file (CPU-bound, two workers);
 *   3. the browser files beside the PostgreSQL pass of the API suite: a browser journey mostly waits (about half of
 *      two cores is used), which the PostgreSQL pass fills (its output is printed when it ends, not interleaved);
 *   4. the timed API file, alone, on PGlite then PostgreSQL: it compares durations and must not share the machine.
 * `npx vitest run` alone still runs the same files in the same order (vitest.config.ts's groupOrder), without step 3's
 * overlap and without PostgreSQL.
 */
import { spawn } from 'node:child_process';
import config from '../vitest.config';

const BROWSER = 'e2e';
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

const projectNames = (config.test?.projects ?? []).map((project) => (project as { test: { name: string } }).test.name);
const cpuBound = projectNames.filter((name) => name !== BROWSER && name !== TIMED);
const postgres = postgresUrl();
const onPostgres = postgres ? { TEST_DATABASE_URL: postgres } : null;

await together(run('eslint', 'npx', ['eslint', '.'], { buffered: true }), run('tsc', 'npx', ['tsc', '--noEmit'], { buffered: true }));
await together(run('tests', 'npx', vitest(...cpuBound)));
await together(
  run('browser tests', 'npx', vitest(BROWSER)),
  ...(onPostgres ? [run('API suite on PostgreSQL', 'npx', vitest(API), { buffered: true, env: onPostgres })] : []),
);
await together(run('timed API tests', 'npx', vitest(TIMED)));
if (onPostgres) await together(run('timed API tests on PostgreSQL', 'npx', vitest(TIMED), { env: onPostgres }));
