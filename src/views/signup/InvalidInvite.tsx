import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { signupEn } from '../../i18n/en.signup';
import { CenteredCard } from '../shell/CenteredCard';
import { Logo } from '../shell/Logo';
import { pathFor } from '../../routePaths';

/** GO_CHOICE with a bad, used or expired code. Full screen, so it carries the page's h1 itself. */
export function InvalidInvite() {
  return (
    <CenteredCard>
      <Stack gap="md" align="flex-start">
        <Logo />
        <Title order={1} fz="h2" id="page-title" tabIndex={-1}>
          {signupEn.invite.invalidHeading}
        </Title>
        <Text>{signupEn.invite.invalidText}</Text>
        <Anchor component={Link} href={pathFor('LOGIN')} fw={600}>
          {signupEn.invite.login}
        </Anchor>
      </Stack>
    </CenteredCard>
  );
}
