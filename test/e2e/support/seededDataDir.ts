import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The seeded data folders of this run of Vitest: named by the main process, where both the configuration (which gives
 * them to the workers) and the global set-up (which makes them, buildOnce.ts) are evaluated.
 */
export const SEEDED_DATA_DIR = join(tmpdir(), `carechoice-e2e-seeded-${process.pid}`);

/**
 * Names, in the browser and server tests (vitest.config.ts), the data folder the browser tests' global set-up migrates
 * and seeds with the demo: a product started from a copy answers in about a second, not seven.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'CARECHOICE_TEST_SEEDED_DATA_DIR';

/** The providers of the long option list (DEMO_LARGE_LIST): a metropolitan hospital's skilled nursing. */
export const LONG_LIST_SIZE = 300;

/** The demo seeded with the long list, which the long list's browser test starts from a copy of. */
export const LONG_LIST_DATA_DIR = join(tmpdir(), `carechoice-e2e-long-list-${process.pid}`);
export const LONG_LIST_DATA_DIR_VARIABLE = 'CARECHOICE_TEST_LONG_LIST_DATA_DIR';

/**
 * Where a seeded folder is made, renamed to the folder's own name once complete: while it exists, the folder is on its
 * way, and a copy is never taken of half of one.
 */
export const makingDirOf = (dir: string): string => `${dir}.making`;
