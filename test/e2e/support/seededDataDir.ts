import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The seeded data folder of this run of Vitest: named by the main process, where both the configuration (which gives
 * it to the browser tests' workers) and the global set-up (which makes it) are evaluated.
 */
export const SEEDED_DATA_DIR = join(tmpdir(), `carechoice-e2e-seeded-${process.pid}`);

/**
 * Names, in the browser tests only (vitest.config.ts), the data folder their global set-up has migrated and seeded
 * with the demo (buildOnce.ts): a product started from a copy answers in about a second, not seven.
 */
export const SEEDED_DATA_DIR_VARIABLE = 'CARECHOICE_TEST_SEEDED_DATA_DIR';
