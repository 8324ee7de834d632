import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import type { AuditEvent, PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { activitySentence } from './activityText';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.patient;

interface PatientActivityProps {
  patient: PlannerPatient;
  /** The trail as far back as it has been read, oldest first. */
  activity: AuditEvent[];
  /** Whether earlier entries may be read ('available'), are being read, failed to be, or there are none. */
  earlier: 'none' | 'available' | 'loading' | 'failed';
  onEarlier: () => void;
}

/** The patient's audit trail in plain words, newest first, read a page at a time from the newest. */
export function PatientActivity({ patient, activity, earlier, onEarlier }: PatientActivityProps) {
  const clock = useConsoleClock();
  return (
    <Stack gap="sm" component="section" aria-labelledby="activity-heading">
      <Title order={3} id="activity-heading">
        {text.activity}
      </Title>
      {activity.length === 0 ? (
        <Text>{text.noActivity}</Text>
      ) : (
        <List spacing="xs">
          {[...activity].reverse().map((event) => (
            <List.Item key={event.id}>{activitySentence(event, patient, clock)}</List.Item>
          ))}
        </List>
      )}
      {earlier === 'failed' && (
        <Alert color="red" role="alert">
          {text.earlierActivityFailed}
        </Alert>
      )}
      {earlier !== 'none' && (
        <Button variant="default" onClick={onEarlier} loading={earlier === 'loading'} style={{ alignSelf: 'flex-start' }}>
          {text.earlierActivity}
        </Button>
      )}
    </Stack>
  );
}
