import { Button, Group, List, Stack, Text } from '@mantine/core';
import type { PendingStaffInvite, StaffDirectory } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { revokeStaffInviteLogic, staffInviteLogic } from '../../machines/hospital/staffForms';
import { showToast } from '../shell/toast';
import { useConsoleClock } from './consoleClock';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.staff;

/** Sent again too often (3 an hour to one address): the server's words, which say how long to wait; else ours. */
const sendAgainFailure = (failure: { code: string; message: string } | null) => (failure?.code === 'TooManyAttempts' ? failure.message : text.sendAgainFailed);

/**
 * An open invitation: to whom, as what, sent when and by whom, until when its link works. 'Send again' e-mails a
 * fresh link (the old one stops working; an expired one comes back to life); 'Revoke' ends it.
 */
export function StaffInviteItem({ invite, now, onChanged }: { invite: PendingStaffInvite; now: number; onChanged: (directory: StaffDirectory) => void }) {
  const clock = useConsoleClock();
  const [resend, sendResend] = useRequest(staffInviteLogic, (output) => {
    showToast({ type: 'success', ...text.sent(invite.email) });
    onChanged(output);
  });
  const [revoke, sendRevoke] = useRequest(revokeStaffInviteLogic, (output) => {
    showToast({ type: 'success', ...text.revoked(invite.email) });
    onChanged(output);
  });
  const busy = resend.hasTag('busy') || revoke.hasTag('busy');
  const expires = clock.day(invite.expiresAt);
  return (
    <List.Item>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text fw={600}>
              {invite.name}{' '}
              <Text span c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                ({invite.email})
              </Text>
            </Text>
            <Text size="sm">
              {text.roles[invite.role]} · {text.invitedBy(clock.day(invite.createdAt), invite.invitedBy)} · {invite.expiresAt > now ? text.worksUntil(expires) : text.expired(expires)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="light"
              disabled={busy}
              loading={resend.hasTag('busy')}
              aria-label={text.sendAgainLabel(invite.email)}
              onClick={() => sendResend({ type: 'form.submitted', values: { firstName: invite.firstName, lastName: invite.lastName, email: invite.email, role: invite.role } })}
            >
              {text.sendAgain}
            </Button>
            <Button variant="light" color="red" disabled={busy} loading={revoke.hasTag('busy')} aria-label={text.revokeLabel(invite.email)} onClick={() => sendRevoke({ type: 'form.submitted', values: invite.id })}>
              {text.revoke}
            </Button>
          </Group>
        </Group>
        {(resend.matches('failed') || revoke.matches('failed')) && (
          <Text size="sm" c="red.8" role="alert">
            {resend.matches('failed') ? sendAgainFailure(resend.context.failure) : text.revokeFailed}
          </Text>
        )}
      </Stack>
    </List.Item>
  );
}
