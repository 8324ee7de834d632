import { Alert, Button, Container } from '@mantine/core';
import { choiceEn } from '../../i18n/en.choice';

/** A load that did not work (network, server error) and may work if tried again: the list's, or one provider's. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" role="alert" title={title}>
        <Button mt="sm" onClick={onRetry}>
          {choiceEn.list.retry}
        </Button>
      </Alert>
    </Container>
  );
}
