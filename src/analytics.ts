import { config } from './config';
import { debugLog } from './debug';

/**
 * Page views (SPEC §2: one per route change). Sent only when an analytics id is configured; otherwise visible in
 * the debug log. Paths only: never a query string, and invite and reset codes are replaced, so no secret or
 * patient detail reaches an analytics event.
 */
export function pageViewPath(path: string): string {
  return path
    .split('?')[0]!
    .replace(/^\/go\/c\/[^/]+/, '/go/c/:inviteCode')
    .replace(/^\/forgot-password-reset\/[^/]+/, '/forgot-password-reset/:code');
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
