import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import classes from './Shell.module.css';
import { pathFor } from '../../routePaths';
import { LanguageAssistanceLink } from './LanguageAssistanceLink';

/**
 * `outsideApp`: the footer of a page outside the family app's router (the hospital console), whose links load the
 * family app's pages afresh. `kiosk`: the device is a kiosk, and staff find the way to turn it off here (the console's
 * own page, loaded afresh).
 */
export function Footer({ outsideApp = false, kiosk = false }: { outsideApp?: boolean; kiosk?: boolean }) {
  const router = outsideApp ? {} : { component: Link };
  return (
    <Box component="footer" className={classes.footer}>
      <Group justify="space-between" className={classes.footerInner} gap="xs">
        <Text size="sm" className={classes.footerText}>
          {t.shell.poweredBy} © {new Date().getFullYear()}
        </Text>
        <Group gap="md">
          <Anchor {...router} href={pathFor('TERMS_OF_SERVICE')} size="sm">
            {t.shell.terms}
          </Anchor>
          <Anchor {...router} href={pathFor('PRIVACY_POLICY')} size="sm">
            {t.shell.privacy}
          </Anchor>
          {/* Outside the app (the console) there is no family, and no app actors to ask for their hospital. */}
          {!outsideApp && <LanguageAssistanceLink />}
          {kiosk && (
            <Anchor href="/hospital" size="sm">
              {t.shell.turnOffKiosk}
            </Anchor>
          )}
        </Group>
      </Group>
    </Box>
  );
}
