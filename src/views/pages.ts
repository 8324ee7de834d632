import { createElement, lazy, useState, type ComponentType } from 'react';
import type { RouteName } from '../routePaths';
import { LoginPage } from './auth/LoginPage';
import { SignUpPage } from './auth/SignUpPage';

type PageModule = Record<string, unknown>;

/**
 * A module of pages loaded on demand, once (a flow's steps share theirs). A page suspends until the module has
 * arrived; one first drawn after it arrived (after `preload`) draws at once. That matters at a page's first load:
 * React holds content back for 300 ms after it showed a Suspense fallback, so a page whose code came with the app's
 * (the server names it in the page it sends) would still wait behind a loader; start.tsx preloads the address's page.
 */
function onDemand<Module extends PageModule>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  return (name: keyof Module & string): ComponentType<PageProps> & { preload: () => Promise<unknown> } => {
    const pick = (module: Module) => module[name] as ComponentType<PageProps>;
    const Later = lazy(() => preload().then((module) => ({ default: pick(module) })));
    function OnDemandPage(props: PageProps) {
      // Chosen once for the page's life: a page switched from the lazy one to the loaded one would be drawn afresh,
      // and lose what was typed in it.
      const [Page] = useState<ComponentType<PageProps>>(() => (loaded ? pick(loaded) : Later));
      return createElement(Page, props);
    }
    return Object.assign(OnDemandPage, { displayName: name, preload });
  };
}

const fromChoiceFlow = onDemand(() => import('./choice/ChoiceFlow'));
const fromSignupFlow = onDemand(() => import('./signup/SignupFlow'));

const DashboardPage = onDemand(() => import('./dashboard/DashboardPage'))('DashboardPage');
const TermsPage = onDemand(() => import('./static/TermsPage'))('TermsPage');
const PrivacyPage = onDemand(() => import('./static/PrivacyPage'))('PrivacyPage');
const ForgotPasswordPage = onDemand(() => import('./auth/ForgotPasswordPage'))('ForgotPasswordPage');
const PasswordResetPage = onDemand(() => import('./auth/PasswordResetPage'))('PasswordResetPage');
const GuidedEndedPage = onDemand(() => import('./kiosk/GuidedEndedPage'))('GuidedEndedPage');
const AccountPage = onDemand(() => import('./account/AccountPage'))('AccountPage');

export interface PageProps {
  params: Record<string, string>;
}

/**
 * The screen of each route. Only the login and sign-up pages are in the first load (issue 7: JavaScript budget);
 * the rest load on demand, each flow as one chunk (its steps share it), fetched while the shell shows a loader.
 */
export const PAGES: Record<RouteName, ComponentType<PageProps> & { preload?: () => Promise<unknown> }> = {
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

/** Brings the code of the route's page, if it loads on demand; settles (never rejects) once it is here or failed. */
export const preloadPage = (name: RouteName | null): Promise<unknown> => (name && PAGES[name].preload?.().catch(() => {})) ?? Promise.resolve();
