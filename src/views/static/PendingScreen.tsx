import { Container, Text } from '@mantine/core';

/**
 * Stand-in for the screens of later issues (sign-up flow, dashboard, choice flow): the shell already gives the
 * route its title; this says what will be here.
 */
export function PendingScreen() {
  return (
    <Container size="sm" py="xl">
      <Text c="dimmed">This screen is being built.</Text>
    </Container>
  );
}
