import { startProduct } from './product';

/**
 * The e2e files' global set-up: `npm start` once, so the server bundle and the web app are built before the files
 * run two at a time (each file's `npm start` would otherwise find them stale together and build them side by side
 * into the same folders).
 */
export default async function buildOnce(): Promise<void> {
  const product = await startProduct();
  await product.stop();
}
