/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then serves SPA and API on one port.
 */
import { main } from '../main';
import { webAppBuildIsStale } from './webAppBuild';

if (process.env.DIST_DIR === undefined && webAppBuildIsStale()) {
  console.log('Building the CareChoice web app (dist/ is missing or older than src/)…');
  const { build } = await import('vite');
  await build({ logLevel: 'warn' });
}
await main();
