import { Box, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'wouter';
import { t } from '../../i18n/en';
import { hospitalEn } from '../../i18n/en.hospital';
import { pathFor } from '../../routePaths';
import { CenteredCard } from '../shell/CenteredCard';
import { Footer } from '../shell/Footer';
import classes from '../shell/Shell.module.css';
import { usePageEffects } from '../shell/usePageEffects';
import { ConsoleHeader } from './ConsoleHeader';
import { KioskReleaseForm, type KioskReleaseFormProps } from './KioskReleaseForm';

const text = hospitalEn.kiosk;
const noLogout = () => {};

/**
 * What every console address shows on a kiosk: whose kiosk it is, the way to the family login, and the staff's form
 * to turn it off. The shell of the sign-in pages (the console's header without items, the dark centred body).
 */
export function KioskLockPage({ hospitalName, ...release }: { hospitalName: string } & Omit<KioskReleaseFormProps, 'hospitalName'>) {
  const [location] = useLocation();
  const title = hospitalEn.titles.kiosk;
  usePageEffects(location, title, `${title}${t.titleSuffix}`);
  return (
    <div className={`${classes.page} ${classes.inverse}`}>
      <ConsoleHeader title={title} staffName={null} isAdmin={false} onLogout={noLogout} />
      <Box component="main" id="main" className={classes.main}>
        <CenteredCard>
          <Stack gap="md">
            <Title order={2}>{text.heading}</Title>
            <Text>{text.intro(hospitalName)}</Text>
            {/* The family app is another page load: the console's router does not know its addresses. */}
            <Button component="a" href={pathFor('LOGIN')} size="lg" fullWidth>
              {text.familyLogin}
            </Button>
            <Divider my="xs" />
            <KioskReleaseForm hospitalName={hospitalName} {...release} />
          </Stack>
        </CenteredCard>
      </Box>
      <Footer outsideApp />
    </div>
  );
}
