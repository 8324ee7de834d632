import { parse } from 'regexparam';
import { ROUTE_NAMES, ROUTE_PATHS, type RouteName } from './routePaths';

const ROUTE_PATTERNS = ROUTE_NAMES.map((name) => ({ name, ...parse(ROUTE_PATHS[name]) }));

/**
 * The route of the family app's table an address shows: the first whose pattern matches, as its router (wouter,
 * with regexparam's patterns) decides; null for none (the not-found page). Read before the app draws (start.tsx)
 * and by the server, which names the route's files in the page it sends.
 */
export function routeNameAt(path: string): RouteName | null {
  return routeAt(path)?.name ?? null;
}

/** A parameter as its route reads it; one that is not valid percent-encoding (typed by hand) as it was written. */
const decoded = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The route an address shows, as routeNameAt finds it, with its parameters (URL-decoded). */
export function routeAt(path: string): { name: RouteName; params: Record<string, string> } | null {
  for (const { name, pattern, keys } of ROUTE_PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    keys.forEach((key, index) => {
      const value = match[index + 1];
      if (value !== undefined) params[key] = decoded(value);
    });
    return { name, params };
  }
  return null;
}
