import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { decodedPath } from './requestPath';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Path parameters that carry a secret (an invite or reset code): the request log shows `:name` in their place. */
    secretParams?: readonly string[];
  }
}

/**
 * Route options for a path that carries a secret, declared where the route is:
 * `app.get('/choice/v1/invites/:code', secretInPath('code'), handler)`. The request log reads the declaration
 * (loggedUrl), so no list elsewhere has to remember the route.
 */
export const secretInPath = (...names: string[]) => ({ config: { secretParams: names } });

/**
 * Path parameters known to carry no secret: record ids, a level of care's key, a media file's name, static files.
 * A route with any other parameter must declare it secret or add it here, or the server refuses to start: a new
 * `:token` cannot reach the log by being forgotten.
 */
const PLAIN_PARAMS = new Set(['id', 'levelOfCare', 'file', '*']);

const PARAM = /:(\w+)(?:\([^)]*\))?|\*/g;

/** The names of a route pattern's parameters: '/a/:id/b/:code' has 'id' and 'code'; a wildcard is '*'. */
export const paramNames = (pattern: string): string[] => [...pattern.matchAll(PARAM)].map(([whole, name]) => name ?? whole);

/** Refuses, at start-up, a route whose parameters are neither declared secret nor known to be plain. */
export function checkSecretDeclarations(route: Pick<RouteOptions, 'url' | 'config'>): void {
  const secret = route.config?.secretParams ?? [];
  const undeclared = paramNames(route.url).filter((name) => !secret.includes(name) && !PLAIN_PARAMS.has(name));
  if (undeclared.length > 0) {
    throw new Error(
      `Route ${route.url}: parameter ${undeclared.join(', ')} is neither declared secret (secretInPath, server/routeSecrets.ts) nor listed as plain there.`,
    );
  }
}

/** Every route as registered (method, pattern, declarations), for the start-up check above and the test that walks them. */
export interface RegisteredRoute {
  method: string;
  url: string;
  secretParams: readonly string[];
}

export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    checkSecretDeclarations(route);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, secretParams: route.config?.secretParams ?? [] });
  });
  return routes;
}

/**
 * The request's URL as the log shows it: the route's pattern with each parameter's value, but `:name` for a declared
 * secret, and never a query string (it may hold what a family typed). A path no route matched is shown by its first
 * segment only, since nothing declares what the rest carries (an invite link with a slash added, '/go/c%2FCODE').
 * Pages without a secret (index.html for '/choice/…') are not routes either, and are shown the same way.
 */
export function loggedUrl(request: FastifyRequest): string {
  const query = request.url.includes('?') ? '?…' : '';
  const pattern = request.routeOptions.url;
  // A wildcard (the static files' '/*') takes any path at all, so it is logged as one no route matched.
  if (pattern === undefined || pattern.includes('*')) return unmatchedPath(request.url) + query;
  const secret = request.routeOptions.config?.secretParams ?? [];
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = pattern.replace(PARAM, (whole, name: string) => {
    if (secret.includes(name)) return `:${name}`;
    const value = params[name];
    return typeof value === 'string' ? value : whole;
  });
  return path + query;
}

/** '/go/c/CODE/' is '/go/…', '/' is '/', '/favicon.ico' stays: a single segment is all a log reader needs of a 404. */
function unmatchedPath(url: string): string {
  const segments = decodedPath(url).split('/');
  return segments.length <= 2 ? segments.join('/') : `/${segments[1]}/…`;
}
