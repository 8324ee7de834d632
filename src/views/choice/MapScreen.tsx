import { Badge, Box, Card, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import type { ArrangedProvider } from '../../machines/choice/arrangedProviders';
import { markerSymbol } from '../../domain/sortProviders';
import { choiceEn } from '../../i18n/en.choice';
import { CardSlider } from '../components/CardSlider';
import { ProviderMap, type MapPoint } from '../components/ProviderMap';
import { ShortlistHeart } from '../components/ShortlistHeart';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import type { ChoiceSend } from './useChoiceModel';
import { shownName } from '../../domain/providerName';

const text = choiceEn.map;

export interface MapScreenProps {
  /** What the list shows, in its order (lettered a, b, c… in it). */
  arranged: ArrangedProvider[];
  /** The provider selected on the map, or the one the map was opened from. */
  selectedId: number | null;
  shortlist: number[];
  /** Opened from a provider's page: back leads there, and its marker opens. */
  fromProvider: boolean;
  /** Where distances are measured from: the place the family chose, else the hospital. */
  location: MapPoint | null;
  send: ChoiceSend;
}

/**
 * CHOICE_OPTION_LIST_MAP: the location, the providers lettered in list order, and a slider of their cards. With
 * 'Show only matches' the map shows what the list shows, lettered a, b, c… among themselves.
 */
export function MapScreen({ arranged, selectedId, shortlist, fromProvider, location, send }: MapScreenProps) {
  const points: MapPoint[] = useMemo(
    () =>
      arranged.map(({ provider }, index) => ({
        id: provider.id,
        label: shownName(provider),
        symbol: markerSymbol(index),
        latitude: provider.latitude,
        longitude: provider.longitude,
      })),
    [arranged],
  );
  const selectedIndex = Math.max(0, points.findIndex((point) => point.id === selectedId));
  const select = (providerId: number) => send({ type: 'map.providerSelected', providerId });

  return (
    <>
      <BreadcrumbBar left={{ label: fromProvider ? text.providerView : text.gridView, onClick: () => send({ type: 'flow.back' }) }} />
      <Stack gap={0}>
        <Box h={{ base: '50vh', md: '60vh' }} pos="relative">
          {location && <ProviderMap location={location} providers={points} selectedId={selectedId} onSelect={select} openOnSelected={fromProvider} />}
        </Box>
        <Box p="md">
          {location && (
            <Text size="sm" c="dimmed" mb="xs">
              ★ {location.label}
            </Text>
          )}
          <CardSlider label={text.slider} index={selectedIndex} onIndexChange={(index) => points[index] && points[index]!.id !== selectedId && select(points[index]!.id)}>
            {arranged.map(({ provider, miles }, index) => (
              <Card key={provider.id} withBorder radius="lg" padding="sm" bd={provider.id === selectedId ? '2px solid var(--mantine-color-teal-7)' : undefined}>
                {/* The heart goes under the name when the card is too narrow for both (a 320 px phone). */}
                <Group justify="space-between" align="flex-start" gap="xs">
                  <UnstyledButton onClick={() => select(provider.id)} style={{ minHeight: 44, flex: '1 1 170px', minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap">
                      <Badge circle size="lg" color="teal" style={{ flexShrink: 0 }}>
                        {markerSymbol(index)}
                      </Badge>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fw={700} lineClamp={2}>
                          {shownName(provider)}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {provider.city}, {provider.state}
                          {miles !== null && ` · ${choiceEn.list.miles(miles)}`}
                        </Text>
                        <VisuallyHidden>{text.showOnMap}</VisuallyHidden>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                  <ShortlistHeart name={shownName(provider)} saved={shortlist.includes(provider.id)} onToggle={() => send({ type: 'shortlist.toggled', providerId: provider.id })} />
                </Group>
              </Card>
            ))}
          </CardSlider>
        </Box>
      </Stack>
    </>
  );
}
