import { Alert, Button, Container, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { MAX_SEARCH_LENGTH } from '../../contract/limits';
import { consolePath } from '../../machines/hospital/consolePaths';
import { hospitalEn } from '../../i18n/en.hospital';
import { selectWorklist, selectWorklistBusy, selectWorklistFailed, selectWorklistQuery } from '../../machines/hospital/worklistSelectors';
import { tooLongField } from '../forms/validators';
import { KioskStartButton } from './KioskStartButton';
import { ResultsPaging } from './ResultsPaging';
import { useWorklistActor, useWorklistSelector } from './staffActors';
import { WorklistTable } from './WorklistTable';

/**
 * `/hospital`: the hospital's patients, newest first, a page at a time, searched by name as the planner types. The
 * list on screen stays while the next one loads; a failure says so and offers to try again. Beside New Patient:
 * 'Use this device as a kiosk', for any staff member (every login starts here).
 */
export function WorklistPage() {
  const worklist = useWorklistActor();
  const answer = useWorklistSelector(selectWorklist);
  const busy = useWorklistSelector(selectWorklistBusy);
  const failed = useWorklistSelector(selectWorklistFailed);
  const query = useWorklistSelector(selectWorklistQuery);
  useEffect(() => worklist.send({ type: 'worklist.entered' }), [worklist]);
  const text = hospitalEn.worklist;
  // Longer than the server takes: the box keeps it and says why (the search sent, trimmed, is refused: that is no failure to load).
  const tooLong = tooLongField(text.search, MAX_SEARCH_LENGTH)(query.trim());
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="md">
          <TextInput
            label={text.search}
            description={text.searchHint}
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => worklist.send({ type: 'worklist.searched', query: event.currentTarget.value })}
            error={tooLong}
            w={480}
            maw="100%"
          />
          <Group gap="sm">
            <Button component={Link} href={consolePath('NEW_PATIENT')}>
              {text.newPatient}
            </Button>
            <KioskStartButton />
          </Group>
        </Group>
        {failed && !tooLong && (
          <Alert color="red" title={text.loadFailed} role="alert">
            <Button variant="light" color="red" onClick={() => worklist.send({ type: 'worklist.retried' })}>
              {text.retry}
            </Button>
          </Alert>
        )}
        <ResultsPaging answer={answer} rows={answer?.patients.length ?? 0} busy={busy} text={text} onPage={(page) => worklist.send({ type: 'worklist.paged', page })}>
          {answer && answer.patients.length > 0 && <WorklistTable patients={answer.patients} />}
          {answer && answer.total === 0 && <Text>{answer.patients.length === 0 && query.trim() ? text.noMatch(query.trim()) : text.none}</Text>}
        </ResultsPaging>
      </Stack>
    </Container>
  );
}
