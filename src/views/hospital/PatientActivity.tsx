import { List, Stack, Text, Title } from '@mantine/core';
import type { AuditEvent, PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { activitySentence } from './activityText';

const text = hospitalEn.patient;

/** The patient's audit trail in plain words, newest first. */
export function PatientActivity({ patient, activity }: { patient: PlannerPatient; activity: AuditEvent[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="activity-heading">
      <Title order={3} id="activity-heading">
        {text.activity}
      </Title>
      {activity.length === 0 ? (
        <Text>{text.noActivity}</Text>
      ) : (
        <List spacing="xs">
          {[...activity].reverse().map((event, index) => (
            <List.Item key={`${event.at}-${index}`}>{activitySentence(event, patient)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
