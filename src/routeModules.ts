import type { RouteName } from './routePaths';

/**
 * The modules each route's screen loads on demand (`views/pages.ts`, and what those screens load as they open), by
 * path from the project's root. The server names their built files in the page it sends for the route
 * (server/pagePreloads.ts): the browser then fetches them beside the first load, not after the app has started,
 * and the app adds no link to the page while it draws. Imports nothing, so the server can read it.
 *
 * A route missing here still works, only later; test/e2e/pagePreloads checks that each route's page names every
 * file it loads.
 */
const SIGNUP_FLOW = ['src/views/signup/SignupFlow.tsx'];
/** A list's steps and reviews: the flow's screens, and the guard that the open list puts on the way out. */
const CHOICE_FLOW = ['src/views/choice/ChoiceFlow.tsx', 'src/views/choice/ChoiceLeaveGuard.tsx'];

export const ROUTE_MODULES: Partial<Record<RouteName, readonly string[]>> = {
  GO_CHOICE: SIGNUP_FLOW,
  CHOICE_START: SIGNUP_FLOW,
  CHOICE_ACCOUNT: SIGNUP_FLOW,
  CHOICE_VERIFY: SIGNUP_FLOW,
  CHOICE_OPTION_LIST: CHOICE_FLOW,
  CHOICE_OPTION_LIST_PROVIDER: [...CHOICE_FLOW, 'src/views/choice/ProviderScreen.tsx', 'src/views/choice/QualityInDetail.tsx'],
  CHOICE_OPTION_LIST_MAP: [...CHOICE_FLOW, 'src/views/choice/MapScreen.tsx'],
  CHOICE_OPTION_LIST_COMPARE: [...CHOICE_FLOW, 'src/views/choice/CompareScreen.tsx'],
  CHOICE_OPTION_LIST_RANK: CHOICE_FLOW,
  CHOICE_OPTION_LIST_CONFIRM: CHOICE_FLOW,
  CHOICE_OPTION_LIST_SAVING: CHOICE_FLOW,
  CHOICE_REVIEW: CHOICE_FLOW,
  FORGOT_PASSWORD_RESET: ['src/views/auth/PasswordResetPage.tsx'],
  FORGOT_PASSWORD: ['src/views/auth/ForgotPasswordPage.tsx'],
  ACCOUNT: ['src/views/account/AccountPage.tsx'],
  DASHBOARD: ['src/views/dashboard/DashboardPage.tsx'],
  TERMS_OF_SERVICE: ['src/views/static/TermsPage.tsx'],
  PRIVACY_POLICY: ['src/views/static/PrivacyPage.tsx'],
  GUIDED_ENDED: ['src/views/kiosk/GuidedEndedPage.tsx'],
};

/** The hospital console's addresses (under /hospital) start the console instead, one chunk of its own (start.tsx). */
export const CONSOLE_MODULES: readonly string[] = ['src/views/hospital/ConsoleApp.tsx'];
