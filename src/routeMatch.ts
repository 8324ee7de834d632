import { parse } from 'regexparam';
import { ROUTE_NAMES, ROUTE_PATHS, type RouteName } from './routePaths';

const ROUTE_PATTERNS = ROUTE_NAMES.map((name) => ({ name, pattern: parse(ROUTE_PATHS[name]).pattern }));

/**
 * The route of the family app's table an address shows: the first whose pattern matches, as its router (wouter,
 * with regexparam's patterns) decides; null for none (the not-found page). Read before the app draws (start.tsx)
 * and by the server, which names the route's files in the page it sends.
 */
export function routeNameAt(path: string): RouteName | null {
  return ROUTE_PATTERNS.find(({ pattern }) => pattern.test(path))?.name ?? null;
}
