import { t } from './i18n/en';
import { pathFor, ROUTE_NAMES, ROUTE_PATHS, type RouteName } from './routePaths';

/**
 * The route table of SPEC §2 as data. The router, the guards, the header, the document title and the body style
 * all read this one table. Its names and path patterns are `routePaths.ts`'s (which machines may import: it has no
 * words); this adds what each route shows and who may see it.
 */
export type Access = 'loggedOut' | 'loggedIn' | 'public';
export type HelpModal = 'HELP_PATIENT_CLAIM' | 'HELP_PROVIDER_LISTING' | 'HELP_PATIENT_SERVICES';

export interface TitleContext {
  groupType: string | null;
  /** Display name of the level of care of the option list on screen, once known. */
  levelOfCareName: string | null;
}

export interface RouteDefinition {
  name: RouteName;
  path: string;
  access: Access;
  title: (context: TitleContext) => string;
  help?: HelpModal;
  /** The dark, centred body style of the sign-in pages. */
  inverse?: boolean;
  /** No header or footer. */
  fullScreen?: boolean;
  /**
   * A logged-out page that a logged-in visitor still sees instead of being redirected: the invite link, which then
   * says who is logged in and offers to log out and continue.
   */
  shownLoggedIn?: boolean;
  /** The family's own account: not in a guided session, whose account is the staff member's. */
  notGuided?: boolean;
}

/** A route's own title, read from the catalogue when shown, so it follows the language. */
const fixed = (title: keyof typeof t.titles) => () => t.titles[title];
const levelOfCare = ({ levelOfCareName }: TitleContext) => levelOfCareName ?? t.titles.optionListFallback;

const ROUTE_DETAILS: Record<RouteName, Omit<RouteDefinition, 'name' | 'path'>> = {
  GO_CHOICE: { access: 'loggedOut', title: fixed('goChoice'), fullScreen: true, shownLoggedIn: true },
  CHOICE_START: { access: 'loggedOut', title: fixed('choiceStart'), help: 'HELP_PATIENT_CLAIM', inverse: true },
  CHOICE_ACCOUNT: { access: 'loggedOut', title: fixed('choiceAccount'), inverse: true },
  CHOICE_VERIFY: { access: 'loggedIn', title: fixed('choiceVerify'), inverse: true },
  CHOICE_OPTION_LIST: { access: 'loggedIn', title: levelOfCare, help: 'HELP_PROVIDER_LISTING' },
  CHOICE_OPTION_LIST_PROVIDER: { access: 'loggedIn', title: levelOfCare },
  CHOICE_OPTION_LIST_MAP: { access: 'loggedIn', title: levelOfCare },
  CHOICE_OPTION_LIST_COMPARE: { access: 'loggedIn', title: levelOfCare },
  CHOICE_OPTION_LIST_RANK: { access: 'loggedIn', title: levelOfCare },
  CHOICE_OPTION_LIST_CONFIRM: { access: 'loggedIn', title: levelOfCare },
  CHOICE_OPTION_LIST_SAVING: { access: 'loggedIn', title: levelOfCare },
  CHOICE_REVIEW: { access: 'loggedIn', title: fixed('choiceReview') },
  FORGOT_PASSWORD_RESET: { access: 'loggedOut', title: fixed('forgotPasswordReset'), inverse: true },
  FORGOT_PASSWORD: { access: 'loggedOut', title: fixed('forgotPassword'), inverse: true },
  LOGIN: { access: 'loggedOut', title: fixed('login'), inverse: true },
  SIGN_UP: { access: 'loggedOut', title: fixed('signUp'), inverse: true },
  ACCOUNT: { access: 'loggedIn', title: fixed('account'), notGuided: true },
  DASHBOARD: {
    access: 'loggedIn',
    title: ({ groupType }) => (groupType === 'patientChoice' ? t.titles.dashboardPatientChoice : t.titles.dashboard),
    help: 'HELP_PATIENT_SERVICES',
  },
  TERMS_OF_SERVICE: { access: 'public', title: fixed('termsOfService') },
  PRIVACY_POLICY: { access: 'public', title: fixed('privacyPolicy') },
  GUIDED_ENDED: { access: 'public', title: fixed('guidedEnded'), inverse: true },
};

/** In the order of `ROUTE_PATHS`, which the router tries. */
export const ROUTES: readonly RouteDefinition[] = ROUTE_NAMES.map((name) => ({ name, path: ROUTE_PATHS[name], ...ROUTE_DETAILS[name] }));

export const documentTitle = (route: RouteDefinition | null, context: TitleContext) =>
  `${route ? route.title(context) : t.titles.notFound}${t.titleSuffix}`;

/** Where the guard sends a visitor, or null to show the page. */
export function guardRedirect(route: RouteDefinition, loggedIn: boolean, guided = false): string | null {
  if (route.access === 'loggedIn' && !loggedIn) return pathFor('LOGIN');
  if (route.notGuided && guided) return pathFor('DASHBOARD');
  if (route.access === 'loggedOut' && loggedIn && !route.shownLoggedIn) return pathFor('DASHBOARD');
  return null;
}
