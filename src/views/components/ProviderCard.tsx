import { AspectRatio, Badge, Card, Checkbox, Group, Image, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'wouter';
import type { Hospital, Provider } from '../../contract/choice';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import { isAffiliated, isPreferred } from '../../domain/sortProviders';
import { choiceEn } from '../../i18n/en.choice';
import classes from './ProviderCard.module.css';
import { StarRating } from './StarRating';

const text = choiceEn.list;

export interface ProviderCardProps {
  provider: Provider;
  level: LevelOfCare;
  hospital: Hospital | null;
  /** Whole miles from the chosen location, for location-based levels of care. */
  miles: number | null;
  saved: boolean;
  /** Stable across renders (it gets the provider's id), so a heart toggled re-renders one card, not the list. */
  onToggleSaved: (providerId: number) => void;
  /** Providers not passing the filters stay visible at 40 % strength (SPEC §2). */
  dimmed: boolean;
  href: string;
}

/**
 * A provider in the option list: photo, name, place, rating, tags, the shortlist heart and 'Learn More'. Dimming
 * (SPEC §2: 40 % for providers not passing the filters) is the outer element's alone, so a new minimum rating
 * repaints cards without rendering their contents again.
 */
export const ProviderCard = memo(function ProviderCard({ dimmed, ...card }: ProviderCardProps) {
  return (
    <article aria-label={card.provider.name} className={classes.card} data-dimmed={dimmed || undefined} style={{ opacity: dimmed ? 0.4 : 1 }}>
      <ProviderCardBody {...card} />
    </article>
  );
});

const ProviderCardBody = memo(function ProviderCardBody({ provider, level, hospital, miles, saved, onToggleSaved, href }: Omit<ProviderCardProps, 'dimmed'>) {
  const preferred = hospital ? isPreferred(provider, hospital.id) : false;
  const affiliated = hospital ? isAffiliated(provider, hospital.id) : false;
  const rating = level.hasOverallRating ? level.overallRating(provider) : undefined;
  return (
    <Card withBorder radius="lg" padding="md" h="100%">
      <Card.Section>
        <AspectRatio ratio={16 / 9} bg="gray.1">
          {provider.profileImage && <Image src={provider.profileImage} alt="" loading="lazy" />}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text component="h2" fw={700} fz="lg" lh={1.3} style={{ minWidth: 0 }}>
            {provider.name}
          </Text>
          <Checkbox
            checked={saved}
            onChange={() => onToggleSaved(provider.id)}
            aria-label={text.saveProvider(provider.name)}
            icon={HeartIcon}
            color="red"
            size="lg"
            radius="xl"
            styles={{ input: { cursor: 'pointer' } }}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {provider.city}, {provider.state}
          {miles !== null && ` · ${text.miles(miles)}`}
        </Text>
        {rating !== undefined && <StarRating rating={rating} label={level.overallRatingText ?? undefined} />}
        {(preferred || affiliated) && (
          <Group gap={6}>
            {preferred && hospital && (
              <Badge color="teal" variant="light">
                {hospital.preferredByPhrase}
              </Badge>
            )}
            {affiliated && (
              <Badge color="blue" variant="light">
                {text.affiliated}
              </Badge>
            )}
          </Group>
        )}
        {/* Shown (and read) only while the card is dimmed: see ProviderCard.module.css. */}
        <Text size="xs" c="dimmed" className={classes.notMatching}>
          {text.notMatching}
        </Text>
        <Text component={Link} href={href} fw={600} c="teal.9" td="underline" mt={4} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
          {text.learnMore}
        </Text>
      </Stack>
    </Card>
  );
});

function HeartIcon({ className }: { indeterminate?: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden focusable="false">
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" fill="currentColor" />
    </svg>
  );
}
