import { Table } from '@mantine/core';
import type { StaffDirectory, StaffMember } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { StaffMemberRow } from './StaffMemberRow';

const text = hospitalEn.staff;

/**
 * The hospital's staff accounts, active ones first. Below 832 px (a phone, the lounge tablet) each account's e-mail,
 * role and status go above its action instead of in columns of their own, so the table fits the screen.
 */
export function StaffTable({ members, onChanged }: { members: readonly StaffMember[]; onChanged: (directory: StaffDirectory) => void }) {
  const columns = text.columns;
  return (
    // Focusable, so that a keyboard can scroll it should it ever be wider than its box (axe's scrollable-region-focusable).
    <Table.ScrollContainer minWidth={0} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': text.tableRegion } }}>
      <Table verticalSpacing="sm" aria-label={text.membersHeading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns.name}</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.email}
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.role}
            </Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {columns.status}
            </Table.Th>
            <Table.Th scope="col">{columns.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <StaffMemberRow key={member.id} member={member} onChanged={onChanged} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
