import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { choiceEn } from '../../i18n/en.choice';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { ServiceCard } from './ServiceCard';
import { ResponsiveGrid } from '../components/ResponsiveGrid';
import { useDashboardActor, useDashboardSelector } from '../shell/appActors';
import { useLevelWords } from '../levelWords';

const text = choiceEn.dashboard;

/** DASHBOARD 'Patient Services': the patient's services, the ones still to choose first. */
export function DashboardPage() {
  const dashboard = useDashboardActor();
  const { levelName } = useLevelWords();
  const failed = useDashboardSelector((snapshot) => snapshot.matches('failed'));
  const loading = useDashboardSelector((snapshot) => snapshot.hasTag('loading') || snapshot.matches('idle'));
  const services = useDashboardSelector((snapshot) => snapshot.context.services);
  const lastCompleted = useDashboardSelector((snapshot) => snapshot.context.lastCompletedOptionListId);
  const patient = useDashboardSelector((snapshot) => snapshot.context.patient);
  const hospital = useDashboardSelector((snapshot) => snapshot.context.hospital?.name);

  useEffect(() => dashboard.send({ type: 'dashboard.entered' }), [dashboard]);

  if (failed) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={text.failed}>
          <Button mt="sm" onClick={() => dashboard.send({ type: 'dashboard.retry' })}>
            {text.retry}
          </Button>
        </Alert>
      </Container>
    );
  }
  if (loading) return <FullScreenLoader title={text.loading} />;

  // SPEC §2: services still to choose come before completed ones.
  const ordered = [...services].sort((a, b) => Number(a.complete) - Number(b.complete));
  const justCompleted = ordered.find((service) => service.complete && service.latestOptionList?.id === lastCompleted);
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        {/* At the top, where the family lands after confirming: beside its card, on a phone it was below every other. */}
        {justCompleted && (
          <Alert color="teal" radius="lg" role="status" title={<Title order={2} fz="lg">{text.allSet(levelName(findLevelOfCare(justCompleted.levelOfCare)))}</Title>}>
            {text.allSetText}
          </Alert>
        )}
        {/* Whose choices, and which hospital offers them: a family may be choosing for more than one relative. */}
        {patient && hospital && (
          <Title order={2} fz="xl">
            {text.choicesFor(`${patient.initial}. ${patient.lastName}`, hospital)}
          </Title>
        )}
        <Text size="lg">{ordered.length ? text.intro : text.empty}</Text>
        <ResponsiveGrid>
          {ordered.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ResponsiveGrid>
      </Stack>
    </Container>
  );
}
