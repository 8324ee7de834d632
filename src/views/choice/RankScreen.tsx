import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { Provider } from '../../contract/choice';
import { choiceEn } from '../../i18n/en.choice';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { RankCard } from './RankCard';
import { RankedList } from './RankedList';
import classes from './RankScreen.module.css';
import type { ChoiceSend } from './useChoiceModel';

const text = choiceEn.rank;

interface RankScreenProps {
  /** The saved providers, in the order the list offers them. */
  providers: Provider[];
  rankings: number[];
  canContinue: boolean;
  send: ChoiceSend;
}

/**
 * CHOICE_OPTION_LIST_RANK: the saved providers, the ranked ones first in rank order; tapping one ranks it next. Only
 * the last ranking can be undone. The focus follows the ranking: to the next unranked card after
 * one is ranked (its button is gone), to the card itself after an undo; a skip link leads to Continue.
 */
export function RankScreen({ providers, rankings, canContinue, send }: RankScreenProps) {
  const ranked = rankings.flatMap((id) => providers.filter((provider) => provider.id === id));
  const unranked = providers.filter((provider) => !rankings.includes(provider.id));
  const last = rankings.at(-1);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const continueButton = useRef<HTMLButtonElement>(null);
  useFocusFollowsRanking(rankings, providers.map((provider) => provider.id), buttons.current);
  return (
    <>
      <BreadcrumbBar left={{ label: text.back, onClick: () => send({ type: 'flow.back' }) }} />
      {/* A screen high: the Continue bar below stays at the bottom of the window, not under a short list. */}
      <Container size="lg" py="lg" pb={120} mih="100dvh" className={classes.content}>
        {canContinue && (
          <a
            href={`#${CONTINUE_ID}`}
            className={classes.skip}
            onClick={(event) => {
              event.preventDefault();
              continueButton.current?.focus();
            }}
          >
            {text.skipToContinue}
          </a>
        )}
        <Title order={2} mb="md">
          {rankings.length === 0 ? text.title : text.more}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {[...ranked, ...unranked].map((provider) => (
            <RankCard
              key={provider.id}
              provider={provider}
              rank={rankings.indexOf(provider.id) + 1}
              undoable={provider.id === last}
              onRank={() => send({ type: 'rank.toggled', providerId: provider.id })}
              onUndo={() => send({ type: 'rank.undone' })}
              buttonRef={(button) => {
                if (button) buttons.current.set(provider.id, button);
                else buttons.current.delete(provider.id);
              }}
            />
          ))}
        </SimpleGrid>
      </Container>
      <Paper withBorder shadow="md" radius={0} py="md" pos="sticky" bottom={0} style={{ zIndex: 50 }}>
        <Container size="lg">
          <Group justify="flex-end">
            <Button id={CONTINUE_ID} ref={continueButton} size="lg" disabled={!canContinue} onClick={() => send({ type: 'flow.continued' })}>
              {text.continue}
            </Button>
          </Group>
        </Container>
      </Paper>
    </>
  );
}

const CONTINUE_ID = 'rank-continue';

/**
 * A ranked card's button goes away, and the focus with it (to the page's body). After a ranking it moves on to the
 * next unranked card in the order shown (the first one after the end); after an undo, to the card that came back.
 * Rankings that are there when the screen opens move nothing.
 */
function useFocusFollowsRanking(rankings: number[], order: number[], buttons: Map<number, HTMLButtonElement>) {
  const before = useRef(rankings);
  useEffect(() => {
    const previous = before.current;
    before.current = rankings;
    if (rankings.length > previous.length) {
      const ranked = rankings[previous.length]!;
      const waiting = order.filter((id) => !previous.includes(id));
      const at = waiting.indexOf(ranked);
      const next = [...waiting.slice(at + 1), ...waiting.slice(0, at)].find((id) => !rankings.includes(id));
      if (next !== undefined) buttons.get(next)?.focus();
    } else if (rankings.length < previous.length) {
      buttons.get(previous.at(-1)!)?.focus();
    }
    // Only a change of the rankings moves the focus; the order and the buttons are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rankings]);
}

/** CHOICE_OPTION_LIST_CONFIRM: the ranking as it will be sent, to confirm or go back to. */
export function ConfirmScreen({ rankings, providers, send }: { rankings: number[]; providers: Provider[]; send: ChoiceSend }) {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  return (
    <>
      {/* No title in the bar: the page's heading says it once. */}
      <BreadcrumbBar
        size="sm"
        left={{ label: choiceEn.confirm.back, onClick: () => send({ type: 'flow.back' }) }}
        right={{ label: choiceEn.confirm.confirm, type: 'check', active: true, onClick: () => send({ type: 'choices.confirmed' }) }}
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
