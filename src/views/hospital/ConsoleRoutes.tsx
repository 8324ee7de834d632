import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useCallback, type ComponentType } from 'react';
import { Link, matchRoute, Redirect, useLocation, useRouter } from 'wouter';
import { t } from '../../i18n/en';
import { hospitalEn } from '../../i18n/en.hospital';
import { CONSOLE_PATHS, consolePath, type ConsoleRouteName } from '../../machines/hospital/consolePaths';
import { selectStaffSignedIn, selectStaffUser } from '../../machines/hospital/staffSessionSelectors';
import { Footer } from '../shell/Footer';
import classes from '../shell/Shell.module.css';
import { usePageEffects } from '../shell/usePageEffects';
import { ConsoleHeader } from './ConsoleHeader';
import { useStaffSessionActor, useStaffSessionSelector } from './staffActors';
import { StaffLoginPage } from './StaffLoginPage';
import { WorklistPage } from './WorklistPage';

interface ConsoleRoute {
  name: ConsoleRouteName;
  /** `signedIn`: staff only (else to the staff login); `loggedOut`: the login (a signed-in visitor goes to the worklist). */
  access: 'signedIn' | 'loggedOut';
  title: string;
  Page: ComponentType;
  /** The dark, centred body of the sign-in pages. */
  inverse?: boolean;
}

/** The console's route table (issue 21), in the order the router tries it. */
const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { name: 'STAFF_LOGIN', access: 'loggedOut', title: hospitalEn.titles.staffLogin, Page: StaffLoginPage, inverse: true },
  { name: 'WORKLIST', access: 'signedIn', title: hospitalEn.titles.worklist, Page: WorklistPage },
];

function useConsoleRoute(): ConsoleRoute | null {
  const [location] = useLocation();
  const { parser } = useRouter();
  return CONSOLE_ROUTES.find((route) => matchRoute(parser, CONSOLE_PATHS[route.name], location)[0]) ?? null;
}

/** The address through the console's table: its guard, then the shell around the route's page. */
export function ConsoleRoutes() {
  const route = useConsoleRoute();
  const signedIn = useStaffSessionSelector(selectStaffSignedIn);
  if (route?.access === 'signedIn' && !signedIn) return <Redirect to={consolePath('STAFF_LOGIN')} replace />;
  if (route?.access === 'loggedOut' && signedIn) return <Redirect to={consolePath('WORKLIST')} replace />;
  return <ConsoleShell route={route} />;
}

function ConsoleShell({ route }: { route: ConsoleRoute | null }) {
  const [location] = useLocation();
  const session = useStaffSessionActor();
  const user = useStaffSessionSelector(selectStaffUser);
  const title = route?.title ?? t.titles.notFound;
  usePageEffects(location, title, `${title}${t.titleSuffix}`);
  const logOut = useCallback(() => session.send({ type: 'staff.logout' }), [session]);
  const Page = route?.Page ?? ConsoleNotFound;
  return (
    <div className={`${classes.page} ${route?.inverse ? classes.inverse : ''}`}>
      <ConsoleHeader title={title} staffName={route?.access === 'signedIn' ? (user?.name ?? null) : null} onLogout={logOut} />
      <Box component="main" id="main" className={classes.main} key={location}>
        <Page />
      </Box>
      <Footer outsideApp />
    </div>
  );
}

function ConsoleNotFound() {
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={2}>{t.notFound.heading}</Title>
        <Text size="lg">{t.notFound.text}</Text>
        <Button component={Link} href={consolePath('WORKLIST')} size="lg">
          {t.notFound.continue}
        </Button>
      </Stack>
    </Container>
  );
}
