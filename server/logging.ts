import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { decodedPath } from './requestPath';

/**
 * Secrets travel in a few URL paths (invite links, reset links, the invite look-up). The request log shows those
 * paths with the secret replaced, and never shows query strings, which may hold search text a family typed.
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/go\/c\/)[^/?#]+/, '$1:code'],
  [/^(\/forgot-password-reset\/)[^/?#]+/, '$1:code'],
  [/^(\/internal\/app\/choice\/v1\/invites\/)[^/?#]+/, '$1:code'],
];

export function redactUrl(url: string): string {
  // Read as the router reads it, or '/%69nternal/app/choice/v1/invites/CODE' would reach the invite look-up unredacted.
  const path = decodedPath(url);
  const redacted = SECRET_PATHS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), path);
  return url.includes('?') ? `${redacted}?…` : redacted;
}

const loggerOptions = (level: string) => ({
  level,
  serializers: {
    req: (request: FastifyRequest) => ({ method: request.method, url: redactUrl(request.url) }),
  },
  // Belt and braces: should anything log a request's headers or a body, these never get written.
  redact: {
    paths: [
      'req.headers.cookie',
      'req.headers["x-xsrf-token"]',
      'res.headers["set-cookie"]',
      '*.password',
      '*.currentPassword',
      '*.newPassword',
      '*.confirmPassword',
      '*.code',
      '*.inviteCode',
      '*.dateOfBirth',
    ],
    censor: '[redacted]',
  },
});

export type Logger = FastifyBaseLogger;

/** The server's JSON logger: one line per event on stdout, or on `stream` (tests read it). */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}
