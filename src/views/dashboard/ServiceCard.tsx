import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'wouter';
import type { Service } from '../../contract/choice';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { choiceEn } from '../../i18n/en.choice';
import { pathFor } from '../../routePaths';
import { LevelOfCareIcon } from '../components/LevelOfCareIcon';
import { useLevelWords } from '../levelWords';

const text = choiceEn.dashboard;

/** One patient service: its level of care, how many options (or 'Completed'), and where to go next. */
export function ServiceCard({ service }: { service: Service }) {
  const level = findLevelOfCare(service.levelOfCare);
  const { levelName } = useLevelWords();
  const optionCount = service.latestOptionList?.options.length ?? 0;
  const href = service.complete
    ? pathFor('CHOICE_REVIEW', { serviceId: service.id })
    : pathFor('CHOICE_OPTION_LIST', { id: service.latestOptionList?.id ?? '' });
  // Without a list there is nothing to view: a disabled button, not a link. (A link with Mantine's `disabled` stayed a
  // link to screen readers and the keyboard, and axe judged its greyed-out words as text too faint to read.)
  const noList = !service.complete && !service.latestOptionList;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`service-${service.id}`}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={52} radius="md" variant="light" color={service.complete ? 'gray' : 'teal'}>
          <LevelOfCareIcon icon={level.icon} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text component="h2" fw={700} fz="lg" id={`service-${service.id}`}>
            {levelName(level)}
          </Text>
          {service.complete ? (
            <Badge color="teal" variant="light" size="lg" w="fit-content">
              {text.completed}
            </Badge>
          ) : (
            <Text c="dimmed">{text.options(optionCount)}</Text>
          )}
        </Stack>
      </Group>
      {noList ? (
        <Button mt="md" fullWidth disabled aria-describedby={`service-${service.id}`}>
          {text.viewOptions}
        </Button>
      ) : (
        <Button component={Link} href={href} mt="md" fullWidth variant={service.complete ? 'light' : 'filled'} aria-describedby={`service-${service.id}`}>
          {service.complete ? text.reviewChoices : text.viewOptions}
        </Button>
      )}
    </Card>
  );
}
