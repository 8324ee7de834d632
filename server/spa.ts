import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ClientConfig } from './config';
import { ROUTE_NAMES, ROUTE_PATHS } from '../src/routePaths';
import { CONSOLE_PATHS } from '../src/machines/hospital/consolePaths';
import { secretInPath } from './routeSecrets';
import { firstLoadFiles, preloadLinks, readManifest, routeAt, routeFiles, type PageKind } from './pagePreloads';

/**
 * Serves the built SPA from `dist/`: files as they are, and index.html (with the client's runtime settings
 * inlined) for every other GET that looks like a page, so deep links and reloads work. Returns false when there
 * is no build, in which case only the API is served.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, client: ClientConfig): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const settings = JSON.stringify(client).replace(/</g, '\\u003c');
  const template = readFileSync(indexFile, 'utf8');
  const manifest = readManifest(distDir);
  const firstLoad = manifest && firstLoadFiles(manifest);
  // One page per route, made once: the route's own files named in its head (pagePreloads.ts), then the settings.
  const pages = new Map(
    ([null, 'CONSOLE', ...ROUTE_NAMES] as PageKind[]).map((kind) => {
      const preloads = manifest && firstLoad && kind ? preloadLinks(routeFiles(manifest, kind, firstLoad)) : '';
      // A function, so that a `$` in the settings is not read as a replacement pattern.
      return [kind, template.replace('</head>', () => `${preloads}<script id="carechoice-config" type="application/json">${settings}</script></head>`)];
    }),
  );
  await app.register(fastifyStatic, {
    root: distDir,
    // One route that looks the file up per request, rather than a route per file of the build made at start-up
    // (~170 routes, ~90 ms of every start). A file that is not there falls through to the not-found
    // handler (app.ts): index.html for a page, a 404 otherwise.
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each text asset (scripts/precompress.ts): sent as they are, never made per request.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', cacheControlFor(path)),
    // Source maps would publish our sources: the build makes none (vite.config.ts), and one that did is not served.
    // Nor is the build's manifest, which only the server reads (it names the source files).
    allowedPath: (path) => !/\.map$/i.test(path) && !path.startsWith('/.vite/'),
  });
  const pageAt = (url: string) => pages.get(routeAt(url))!;
  app.get('/', (request, reply) => sendPage(reply, pageAt(request.url)));
  app.decorate('spaPageAt', pageAt);
  return true;
}

/** index.html as a page: never kept by a cache, so a new release is seen at once. */
export const sendPage = (reply: FastifyReply, html: string) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

/**
 * The app's pages whose address carries a secret: the family's invite link, the password reset link and the staff
 * invitation. They are routes of their own, declaring it, so the request log shows ':code' (routeSecrets.ts); other
 * pages reach index.html through the not-found handler (app.ts). Without a build they answer 404 like any page.
 */
export function registerSecretPages(app: FastifyInstance): void {
  const page = (request: FastifyRequest, reply: FastifyReply) => (app.spaPageAt ? sendPage(reply, app.spaPageAt(request.url)) : reply.callNotFound());
  app.get(ROUTE_PATHS.GO_CHOICE, secretInPath('inviteCode'), page);
  app.get(ROUTE_PATHS.FORGOT_PASSWORD_RESET, secretInPath('code'), page);
  app.get(CONSOLE_PATHS.STAFF_JOIN, secretInPath('code'), page);
}

/** Vite names files under assets/ by their content hash, so they never change; anything else may. */
const cacheControlFor = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** A page route of the SPA: a GET outside the API whose last segment has no file extension. */
export const isPagePath = (method: string, url: string) =>
  method === 'GET' && !url.startsWith('/internal/') && !url.startsWith('/media/') && !/\.[a-z0-9]+$/i.test(url.split('?')[0] ?? '');

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html for a page's address, naming the files of the route it shows; absent without a build. */
    spaPageAt?: (url: string) => string;
  }
}
