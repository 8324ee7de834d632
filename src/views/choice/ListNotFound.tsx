import { Alert, Button, Container } from '@mantine/core';
import { Link } from 'wouter';
import { choiceEn } from '../../i18n/en.choice';
import { pathFor } from '../../routePaths';

/** A list the server does not know, or an address that names no list: trying again cannot help. */
export function ListNotFound() {
  return (
    <Container size="sm" py="xl">
      <Alert color="orange" role="alert" title={choiceEn.list.notFound}>
        <Button mt="sm" component={Link} href={pathFor('DASHBOARD')}>
          {choiceEn.list.toServices}
        </Button>
      </Alert>
    </Container>
  );
}
