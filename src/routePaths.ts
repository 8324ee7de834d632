/**
 * The addresses of SPEC §2's route table: each route's name and path pattern, once. `routes.ts` adds the rest of
 * the table (access, title, help) and needs the words; machines need only the addresses, so this module imports
 * nothing (machines may not reach `i18n/`, and lint keeps them off `routes.ts`).
 *
 * Every path the app moves to or links to is built here with `pathFor`; literal paths live only in this table and
 * in tests. The order is the route table's: the router tries the patterns in it.
 */
export const ROUTE_PATHS = {
  GO_CHOICE: '/go/c/:inviteCode',
  CHOICE_START: '/choice/start',
  CHOICE_ACCOUNT: '/choice/account',
  CHOICE_VERIFY: '/choice/verify',
  CHOICE_OPTION_LIST: '/choice/option-list/:id',
  CHOICE_OPTION_LIST_PROVIDER: '/choice/option-list/:id/provider/:providerId',
  CHOICE_OPTION_LIST_MAP: '/choice/option-list/:id/map',
  CHOICE_OPTION_LIST_COMPARE: '/choice/option-list/:id/compare',
  CHOICE_OPTION_LIST_RANK: '/choice/option-list/:id/rank',
  CHOICE_OPTION_LIST_CONFIRM: '/choice/option-list/:id/confirm',
  CHOICE_OPTION_LIST_SAVING: '/choice/option-list/:id/saving',
  CHOICE_REVIEW: '/choice/review/:serviceId',
  FORGOT_PASSWORD_RESET: '/forgot-password-reset/:code',
  FORGOT_PASSWORD: '/forgot-password',
  LOGIN: '/login',
  SIGN_UP: '/create-account',
  ACCOUNT: '/account',
  DASHBOARD: '/',
  TERMS_OF_SERVICE: '/terms-of-service',
  PRIVACY_POLICY: '/privacy-policy',
  /** Where a guided session's end leads (not in SPEC §2: the tablet goes back to the staff). */
  GUIDED_ENDED: '/guided-session-ended',
} as const satisfies Record<string, `/${string}`>;

export type RouteName = keyof typeof ROUTE_PATHS;

export const ROUTE_NAMES = Object.keys(ROUTE_PATHS) as RouteName[];

/** The `:name` parameters of a path pattern: ParamNames<'/a/:id/b/:providerId'> is 'id' | 'providerId'. */
export type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs, one per parameter of its pattern. */
export type RouteParams<Name extends RouteName> = { [Key in ParamNames<(typeof ROUTE_PATHS)[Name]>]: string | number };

/** No argument for a route without parameters; their values for one with. */
type ParamsArgument<Name extends RouteName> = [ParamNames<(typeof ROUTE_PATHS)[Name]>] extends [never] ? [] : [params: RouteParams<Name>];

/**
 * A concrete path for a route, its parameters URL-encoded: pathFor('CHOICE_OPTION_LIST_RANK', { id: 4 }) is
 * '/choice/option-list/4/rank', pathFor('DASHBOARD') is '/'.
 */
export function pathFor<Name extends RouteName>(name: Name, ...[params]: ParamsArgument<Name>): string {
  return fillPattern(name, ROUTE_PATHS[name], params);
}

/** A path pattern with its `:name` parameters replaced by their URL-encoded values (any missing one throws). */
export function fillPattern(name: string, pattern: string, params: object | undefined): string {
  const values = (params ?? {}) as Record<string, string | number | null | undefined>;
  return pattern.replace(/:(\w+)/g, (_match, key: string) => {
    const value = values[key];
    if (value === undefined || value === null) throw new Error(`pathFor(${name}) needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The fixed start of a route's addresses, up to its first parameter: pathPrefix('CHOICE_OPTION_LIST') is
 * '/choice/option-list/', which every address of a list's steps starts with.
 */
export function pathPrefix(name: RouteName): string {
  const pattern: string = ROUTE_PATHS[name];
  const parameter = pattern.indexOf(':');
  return parameter === -1 ? pattern : pattern.slice(0, parameter);
}
