import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { actorText } from './activityText';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.patient;

/** Who claimed the patient; below it the invites (`children`: their own flow, PatientInvites). */
export function PatientFamily({ patient, children }: { patient: PlannerPatient; children?: ReactNode }) {
  const clock = useConsoleClock();
  const claimedBy = patient.claimedBy ? actorText({ ...patient.claimedBy, group: 'patientChoice' }) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="family-heading">
      <Title order={3} id="family-heading">
        {text.family}
      </Title>
      <Text>{claimedBy && patient.claimedAt !== null ? text.claimedBy(claimedBy, clock.day(patient.claimedAt)) : text.notClaimed}</Text>
      {children}
    </Stack>
  );
}
