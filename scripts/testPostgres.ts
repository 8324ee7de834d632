/**
 * The API suite's second pass, against a real PostgreSQL server: each test file creates and drops its own database
 * on the server named by POSTGRES_TEST_URL (.ci/run starts a throwaway cluster and sets it). Skipped without it,
 * except in CI, where a missing server is a failure.
 */
import { spawnSync } from 'node:child_process';

const url = process.env.POSTGRES_TEST_URL;
if (!url) {
  if (process.env.CI === 'true') {
    console.error('POSTGRES_TEST_URL is not set: the PostgreSQL pass of the API suite cannot run in CI.');
    process.exit(1);
  }
  console.warn('\n*** Skipping the PostgreSQL pass of the API suite: set POSTGRES_TEST_URL (see .ci/run). ***\n');
  process.exit(0);
}
console.log('API suite against PostgreSQL…');
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--project', 'api-timed'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
