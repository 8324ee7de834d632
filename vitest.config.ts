import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { LONG_LIST_DATA_DIR, LONG_LIST_DATA_DIR_VARIABLE, SEEDED_DATA_DIR, SEEDED_DATA_DIR_VARIABLE } from './test/e2e/support/seededDataDir.ts';

/**
 * API tests that compare durations measured at different moments (reset requests for known and unknown addresses; a
 * login alone, then during a flood of sign-ups): alone, so that no other process's load falls between.
 */
const TIMED_API_TESTS = ['test/api/enumeration.test.ts', 'test/api/limits.flood.test.ts'];

/**
 * Puts back what a file changed of the clock and globals, for projects whose files share a worker (isolate: false).
 * The views files keep a module graph each (a VM context, below): their modules hold state (mocked requests, the toast
 * store, the language).
 */
const SHARED_WORKER_SETUP = 'test/setup.sharedWorker.ts';

/** Archives one migrated database for the test servers of a project's files to start from (test/support/migratedDatabase.ts). */
const MIGRATED_DATABASE = 'test/support/migratedDatabase.ts';

/**
 * The API suite's database: PostgreSQL when POSTGRES_TEST_URL names a server (CI, .ci/run), the embedded one
 * otherwise. CI runs the suite once, on the server the hospital groups run; the embedded database is what every
 * browser test's and server test's product runs on. Running the suite on both took CI 100 s more.
 */
const API_DATABASE = process.env.POSTGRES_TEST_URL ? { TEST_DATABASE_URL: process.env.POSTGRES_TEST_URL } : {};

export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2 cores, so every file ran in turn (953 s).
    // The browser files run after all the others (groupOrder below), two at a time; the timed API file last, alone.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          // Pure functions and charts: the files share each worker's modules instead of importing them afresh, which
          // took more time than their tests (unit 15 s to 6 s, machines 43 s to 28 s, alone).
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP],
        },
      },
      {
        test: {
          name: 'machines',
          include: ['test/machines/**/*.test.{ts,tsx}', 'test/client/**/*.test.ts'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP],
        },
      },
      {
        test: {
          name: 'views',
          include: ['test/views/**/*.test.tsx'],
          environment: 'jsdom',
          // Each file in a fresh VM context of a long-lived worker, not a fresh worker: still a module graph of its
          // own (the files mock requests and keep toasts and the language in modules), without building jsdom and
          // the worker anew each time (alone: 214 s to 158 s, 399 to 290 busy core-seconds; jsdom's set-up 51 s to 3).
          pool: 'vmForks',
          // Typing whole forms in jsdom takes 2.4 s alone and 3.4-5.2 s beside another worker on 2 cores.
          testTimeout: 15_000,
          setupFiles: ['test/setup.views.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          exclude: TIMED_API_TESTS,
          environment: 'node',
          env: API_DATABASE,
          globalSetup: [MIGRATED_DATABASE],
          // Each file starts its own server on its own database, so the files may share a worker's modules: importing
          // Fastify, Drizzle and PGlite afresh per file was a third of the project's time (207 s to 120 s alone;
          // on PostgreSQL 146 s to 79 s). The set-up below runs before each file all the same.
          isolate: false,
          // Cheap password hashes (test/support/passwordCost.ts); the timed files below keep the product's cost.
          setupFiles: ['test/setup.api.ts', SHARED_WORKER_SETUP],
          // Each file's server opens its own copy of the migrated database (MIGRATED_DATABASE): about half a second.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // Files that compare how long answers take: alone, after the parallel files (another worker's load skewed a
          // ratio of medians past its bound once in two runs), like the browser files.
          name: 'api-timed',
          include: TIMED_API_TESTS,
          environment: 'node',
          env: API_DATABASE,
          globalSetup: [MIGRATED_DATABASE],
          fileParallelism: false,
          // Alone, after everything else.
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['test/build/**/*.test.ts'],
          environment: 'node',
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // One server per file and one Chromium per worker (sharedBrowser), two files at a time once the other
          // projects are done: one at a time left a core idle for ~9 min. Three at a time ran this project alone in
          // 324 s instead of 343 s, but the whole suite showed no gain beyond its noise (Vitest 731 s with three,
          // 761 s with two, on one day), and the long list's file, which waits on frames, took 92 s instead of 61.
          // The files share the worker's modules, so the browser and Playwright are started and imported once.
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP],
          sequence: { groupOrder: 1 },
          globalSetup: ['test/e2e/support/buildOnce.ts'],
          // The data folders the set-up seeds (the demo, and the demo with the long list), which each file's product
          // starts from a copy of.
          env: { [SEEDED_DATA_DIR_VARIABLE]: SEEDED_DATA_DIR, [LONG_LIST_DATA_DIR_VARIABLE]: LONG_LIST_DATA_DIR },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A poll waits as long as the journeys' other waits (test/e2e/support/pages.ts): on a loaded 2-core host a
          // search's answer took longer than the 1 s default to be drawn.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // The files share their worker's modules, as the API files do: PGlite, Drizzle and the server's modules are
          // imported (and the database's WebAssembly compiled) once per worker, not once per file (alone: 126 s to
          // 110 s, imports 9.6 s to 4.0 s).
          isolate: false,
          setupFiles: [SHARED_WORKER_SETUP],
          globalSetup: [MIGRATED_DATABASE],
          // The browser tests' seeded data folder, for the servers that only need the demo there (a copy starts in
          // about a second, not seven), waited for while the set-up makes it; without the browser tests in the run,
          // they seed their own.
          env: { [SEEDED_DATA_DIR_VARIABLE]: SEEDED_DATA_DIR },
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
