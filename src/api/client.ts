import { FetchError, ofetch } from 'ofetch';
import { config } from '../config';

/**
 * The one HTTP client of the app: base API_HOST + /internal/app, cookies sent, the anti-forgery header copied from
 * the XSRF-TOKEN cookie on every call, and every 401 reported to the session machine (one place ends sessions).
 */
type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The session machine registers here; a 401 from any call (but login itself) ends the session. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export const api = ofetch.create({
  baseURL: `${config.apiHost}/internal/app`,
  credentials: 'include',
  retry: 0,
  onRequest({ options }) {
    const token = readCookie(XSRF_COOKIE);
    if (token) options.headers.set(XSRF_HEADER, token);
  },
  onResponseError({ request, response }) {
    if (response.status === 401 && !String(request).endsWith('/auth/v1/login')) onUnauthorized();
  },
});

/**
 * What the app knows about a failed call: the status, the server's `{ code, message, fields }`, and for a refusal
 * that says when to try again (429 with Retry-After) the seconds to wait, so a page can say it in its own language.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Turns whatever a call threw into an ApiFailure (network errors are status 0, code 'Network'). */
export function toApiFailure(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (error instanceof FetchError) {
    const data = (error.data ?? {}) as { code?: unknown; message?: unknown; fields?: unknown };
    const status = error.status ?? 0;
    // Retry-After in seconds (the server never sends the date form).
    const retryAfter = Number.parseInt(error.response?.headers.get('retry-after') ?? '', 10);
    return new ApiFailure(
      status,
      typeof data.code === 'string' ? data.code : status === 0 ? 'Network' : 'Error',
      typeof data.message === 'string' ? data.message : error.message,
      (data.fields as Record<string, string> | undefined) ?? {},
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  return new ApiFailure(0, 'Error', error instanceof Error ? error.message : String(error));
}
