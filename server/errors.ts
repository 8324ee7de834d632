import { StructError, create, type Struct } from 'superstruct';

/** The one error shape of the API: `{ code, message, fields? }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** Seconds to wait before asking again, sent as Retry-After (a 503 when busy). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The server cannot start, for a reason an operator can fix (a data folder it cannot use): `npm start` prints the
 * message alone, one line without a stack trace, and exits 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

export const badRequest = (message: string, fields?: Record<string, string>, code = 'InvalidInput') =>
  new HttpError(400, code, message, fields);
export const unauthorized = () => new HttpError(401, 'Unauthorized', 'Please log in to continue.');
export const forbidden = (message = 'You are not allowed to do that.') => new HttpError(403, 'Forbidden', message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NotFound', message);

/**
 * Checks (and coerces, e.g. query strings to numbers) untrusted input with a contract struct.
 * Any mismatch is a 400 naming each bad field; no value is echoed back, so passwords never appear in answers.
 */
export function parseInput<T, S>(struct: Struct<T, S>, value: unknown): T {
  const withNul = pathOfNul(value);
  if (withNul !== null) throw badRequest('Some of the details are missing or invalid.', { [withNul]: 'Must not contain a NUL character.' });
  let fields: Record<string, string> | undefined;
  try {
    return create(value ?? {}, struct);
  } catch (error) {
    if (error instanceof StructError) fields = fieldsOf(error);
  }
  // Validation itself may trip over hostile input (superstruct prints values into its messages with String(), and
  // an object whose own `toString` is not a function throws): that is still the caller's bad input, a 400.
  throw badRequest('Some of the details are missing or invalid.', fields);
}

/**
 * Where the first text holding a NUL character is (a field path, '(body)' for the whole input), or null. PostgreSQL
 * text cannot hold one: passed on to a query, it failed the query, a 500 (found by test/api/fuzz.test.ts).
 */
function pathOfNul(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '(body)' : null;
  // Bodies are at most 64 KiB, and nested a few levels at most; the depth limit only guards against the absurd.
  if (value === null || typeof value !== 'object' || path.length > 16) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = pathOfNul(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/** Each bad field with what is wrong with it; undefined when the failures cannot even be described. */
function fieldsOf(error: StructError): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  try {
    // failures() describes them lazily, one by one: the hostile value above may throw here too.
    for (const failure of error.failures()) {
      const path = failure.path.join('.') || '(body)';
      fields[path] ??= describeFailure(failure);
    }
    return fields;
  } catch {
    return undefined;
  }
}

function describeFailure(failure: { message: string; refinement?: string; type: string }): string {
  // Refinements return user-facing sentences; type failures say what was expected without the received value.
  if (failure.refinement && !failure.message.startsWith('Expected')) return failure.message;
  return failure.message.replace(/, but received: .*$/s, '').slice(0, 200);
}
