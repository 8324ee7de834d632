import { api } from './client';

type Query = Record<string, string>;
type Options = Parameters<typeof api>[1];

/** How long an answer asked for at start-up waits for its page to take it; after that it is asked for again. */
export const EARLY_ANSWER_KEPT_MS = 10_000;

const keyOf = (path: string, query?: Query) => (query ? `${path}?${new URLSearchParams(query)}` : path);

const asked = new Map<string, { answer: Promise<unknown>; askedAt: number }>();

/**
 * Asks for a page's data while the app's code is still loading, so that the machine that asks for it once the page is
 * drawn finds it here or on its way: its requests start a round trip sooner, alongside the page's code, not after it.
 */
export function askEarly(path: string, query?: Query): void {
  const answer = api(path, { query });
  // Not an unhandled rejection while no page has taken it; the page that takes a failure asks again (takeEarly).
  answer.catch(() => {});
  asked.set(keyOf(path, query), { answer, askedAt: Date.now() });
}

/**
 * The answer asked for early for this GET, once: the page's first call takes it, later calls ask the server. A failed
 * early answer (a session that ended, a network that dropped) is asked for again, so the call fails or succeeds as
 * it would have, with its 401 reported to the session and its own abort signal.
 */
export function takeEarly(path: string, options: Options = {}): Promise<unknown> | null {
  if ((options.method && options.method !== 'GET') || options.body !== undefined) return null;
  const key = keyOf(path, options.query as Query | undefined);
  const early = asked.get(key);
  if (!early) return null;
  asked.delete(key);
  if (Date.now() - early.askedAt > EARLY_ANSWER_KEPT_MS) return null;
  return early.answer.then(
    (answer) => {
      options.signal?.throwIfAborted();
      return answer;
    },
    () => api(path, options),
  );
}

/** Forgets every early answer not yet taken (tests; a session that ends before its page took them). */
export const forgetEarlyAnswers = (): void => asked.clear();
