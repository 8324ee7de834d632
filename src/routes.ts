import { t } from './i18n/en';

/**
 * The route table of SPEC §2 as data. The router, the guards, the header, the document title and the body style
 * all read this one table.
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
   * says who is logged in and offers to log out and continue (issue 19, item 11).
   */
  shownLoggedIn?: boolean;
}

export type RouteName =
  | 'GO_CHOICE'
  | 'CHOICE_START'
  | 'CHOICE_ACCOUNT'
  | 'CHOICE_VERIFY'
  | 'CHOICE_OPTION_LIST'
  | 'CHOICE_OPTION_LIST_PROVIDER'
  | 'CHOICE_OPTION_LIST_MAP'
  | 'CHOICE_OPTION_LIST_RANK'
  | 'CHOICE_OPTION_LIST_CONFIRM'
  | 'CHOICE_OPTION_LIST_SAVING'
  | 'CHOICE_REVIEW'
  | 'FORGOT_PASSWORD_RESET'
  | 'FORGOT_PASSWORD'
  | 'LOGIN'
  | 'SIGN_UP'
  | 'ACCOUNT'
  | 'DASHBOARD'
  | 'TERMS_OF_SERVICE'
  | 'PRIVACY_POLICY';

const fixed = (title: string) => () => title;
const levelOfCare = ({ levelOfCareName }: TitleContext) => levelOfCareName ?? t.titles.optionListFallback;

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'GO_CHOICE', path: '/go/c/:inviteCode', access: 'loggedOut', title: fixed(t.titles.goChoice), fullScreen: true, shownLoggedIn: true },
  { name: 'CHOICE_START', path: '/choice/start', access: 'loggedOut', title: fixed(t.titles.choiceStart), help: 'HELP_PATIENT_CLAIM', inverse: true },
  { name: 'CHOICE_ACCOUNT', path: '/choice/account', access: 'loggedOut', title: fixed(t.titles.choiceAccount), inverse: true },
  { name: 'CHOICE_VERIFY', path: '/choice/verify', access: 'loggedIn', title: fixed(t.titles.choiceVerify), inverse: true },
  { name: 'CHOICE_OPTION_LIST', path: '/choice/option-list/:id', access: 'loggedIn', title: levelOfCare, help: 'HELP_PROVIDER_LISTING' },
  { name: 'CHOICE_OPTION_LIST_PROVIDER', path: '/choice/option-list/:id/provider/:providerId', access: 'loggedIn', title: levelOfCare },
  { name: 'CHOICE_OPTION_LIST_MAP', path: '/choice/option-list/:id/map', access: 'loggedIn', title: levelOfCare },
  { name: 'CHOICE_OPTION_LIST_RANK', path: '/choice/option-list/:id/rank', access: 'loggedIn', title: levelOfCare },
  { name: 'CHOICE_OPTION_LIST_CONFIRM', path: '/choice/option-list/:id/confirm', access: 'loggedIn', title: levelOfCare },
  { name: 'CHOICE_OPTION_LIST_SAVING', path: '/choice/option-list/:id/saving', access: 'loggedIn', title: levelOfCare },
  { name: 'CHOICE_REVIEW', path: '/choice/review/:serviceId', access: 'loggedIn', title: fixed(t.titles.choiceReview) },
  { name: 'FORGOT_PASSWORD_RESET', path: '/forgot-password-reset/:code', access: 'loggedOut', title: fixed(t.titles.forgotPasswordReset), inverse: true },
  { name: 'FORGOT_PASSWORD', path: '/forgot-password', access: 'loggedOut', title: fixed(t.titles.forgotPassword), inverse: true },
  { name: 'LOGIN', path: '/login', access: 'loggedOut', title: fixed(t.titles.login), inverse: true },
  { name: 'SIGN_UP', path: '/create-account', access: 'loggedOut', title: fixed(t.titles.signUp), inverse: true },
  { name: 'ACCOUNT', path: '/account', access: 'loggedIn', title: fixed(t.titles.account) },
  {
    name: 'DASHBOARD',
    path: '/',
    access: 'loggedIn',
    title: ({ groupType }) => (groupType === 'patientChoice' ? t.titles.dashboardPatientChoice : t.titles.dashboard),
    help: 'HELP_PATIENT_SERVICES',
  },
  { name: 'TERMS_OF_SERVICE', path: '/terms-of-service', access: 'public', title: fixed(t.titles.termsOfService) },
  { name: 'PRIVACY_POLICY', path: '/privacy-policy', access: 'public', title: fixed(t.titles.privacyPolicy) },
];

export const routeByName = (name: RouteName): RouteDefinition => ROUTES.find((route) => route.name === name)!;

/** A concrete path for a route: pathFor('CHOICE_OPTION_LIST', { id: 4 }) is '/choice/option-list/4'. */
export function pathFor(name: RouteName, params: Record<string, string | number> = {}): string {
  return routeByName(name).path.replace(/:(\w+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathFor(${name}) needs ${key}`);
    return encodeURIComponent(String(value));
  });
}

export const documentTitle = (route: RouteDefinition | null, context: TitleContext) =>
  `${route ? route.title(context) : t.titles.notFound}${t.titleSuffix}`;

/** Where the guard sends a visitor, or null to show the page. */
export function guardRedirect(route: RouteDefinition, loggedIn: boolean): string | null {
  if (route.access === 'loggedIn' && !loggedIn) return pathFor('LOGIN');
  if (route.access === 'loggedOut' && loggedIn && !route.shownLoggedIn) return pathFor('DASHBOARD');
  return null;
}
