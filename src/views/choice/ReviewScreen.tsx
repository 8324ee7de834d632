import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { Provider } from '../../contract/choice';
import type { Language } from '../../contract/language';
import { familyChoiceRecordPdf } from '../../documentLinks';
import type { PatientName } from '../../machines/choice/choiceActors';
import { shownName } from '../../domain/providerName';
import { t } from '../../i18n/en';
import { choiceEn } from '../../i18n/en.choice';
import { formatCreatedAt } from '../forms/format';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { RankedList } from './RankedList';
import classes from './ReviewScreen.module.css';

const text = choiceEn.review;

interface ReviewScreenProps {
  patient: PatientName | null;
  /** The service's level of care, in words. */
  level: string;
  /** When the family confirmed (seconds), or null. */
  completedAt: number | null;
  rankings: number[];
  /** Every provider of the list, in the order it offers them. */
  providers: Provider[];
  /** The language of the record offered for download. */
  language: Language;
  onBack: () => void;
}

/**
 * CHOICE_REVIEW: what was confirmed, read-only: when, the ranked choices, then the other options; printable as the
 * family's record.
 */
export function ReviewScreen({ patient, level, completedAt, rankings, providers, language, onBack }: ReviewScreenProps) {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const others = providers.filter((provider) => !rankings.includes(provider.id));
  return (
    <>
      <div className={classes.notPrinted}>
        <BreadcrumbBar size="sm" left={{ label: text.back, onClick: onBack }} />
      </div>
      <Container size="sm" py="lg">
        <Stack gap="lg">
          {/* Whose, which service, when: on paper the page's title and the header are gone. */}
          <Text fw={700} size="lg">
            {patient ? text.heading(level, `${patient.initial}. ${patient.lastName}`) : level}
          </Text>
          <Group justify="space-between" align="center" gap="sm">
            {/* The date the family confirmed, in their own time zone (MM/DD/YYYY as elsewhere, SPEC §2). */}
            <Text>{completedAt !== null && text.completedOn(formatCreatedAt(completedAt, t.dates).date)}</Text>
            <Button variant="light" className={classes.notPrinted} onClick={() => window.print()}>
              {text.print}
            </Button>
          </Group>
          {/* The record of the list presented and the family's choice, in the family's language (the chart's is English). */}
          <Anchor href={familyChoiceRecordPdf(language)} download fw={600} className={`${classes.notPrinted} ${classes.recordLink}`}>
            {text.downloadRecord}
          </Anchor>
          <section aria-labelledby="your-choices">
            <Title order={2} id="your-choices" mb="sm">
              {text.yourChoices}
            </Title>
            {rankings.length === 0 ? (
              <Text>{text.passedOnAll}</Text>
            ) : (
              <RankedList rankings={rankings} providers={byId} />
            )}
          </section>
          {others.length > 0 && (
            <section aria-labelledby="other-options">
              <Title order={2} id="other-options" mb="sm">
                {text.otherOptions}
              </Title>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
                {others.map((provider) => (
                  <Card component="li" key={provider.id} withBorder radius="md" padding="sm">
                    <Text>{shownName(provider)}</Text>
                    <Text size="sm" c="dimmed">
                      {provider.city}, {provider.state}
                    </Text>
                  </Card>
                ))}
              </Stack>
            </section>
          )}
        </Stack>
      </Container>
    </>
  );
}

export function SavingScreen() {
  return <FullScreenLoader title={choiceEn.saving.title} />;
}
