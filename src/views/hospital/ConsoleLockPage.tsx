import { Box, Button, Divider, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../i18n/en';
import { WRAPPING_BUTTON } from '../components/wrappingButton';
import { CenteredCard } from '../shell/CenteredCard';
import { Footer } from '../shell/Footer';
import classes from '../shell/Shell.module.css';
import { usePageEffects } from '../shell/usePageEffects';
import { ConsoleHeader } from './ConsoleHeader';

const noLogout = () => {};

interface ConsoleLockPageProps {
  title: string;
  heading: string;
  intro: string;
  /** The way to the family's side: its address and words. */
  family: { href: string; label: string };
  /** The staff's form that unlocks the console. */
  children: ReactNode;
}

/**
 * What every console address shows while the device is handed to families: a kiosk or a guided
 * session. What it is, the way to the family's side, and the staff's form to take the console back. The
 * shell of the sign-in pages (the console's header without items, the dark centred body).
 */
export function ConsoleLockPage({ title, heading, intro, family, children }: ConsoleLockPageProps) {
  const [location] = useLocation();
  usePageEffects(location, title, `${title}${t.titleSuffix}`);
  return (
    <div className={`${classes.page} ${classes.inverse}`}>
      <ConsoleHeader title={title} staffName={null} isAdmin={false} onLogout={noLogout} />
      <Box component="main" id="main" className={classes.main}>
        <CenteredCard>
          <Stack gap="md">
            <Title order={2}>{heading}</Title>
            <Text>{intro}</Text>
            {/* The family app is another page load: the console's router does not know its addresses. */}
            <Button component="a" href={family.href} size="lg" fullWidth styles={WRAPPING_BUTTON}>
              {family.label}
            </Button>
            <Divider my="xs" />
            {children}
          </Stack>
        </CenteredCard>
      </Box>
      <Footer outsideApp />
    </div>
  );
}
