import type { ComponentType } from 'react';
import type { RouteName } from '../routePaths';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';
import { compareScreen, mapScreen, providerScreen } from './choice/choiceScreens';
import { qualityInDetail } from './choice/qualityInDetailOnDemand';
import { onDemand, settledWithin, type OnDemand } from './onDemand';

type Page = ComponentType<PageProps> & { preload?: () => Promise<unknown> };

/**
 * A page loaded on demand: its module's component, and what to bring before the first render when the address is
 * the page's own (start.tsx): the module and any screen of its own chunk that the page draws at once.
 */
function pageOf<Module extends Record<string, unknown>>(source: OnDemand<Module>, name: keyof Module & string, ...drawnWith: OnDemand<Record<string, unknown>>[]): Page {
  const preload = () => Promise.all([source.preload(), ...drawnWith.map((screen) => screen.preload())]);
  return Object.assign(source.component(name) as ComponentType<PageProps>, { preload });
}

const choiceFlow = onDemand(() => import('./choice/ChoiceFlow'));
const signupFlow = onDemand(() => import('./signup/SignupFlow'));
const pageOnDemand = <Module extends Record<string, unknown>>(load: () => Promise<Module>, name: keyof Module & string) => pageOf(onDemand(load), name);

export interface PageProps {
  params: Record<string, string>;
}

/**
 * The screen of each route. Only the login and sign-up pages are in the first load (JavaScript budget);
 * the rest load on demand, each flow as one chunk (its steps share it): brought before the first render when the
 * address is theirs (`preloadPage`), else fetched while the shell shows a loader.
 */
export const PAGES: Record<RouteName, Page> = {
  GO_CHOICE: pageOf(signupFlow, 'GoChoicePage'),
  CHOICE_START: pageOf(signupFlow, 'ChoiceStartPage'),
  CHOICE_ACCOUNT: pageOf(signupFlow, 'ChoiceAccountPage'),
  CHOICE_VERIFY: pageOf(signupFlow, 'ChoiceVerifyPage'),
  CHOICE_OPTION_LIST: pageOf(choiceFlow, 'OptionListPage'),
  CHOICE_OPTION_LIST_PROVIDER: pageOf(choiceFlow, 'ProviderPage', providerScreen, qualityInDetail),
  CHOICE_OPTION_LIST_MAP: pageOf(choiceFlow, 'MapPage', mapScreen),
  CHOICE_OPTION_LIST_COMPARE: pageOf(choiceFlow, 'ComparePage', compareScreen),
  CHOICE_OPTION_LIST_RANK: pageOf(choiceFlow, 'RankPage'),
  CHOICE_OPTION_LIST_CONFIRM: pageOf(choiceFlow, 'ConfirmPage'),
  CHOICE_OPTION_LIST_SAVING: pageOf(choiceFlow, 'SavingPage'),
  CHOICE_REVIEW: pageOf(choiceFlow, 'ReviewPage'),
  FORGOT_PASSWORD_RESET: pageOnDemand(() => import('./auth/PasswordResetPage'), 'PasswordResetPage'),
  FORGOT_PASSWORD: pageOnDemand(() => import('./auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
  LOGIN: LoginPage,
  SIGN_UP: SignUpPage,
  ACCOUNT: pageOnDemand(() => import('./account/AccountPage'), 'AccountPage'),
  DASHBOARD: pageOnDemand(() => import('./dashboard/DashboardPage'), 'DashboardPage'),
  TERMS_OF_SERVICE: pageOnDemand(() => import('./static/TermsPage'), 'TermsPage'),
  PRIVACY_POLICY: pageOnDemand(() => import('./static/PrivacyPage'), 'PrivacyPage'),
  GUIDED_ENDED: pageOnDemand(() => import('./kiosk/GuidedEndedPage'), 'GuidedEndedPage'),
};

/**
 * How long the first render waits for the page's code. It comes with the app's (the server names it in the page), so
 * this is for a network that stalled: the shell is then drawn with its loader, not a blank page.
 */
export const PAGE_CODE_WAIT_MS = 1500;

/**
 * Brings the code of the route's page, if it loads on demand. Settles, never rejecting, once it is here or failed, or
 * after `PAGE_CODE_WAIT_MS`.
 */
export const preloadPage = (name: RouteName | null): Promise<void> => {
  const preload = name ? PAGES[name].preload : undefined;
  return preload ? settledWithin(preload(), PAGE_CODE_WAIT_MS) : Promise.resolve();
};
