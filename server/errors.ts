import { StructError, create, type Struct } from 'superstruct';

/** The one error shape of the API: `{ code, message, fields? }` with an HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
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
  try {
    return create(value ?? {}, struct);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const fields: Record<string, string> = {};
    for (const failure of error.failures()) {
      const path = failure.path.join('.') || '(body)';
      fields[path] ??= describeFailure(failure);
    }
    throw badRequest('Some of the details are missing or invalid.', fields);
  }
}

function describeFailure(failure: { message: string; refinement?: string; type: string }): string {
  // Refinements return user-facing sentences; type failures say what was expected without the received value.
  if (failure.refinement && !failure.message.startsWith('Expected')) return failure.message;
  return failure.message.replace(/, but received: .*$/s, '').slice(0, 200);
}
