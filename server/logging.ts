import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { pino } from 'pino';
import { loggedUrl } from './routeSecrets';

/** Fields of database errors that hold row values: node-postgres' and PGlite's `detail` ("Key (email)=(…)"). */
const VALUE_FIELDS = new Set(['params', 'detail']);
/** PostgreSQL's messages quote the value they could not read: 'invalid input syntax for type integer: "…"'. */
const QUOTED_INPUT = /(invalid input (?:syntax|value) for (?:type|enum) [^:]+: )"[^]*?"(?=$|\n)/gm;

/**
 * The error with what its queries were given left out: drizzle's failed-query errors carry their
 * parameters (e-mail addresses, phone numbers, names) in `params` and in their message and stack ("Failed query: …
 * params: …"), and the database's errors beneath them name row values in `detail`. The query text stays, and so does
 * everything else the standard serializer writes (type, code, the causes' messages and stacks).
 */
function withoutValues(error: unknown, depth = 0): unknown {
  if (depth > 8 || error === null || typeof error !== 'object' || typeof (error as Error).message !== 'string') return error;
  const original = error as Error & Record<string, unknown>;
  const params = original.params;
  const message = (params === undefined ? original.message : original.message.split('\nparams: ')[0]!).replace(QUOTED_INPUT, '$1"…"');
  const copy = Object.create(Object.getPrototypeOf(original) as object) as Record<string, unknown>;
  for (const key of Object.keys(original)) {
    if (!VALUE_FIELDS.has(key) && key !== 'cause' && key !== 'errors') copy[key] = original[key];
  }
  const stack = typeof original.stack === 'string' ? original.stack.split(original.message).join(message).replace(QUOTED_INPUT, '$1"…"') : undefined;
  Object.defineProperties(copy, {
    message: { value: message, enumerable: false },
    stack: { value: stack, enumerable: false },
    name: { value: original.name, enumerable: false },
  });
  if (original.cause !== undefined) Object.defineProperty(copy, 'cause', { value: withoutValues(original.cause, depth + 1), enumerable: false });
  if (Array.isArray(original.errors)) copy.errors = original.errors.map((inner) => withoutValues(inner, depth + 1));
  return copy;
}

const loggerOptions = (level: string) => ({
  level,
  serializers: {
    // Secrets in paths are hidden by the routes' own declarations (server/routeSecrets.ts).
    req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request) }),
    err: (error: unknown) => pino.stdSerializers.err(withoutValues(error) as Error),
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
      // The worklist's search text is a patient's name.
      '*.query',
    ],
    censor: '[redacted]',
  },
});

export type Logger = FastifyBaseLogger;

/** The server's JSON logger: one line per event on stdout, or on `stream` (tests read it). */
export function createLogger(level: string, stream?: NodeJS.WritableStream): Logger {
  return stream ? pino(loggerOptions(level), stream) : pino(loggerOptions(level));
}
