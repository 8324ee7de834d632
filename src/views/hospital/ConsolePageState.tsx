import { Alert, Button, Container, Stack } from '@mantine/core';
import { hospitalEn } from '../../i18n/en.hospital';
import { ConsoleBackLink } from './ConsoleBackLink';

interface ConsolePageStateProps {
  /** What kept the record from showing: the server has none by that id, or the load did not work. */
  status: 'notFound' | 'failed';
  back: { href: string; label: string };
  titles: { notFound: string; loadFailed: string };
  onRetry: () => void;
}

/**
 * A console record page (a patient, a service's list) that has nothing to show: the way back, and why, with a
 * retry when the load failed (a record that is not there will not appear by asking again).
 */
export function ConsolePageState({ status, back, titles, onRetry }: ConsolePageStateProps) {
  const notFound = status === 'notFound';
  return (
    <Container size="lg" py="lg">
      <Stack gap="md" align="flex-start">
        <ConsoleBackLink {...back} />
        <Alert color={notFound ? 'yellow' : 'red'} role="alert" title={notFound ? titles.notFound : titles.loadFailed} w="100%">
          {!notFound && (
            <Button variant="light" color="red" onClick={onRetry}>
              {hospitalEn.worklist.retry}
            </Button>
          )}
        </Alert>
      </Stack>
    </Container>
  );
}
