/**
 * `npm test` (README, CI): eslint beside the type check (and the web app's build, when stale), then every test file
 * (vitest.config.ts puts the browser files after the rest, two at a time, and the timed API files last, alone).
 * With POSTGRES_TEST_URL set (CI), the API suite runs on that PostgreSQL server; without it, on the embedded database.
 */
import { spawn } from 'node:child_process';
import { webAppBuildIsStale } from '../server/cli/webAppBuild';

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

/** CI must test the API on PostgreSQL, the server the hospital groups run. */
if (!process.env.POSTGRES_TEST_URL) {
  if (process.env.CI === 'true') {
    console.error('POSTGRES_TEST_URL is not set: the API suite cannot run on PostgreSQL in CI.');
    process.exit(1);
  }
  console.warn('\n*** The API suite runs on the embedded database: set POSTGRES_TEST_URL (see .ci/run) for PostgreSQL. ***\n');
}

/**
 * Types are checked by TypeScript 7, the compiler rewritten in Go (11 s where TypeScript 6 took 32 s on this tree);
 * typescript-eslint still needs TypeScript 6 as `typescript`, so 7 is installed beside it as `typescript-native`.
 */
const TYPESCRIPT_7 = 'node_modules/typescript-native/bin/tsc';

/**
 * The web app is built beside the linter, which leaves a core idle once the type check is done (+1.3 s there), when
 * the browser tests' set-up would otherwise build it with the other core idle (~5 s): that set-up still builds it when
 * Vitest runs alone.
 */
const buildWebApp = () => (webAppBuildIsStale() ? [run('web app build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { buffered: true })] : []);

await together(
  run('eslint', 'npx', ['eslint', '.'], { buffered: true }),
  run('tsc', process.execPath, [TYPESCRIPT_7, '--noEmit'], { buffered: true }),
  ...buildWebApp(),
);
await together(run('tests', 'npx', ['vitest', 'run']));
