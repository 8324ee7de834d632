import { Alert, Button, Container, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import type { StaffDirectory } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { selectStaffDirectory, selectStaffDirectoryBusy, selectStaffDirectoryFailed } from '../../machines/hospital/staffDirectorySelectors';
import { selectStaffUser } from '../../machines/hospital/staffSessionSelectors';
import { KioskListSection } from './KioskListSection';
import { StaffInviteForm } from './StaffInviteForm';
import { StaffInviteItem } from './StaffInviteItem';
import { StaffTable } from './StaffTable';
import { useStaffDirectoryActor, useStaffDirectorySelector, useStaffSessionSelector } from './staffActors';

const text = hospitalEn.staff;

/**
 * `/hospital/staff` (the hospital's admins): invite a staff member, see the accounts and the open
 * invitations, deactivate an account, send an invitation again or revoke it, and revoke a kiosk (the
 * devices that are kiosks of the hospital are access too). A planner who finds the address is told
 * who can help, and nothing is asked of the server.
 */
export function StaffPage() {
  const isAdmin = useStaffSessionSelector(selectStaffUser)?.group.type === 'hospitalAdmin';
  return <Container size="lg" py="lg">{isAdmin ? <StaffDirectoryView /> : <Alert color="blue">{text.adminsOnly}</Alert>}</Container>;
}

function StaffDirectoryView() {
  const staff = useStaffDirectoryActor();
  const directory = useStaffDirectorySelector(selectStaffDirectory);
  const busy = useStaffDirectorySelector(selectStaffDirectoryBusy);
  const failed = useStaffDirectorySelector(selectStaffDirectoryFailed);
  useEffect(() => staff.send({ type: 'resource.entered' }), [staff]);
  const changed = useCallback((next: StaffDirectory) => staff.send({ type: 'resource.changed', value: next }), [staff]);
  const now = Math.floor(Date.now() / 1000);
  return (
    <Stack gap="xl">
      <StaffInviteForm onInvited={changed} />
      {failed && (
        <Alert color="red" title={text.loadFailed} role="alert">
          <Button variant="light" color="red" onClick={() => staff.send({ type: 'resource.retried' })}>
            {hospitalEn.worklist.retry}
          </Button>
        </Alert>
      )}
      {!directory && busy && <Loader aria-label={hospitalEn.worklist.updating} />}
      {directory && (
        <>
          <Stack gap="sm" component="section" aria-labelledby="staff-invites-heading">
            <Title order={2} size="h3" id="staff-invites-heading">
              {text.invitesHeading}
            </Title>
            {directory.invites.length === 0 ? (
              <Text c="dimmed">{text.noInvites}</Text>
            ) : (
              // Each item as wide as the list, so that its buttons sit at the right.
              <List listStyleType="none" spacing="md" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
                {directory.invites.map((invite) => (
                  <StaffInviteItem key={invite.id} invite={invite} now={now} onChanged={changed} />
                ))}
              </List>
            )}
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="staff-members-heading">
            <Title order={2} size="h3" id="staff-members-heading">
              {text.membersHeading}
            </Title>
            <StaffTable members={directory.members} onChanged={changed} />
          </Stack>
        </>
      )}
      <KioskListSection />
    </Stack>
  );
}
