import { Button, Container, Flex, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { memo, useCallback, useDeferredValue } from 'react';
import type { Hospital } from '../../contract/choice';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import { choiceEn } from '../../i18n/en.choice';
import { qualityWords } from '../../i18n/en.quality';
import type { ArrangedProvider, ShownProviders } from '../../machines/choice/arrangedProviders';
import { ProviderCard, type ProviderCardProps } from '../components/ProviderCard';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { preloadFilters } from './openFilters';
import type { ChoiceSend } from './useChoiceModel';
import { VirtualCardGrid } from '../components/VirtualCardGrid';
import { preloadProviderScreen } from './choiceScreens';
import { pathFor } from '../../routePaths';
import { useShownLanguage, useWords } from '../shell/shownWords';

const text = choiceEn.list;
const NO_CARDS: ArrangedProvider[] = [];

export interface OptionListScreenProps {
  level: LevelOfCare;
  optionListId: number;
  hospital: Hospital | null;
  /** The cards in the chosen order, and how many pass the filters of how many (shownProviders). */
  providers: ShownProviders;
  /** 'Show only matches' is on. */
  onlyMatches: boolean;
  /** Where the cards' miles are measured from: the place the family chose, else the hospital (SPEC §3 filters). */
  distancesFrom: string | null;
  shortlist: readonly number[];
  canContinue: boolean;
  canCompare: boolean;
  send: ChoiceSend;
  onBack(): void;
  onFilters(): void;
  onMap(): void;
}

/** CHOICE_OPTION_LIST: every provider the hospital offers, sorted and filtered, with the shortlist hearts. */
export function OptionListScreen({ level, optionListId, hospital, providers, onlyMatches, distancesFrom, shortlist, canContinue, canCompare, send, onBack, onFilters, onMap }: OptionListScreenProps) {
  const { shown, matching, total } = providers;
  const deferred = useDeferredValue(shown, NO_CARDS);
  return (
    <>
      <ListBar onBack={onBack} />
      {/* A screen high from the start: the footer stays below the fold while the cards are drawn (no layout shift). */}
      <Container size="lg" py="md" pb={140} mih="100dvh">
        <ListSummary
          level={level}
          matching={matching}
          total={total}
          shownCount={shown.length}
          onlyMatches={onlyMatches}
          distancesFrom={distancesFrom}
          send={send}
          onFilters={onFilters}
          onMap={onMap}
        />
        <CardGrid arranged={deferred} shortlist={shortlist} level={level} hospital={hospital} optionListId={optionListId} send={send} />
      </Container>
      <SavedBar count={shortlist.length} canContinue={canContinue} canCompare={canCompare} send={send} />
    </>
  );
}

/* Memoised, as the cards are: a heart toggled draws its card and the saved bar again, not the rest of the page. */

const ListBar = memo(function ListBar({ onBack }: { onBack(): void }) {
  return <BreadcrumbBar left={{ label: text.back, onClick: onBack }} />;
});

/** How many match, where the miles are from, Filter and the map. */
const ListSummary = memo(function ListSummary({
  level,
  matching,
  total,
  shownCount,
  onlyMatches,
  distancesFrom,
  send,
  onFilters,
  onMap,
}: Pick<OptionListScreenProps, 'level' | 'onlyMatches' | 'distancesFrom' | 'send' | 'onFilters' | 'onMap'> & { matching: number; total: number; shownCount: number }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Stack gap={4}>
          <MatchSummary matching={matching} total={total} onlyMatches={onlyMatches} send={send} />
          {level.isLocationBased && distancesFrom && (
            <Text size="sm" c="dimmed">
              {text.distancesFrom(distancesFrom)}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" onPointerEnter={preloadFilters} onFocus={preloadFilters} onTouchStart={preloadFilters} onClick={onFilters}>
            {text.filter}
          </Button>
          {level.isLocationBased && (
            <Button variant="default" onClick={onMap}>
              {text.mapView}
            </Button>
          )}
        </Group>
      </Group>
      {total > 0 && shownCount === 0 && <Text mb="md">{text.noMatches}</Text>}
    </>
  );
});

/**
 * '3 of 18 providers match your filters' and, once some do not match, the 'Show only matches' switch: off, the
 * others stay in their place, dimmed (SPEC §2). The switch stays while on, so it can be turned off.
 */
function MatchSummary({ matching, total, onlyMatches, send }: { matching: number; total: number; onlyMatches: boolean; send: ChoiceSend }) {
  return (
    <Stack gap={4}>
      <Text fw={600} aria-live="polite">
        {text.count(matching, total)}
      </Text>
      {(matching < total || onlyMatches) && (
        <Switch
          label={text.onlyMatches}
          checked={onlyMatches}
          onChange={(event) => send({ type: 'filter.onlyMatchesSet', onlyMatches: event.currentTarget.checked })}
          size="md"
          // A 44 px target; off, the track's edge in grey 6 (3.3:1) so the switch shows then too.
          styles={{ body: { minHeight: 44, alignItems: 'center' }, labelWrapper: { justifyContent: 'center' }, track: { borderColor: onlyMatches ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)' } }}
        />
      )}
    </Stack>
  );
}

/** The cards a tablet's first row or a phone's first screen shows as the list opens. */
const LEADING_CARDS = 3;

/**
 * The cards, redrawn only when the (deferred) cards change: while a filter or sort is applied, the urgent render
 * that answers the tap skips the cards entirely, and the background render redraws them (interaction
 * within 100 ms). Only the rows on screen are drawn (VirtualCardGrid), so opening or re-sorting a list of hundreds
 * costs a few cards, not all of them.
 */
const CardGrid = memo(function CardGrid({
  arranged,
  shortlist,
  level,
  hospital,
  optionListId,
  send,
}: { arranged: ArrangedProvider[]; shortlist: readonly number[]; optionListId: number; send: ChoiceSend } & Pick<ProviderCardProps, 'level' | 'hospital'>) {
  // The feed's name follows a language switch (the cards follow on their own).
  useShownLanguage();
  const toggleSaved = useCallback((providerId: number) => send({ type: 'shortlist.toggled', providerId }), [send]);
  // A heart toggled draws the grid's rows on screen again, and of their cards (memoised) only the one it changed.
  const renderCard = useCallback(
    ({ provider, passes, miles }: ArrangedProvider, position: number) => (
      <ProviderCard
        key={provider.id}
        provider={provider}
        level={level}
        hospital={hospital}
        miles={level.isLocationBased ? miles : null}
        saved={shortlist.includes(provider.id)}
        onToggleSaved={toggleSaved}
        dimmed={!passes}
        href={pathFor('CHOICE_OPTION_LIST_PROVIDER', { id: optionListId, providerId: provider.id })}
        leading={position === 1 ? 'first' : position <= LEADING_CARDS ? 'early' : undefined}
        position={position}
        listLength={arranged.length}
      />
    ),
    [level, hospital, optionListId, toggleSaved, shortlist, arranged.length],
  );
  return (
    // A pointer or focus on any card starts loading the provider page, ahead of the tap.
    <VirtualCardGrid
      items={arranged}
      renderCard={renderCard}
      label={text.feedLabel}
      memoryKey={`option-list-${optionListId}`}
      onPointerOver={preloadProviderScreen}
      onFocus={preloadProviderScreen}
      onTouchStart={preloadProviderScreen}
    />
  );
});

/** The sticky bar: how many are saved, and Continue once something is. */
function SavedBar({ count, canContinue, canCompare, send }: { count: number; canContinue: boolean; canCompare: boolean; send: ChoiceSend }) {
  const compare = useWords(qualityWords).compare;
  return (
    <Paper withBorder shadow="md" radius={0} py="md" pos="sticky" bottom={0} style={{ zIndex: 50 }}>
      {/* The list's column: Continue lines up with the cards' right edge. */}
      <Container size="lg">
        <Flex direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="sm">
          <Stack gap={0}>
            <Text fw={600} aria-live="polite" size="sm">
              {count === 0 ? text.chooseAll : text.saved(count)}
            </Text>
            {count === 1 && (
              <Text size="sm" c="dimmed">
                {compare.needTwo}
              </Text>
            )}
          </Stack>
          {/* Two saved to compare: with one, Compare waits, and the line above says why. */}
          <Group gap="sm" justify="flex-end">
            <Button size="lg" variant="light" disabled={!canCompare} onClick={() => send({ type: 'compare.opened' })} style={{ flex: '1 0 auto' }}>
              {compare.button}
            </Button>
            <Button size="lg" disabled={!canContinue} onClick={() => send({ type: 'flow.continued' })} style={{ flex: '1 0 auto' }}>
              {text.continue}
            </Button>
          </Group>
        </Flex>
      </Container>
    </Paper>
  );
}
