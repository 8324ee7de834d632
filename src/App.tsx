import { Container, MantineProvider, Text, Title } from '@mantine/core';

/** Placeholder shell until the routed screens land (issue 3). */
export function App() {
  return (
    <MantineProvider>
      <Container size="sm" py="xl">
        <Title order={1}>CareChoice</Title>
        <Text mt="md">Compare, shortlist and rank the care providers your hospital offers.</Text>
      </Container>
    </MantineProvider>
  );
}
