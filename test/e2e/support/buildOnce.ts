import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { startProduct } from './product';
import { LONG_LIST_DATA_DIR, LONG_LIST_SIZE, makingDirOf, SEEDED_DATA_DIR } from './seededDataDir';

/**
 * The browser tests' global set-up: the data folders their products start from copies of (product.ts,
 * withSeededData), made by `npm start` as a family's laptop would, which also builds the server bundle and the web app
 * when stale before the files run two at a time. Made in the background: the set-up returns at once, so the other
 * files start meanwhile (the browser files run after them; a server test that wants the demo waits for it), and the
 * seeding takes the core that the other projects' set-ups leave idle.
 */
export default function buildOnce(): () => Promise<void> {
  const folders = [SEEDED_DATA_DIR, LONG_LIST_DATA_DIR];
  for (const dir of folders) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(makingDirOf(dir), { recursive: true, force: true });
    mkdirSync(makingDirOf(dir));
  }
  const seeding = seedFolders().catch((error: unknown) => {
    // The files then seed their own folders, as when run without this set-up: slower, and said here.
    console.error('The seeded data folders could not be made:', error);
    for (const dir of folders) rmSync(makingDirOf(dir), { recursive: true, force: true });
  });
  return async () => {
    await seeding;
    for (const dir of folders) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  };
}

async function seedFolders(): Promise<void> {
  // The demo first: its start builds what is stale, which the long list's start then finds built.
  const demo = await startProduct({ DATA_DIR: makingDirOf(SEEDED_DATA_DIR) });
  const longList = seed(LONG_LIST_DATA_DIR, { DEMO_LARGE_LIST: String(LONG_LIST_SIZE) });
  await demo.stop();
  renameSync(makingDirOf(SEEDED_DATA_DIR), SEEDED_DATA_DIR);
  await longList;
}

async function seed(dir: string, env: Record<string, string>): Promise<void> {
  const product = await startProduct({ ...env, DATA_DIR: makingDirOf(dir) });
  await product.stop();
  renameSync(makingDirOf(dir), dir);
}
