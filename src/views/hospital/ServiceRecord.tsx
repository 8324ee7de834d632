import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import type { PlannerPatient } from '../../contract/planner';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import { serviceStatusText, STATUS_COLORS } from './serviceStatusText';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.patient;

/**
 * One service: where it stands, the family's ranking once confirmed (with when), what they saved so far while
 * choosing, every option the hospital offered on the latest list (noting those the family is not shown, and why),
 * and those left off it with the reason given.
 */
export function ServiceRecord({ patientId, service }: { patientId: number; service: PlannerPatient['services'][number] }) {
  const clock = useConsoleClock();
  const list = service.optionLists.at(-1);
  const options = list?.options ?? [];
  const ranked = options.filter((option) => option.rank !== null).sort((a, b) => a.rank! - b.rank!);
  const saved = options.filter((option) => option.shortlisted);
  const name = findLevelOfCare(service.levelOfCare).name;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={4}>{name}</Title>
          <Group gap="sm">
            <Badge color={STATUS_COLORS[service.status.kind]} variant="light" size="lg">
              {serviceStatusText(service.status, clock)}
            </Badge>
            <Anchor component={Link} href={consolePath('SERVICE_LIST', { id: patientId, serviceId: service.id })} fw={600}>
              {list ? hospitalEn.lists.change : hospitalEn.lists.build}
            </Anchor>
          </Group>
        </Group>
        {list?.complete && ranked.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>
              {text.ranking}
              {list.completedAt !== null && (
                <Text span c="dimmed" fw={400}>
                  {' '}
                  · {text.confirmed(clock.moment(list.completedAt))}
                </Text>
              )}
            </Text>
            <List type="ordered" spacing={4}>
              {ranked.map((option) => (
                <List.Item key={option.providerId}>{option.providerName}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {!list?.complete && saved.length > 0 && (
          <Stack gap={4}>
            <Text fw={600}>{text.saved(saved.length)}</Text>
            <Text>{saved.map((option) => option.providerName).join(', ')}</Text>
          </Stack>
        )}
        <details>
          <summary>{text.offered(options.length)}</summary>
          <List spacing={2} mt="xs">
            {options.map((option) => (
              <List.Item key={option.providerId}>
                {option.providerName}
                {option.rank !== null && list?.complete ? ` (${text.rankedAs(option.rank)})` : ''}
                {option.hiddenFromFamily && (
                  <Text span size="sm" c="orange.9">
                    {' '}
                    · {text.hiddenFromFamily[option.hiddenFromFamily.reason](option.hiddenFromFamily.zip)}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </details>
        {list && list.removed.length > 0 && (
          <details>
            <summary>{text.removed(list.removed.length)}</summary>
            <List spacing={2} mt="xs">
              {list.removed.map((removal) => (
                <List.Item key={removal.providerId}>{text.removedBecause(removal.providerName, removal.reason, removal.removedBy)}</List.Item>
              ))}
            </List>
          </details>
        )}
      </Stack>
    </Paper>
  );
}
