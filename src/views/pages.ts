import { createElement, lazy, type ComponentType } from 'react';
import type { RouteName } from '../routePaths';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';

type FlowModule = Record<string, unknown>;

/**
 * The pages of one flow as one lazily loaded component, so moving between the flow's steps never waits again once
 * its chunk has arrived (each page only picks its export by name).
 */
function lazyFlow<Module extends FlowModule>(load: () => Promise<Module>) {
  const Flow = lazy(() =>
    load().then((module) => ({
      default: ({ page, ...props }: PageProps & { page: keyof Module }) => createElement(module[page] as ComponentType<PageProps>, props),
    })),
  );
  return (page: keyof Module): ComponentType<PageProps> =>
    function FlowPage(props: PageProps) {
      return createElement(Flow, { ...props, page });
    };
}

const fromChoiceFlow = lazyFlow(() => import('./choice/ChoiceFlow'));
const fromSignupFlow = lazyFlow(() => import('./signup/SignupFlow'));

const DashboardPage = lazy(() => import('./dashboard/DashboardPage').then((module) => ({ default: module.DashboardPage })));
const TermsPage = lazy(() => import('./static/TermsPage').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('./static/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const PasswordResetPage = lazy(() => import('./auth/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })));
const GuidedEndedPage = lazy(() => import('./kiosk/GuidedEndedPage').then((module) => ({ default: module.GuidedEndedPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((module) => ({ default: module.AccountPage })));

export interface PageProps {
  params: Record<string, string>;
}

/**
 * The screen of each route. Only the login and sign-up pages are in the first load (issue 7: JavaScript budget);
 * the rest load on demand, each flow as one chunk (its steps share it), fetched while the shell shows a loader.
 */
export const PAGES: Record<RouteName, ComponentType<PageProps>> = {
  GO_CHOICE: fromSignupFlow('GoChoicePage'),
  CHOICE_START: fromSignupFlow('ChoiceStartPage'),
  CHOICE_ACCOUNT: fromSignupFlow('ChoiceAccountPage'),
  CHOICE_VERIFY: fromSignupFlow('ChoiceVerifyPage'),
  CHOICE_OPTION_LIST: fromChoiceFlow('OptionListPage'),
  CHOICE_OPTION_LIST_PROVIDER: fromChoiceFlow('ProviderPage'),
  CHOICE_OPTION_LIST_MAP: fromChoiceFlow('MapPage'),
  CHOICE_OPTION_LIST_COMPARE: fromChoiceFlow('ComparePage'),
  CHOICE_OPTION_LIST_RANK: fromChoiceFlow('RankPage'),
  CHOICE_OPTION_LIST_CONFIRM: fromChoiceFlow('ConfirmPage'),
  CHOICE_OPTION_LIST_SAVING: fromChoiceFlow('SavingPage'),
  CHOICE_REVIEW: fromChoiceFlow('ReviewPage'),
  FORGOT_PASSWORD_RESET: PasswordResetPage,
  FORGOT_PASSWORD: ForgotPasswordPage,
  LOGIN: LoginPage,
  SIGN_UP: SignUpPage,
  ACCOUNT: AccountPage,
  DASHBOARD: DashboardPage,
  TERMS_OF_SERVICE: TermsPage,
  PRIVACY_POLICY: PrivacyPage,
  GUIDED_ENDED: GuidedEndedPage,
};
