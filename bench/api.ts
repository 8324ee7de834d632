import autocannon from 'autocannon';
import { HttpClient } from '../server/cli/httpClient';
import type { LargeList } from './largeList';

export interface LoadResult {
  name: string;
  p50: number;
  p99: number;
  requestsPerSecond: number;
  errors: number;
}

/**
 * Measured after 2 s of the same load (autocannon's warm-up, not sampled): the first requests of a freshly started
 * server pay for compiling its code paths (gaps of 20 ms between requests in the first 100 ms, measured), which a
 * server that has been running for a while does not.
 */
const WARM_UP = { connections: 10, duration: 2 };
/** autocannon 8 takes `warmup`; its published types (@types/autocannon) do not know it yet. */
type OptionsWithWarmUp = autocannon.Options & { warmup: typeof WARM_UP };

/** A JSON POST for the load (the worklist's search): its body and the anti-forgery token of the cookie's session. */
export interface PostLoad {
  body: unknown;
  xsrfToken: string;
  /** Bodies to send in turn instead of `body` alone, one a request. */
  bodies?: unknown[];
}

/** Headers of the load's own (a revalidation's If-None-Match), and the status every answer must have (else 2xx). */
export interface LoadOptions {
  headers?: Record<string, string>;
  expectStatus?: number;
}

export const run = async (name: string, url: string, cookie: string, seconds: number, post?: PostLoad, { headers: extraHeaders = {}, expectStatus }: LoadOptions = {}): Promise<LoadResult> => {
  const headers: Record<string, string> = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', ...extraHeaders };
  if (post) Object.assign(headers, { 'content-type': 'application/json', 'x-xsrf-token': post.xsrfToken });
  const options: OptionsWithWarmUp = {
    url,
    connections: 10,
    duration: seconds,
    headers,
    warmup: WARM_UP,
    ...(post ? { method: 'POST' as const, body: JSON.stringify(post.body) } : {}),
  };
  const bodies = post?.bodies?.map((body) => JSON.stringify(body));
  if (bodies) {
    let next = 0;
    options.requests = [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }];
  }
  const result = await autocannon(options);
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.errors + (expectStatus === undefined ? result.non2xx : unexpectedAnswers(result, expectStatus)),
  };
};

/** How many answers had another status than `status` (autocannon 8 counts them by status; its types do not say so). */
function unexpectedAnswers(result: autocannon.Result, status: number): number {
  const byStatus = (result as unknown as { statusCodeStats: Record<string, { count: number }> }).statusCodeStats;
  return Object.entries(byStatus).reduce((sum, [code, { count }]) => (Number(code) === status ? sum : sum + count), 0);
}

/** The anti-forgery header value for a client's session (its XSRF-TOKEN cookie, decoded). */
export const xsrfTokenOf = (client: HttpClient) => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(client.cookieHeader())?.[1] ?? '');

export const optionListUrl = (baseUrl: string, list: LargeList) => `${baseUrl}/internal/app/choice/v1/option-lists/${list.optionListId}?embed=options,service`;

/**
 * API: 10 connections for `seconds` on the option list and on 25 providers with everything embedded, and on
 * a trivial endpoint of the same server in the same run (the ratio says what our code costs over Fastify's own).
 */
export async function apiBench(baseUrl: string, list: LargeList, seconds = 10): Promise<LoadResult[]> {
  const cookie = list.family.cookieHeader();
  const ids = list.providerIds.slice(0, 25).join(',');
  const embed = 'images,subscription,videos,medicare-ratings,non-medical-services,languages';
  return [
    await run('trivial (health)', `${baseUrl}/internal/app/health`, cookie, seconds),
    await run('option list', optionListUrl(baseUrl, list), cookie, seconds),
    await run('25 providers', `${baseUrl}/internal/app/choice/v1/providers?embed=${embed}&id__in=${ids}`, cookie, seconds),
  ];
}

/**
 * Login flood: 50 login attempts a second (wrong passwords, each one hashed) while the option list is under
 * load; its p99 may rise by at most 1.5×.
 */
export async function loginFloodBench(baseUrl: string, list: LargeList, seconds = 10): Promise<{ quiet: LoadResult; flooded: LoadResult; attempts: number; answered: Record<number, number> }> {
  const quiet = await run('option list (quiet)', optionListUrl(baseUrl, list), list.family.cookieHeader(), seconds);
  const attacker = new HttpClient(baseUrl);
  await attacker.request('GET', '/internal/app/health');
  const answered: Record<number, number> = {};
  let attempts = 0;
  const timer = setInterval(() => {
    attempts++;
    fetch(`${baseUrl}/internal/app/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: attacker.cookieHeader(), 'x-xsrf-token': xsrfTokenOf(attacker) },
      body: JSON.stringify({ email: list.email, password: `guess-${attempts}` }),
    })
      .then((response) => (answered[response.status] = (answered[response.status] ?? 0) + 1))
      .catch(() => (answered[0] = (answered[0] ?? 0) + 1));
  }, 20);
  try {
    const flooded = await run('option list (login flood)', optionListUrl(baseUrl, list), list.family.cookieHeader(), seconds);
    return { quiet, flooded, attempts, answered };
  } finally {
    clearInterval(timer);
  }
}
