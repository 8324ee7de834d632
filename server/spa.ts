import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClientConfig } from './config';

/**
 * Serves the built SPA from `dist/`: files as they are, and index.html (with the client's runtime settings
 * inlined) for every other GET that looks like a page, so deep links and reloads work. Returns false when there
 * is no build, in which case only the API is served.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, client: ClientConfig): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const settings = JSON.stringify(client).replace(/</g, '\\u003c');
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<script id="carechoice-config" type="application/json">${settings}</script></head>`,
  );
  await app.register(fastifyStatic, {
    root: distDir,
    // One route that looks the file up per request, rather than a route per file of the build made at start-up
    // (~170 routes, ~90 ms of every start, issue 7). A file that is not there falls through to the not-found
    // handler (app.ts): index.html for a page, a 404 otherwise.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text asset (scripts/precompress.ts): sent as they are, never made per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    // Source maps would publish our sources: the build makes none (vite.config.ts), and one that did is not served.
    allowedPath: (path) => !/\.map$/i.test(path),
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.decorate('spaIndexHtml', indexHtml);
  return true;

  function sendIndex(reply: FastifyReply) {
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  }
}

/** Vite names files under assets/ by their content hash, so they never change; anything else may. */
const cacheControlFor = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** A page route of the SPA: a GET outside the API whose last segment has no file extension. */
export const isPagePath = (method: string, url: string) =>
  method === 'GET' && !url.startsWith('/internal/') && !url.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexHtml?: string;
  }
}
