/**
 * `npm run dev`: the API in watch mode on API_PORT (3001) and Vite with hot reload on PORT (5173), proxying
 * /internal and /media to the API (see vite.config.ts).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = Number(process.env.PORT ?? 5173);

const api = spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`, DIST_DIR: '/nonexistent' },
});
const vite = await createServer({ server: { port: webPort } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
api.once('exit', (code) => {
  if (code) console.error(`The API server stopped (exit code ${code}).`);
});
