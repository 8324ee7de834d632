import { Box } from '@mantine/core';
import { Suspense, useCallback, useRef } from 'react';
import { Redirect } from 'wouter';
import { selectGroupType, selectIsLoggedIn } from '../../machines/session/sessionSelectors';
import { documentTitle, guardRedirect, type RouteDefinition, type RouteName } from '../../routes';
import { t } from '../../i18n/en';
import { useChoiceLevelName } from '../choice/useChoiceTitle';
import { PAGES } from '../pages';
import { NotFoundPage } from '../static/NotFoundPage';
import { selectSignupFinished } from '../../machines/signup/signupSelectors';
import { Footer } from './Footer';
import { FullScreenLoader } from './FullScreenLoader';
import { Header } from './Header';
import { leaveFor } from './leaveGuard';
import classes from './Shell.module.css';
import { useCurrentRoute } from './useCurrentRoute';
import { usePageEffects } from './usePageEffects';
import { useSessionActor, useSessionSelector, useSignupSelector } from './appActors';

/** Routes the address through the route table: guard, then the shell around the route's screen. */
export function AppRoutes() {
  const { route, params, location } = useCurrentRoute();
  const signedIn = useSessionSelector(selectIsLoggedIn);
  const redirect = route ? guardRedirect(route, signedIn) : null;
  if (redirect) return <Redirect to={redirect} replace />;
  return <ShellPage route={route} params={params} location={location} signedIn={signedIn} />;
}

const isOptionListRoute = (name: RouteName | undefined) => Boolean(name?.startsWith('CHOICE_OPTION_LIST'));

function ShellPage({ route, params, location, signedIn }: { route: RouteDefinition | null; params: Record<string, string>; location: string; signedIn: boolean }) {
  const session = useSessionActor();
  const groupType = useSessionSelector(selectGroupType);
  const context = { groupType, levelOfCareName: useChoiceLevelName() };
  const title = route ? route.title(context) : t.titles.notFound;
  usePageEffects(location, title, documentTitle(route, context));
  const signupFinished = useSignupSelector(selectSignupFinished);
  // Log out is a way out of the choice flow too: with providers saved, the family is asked first (issue 19).
  const logOut = useCallback(() => leaveFor('/login', () => session.send({ type: 'session.logout' })), [session]);

  // SPEC §2: from an option list to the dashboard the page moves 'back'; every other change moves 'forward'.
  const previous = useRef<RouteName | undefined>(undefined);
  const direction = isOptionListRoute(previous.current) && route?.name === 'DASHBOARD' ? 'back' : 'forward';
  previous.current = route?.name;

  const Page = route ? PAGES[route.name] : NotFoundPage;
  return (
    <div className={`${classes.page} ${route?.inverse ? classes.inverse : ''}`}>
      {!route?.fullScreen && (
        <Header route={route} title={title} signedIn={signedIn && signupFinished} onLogout={logOut} />
      )}
      <Box component="main" id="main" className={`${classes.main} ${classes[direction]}`} key={location}>
        <Suspense fallback={<FullScreenLoader />}>
          <Page params={params} />
        </Suspense>
      </Box>
      {!route?.fullScreen && <Footer />}
    </div>
  );
}
