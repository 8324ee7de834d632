import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { CenteredCard } from '../shell/CenteredCard';
import { pathFor } from '../../routePaths';

/** SIGN_UP: accounts are invite-only, so the public sign-up page explains that and points to login and reset. */
export function SignUpPage() {
  return (
    <CenteredCard>
      <Stack gap="md">
        <Title order={2}>{t.signUp.heading}</Title>
        <Text>{t.signUp.text}</Text>
        <Anchor component={Link} href={pathFor('LOGIN')} fw={600}>
          {t.signUp.login}
        </Anchor>
        <Anchor component={Link} href={pathFor('FORGOT_PASSWORD')} fw={600}>
          {t.signUp.forgot}
        </Anchor>
      </Stack>
    </CenteredCard>
  );
}
