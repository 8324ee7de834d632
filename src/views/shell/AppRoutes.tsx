import { Box } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Redirect } from 'wouter';
import { selectGroupType, selectIsLoggedIn } from '../../machines/session/sessionSelectors';
import { documentTitle, guardRedirect, type RouteDefinition } from '../../routes';
import { pathFor, type RouteName } from '../../routePaths';
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
import { useKioskActor, useSessionActor, useSessionSelector, useSignupSelector } from './appActors';
import { KioskHeaderRow } from './KioskHeaderRow';

/** Routes the address through the route table: guard, then the shell around the route's screen. */
export function AppRoutes() {
  const { route, params, location } = useCurrentRoute();
  const signedIn = useSessionSelector(selectIsLoggedIn);
  const guided = useSessionSelector((snapshot) => snapshot.context.user?.guided === true);
  const redirect = route ? guardRedirect(route, signedIn, guided) : null;
  if (redirect) return <Redirect to={redirect} replace />;
  return <ShellPage route={route} params={params} location={location} signedIn={signedIn} />;
}

const isOptionListRoute = (name: RouteName | undefined) => Boolean(name?.startsWith('CHOICE_OPTION_LIST'));

type Slide = 'back' | 'forward';
interface Move {
  location: string;
  name: RouteName | undefined;
  slide: Slide;
}

/**
 * SPEC §2: from an option list (any of its six routes) to the dashboard the page slides 'back'; every other change
 * slides 'forward'. The slide belongs to the address: it is worked out once, when the address changes, from the
 * route the shell last showed, and kept in state until the next address. (A ref written during render held the new
 * route by the next render of the shell on the same address, so that render turned 'back' into 'forward' some 13 ms
 * after the move and the slide restarted the other way.)
 */
function useSlide(location: string, name: RouteName | undefined): Slide {
  const [move, setMove] = useState<Move>({ location, name, slide: 'forward' });
  if (move.location === location) return move.slide;
  // React's "adjusting state when a prop changes": the render is redone at once with the new move, before anything
  // is committed, and a render React throws away takes its update with it.
  const next: Move = { location, name, slide: isOptionListRoute(move.name) && name === 'DASHBOARD' ? 'back' : 'forward' };
  setMove(next);
  return next.slide;
}

function ShellPage({ route, params, location, signedIn }: { route: RouteDefinition | null; params: Record<string, string>; location: string; signedIn: boolean }) {
  const session = useSessionActor();
  const groupType = useSessionSelector(selectGroupType);
  const context = { groupType, levelOfCareName: useChoiceLevelName() };
  const title = route ? route.title(context) : t.titles.notFound;
  usePageEffects(location, title, documentTitle(route, context));
  const signupFinished = useSignupSelector(selectSignupFinished);
  // Log out is a way out of the choice flow too: with providers saved, the family is asked first.
  const logOut = useCallback(() => leaveFor(pathFor('LOGIN'), () => session.send({ type: 'session.logout' })), [session]);

  const slide = useSlide(location, route?.name);
  // A kiosk's footer shows staff the way to turn it off; a guided session's header has its own way back.
  const kiosk = useSelector(useKioskActor(), (snapshot) => snapshot?.matches('on') ?? false);
  // One element for the shell's life: the header is drawn again only when its own props change.
  const kioskRow = useMemo(() => <KioskHeaderRow />, []);

  const Page = route ? PAGES[route.name] : NotFoundPage;
  return (
    <div className={`${classes.page} ${route?.inverse ? classes.inverse : ''}`}>
      {!route?.fullScreen && (
        <Header route={route} title={title} signedIn={signedIn && signupFinished} onLogout={logOut} kioskRow={kioskRow} />
      )}
      <Box component="main" id="main" className={`${classes.main} ${classes[slide]}`} key={location}>
        <Suspense fallback={<FullScreenLoader />}>
          <Page params={params} />
        </Suspense>
      </Box>
      {!route?.fullScreen && <Footer kiosk={kiosk} />}
    </div>
  );
}
