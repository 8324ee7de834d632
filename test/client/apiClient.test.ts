import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, setUnauthorizedListener } from '../../src/api/client';
import { fetchMe, fetchProviders, login, searchLocations } from '../../src/api/requests';
import { provider } from '../unit/providerFixture';
import { FAMILY_USER } from '../render';

/** The one API client, over a stand-in fetch: what it sends, how it checks answers, and how a 401 ends a session. */
const fetchSpy = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastRequest = () => {
  const [input, init] = fetchSpy.mock.calls.at(-1)!;
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  return { url: request.url, method: request.method, headers: new Headers(init?.headers ?? request.headers), init };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  document.cookie = 'XSRF-TOKEN=nonce.signature%2Bpart; path=/';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  fetchSpy.mockReset();
  setUnauthorizedListener(() => {});
});

describe('api client', () => {
  it('calls /internal/app with cookies and the anti-forgery header from the XSRF-TOKEN cookie', async () => {
    fetchSpy.mockResolvedValue(json(200, { expiresAt: 1_800_000_000 }));
    await expect(login({ email: 'a@b.co', password: 'secret1' })).resolves.toEqual({ expiresAt: 1_800_000_000 });
    const request = lastRequest();
    expect(request.url).toMatch(/\/internal\/app\/auth\/v1\/login$/);
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('nonce.signature+part');
    expect(request.init?.credentials).toBe('include');
  });

  it('turns a 401 into one session.unauthorized signal and an ApiFailure', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedListener(unauthorized);
    fetchSpy.mockResolvedValue(json(401, { code: 'Unauthorized', message: 'Please log in to continue.' }));
    const failure = await fetchMe().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401, code: 'Unauthorized' });
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed login as a lost session', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedListener(unauthorized);
    fetchSpy.mockResolvedValue(json(401, { code: 'InvalidCredentials', message: 'no' }));
    await expect(login({ email: 'a@b.co', password: 'secret1' })).rejects.toBeInstanceOf(ApiFailure);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('keeps the server error code and fields', async () => {
    fetchSpy.mockResolvedValue(json(400, { code: 'PasswordDoesNotMatch', message: 'Current password is incorrect', fields: { currentPassword: 'is incorrect' } }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 400, code: 'PasswordDoesNotMatch', fields: { currentPassword: 'is incorrect' } });
  });

  it('keeps how long a refusal says to wait (Retry-After), and none when it says nothing', async () => {
    const body = JSON.stringify({ code: 'TooManyAttempts', message: 'Too many password reset attempts. Please try again in 15 minutes.' });
    fetchSpy.mockResolvedValue(new Response(body, { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '900' } }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 429, code: 'TooManyAttempts', retryAfterSeconds: 900 });
    fetchSpy.mockResolvedValue(json(400, { code: 'InvalidInput', message: 'no' }));
    await expect(fetchMe()).rejects.toMatchObject({ status: 400, retryAfterSeconds: null });
  });

  it('rejects an answer that breaks the contract', async () => {
    fetchSpy.mockResolvedValue(json(200, { ...FAMILY_USER, group: { type: 'superuser' } }));
    await expect(fetchMe()).rejects.toThrow();
  });

  it('sends no location search for an empty query, and spaces as plus signs', async () => {
    await expect(searchLocations('   ')).resolves.toEqual({ data: [] });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValue(json(200, { data: [] }));
    await searchLocations('new york');
    const url = new URL(lastRequest().url);
    expect(url.pathname).toBe('/internal/app/choice/v1/locations/search');
    expect(url.search).toMatch(/query=new(\+|%2B)york/);
  });

  it('checks a provider list an item at a time, giving the browser its turn while it takes long', async () => {
    const providers = Array.from({ length: 12 }, (_, index) => provider(index + 1, `Provider ${index + 1}`));
    fetchSpy.mockResolvedValue(json(200, providers));
    // Each item seems to take 5 ms to check: with 8 ms slices the browser gets a turn every second item.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const turns = vi.spyOn(globalThis, 'setTimeout');
    await expect(fetchProviders([1, 2, 3])).resolves.toEqual(providers);
    expect(turns.mock.calls.filter(([, delay]) => delay === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('refuses a provider list with one malformed provider, as it refuses any bad answer', async () => {
    fetchSpy.mockResolvedValue(json(200, [provider(1, 'Good'), { ...provider(2, 'Bad'), latitude: 'north' }]));
    await expect(fetchProviders([1, 2])).rejects.toThrow(/latitude/);
    fetchSpy.mockResolvedValue(json(200, { not: 'a list' }));
    await expect(fetchProviders([1])).rejects.toThrow();
  });
});
