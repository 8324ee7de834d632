import { config } from './config';
import { debugLog } from './debug';
import { pathPrefix, ROUTE_PATHS, type RouteName } from './routePaths';

/** Routes whose one parameter, last in the pattern, is a secret: the invite link and the password reset link. */
const SECRET_ROUTES: RouteName[] = ['GO_CHOICE', 'FORGOT_PASSWORD_RESET'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SECRET_ADDRESSES = SECRET_ROUTES.map((name) => ({
  address: new RegExp(`^${escapeRegExp(pathPrefix(name))}[^/]+`),
  pattern: ROUTE_PATHS[name],
}));

/**
 * Page views (SPEC §2: one per route change). Sent only when an analytics id is configured; otherwise visible in
 * the debug log. Paths only: never a query string, and invite and reset codes are replaced, so no secret or
 * patient detail reaches an analytics event.
 */
export function pageViewPath(path: string): string {
  return SECRET_ADDRESSES.reduce((reported, { address, pattern }) => reported.replace(address, pattern), path.split('?')[0]!);
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

export function recordPageView(path: string, title: string): void {
  const event = { event: 'page_view', page_path: pageViewPath(path), page_title: title };
  if (config.analyticsId && typeof window !== 'undefined') {
    const target = window as DataLayerWindow;
    (target.dataLayer ??= []).push({ ...event, send_to: config.analyticsId });
  } else {
    debugLog('page view', event);
  }
}
