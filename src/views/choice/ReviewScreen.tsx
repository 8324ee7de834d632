import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { familyChoiceRecordPdf } from '../../documentLinks';
import { choiceEn } from '../../i18n/en.choice';
import { formatCreatedAt } from '../forms/format';
import { BreadcrumbBar } from '../shell/BreadcrumbBar';
import { RankedList } from './RankedList';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import classes from './ReviewScreen.module.css';
import { useLevelOfCare, useOfferedProviders, type ChoiceActor } from './useChoiceModel';
import { levelName } from '../levelWords';
import { pathFor } from '../../routePaths';
import { t } from '../../i18n/en';
import { useShownLanguage } from '../shell/languageActor';
import { shownName } from '../../domain/providerName';

const text = choiceEn.review;

/**
 * CHOICE_REVIEW: what was confirmed, read-only: when, the ranked choices, then the other options; printable as the
 * family's record.
 */
export function ReviewScreen({ actor }: { actor: ChoiceActor }) {
  const [, navigate] = useLocation();
  const rankings = useSelector(actor, (snapshot) => snapshot.context.rankings);
  const completedAt = useSelector(actor, (snapshot) => snapshot.context.list?.completedAt ?? null);
  const patient = useSelector(actor, (snapshot) => snapshot.context.patient);
  const level = levelName(useLevelOfCare(actor));
  const providers = useOfferedProviders(actor);
  const language = useShownLanguage();
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const others = providers.filter((provider) => !rankings.includes(provider.id));
  return (
    <>
      <div className={classes.notPrinted}>
        <BreadcrumbBar size="sm" left={{ label: text.back, onClick: () => navigate(pathFor('DASHBOARD')) }} />
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
