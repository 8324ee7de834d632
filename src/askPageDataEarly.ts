import { askDashboardEarly, askOptionListEarly } from './api/requests';
import { loadPersistedSession } from './machines/session/sessionStorage';
import type { RouteName } from './routePaths';

/** The option list's screens: each asks for its list (and hospital) first, whichever step the address shows. */
const OPTION_LIST_ROUTES: RouteName[] = [
  'CHOICE_OPTION_LIST',
  'CHOICE_OPTION_LIST_PROVIDER',
  'CHOICE_OPTION_LIST_MAP',
  'CHOICE_OPTION_LIST_COMPARE',
  'CHOICE_OPTION_LIST_RANK',
  'CHOICE_OPTION_LIST_CONFIRM',
];

/**
 * Asks for the data of the family's page at the address while the app's code loads, when this browser keeps a
 * session that has not expired (without one, the page would be the login page). The page's machine then finds its
 * answers here or on their way (src/api/earlyAnswers.ts): on a phone's network, a round trip or two sooner.
 */
export function askPageDataEarly(route: { name: RouteName; params: Record<string, string> } | null, nowMs = Date.now()): void {
  const session = loadPersistedSession();
  if (!route || !session || session.tokenExpiresAt * 1000 <= nowMs) return;
  if (route.name === 'DASHBOARD') askDashboardEarly();
  const listId = Number(route.params.id);
  if (OPTION_LIST_ROUTES.includes(route.name) && Number.isSafeInteger(listId) && listId > 0) askOptionListEarly(listId);
}
