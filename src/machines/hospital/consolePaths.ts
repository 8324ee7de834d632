import { fillPattern, type ParamNames } from '../../routePaths';

/**
 * The hospital console's addresses, kept out of the family's route table: the console is its own chunk,
 * and the family's first load must not carry a byte of it. Every console path is built here with `consolePath`.
 */
export const CONSOLE_PATHS = {
  STAFF_LOGIN: '/hospital/login',
  // Before PATIENT: the router tries the table in order, and ':id' would take 'new'.
  NEW_PATIENT: '/hospital/patients/new',
  CHOICE_RECORD: '/hospital/patients/:id/choice-record',
  PATIENT: '/hospital/patients/:id',
  CATALOGUE: '/hospital/providers',
  STAFF: '/hospital/staff',
  STAFF_JOIN: '/hospital/join/:code',
  SERVICE_LIST: '/hospital/patients/:id/services/:serviceId/list',
  WORKLIST: '/hospital',
} as const satisfies Record<string, `/hospital${string}`>;

export type ConsoleRouteName = keyof typeof CONSOLE_PATHS;

/** Whether an address belongs to the console (main.tsx starts the console instead of the family app for it). */
export const isConsoleAddress = (pathname: string) => pathname === CONSOLE_PATHS.WORKLIST || pathname.startsWith(`${CONSOLE_PATHS.WORKLIST}/`);

type ConsoleParams<Name extends ConsoleRouteName> = [ParamNames<(typeof CONSOLE_PATHS)[Name]>] extends [never]
  ? []
  : [params: { [Key in ParamNames<(typeof CONSOLE_PATHS)[Name]>]: string | number }];

export function consolePath<Name extends ConsoleRouteName>(name: Name, ...[params]: ConsoleParams<Name>): string {
  return fillPattern(name, CONSOLE_PATHS[name], params);
}
