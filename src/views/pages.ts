import { lazy, type ComponentType } from 'react';
import type { RouteName } from '../routes';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';
import { ConfirmPage, MapPage, OptionListPage, ProviderPage, RankPage, ReviewPage, SavingPage } from './choice/ChoiceFlow';
import { DashboardPage } from './dashboard/DashboardPage';
import { ChoiceAccountPage, ChoiceStartPage, ChoiceVerifyPage, GoChoicePage } from './signup/SignupFlow';

/** The screen of each route. Long or rarely visited screens load on demand. */
const TermsPage = lazy(() => import('./static/TermsPage').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('./static/PrivacyPage').then((module) => ({ default: module.PrivacyPage })));
const ForgotPasswordPage = lazy(() => import('./auth/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })));
const PasswordResetPage = lazy(() => import('./auth/PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })));
const AccountPage = lazy(() => import('./account/AccountPage').then((module) => ({ default: module.AccountPage })));

export interface PageProps {
  params: Record<string, string>;
}

export const PAGES: Record<RouteName, ComponentType<PageProps>> = {
  GO_CHOICE: GoChoicePage,
  CHOICE_START: ChoiceStartPage,
  CHOICE_ACCOUNT: ChoiceAccountPage,
  CHOICE_VERIFY: ChoiceVerifyPage,
  CHOICE_OPTION_LIST: OptionListPage,
  CHOICE_OPTION_LIST_PROVIDER: ProviderPage,
  CHOICE_OPTION_LIST_MAP: MapPage,
  CHOICE_OPTION_LIST_RANK: RankPage,
  CHOICE_OPTION_LIST_CONFIRM: ConfirmPage,
  CHOICE_OPTION_LIST_SAVING: SavingPage,
  CHOICE_REVIEW: ReviewPage,
  FORGOT_PASSWORD_RESET: PasswordResetPage,
  FORGOT_PASSWORD: ForgotPasswordPage,
  LOGIN: LoginPage,
  SIGN_UP: SignUpPage,
  ACCOUNT: AccountPage,
  DASHBOARD: DashboardPage,
  TERMS_OF_SERVICE: TermsPage,
  PRIVACY_POLICY: PrivacyPage,
};
