import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { signupEn } from '../../i18n/en.signup';
import { CenteredCard } from '../shell/CenteredCard';
import { Logo } from '../shell/Logo';
import { pathFor } from '../../routePaths';

/** An e-mail address, on its own line, wraps after its @ on a narrow phone rather than in the middle of a word. */
const breakable = (email: string) =>
  email.split(/(?<=@)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));

/**
 * GO_CHOICE opened while logged in: says which account is logged in and that the invite is for
 * another patient, and offers to log out and continue with it, or to stay. Full screen, so it carries the h1.
 */
export function OtherInvite({ email, onLogOut }: { email: string; onLogOut: () => void }) {
  return (
    <CenteredCard>
      <Stack gap="md" align="stretch">
        <Logo />
        <Title order={1} fz="h2" id="page-title" tabIndex={-1} textWrap="balance">
          {signupEn.otherInvite.heading}
        </Title>
        <Text>
          {signupEn.otherInvite.signedInAs}
          <Text span display="block" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {breakable(email)}
          </Text>
        </Text>
        <Text>{signupEn.otherInvite.explanation}</Text>
        <Group gap="sm" mt="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button size="md" onClick={onLogOut}>
            {signupEn.otherInvite.logOut}
          </Button>
          <Button size="md" variant="default" component={Link} href={pathFor('DASHBOARD')}>
            {signupEn.otherInvite.stay}
          </Button>
        </Group>
      </Stack>
    </CenteredCard>
  );
}
