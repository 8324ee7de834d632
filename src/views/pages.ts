import { lazy, type ComponentType } from 'react';
import type { RouteName } from '../routes';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';
import { ChoiceAccountPage, ChoiceStartPage, ChoiceVerifyPage, GoChoicePage } from './signup/SignupFlow';
import { PendingScreen } from './static/PendingScreen';

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
  CHOICE_OPTION_LIST: PendingScreen,
  CHOICE_OPTION_LIST_PROVIDER: PendingScreen,
  CHOICE_OPTION_LIST_MAP: PendingScreen,
  CHOICE_OPTION_LIST_RANK: PendingScreen,
  CHOICE_OPTION_LIST_CONFIRM: PendingScreen,
  CHOICE_OPTION_LIST_SAVING: PendingScreen,
  CHOICE_REVIEW: PendingScreen,
  FORGOT_PASSWORD_RESET: PasswordResetPage,
  FORGOT_PASSWORD: ForgotPasswordPage,
  LOGIN: LoginPage,
  SIGN_UP: SignUpPage,
  ACCOUNT: AccountPage,
  DASHBOARD: PendingScreen,
  TERMS_OF_SERVICE: TermsPage,
  PRIVACY_POLICY: PrivacyPage,
};
