import { ActionIcon, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { choiceEn } from '../../i18n/en.choice';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { RankedList } from './RankedList';
import { useOfferedProviders, type ChoiceActor } from './useChoiceModel';

const text = choiceEn.rank;

/** CHOICE_OPTION_LIST_RANK: the saved providers; tapping one ranks it next. Only the last ranking can be undone. */
export function RankScreen({ actor }: { actor: ChoiceActor }) {
  const shortlist = useSelector(actor, (snapshot) => snapshot.context.shortlist);
  const rankings = useSelector(actor, (snapshot) => snapshot.context.rankings);
  const providers = useOfferedProviders(actor).filter((provider) => shortlist.includes(provider.id));
  const last = rankings.at(-1);
  return (
    <>
      <BreadcrumbBar left={{ label: text.back, onClick: () => actor.send({ type: 'flow.back' }) }} />
      {/* A screen high: the Continue bar below stays at the bottom of the window, not under a short list (issue 19). */}
      <Container size="lg" py="lg" pb={120} mih="100dvh">
        <Title order={2} mb="md">
          {rankings.length === 0 ? text.title : text.more}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {providers.map((provider) => {
            const rank = rankings.indexOf(provider.id) + 1;
            return (
              <Card key={provider.id} withBorder radius="lg" padding={0}>
                {rank > 0 ? (
                  <Group justify="space-between" p="md" wrap="nowrap">
                    <Group gap="sm" wrap="nowrap">
                      <Badge size="xl" radius="md" color="teal" miw={52} style={{ flexShrink: 0 }}>
                        {text.ranked(rank)}
                      </Badge>
                      <Text fw={700}>{provider.name}</Text>
                    </Group>
                    {provider.id === last && (
                      <ActionIcon variant="light" size={44} onClick={() => actor.send({ type: 'rank.undone' })} aria-label={text.undo(provider.name)}>
                        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
                          <path d="M9 14 4 9l5-5v3h6a6 6 0 0 1 0 12H9v-2h6a4 4 0 0 0 0-8H9v5z" fill="currentColor" />
                        </svg>
                      </ActionIcon>
                    )}
                  </Group>
                ) : (
                  <UnstyledButton p="md" onClick={() => actor.send({ type: 'rank.toggled', providerId: provider.id })} style={{ minHeight: 64 }}>
                    {/* Heard as 'Rank <name> <city>': the button's name holds the text it shows (WCAG 2.5.3). */}
                    <VisuallyHidden>{text.rankHidden}</VisuallyHidden>
                    <Text fw={700}>{provider.name}</Text>
                    <Text size="sm" c="dimmed">
                      {provider.city}, {provider.state}
                    </Text>
                  </UnstyledButton>
                )}
              </Card>
            );
          })}
        </SimpleGrid>
      </Container>
      <Paper withBorder shadow="md" radius={0} py="md" pos="sticky" bottom={0} style={{ zIndex: 50 }}>
        <Container size="lg">
          <Group justify="flex-end">
            <Button size="lg" disabled={rankings.length === 0} onClick={() => actor.send({ type: 'flow.continued' })}>
              {text.continue}
            </Button>
          </Group>
        </Container>
      </Paper>
    </>
  );
}

export function ConfirmScreen({ actor }: { actor: ChoiceActor }) {
  const rankings = useSelector(actor, (snapshot) => snapshot.context.rankings);
  const byId = new Map(useOfferedProviders(actor).map((provider) => [provider.id, provider]));
  return (
    <>
      <BreadcrumbBar
        size="sm"
        title={choiceEn.confirm.title}
        left={{ label: choiceEn.confirm.back, onClick: () => actor.send({ type: 'flow.back' }) }}
        right={{ label: choiceEn.confirm.confirm, type: 'check', active: true, onClick: () => actor.send({ type: 'choices.confirmed' }) }}
      />
      <Container size="sm" py="lg">
        <Stack gap="md">
          <Title order={2}>{choiceEn.confirm.title}</Title>
          <Text>{choiceEn.confirm.intro}</Text>
          <RankedList rankings={rankings} providers={byId} />
        </Stack>
      </Container>
    </>
  );
}
