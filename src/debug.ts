import { config } from './config';

const SECRET_KEYS = /password|code|token|dateOfBirth/i;

/** Strips secrets from anything about to be logged, however deep. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEYS.test(key) ? '[redacted]' : redact(inner)]));
  }
  return value;
}

/** Logging is silent unless the debug flag is on (SPEC §7); passwords and codes never reach it. */
export function debugLog(message: string, details?: unknown): void {
  if (!config.debug) return;
  console.warn(`[CareChoice] ${message}`, details === undefined ? '' : redact(details));
}
