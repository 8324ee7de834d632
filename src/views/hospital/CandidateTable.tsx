import { Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import type { Candidate } from '../../contract/plannerLists';
import { displayMiles } from '../../domain/distance';
import { NOT_RATED_TEXT, isRated } from '../../domain/ratings';
import { hospitalEn } from '../../i18n/en.hospital';
import type { ListDraft } from '../../machines/hospital/listDraft';

const text = hospitalEn.lists;

interface CandidateTableProps {
  /** The table's accessible name. */
  label: string;
  candidates: readonly Candidate[];
  draft: ListDraft;
  /** The level has an overall Medicare rating (skilled nursing, home health). */
  rated: boolean;
  /** Read-only, or while saving: no box can change. */
  disabled: boolean;
  onToggle: (providerId: number, checked: boolean) => void;
}

/**
 * Every candidate nearest first, each with a box: checked ones are offered. It scrolls inside itself, never the page
 * (issue 21), with its header kept in view.
 */
export function CandidateTable({ label, candidates, draft, rated, disabled, onToggle }: CandidateTableProps) {
  const chosen = new Set(draft.chosen);
  const columns = text.columns;
  return (
    <Table.ScrollContainer minWidth={760} maxHeight="min(60vh, 640px)" type="native">
      <Table stickyHeader verticalSpacing="xs" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{columns.offer}</Table.Th>
            <Table.Th scope="col">{columns.provider}</Table.Th>
            <Table.Th scope="col">{columns.city}</Table.Th>
            <Table.Th scope="col">{columns.distance}</Table.Th>
            {rated && <Table.Th scope="col">{columns.rating}</Table.Th>}
            <Table.Th scope="col">{columns.label}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((candidate) => {
            const reason = draft.reasons[String(candidate.providerId)];
            const checked = chosen.has(candidate.providerId);
            return (
              <Table.Tr key={candidate.providerId}>
                <Table.Td>
                  <Checkbox
                    size="md"
                    checked={checked}
                    disabled={disabled}
                    aria-label={text.offer(candidate.name)}
                    onChange={(event) => onToggle(candidate.providerId, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Th scope="row" fw={checked ? 600 : 400}>
                  {candidate.name}
                  {!checked && reason !== undefined && (
                    <Text size="sm" c="dimmed" fw={400}>
                      {text.leftOff(reason)}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  {candidate.city}, {candidate.state}
                </Table.Td>
                <Table.Td>
                  <Text span size="sm">
                    {text.distance(displayMiles(candidate.distanceMiles))}
                  </Text>
                  {!candidate.withinRadius && (
                    <Text size="xs" c="dimmed">
                      {text.outside}
                    </Text>
                  )}
                </Table.Td>
                {rated && <Table.Td>{isRated(candidate.overallRating) ? `${candidate.overallRating} / 5` : NOT_RATED_TEXT}</Table.Td>}
                <Table.Td>
                  <Group gap={4}>
                    {candidate.preferred && (
                      <Badge variant="light" color="teal">
                        {text.preferred}
                      </Badge>
                    )}
                    {candidate.affiliated && (
                      <Badge variant="light" color="blue">
                        {text.affiliated}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
