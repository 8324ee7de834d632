import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import classes from './Shell.module.css';
import { pathFor } from '../../routePaths';

export function Footer() {
  return (
    <Box component="footer" className={classes.footer}>
      <Group justify="space-between" className={classes.footerInner} gap="xs">
        <Text size="sm" className={classes.footerText}>
          {t.shell.poweredBy} © {new Date().getFullYear()}
        </Text>
        <Group gap="md">
          <Anchor component={Link} href={pathFor('TERMS_OF_SERVICE')} size="sm">
            {t.shell.terms}
          </Anchor>
          <Anchor component={Link} href={pathFor('PRIVACY_POLICY')} size="sm">
            {t.shell.privacy}
          </Anchor>
        </Group>
      </Group>
    </Box>
  );
}
