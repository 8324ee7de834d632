import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n/en';
import { selectIsLoggedIn } from '../../machines/session/sessionSelectors';
import { useSessionSelector } from '../shell/appActors';
import { pathFor } from '../../routePaths';

/** Any unknown address: 'Oops!', and Continue to the dashboard when signed in, else to login. */
export function NotFoundPage() {
  const signedIn = useSessionSelector(selectIsLoggedIn);
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="lg">
        <Title order={2}>{t.notFound.heading}</Title>
        <Text size="lg">{t.notFound.text}</Text>
        <Button component={Link} href={signedIn ? pathFor('DASHBOARD') : pathFor('LOGIN')} size="lg">
          {t.notFound.continue}
        </Button>
      </Stack>
    </Container>
  );
}
