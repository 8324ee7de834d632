import { Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { StaffDirectory, StaffMember } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { deactivateStaffLogic } from '../../machines/hospital/staffForms';
import { showToast } from '../shell/toast';
import { useConsoleClock } from './consoleClock';
import { useRequest } from '../forms/useRequest';

const text = hospitalEn.staff;

/**
 * One staff account: name, e-mail, role, since when active (or when deactivated), and 'Deactivate' after a
 * confirmation in place, whose safe answer has the focus. Nobody deactivates themselves.
 */
export function StaffMemberRow({ member, onChanged }: { member: StaffMember; onChanged: (directory: StaffDirectory) => void }) {
  const clock = useConsoleClock();
  const [state, send] = useRequest(deactivateStaffLogic, (output) => {
    showToast({ type: 'success', ...text.deactivated(member.name) });
    onChanged(output);
  });
  // Asking before a change that logs a colleague out is the row's own moment, not a step of any flow.
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const busy = state.hasTag('busy');
  const active = member.deactivatedAt === null;
  const status = active ? text.activeSince(clock.day(member.createdAt)) : text.deactivatedOn(clock.day(member.deactivatedAt!));
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={600}>
          <Group gap={6}>
            {member.name}
            {member.isYou && (
              <Badge variant="light" color="gray">
                {text.you}
              </Badge>
            )}
          </Group>
        </Table.Th>
        <Table.Td visibleFrom="md">{member.email}</Table.Td>
        <Table.Td visibleFrom="md">{text.roles[member.role]}</Table.Td>
        <Table.Td visibleFrom="md" c={active ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
          {status}
        </Table.Td>
        <Table.Td>
          {/* The columns a narrow screen drops, above the action; the row header stays the name. */}
          <Text size="sm" c={active ? undefined : 'dimmed'} mb={active && !member.isYou ? 6 : 0} hiddenFrom="md" style={{ overflowWrap: 'anywhere' }}>
            {[member.email, text.roles[member.role], status].join(' · ')}
          </Text>
          {active && !member.isYou && (
            <Button variant="light" color="red" disabled={confirming} onClick={() => setConfirming(true)} aria-label={text.deactivateLabel(member.name)}>
              {text.deactivate}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
      {/* The question on a row of its own under the account's, as wide as the table. */}
      {confirming && (
        <Table.Tr>
          <Table.Td colSpan={5}>
            <Paper withBorder p="sm" radius="md" role="group" aria-label={text.deactivateLabel(member.name)}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{text.confirmDeactivate(member.name)}</Text>
                <Group gap="xs">
                  <Button color="red" loading={busy} onClick={() => send({ type: 'form.submitted', values: member.id })}>
                    {text.confirmYes}
                  </Button>
                  <Button variant="default" ref={keep} disabled={busy} onClick={() => setConfirming(false)}>
                    {text.confirmNo}
                  </Button>
                </Group>
              </Group>
              {state.matches('failed') && (
                <Text size="sm" c="red.8" role="alert" mt="xs">
                  {text.deactivateFailed}
                </Text>
              )}
            </Paper>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
