import { Button, Container, Flex, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { memo, useCallback, useDeferredValue } from 'react';
import { useLocation } from 'wouter';
import { choiceEn } from '../../i18n/en.choice';
import { qualityEn } from '../../i18n/en.quality';
import { selectCanContinue } from '../../machines/choice/choiceSelectors';
import { ProviderCard, type ProviderCardProps } from '../components/ProviderCard';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { openFilters, preloadFilters } from './openFilters';
import { useShownProviders, type ArrangedProvider } from './useArrangedProviders';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';
import { VirtualCardGrid } from '../components/VirtualCardGrid';
import { preloadProviderScreen } from './choiceScreens';
import { pathFor } from '../../routePaths';
import { useShownLanguage } from '../shell/languageActor';

const text = choiceEn.list;
const NO_CARDS: ArrangedProvider[] = [];

/** CHOICE_OPTION_LIST: every provider the hospital offers, sorted and filtered, with the shortlist hearts. */
export function OptionListScreen({ actor }: { actor: ChoiceActor }) {
  const [, navigate] = useLocation();
  const level = useLevelOfCare(actor);
  const optionListId = useSelector(actor, (snapshot) => snapshot.context.optionListId);
  const hospital = useSelector(actor, (snapshot) => snapshot.context.hospital);
  const { shown, matching, total } = useShownProviders(actor);
  const deferred = useDeferredValue(shown, NO_CARDS);
  return (
    <>
      <BreadcrumbBar left={{ label: text.back, onClick: () => navigate(pathFor('DASHBOARD')) }} />
      {/* A screen high from the start: the footer stays below the fold while the cards are drawn (no layout shift). */}
      <Container size="lg" py="md" pb={140} mih="100dvh">
        <Group justify="space-between" align="flex-start" mb="md" gap="sm">
          <Stack gap={4}>
            <MatchSummary actor={actor} matching={matching} total={total} />
            {level.isLocationBased && <DistancesFrom actor={actor} />}
          </Stack>
          <Group gap="sm">
            <Button variant="default" onPointerEnter={preloadFilters} onFocus={preloadFilters} onTouchStart={preloadFilters} onClick={() => openFilters(actor)}>
              {text.filter}
            </Button>
            {level.isLocationBased && (
              <Button variant="default" onClick={() => navigate(pathFor('CHOICE_OPTION_LIST_MAP', { id: optionListId }))}>
                {text.mapView}
              </Button>
            )}
          </Group>
        </Group>
        {total > 0 && shown.length === 0 && <Text mb="md">{text.noMatches}</Text>}
        <CardGrid actor={actor} arranged={deferred} level={level} hospital={hospital} optionListId={optionListId} />
      </Container>
      <SavedBar actor={actor} />
    </>
  );
}

/**
 * '3 of 18 providers match your filters' and, once some do not match, the 'Show only matches' switch: off, the
 * others stay in their place, dimmed (SPEC §2). The switch stays while on, so it can be turned off.
 */
function MatchSummary({ actor, matching, total }: { actor: ChoiceActor; matching: number; total: number }) {
  const onlyMatches = useSelector(actor, (snapshot) => snapshot.context.filters.onlyMatches);
  return (
    <Stack gap={4}>
      <Text fw={600} aria-live="polite">
        {text.count(matching, total)}
      </Text>
      {(matching < total || onlyMatches) && (
        <Switch
          label={text.onlyMatches}
          checked={onlyMatches}
          onChange={(event) => actor.send({ type: 'filter.onlyMatchesSet', onlyMatches: event.currentTarget.checked })}
          size="md"
          // A 44 px target; off, the track's edge in grey 6 (3.3:1) so the switch shows then too.
          styles={{ body: { minHeight: 44, alignItems: 'center' }, labelWrapper: { justifyContent: 'center' }, track: { borderColor: onlyMatches ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-6)' } }}
        />
      )}
    </Stack>
  );
}

/** Where the cards' miles are measured from: the place the family chose, else the hospital (SPEC §3 filters). */
function DistancesFrom({ actor }: { actor: ChoiceActor }) {
  const place = useSelector(actor, (snapshot) => snapshot.context.filters.location?.name ?? snapshot.context.hospital?.name ?? null);
  return place ? (
    <Text size="sm" c="dimmed">
      {text.distancesFrom(place)}
    </Text>
  ) : null;
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
  actor,
  arranged,
  level,
  hospital,
  optionListId,
}: { actor: ChoiceActor; arranged: ArrangedProvider[]; optionListId: number } & Pick<ProviderCardProps, 'level' | 'hospital'>) {
  // The feed's name follows a language switch (the cards follow on their own).
  useShownLanguage();
  const toggleSaved = useCallback((providerId: number) => actor.send({ type: 'shortlist.toggled', providerId }), [actor]);
  const renderCard = useCallback(
    ({ provider, passes, miles }: ArrangedProvider, position: number) => (
      <ListedProviderCard
        key={provider.id}
        actor={actor}
        provider={provider}
        level={level}
        hospital={hospital}
        miles={level.isLocationBased ? miles : null}
        onToggleSaved={toggleSaved}
        dimmed={!passes}
        href={pathFor('CHOICE_OPTION_LIST_PROVIDER', { id: optionListId, providerId: provider.id })}
        leading={position === 1 ? 'first' : position <= LEADING_CARDS ? 'early' : undefined}
        position={position}
        listLength={arranged.length}
      />
    ),
    [actor, level, hospital, optionListId, toggleSaved, arranged.length],
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

/**
 * A card that follows its own heart: toggling one re-renders that card and the bar below, not the whole list
 * (a heart reaches the next paint within 100 ms with 300 providers on a phone). Memoised: as more cards are
 * added, those already drawn are left alone.
 */
const ListedProviderCard = memo(function ListedProviderCard({ actor, ...card }: Omit<ProviderCardProps, 'saved'> & { actor: ChoiceActor }) {
  // Drawn again on a language switch too, not only when its props change.
  useShownLanguage();
  const saved = useSelector(actor, (snapshot) => snapshot.context.shortlist.includes(card.provider.id));
  return <ProviderCard {...card} saved={saved} />;
});

/** The sticky bar: how many are saved, and Continue once something is. */
function SavedBar({ actor }: { actor: ChoiceActor }) {
  const count = useSelector(actor, (snapshot) => snapshot.context.shortlist.length);
  const canContinue = useSelector(actor, selectCanContinue);
  const canCompare = useSelector(actor, (snapshot) => snapshot.can({ type: 'compare.opened' }));
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
                {qualityEn.compare.needTwo}
              </Text>
            )}
          </Stack>
          {/* Two saved to compare: with one, Compare waits, and the line above says why. */}
          <Group gap="sm" justify="flex-end">
            <Button size="lg" variant="light" disabled={!canCompare} onClick={() => actor.send({ type: 'compare.opened' })} style={{ flex: '1 0 auto' }}>
              {qualityEn.compare.button}
            </Button>
            <Button size="lg" disabled={!canContinue} onClick={() => actor.send({ type: 'flow.continued' })} style={{ flex: '1 0 auto' }}>
              {text.continue}
            </Button>
          </Group>
        </Flex>
      </Container>
    </Paper>
  );
}
