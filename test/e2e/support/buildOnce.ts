import { mkdirSync, rmSync } from 'node:fs';
import { startProduct } from './product';
import { SEEDED_DATA_DIR } from './seededDataDir';

/**
 * The e2e files' global set-up: `npm start` once, so the server bundle and the web app are built before the files
 * run two at a time (each file's `npm start` would otherwise find them stale together and build them side by side
 * into the same folders). The data folder it migrated and seeded stays for the files' products to start from copies
 * of (product.ts, freshDataDir).
 */
export default async function buildOnce(): Promise<() => void> {
  rmSync(SEEDED_DATA_DIR, { recursive: true, force: true });
  mkdirSync(SEEDED_DATA_DIR);
  const product = await startProduct({ DATA_DIR: SEEDED_DATA_DIR });
  await product.stop();
  return () => rmSync(SEEDED_DATA_DIR, { recursive: true, force: true, maxRetries: 5 });
}
