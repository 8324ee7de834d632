import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The white card the inverse-style pages (login, sign up, reset, the choice start) sit in. */
export function CenteredCard({ children }: { children: ReactNode }) {
  return (
    <Container size={480} px="md" py={{ base: 'lg', sm: 48 }}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="md" withBorder>
        {children}
      </Paper>
    </Container>
  );
}
