import { api } from './client';

type Query = Record<string, string>;
type Options = Parameters<typeof api>[1];

/** How long an answer asked for early waits for the call that takes it; after that the call asks again. */
export const EARLY_ANSWER_KEPT_MS = 10_000;

const keyOf = (path: string, query?: Query) => (query ? `${path}?${new URLSearchParams(query)}` : path);

interface Asked {
  answer: Promise<unknown>;
  askedAt: number;
}
const asked = new Map<string, Asked>();
const isFresh = (early: Asked | undefined): early is Asked => early !== undefined && Date.now() - early.askedAt <= EARLY_ANSWER_KEPT_MS;

/**
 * Asks for data before the machine that needs it does: a page's while the app's code is still loading, or what a
 * machine will ask for next while it waits for an answer that decides whether it will. The machine's call then finds
 * it here or on its way, a round trip sooner.
 */
export function askEarly(path: string, query?: Query): void {
  const key = keyOf(path, query);
  // Asked for already and still to be taken: one request, not two.
  if (isFresh(asked.get(key))) return;
  const answer = api(path, { query });
  // Not an unhandled rejection while no page has taken it; the page that takes a failure asks again (takeEarly).
  answer.catch(() => {});
  asked.set(key, { answer, askedAt: Date.now() });
}

/** Forgets an answer asked for early that its page will not take after all. */
export const forgetEarly = (path: string, query?: Query): void => void asked.delete(keyOf(path, query));

/**
 * The answer asked for early for this GET, once: the page's first call takes it, later calls ask the server. A failed
 * early answer (a session that ended, a network that dropped) is asked for again, so the call fails or succeeds as
 * it would have, with its 401 reported to the session and its own abort signal.
 */
export function takeEarly(path: string, options: Options = {}): Promise<unknown> | null {
  if ((options.method && options.method !== 'GET') || options.body !== undefined) return null;
  const key = keyOf(path, options.query as Query | undefined);
  const early = asked.get(key);
  asked.delete(key);
  if (!isFresh(early)) return null;
  return early.answer.then(
    (answer) => {
      options.signal?.throwIfAborted();
      return answer;
    },
    () => api(path, options),
  );
}

/** Forgets every early answer not yet taken: a session that ended must not leave its answers to the next one. */
export const forgetEarlyAnswers = (): void => asked.clear();
