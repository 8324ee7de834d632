import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Provider } from '../../contract/choice';
import { shownName } from '../../domain/providerName';
import { choiceEn } from '../../i18n/en.choice';

/** The ranked providers as an ordered list of '#n Name' cards (confirm and review). */
export function RankedList({ rankings, providers }: { rankings: number[]; providers: Map<number, Provider> }) {
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rankings.map((id, index) => (
        <Card component="li" key={id} withBorder radius="lg">
          <Group gap="sm" wrap="nowrap">
            <Badge size="xl" radius="md" color="teal" miw={52} style={{ flexShrink: 0 }}>
              {choiceEn.rank.ranked(index + 1)}
            </Badge>
            <Text fw={700}>{providers.has(id) ? shownName(providers.get(id)!) : `#${id}`}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
