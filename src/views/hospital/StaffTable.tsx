import { Table } from '@mantine/core';
import type { StaffDirectory, StaffMember } from '../../contract/staff';
import { hospitalEn } from '../../i18n/en.hospital';
import { StaffMemberRow } from './StaffMemberRow';

const text = hospitalEn.staff;

/** The hospital's staff accounts, active ones first. Wider than a phone: it scrolls inside itself, never the page. */
export function StaffTable({ members, onChanged }: { members: readonly StaffMember[]; onChanged: (directory: StaffDirectory) => void }) {
  const columns = text.columns;
  return (
    // Focusable, so that a keyboard can scroll it sideways on a narrow screen (axe's scrollable-region-focusable).
    <Table.ScrollContainer minWidth={760} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': text.tableRegion } }}>
      <Table verticalSpacing="sm" aria-label={text.membersHeading}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns.name}</Table.Th>
            <Table.Th scope="col">{columns.email}</Table.Th>
            <Table.Th scope="col">{columns.role}</Table.Th>
            <Table.Th scope="col">{columns.status}</Table.Th>
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
