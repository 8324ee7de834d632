import { t } from '../../i18n/en';
import type { RouteDefinition } from '../../routes';
import { pathFor } from '../../routePaths';

export interface ShellLink {
  label: string;
  href: string;
}

/**
 * The signed-in links of the header and the mobile menu: the dashboard link is hidden on the dashboard, and 'My
 * Account' in a guided session (the account is the staff member's, not the family's to change).
 */
export function signedInLinks(route: RouteDefinition | null, guided = false): ShellLink[] {
  const links: ShellLink[] = [];
  if (route?.name !== 'DASHBOARD') links.push({ label: t.shell.dashboardLink, href: pathFor('DASHBOARD') });
  if (!guided) links.push({ label: t.shell.myAccount, href: pathFor('ACCOUNT') });
  return links;
}
