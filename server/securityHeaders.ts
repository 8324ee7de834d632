import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import { isApiRequest } from './requestPath';

/**
 * The sources the SPA loads from besides itself: map tiles (MAP_TILE_URL), the video players and their thumbnails
 * (YouTube without cookies, Vimeo, Cloudinary: see src/domain/videos.ts), and the API when it lives elsewhere.
 */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const VIDEO_IMAGES = ['https://img.youtube.com', 'https://i.vimeocdn.com', 'https://res.cloudinary.com'];
const VIDEO_MEDIA = ['https://res.cloudinary.com'];
/** Vimeo's video-info answer holds its thumbnail's address. */
const VIDEO_INFO = ['https://vimeo.com'];

/**
 * The origin a URL template loads from, as a CSP source: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' →
 * 'https://*.tile.example.org'. Null when the template is not an absolute http(s) address.
 */
export function sourceOf(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*').replace(/^(\*\.)+/, '*.');
  return /^[\w.*-]+(:\d+)?$/.test(host) ? `${match[1]!.toLowerCase()}://${host.toLowerCase()}` : null;
}

/** Content-Security-Policy for every answer: only our own scripts, and the named hosts above. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const sources = (...extra: (string | null)[]) => ["'self'", ...extra.filter((source): source is string => source !== null)];
  const tiles = sourceOf(config.client.mapTileUrl);
  const api = config.client.apiHost ? sourceOf(config.client.apiHost) : null;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine writes its CSS variables and responsive style props into <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: sources('data:', tiles, ...VIDEO_IMAGES),
    mediaSrc: sources(...VIDEO_MEDIA),
    frameSrc: VIDEO_FRAMES,
    connectSrc: sources(api, ...VIDEO_INFO),
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer, errors and static files included (OWASP ASVS 14.4): helmet's, with our
 * Content-Security-Policy, plus what helmet does not say. They are the same for every answer, so helmet works them out
 * once, at start, and each answer gets them in one call: through @fastify/helmet's per-request hooks the health check
 * answered 7,800-10,000 requests a second against 15,600-16,200 (docs/benchmarks.md). API answers are never stored by
 * browsers or proxies: they carry a family's or a patient's data. The one exception is a route that says its own
 * caching because it holds nothing of anyone's (the list builder's provider details, kept `private`).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Other sites (map tiles, video players) learn our origin at most, never a path: paths can hold invite codes.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Only over https; a browser ignores it on http anyway.
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headers);
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/** The headers helmet sets with `options`, collected from its middleware run once against a stand-in answer. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const answer = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, answer as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Nothing the product does needs these. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';
