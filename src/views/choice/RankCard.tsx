import { ActionIcon, Badge, Card, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import type { Provider } from '../../contract/choice';
import { choiceEn } from '../../i18n/en.choice';
import classes from './RankScreen.module.css';
import { shownName } from '../../domain/providerName';

const text = choiceEn.rank;

interface RankCardProps {
  provider: Provider;
  /** 1-based; 0 while unranked. */
  rank: number;
  /** Only the last ranking can be undone (SPEC §2). */
  undoable: boolean;
  onRank: () => void;
  onUndo: () => void;
  /** The card's Rank button, so the screen can move the focus to it. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A saved provider on the rank screen. Unranked, the whole card is one button with a visible 'Rank' pill where the
 * '#n' badge will be, so it looks tappable; ranked, it shows '#n' and, on the last one, undo.
 */
export function RankCard({ provider, rank, undoable, onRank, onUndo, buttonRef }: RankCardProps) {
  if (rank === 0) {
    return (
      // Heard as 'Rank <name> <city>': the button's name holds the text it shows, in the order shown (WCAG 2.5.3).
      <button type="button" ref={buttonRef} className={classes.rankButton} onClick={onRank}>
        <span className={classes.pill}>
          {text.rankAction}
        </span>{' '}
        <span className={classes.details}>
          <Text component="span" fw={700} display="block">
            {shownName(provider)}
          </Text>{' '}
          <Text component="span" size="sm" c="dimmed" display="block">
            {provider.city}, {provider.state}
          </Text>
        </span>
      </button>
    );
  }
  return (
    <Card withBorder radius="lg" padding="md" className={classes.ranked}>
      <Group justify="space-between" wrap="nowrap">
        {/* It yields room to the undo button: a long name wraps rather than push it off the card (a kiosk's text). */}
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Badge size="xl" radius="md" color="teal" miw={52} style={{ flexShrink: 0 }}>
            {text.ranked(rank)}
          </Badge>
          <Text fw={700} miw={0}>
            {shownName(provider)}
          </Text>
        </Group>
        {undoable && (
          <ActionIcon variant="light" size={44} onClick={onUndo} aria-label={text.undo(shownName(provider))} style={{ flexShrink: 0 }}>
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d="M9 14 4 9l5-5v3h6a6 6 0 0 1 0 12H9v-2h6a4 4 0 0 0 0-8H9v5z" fill="currentColor" />
            </svg>
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}
