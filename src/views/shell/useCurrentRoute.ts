import { matchRoute, useLocation, useRouter } from 'wouter';
import { ROUTES, type RouteDefinition } from '../../routes';

export interface CurrentRoute {
  route: RouteDefinition | null;
  params: Record<string, string>;
  location: string;
}

/** The route of the route table matching the address, or null (the not-found page). */
export function useCurrentRoute(): CurrentRoute {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of ROUTES) {
    const [matches, params] = matchRoute(parser, route.path, location);
    if (matches) return { route, params: (params ?? {}) as Record<string, string>, location };
  }
  return { route: null, params: {}, location };
}
