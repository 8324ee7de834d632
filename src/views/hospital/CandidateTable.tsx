import { Badge, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { Candidate } from '../../contract/plannerLists';
import { displayMiles } from '../../domain/distance';
import { NOT_RATED_TEXT, isRated } from '../../domain/ratings';
import { cityAndState } from '../../domain/providerName';
import { hospitalEn } from '../../i18n/en.hospital';
import type { ListDraft } from '../../machines/hospital/listDraft';
import { PHONE_ROW, PHONE_TABLE, usePhoneLayout } from './usePhoneLayout';

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
 * Every candidate nearest first, each with a box: checked ones are offered. It scrolls inside itself, never the page,
 * with its header kept in view. On a phone the place, distance, rating and labels share one column, so it fits.
 */
export function CandidateTable({ label, candidates, draft, rated, disabled, onToggle }: CandidateTableProps) {
  const narrow = usePhoneLayout();
  const chosen = new Set(draft.chosen);
  const columns = text.columns;
  return (
    <Table.ScrollContainer minWidth={narrow ? 0 : 760} maxHeight="min(60vh, 640px)" type="native">
      <Table stickyHeader verticalSpacing="xs" {...(narrow && PHONE_TABLE)} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={narrow ? 60 : undefined}>
              {columns.offer}
            </Table.Th>
            <Table.Th scope="col" w={narrow ? '45%' : undefined}>
              {columns.provider}
            </Table.Th>
            {narrow ? (
              <Table.Th scope="col">{columns.details}</Table.Th>
            ) : (
              <>
                <Table.Th scope="col">{columns.city}</Table.Th>
                <Table.Th scope="col">{columns.distance}</Table.Th>
                {rated && <Table.Th scope="col">{columns.rating}</Table.Th>}
                <Table.Th scope="col">{columns.label}</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {candidates.map((candidate) => {
            const reason = draft.reasons[String(candidate.providerId)];
            const checked = chosen.has(candidate.providerId);
            return (
              <Table.Tr key={candidate.providerId} style={narrow ? PHONE_ROW : undefined}>
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
                {narrow ? (
                  // The columns a phone drops, in one cell; the row header stays the name.
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <Text size="sm">
                        {cityAndState(candidate)} · {text.distance(displayMiles(candidate.distanceMiles))}
                      </Text>
                      <Outside candidate={candidate} />
                      {rated && <Text size="sm">{text.ratingOf(ratingOf(candidate))}</Text>}
                      <Labels candidate={candidate} />
                    </Stack>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td>{cityAndState(candidate)}</Table.Td>
                    <Table.Td>
                      <Text span size="sm">
                        {text.distance(displayMiles(candidate.distanceMiles))}
                      </Text>
                      <Outside candidate={candidate} />
                    </Table.Td>
                    {rated && <Table.Td>{ratingOf(candidate)}</Table.Td>}
                    <Table.Td>
                      <Labels candidate={candidate} />
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const ratingOf = (candidate: Candidate) => (isRated(candidate.overallRating) ? `${candidate.overallRating} / 5` : NOT_RATED_TEXT);

function Outside({ candidate }: { candidate: Candidate }) {
  if (candidate.withinRadius) return null;
  return (
    <Text size="xs" c="dimmed">
      {text.outside}
    </Text>
  );
}

function Labels({ candidate }: { candidate: Candidate }) {
  return (
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
  );
}
