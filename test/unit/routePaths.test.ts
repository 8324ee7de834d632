import { describe, expect, it } from 'vitest';
import { routeAt, routeNameAt } from '../../src/routeMatch';
import { ROUTES } from '../../src/routes';
import { pathFor, pathPrefix, ROUTE_NAMES, ROUTE_PATHS, type RouteName, type RouteParams } from '../../src/routePaths';

/** Every parameter any pattern has, with a sample value. */
const SAMPLE = { inviteCode: 'abc', id: 4, providerId: 9, serviceId: 2, code: 'xyz' } satisfies RouteParams<RouteName>;

/** SPEC §2's addresses, written out: pathFor(name, SAMPLE) for each route. */
const EXPECTED: Record<RouteName, string> = {
  GO_CHOICE: '/go/c/abc',
  CHOICE_START: '/choice/start',
  CHOICE_ACCOUNT: '/choice/account',
  CHOICE_VERIFY: '/choice/verify',
  CHOICE_OPTION_LIST: '/choice/option-list/4',
  CHOICE_OPTION_LIST_PROVIDER: '/choice/option-list/4/provider/9',
  CHOICE_OPTION_LIST_MAP: '/choice/option-list/4/map',
  CHOICE_OPTION_LIST_COMPARE: '/choice/option-list/4/compare',
  CHOICE_OPTION_LIST_RANK: '/choice/option-list/4/rank',
  CHOICE_OPTION_LIST_CONFIRM: '/choice/option-list/4/confirm',
  CHOICE_OPTION_LIST_SAVING: '/choice/option-list/4/saving',
  CHOICE_REVIEW: '/choice/review/2',
  FORGOT_PASSWORD_RESET: '/forgot-password-reset/xyz',
  FORGOT_PASSWORD: '/forgot-password',
  LOGIN: '/login',
  SIGN_UP: '/create-account',
  ACCOUNT: '/account',
  DASHBOARD: '/',
  TERMS_OF_SERVICE: '/terms-of-service',
  PRIVACY_POLICY: '/privacy-policy',
  GUIDED_ENDED: '/guided-session-ended',
};

describe('pathFor', () => {
  it.each(ROUTE_NAMES)('builds the address of %s', (name) => {
    expect(pathFor(name, SAMPLE)).toBe(EXPECTED[name]);
  });

  it.each(ROUTE_NAMES)('builds the pattern of %s from its own parameter names', (name) => {
    const named = Object.fromEntries(Object.keys(SAMPLE).map((key) => [key, `:${key}`])) as RouteParams<RouteName>;
    expect(decodeURIComponent(pathFor(name, named))).toBe(ROUTE_PATHS[name]);
  });

  it('URL-encodes the parameters', () => {
    expect(pathFor('GO_CHOICE', { inviteCode: 'a b/c?d#e&f' })).toBe('/go/c/a%20b%2Fc%3Fd%23e%26f');
    expect(pathFor('FORGOT_PASSWORD_RESET', { code: 'ü%' })).toBe('/forgot-password-reset/%C3%BC%25');
    expect(pathFor('CHOICE_OPTION_LIST_PROVIDER', { id: 12, providerId: '7' })).toBe('/choice/option-list/12/provider/7');
  });

  it('refuses a missing parameter', () => {
    expect(() => pathFor('CHOICE_OPTION_LIST_RANK', {} as never)).toThrow('pathFor(CHOICE_OPTION_LIST_RANK) needs id');
    expect(() => pathFor('CHOICE_REVIEW', { serviceId: null } as never)).toThrow('needs serviceId');
  });

  it('asks for exactly the parameters of the pattern (types)', () => {
    // Compile-time checks: tsc --noEmit fails if any of these lines stops being an error.
    // @ts-expect-error CHOICE_OPTION_LIST_RANK needs its id
    expect(() => pathFor('CHOICE_OPTION_LIST_RANK')).toThrow();
    // @ts-expect-error CHOICE_OPTION_LIST_PROVIDER needs providerId as well
    expect(() => pathFor('CHOICE_OPTION_LIST_PROVIDER', { id: 4 })).toThrow();
    // @ts-expect-error DASHBOARD has no parameters
    expect(pathFor('DASHBOARD', { id: 4 })).toBe('/');
    expect(pathFor('DASHBOARD')).toBe('/');
  });
});

describe('pathPrefix', () => {
  it('is the fixed start of a pattern, up to its first parameter', () => {
    expect(pathPrefix('CHOICE_OPTION_LIST')).toBe('/choice/option-list/');
    expect(pathPrefix('CHOICE_OPTION_LIST_RANK')).toBe('/choice/option-list/');
    expect(pathPrefix('CHOICE_REVIEW')).toBe('/choice/review/');
    expect(pathPrefix('LOGIN')).toBe('/login');
  });
});

describe('the route table', () => {
  it('takes every name and pattern from routePaths, in its order', () => {
    expect(ROUTES.map((route) => [route.name, route.path])).toEqual(Object.entries(ROUTE_PATHS));
  });
});

describe('routeAt', () => {
  it.each(ROUTE_NAMES)('reads %s and its parameters back from its address', (name) => {
    const route = routeAt(EXPECTED[name]);
    expect(route?.name).toBe(name);
    expect(pathFor(name, route!.params as never)).toBe(EXPECTED[name]);
  });

  it('decodes parameters, and keeps one that is not valid percent-encoding as it was written', () => {
    expect(routeAt('/go/c/a%20b%2Fc')).toEqual({ name: 'GO_CHOICE', params: { inviteCode: 'a b/c' } });
    expect(routeAt('/choice/option-list/%E0%A4%A')).toEqual({ name: 'CHOICE_OPTION_LIST', params: { id: '%E0%A4%A' } });
    expect(routeNameAt('/choice/option-list/%E0%A4%A')).toBe('CHOICE_OPTION_LIST');
  });

  it('finds no route for an address outside the table', () => {
    expect(routeAt('/no/such/page')).toBeNull();
    expect(routeNameAt('/no/such/page')).toBeNull();
  });
});
