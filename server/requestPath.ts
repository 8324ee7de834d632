import type { FastifyRequest } from 'fastify';

/**
 * A URL's path as the router reads it: percent-encoded characters decoded, so '/%69nternal/app/…' is '/internal/app/…'
 * (checks that read the raw URL let such spellings past the anti-forgery check, no-store and the
 * log's redaction, while the router served them as usual). A malformed encoding, which the router does not match
 * either, is left as it is.
 */
export function decodedPath(url: string): string {
  const path = url.split('?')[0] ?? url;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Whether the request is an API call: judged by the route the router chose (its pattern, whatever the URL's
 * spelling), or for a path no route matched, by the decoded path.
 */
export const isApiRequest = (request: FastifyRequest): boolean =>
  (request.routeOptions.url ?? decodedPath(request.url)).startsWith('/internal/');
