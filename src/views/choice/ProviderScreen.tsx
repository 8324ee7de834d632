import { Anchor, Badge, Button, Container, Group, List, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import type { Hospital } from '../../contract/choice';
import type { LevelOfCare } from '../../domain/levelsOfCare';
import type { Language } from '../../contract/language';
import type { ArrangedProvider } from '../../machines/choice/arrangedProviders';
import { cmsLink } from '../../domain/cmsLink';
import { isAffiliated, isPreferred } from '../../domain/sortProviders';
import { choiceEn } from '../../i18n/en.choice';
import { RatingRow } from '../components/RatingRow';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { openExplanation, openGeneric } from '../shell/openModals';
import { inEnglish, QuotedText } from '../shell/QuotedText';
import { ImageGrid } from '../components/ImageGrid';
import { VideoThumbnails } from '../components/VideoThumbnails';
import { DisclosureNotice } from './DisclosureNotice';
import { qualityInDetail } from './qualityInDetailOnDemand';
import { LoadFailed } from './LoadFailed';
import type { ChoiceSend } from './useChoiceModel';
import type { QualityState } from './useQuality';
import { AmenityName, spokenLanguages } from '../providerWords';
import { affiliatedExplanation, preferredExplanation, preferredWord, PreferredWord } from '../hospitalWords';
import { useLevelWords } from '../levelWords';
import { shownName } from '../../domain/providerName';

const text = choiceEn.provider;

// Below the ratings, and only for providers Medicare has data on: the page shows without waiting for it.
const QualityInDetail = qualityInDetail.component('QualityInDetail');

export interface ProviderScreenProps {
  level: LevelOfCare;
  hospital: Hospital | null;
  /** The provider step's own load (SPEC §4: the provider route fetches the provider if missing). */
  status: 'loading' | 'failed' | 'shown';
  /** The provider with its miles, once loaded; undefined when it is not part of this list. */
  entry: ArrangedProvider | undefined;
  saved: boolean;
  /** Medicare's measures in detail, loaded with their own call as the page opens. */
  quality: QualityState;
  language: Language;
  send: ChoiceSend;
  onMap(): void;
  onRetryQuality(): void;
}

/** CHOICE_OPTION_LIST_PROVIDER: everything about one provider, and 'Save' to shortlist it. */
export function ProviderScreen({ level, hospital, status, entry, saved, quality, language: shownLanguage, send, onMap, onRetryQuality }: ProviderScreenProps) {
  const { detailedRatingWords, overallRatingExplanation, overallRatingText } = useLevelWords();
  const bar = (
    <BreadcrumbBar
      size="md"
      left={{ label: text.allOptions, onClick: () => send({ type: 'flow.back' }) }}
      // 'Save' once there is a provider to see (its details may still be on their way, or have failed to come).
      right={status === 'shown' ? { label: saved ? text.saved : text.save, type: 'heart', active: saved, onClick: () => send({ type: 'provider.saved' }) } : undefined}
    />
  );
  if (status !== 'shown') {
    return (
      <>
        {bar}
        {status === 'loading' ? <FullScreenLoader title={text.loading} /> : <LoadFailed title={text.failed} onRetry={() => send({ type: 'load.retried' })} />}
      </>
    );
  }
  if (!entry) {
    return (
      <>
        {bar}
        <Container size="md" py="lg">
          <Text>{text.notFound}</Text>
        </Container>
      </>
    );
  }
  const { provider, miles } = entry;
  const images = provider.images?.length ? provider.images.map((image) => image.image) : provider.profileImage ? [provider.profileImage] : [];
  const link = cmsLink(provider, level);
  const overall = level.hasOverallRating ? level.overallRating(provider) : undefined;
  return (
    <>
      {bar}
      <Container size="md" py="lg">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={2}>{shownName(provider)}</Title>
            <Group gap="sm">
              <Text c="dimmed">
                {provider.city}, {provider.state}
                {level.isLocationBased && miles !== null && ` · ${choiceEn.list.miles(miles)}`}
              </Text>
              {level.isLocationBased && (
                <Button variant="subtle" size="compact-md" onClick={onMap}>
                  {text.mapView}
                </Button>
              )}
            </Group>
            <Group gap="xs">
              {hospital && isPreferred(provider, hospital.id) && (
                <Badge component="button" color="teal" variant="light" size="lg" style={{ cursor: 'pointer' }}
                  onClick={() => openExplanation('PREFERRED_EXPLANATION', (shown) => preferredWord(hospital, shown).text, (shown) => preferredExplanation(hospital, shown))}>
                  <PreferredWord hospital={hospital} shown={shownLanguage} />
                </Badge>
              )}
              {hospital && isAffiliated(provider, hospital.id) && (
                <Badge component="button" color="blue" variant="light" size="lg" style={{ cursor: 'pointer' }}
                  onClick={() => openExplanation('AFFILIATED_EXPLANATION', () => choiceEn.list.affiliated, (shown) => affiliatedExplanation(hospital, shown))}>
                  {choiceEn.list.affiliated}
                </Badge>
              )}
            </Group>
            {provider.disclosure && <DisclosureNotice disclosure={provider.disclosure} hospitalName={hospital?.name ?? null} />}
          </Stack>
          {/* Side by side from 832 px, so Medicare's ratings are on the first screen of a laptop as of a phone. */}
          <SimpleGrid cols={{ base: 1, md: overall !== undefined ? 2 : 1 }} spacing="lg" style={{ alignItems: 'start' }}>
            <ImageGrid images={images} name={shownName(provider)} />
            {overall !== undefined && (
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={3}>{text.ratings}</Title>
                  <UnstyledButton onClick={() => openGeneric(() => text.ratingsInfo, () => overallRatingExplanation(level) ?? text.ratingsExplanation)} c="teal.9" fw={600} style={{ minHeight: 44 }}>
                    {text.ratingsInfo}
                  </UnstyledButton>
                </Group>
                {/* Each name shows its description when tapped: a tooltip alone reached no finger and no keyboard. */}
                <RatingRow name={overallRatingText(level) ?? text.ratings} description={overallRatingExplanation(level)} rating={overall} />
                {level.detailedRatings.map((detail) => (
                  <RatingRow key={detail.name} {...detailedRatingWords(level, detail)} rating={detail.rating(provider)} />
                ))}
              </Stack>
            )}
          </SimpleGrid>
          <Suspense fallback={null}>
            <QualityInDetail quality={quality} onRetry={onRetryQuality} state={provider.state} ratings={provider.medicareRatings} />
          </Suspense>
          {Boolean(provider.videos?.length) && (
            <Stack gap="xs">
              <Title order={3}>{text.videos}</Title>
              <VideoThumbnails videos={provider.videos!} />
            </Stack>
          )}
          {provider.description && (
            <Stack gap="xs">
              <Title order={3}>{text.details}</Title>
              <QuotedText {...inEnglish(provider.description)} />
            </Stack>
          )}
          {Boolean(provider.nonMedicalServices?.length) && (
            <Stack gap="xs">
              <Title order={3}>{text.amenities}</Title>
              <List spacing={4}>
                {provider.nonMedicalServices!.map((service) => (
                  <List.Item key={service.key}>
                    <AmenityName service={service} />
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          {Boolean(provider.languages?.length) && (
            <Stack gap="xs">
              <Title order={3}>{text.languages}</Title>
              <Text>{spokenLanguages(provider.languages!, shownLanguage)}</Text>
            </Stack>
          )}
          {link && (
            // A 44 px target for a finger, as every control (the text alone was 25 px tall).
            <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600} mih={44} display="inline-flex" style={{ alignItems: 'center', alignSelf: 'flex-start' }}>
              {text.cms}
            </Anchor>
          )}
        </Stack>
      </Container>
    </>
  );
}
