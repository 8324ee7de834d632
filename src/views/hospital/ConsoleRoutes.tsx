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
import { CataloguePage } from './CataloguePage';
import { ChoiceRecordPage } from './ChoiceRecordPage';
import { ConsoleHeader } from './ConsoleHeader';
import { useStaffSessionActor, useStaffSessionSelector } from './staffActors';
import { NewPatientPage } from './NewPatientPage';
import { StaffJoinPage } from './StaffJoinPage';
import { StaffLoginPage } from './StaffLoginPage';
import { StaffPage } from './StaffPage';
import { ListBuilderPage } from './ListBuilderPage';
import { PatientPage } from './PatientPage';
import { WorklistPage } from './WorklistPage';

interface ConsoleRoute {
  name: ConsoleRouteName;
  /**
   * `signedIn`: staff only (else to the staff login); `loggedOut`: the login (a signed-in visitor goes to the worklist);
   * `anyone`: a staff invitation's link, which says itself what a signed-in visitor should do.
   */
  access: 'signedIn' | 'loggedOut' | 'anyone';
  title: string;
  Page: ComponentType<{ params: Record<string, string> }>;
  /** The dark, centred body of the sign-in pages. */
  inverse?: boolean;
}

/** The console's route table, in the order the router tries it. */
const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { name: 'STAFF_LOGIN', access: 'loggedOut', title: hospitalEn.titles.staffLogin, Page: StaffLoginPage, inverse: true },
  { name: 'NEW_PATIENT', access: 'signedIn', title: hospitalEn.titles.newPatient, Page: NewPatientPage },
  { name: 'SERVICE_LIST', access: 'signedIn', title: hospitalEn.titles.serviceList, Page: ListBuilderPage },
  { name: 'CHOICE_RECORD', access: 'signedIn', title: hospitalEn.titles.choiceRecord, Page: ChoiceRecordPage },
  { name: 'PATIENT', access: 'signedIn', title: hospitalEn.titles.patient, Page: PatientPage },
  { name: 'CATALOGUE', access: 'signedIn', title: hospitalEn.titles.catalogue, Page: CataloguePage },
  { name: 'STAFF', access: 'signedIn', title: hospitalEn.titles.staff, Page: StaffPage },
  { name: 'STAFF_JOIN', access: 'anyone', title: hospitalEn.titles.join, Page: StaffJoinPage, inverse: true },
  { name: 'WORKLIST', access: 'signedIn', title: hospitalEn.titles.worklist, Page: WorklistPage },
];

/** The route of the console's table matching the address, with its parameters, or null (not found). */
function useConsoleRoute(): { route: ConsoleRoute | null; params: Record<string, string> } {
  const [location] = useLocation();
  const { parser } = useRouter();
  for (const route of CONSOLE_ROUTES) {
    const [matches, params] = matchRoute(parser, CONSOLE_PATHS[route.name], location);
    if (matches) return { route, params: (params ?? {}) as Record<string, string> };
  }
  return { route: null, params: {} };
}

/** The address through the console's table: its guard, then the shell around the route's page. */
export function ConsoleRoutes() {
  const { route, params } = useConsoleRoute();
  const signedIn = useStaffSessionSelector(selectStaffSignedIn);
  if (route?.access === 'signedIn' && !signedIn) return <Redirect to={consolePath('STAFF_LOGIN')} replace />;
  if (route?.access === 'loggedOut' && signedIn) return <Redirect to={consolePath('WORKLIST')} replace />;
  return <ConsoleShell route={route} params={params} />;
}

function ConsoleShell({ route, params }: { route: ConsoleRoute | null; params: Record<string, string> }) {
  const [location] = useLocation();
  const session = useStaffSessionActor();
  const user = useStaffSessionSelector(selectStaffUser);
  const title = route?.title ?? t.titles.notFound;
  usePageEffects(location, title, `${title}${t.titleSuffix}`);
  const logOut = useCallback(() => session.send({ type: 'staff.logout' }), [session]);
  const Page = route?.Page ?? ConsoleNotFound;
  return (
    <div className={`${classes.page} ${route?.inverse ? classes.inverse : ''}`}>
      <ConsoleHeader
        title={title}
        staffName={route?.access === 'signedIn' ? (user?.name ?? null) : null}
        isAdmin={user?.group.type === 'hospitalAdmin'}
        onLogout={logOut}
      />
      <Box component="main" id="main" className={classes.main} key={location}>
        <Page params={params} />
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
