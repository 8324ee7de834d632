import { List, Stack, Text, Title } from '@mantine/core';
import type { PlannerPatient } from '../../contract/planner';
import { hospitalEn } from '../../i18n/en.hospital';
import { actorText } from './activityText';
import { formatDay } from './serviceStatusText';

const text = hospitalEn.patient;

/** Who claimed the patient, and every invite sent with where it stands (used, revoked, expired or open). */
export function PatientFamily({ patient }: { patient: PlannerPatient }) {
  const now = Date.now() / 1000;
  const claimedBy = patient.claimedBy ? actorText({ ...patient.claimedBy, group: 'patientChoice' }) : null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="family-heading">
      <Title order={3} id="family-heading">
        {text.family}
      </Title>
      <Text>{claimedBy && patient.claimedAt !== null ? text.claimedBy(claimedBy, formatDay(patient.claimedAt)) : text.notClaimed}</Text>
      <Title order={4}>{text.invites}</Title>
      {patient.invites.length === 0 ? (
        <Text>{text.noInvites}</Text>
      ) : (
        <List spacing="xs">
          {[...patient.invites].reverse().map((invite) => (
            <List.Item key={invite.id}>
              {text.inviteSent(invite.email, formatDay(invite.createdAt))}:{' '}
              {invite.usedAt !== null
                ? text.inviteUsed(formatDay(invite.usedAt))
                : invite.revokedAt !== null
                  ? text.inviteRevoked(formatDay(invite.revokedAt))
                  : invite.expiresAt < now
                    ? text.inviteExpired(formatDay(invite.expiresAt))
                    : text.inviteOpen(formatDay(invite.expiresAt))}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
