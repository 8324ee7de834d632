import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { hospitalEn } from '../../i18n/en.hospital';
import { consolePath } from '../../machines/hospital/consolePaths';
import {
  selectAnswer,
  selectBusy,
  selectCanSave,
  selectDraft,
  selectListBuilderStatus,
  selectNotices,
  selectPendingRemoval,
  selectSaving,
} from '../../machines/hospital/listBuilderSelectors';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { ConsoleBackLink } from './ConsoleBackLink';
import { ConsolePageState } from './ConsolePageState';
import { CandidateTable } from './CandidateTable';
import { ListAreaControls } from './ListAreaControls';
import { RemovalReasonModal } from './RemovalReasonModal';
import { useListBuilderActor, useListBuilderSelector } from './staffActors';
import { useConsoleClock } from './consoleClock';

const text = hospitalEn.lists;

/**
 * `/hospital/patients/{id}/services/{serviceId}/list`: a service's list of options, built from the hospital's
 * catalogue for its level of care, nearest first from the area chosen.
 */
export function ListBuilderPage({ params }: { params: Record<string, string> }) {
  const clock = useConsoleClock();
  const serviceId = Number(params.serviceId);
  const actor = useListBuilderActor();
  const status = useListBuilderSelector(selectListBuilderStatus);
  const answer = useListBuilderSelector(selectAnswer);
  const draft = useListBuilderSelector(selectDraft);
  const busy = useListBuilderSelector(selectBusy);
  const saving = useListBuilderSelector(selectSaving);
  const canSave = useListBuilderSelector(selectCanSave);
  const pending = useListBuilderSelector(selectPendingRemoval);
  const { outcome, areaError, saveError } = useListBuilderSelector(selectNotices);
  useEffect(() => actor.send({ type: 'list.entered', serviceId }), [actor, serviceId]);

  const back = { href: consolePath('PATIENT', { id: params.id! }), label: text.back };
  if (status === 'notFound' || status === 'failed') {
    return <ConsolePageState status={status} back={back} titles={text} onRetry={() => actor.send({ type: 'candidates.retried' })} />;
  }
  if (!answer || !draft || answer.serviceId !== serviceId) return <FullScreenLoader title={text.loading} />;

  const level = findLevelOfCare(answer.levelOfCare);
  const readOnly = status === 'readOnly';
  const inArea = answer.candidates.filter((candidate) => candidate.withinRadius).length;
  const removed = Object.keys(draft.reasons).filter((id) => !draft.chosen.includes(Number(id))).length;
  // Agencies the patient may not be offered are no candidates (rankCandidates); the page says how many, and why.
  const notServing = answer.notServingHome;
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Stack gap={4} align="flex-start">
          <ConsoleBackLink {...back} />
          <Title order={2} mt="sm">
            {text.heading(level.name)}
          </Title>
          <Text c="dimmed">{answer.list ? text.version(answer.list.version) : text.newList}</Text>
        </Stack>
        {readOnly ? (
          <Alert color="blue" title={text.confirmed(answer.list?.completedAt ? clock.moment(answer.list.completedAt) : '')}>
            <Button mt="xs" onClick={() => actor.send({ type: 'list.reoffered' })}>
              {text.reoffer}
            </Button>
          </Alert>
        ) : (
          <>
            <Text>{text.rule}</Text>
            <ListAreaControls
              answer={answer}
              disabled={busy}
              areaError={areaError}
              onArea={(area) => actor.send({ type: 'area.changed', area })}
              onRadius={(radiusMiles) => actor.send({ type: 'radius.changed', radiusMiles })}
            />
          </>
        )}
        <Text fw={600} aria-live="polite">
          {text.summary(draft.chosen.length, inArea, answer.radiusMiles, removed)}
        </Text>
        {notServing && notServing.providerIds.length > 0 && <Text>{text.notServingHome(notServing.providerIds.length, notServing.zip)}</Text>}
        {answer.candidates.length === 0 ? (
          <Text>{text.noCandidates}</Text>
        ) : (
          <CandidateTable
            label={text.heading(level.name)}
            candidates={answer.candidates}
            draft={draft}
            rated={level.hasOverallRating}
            disabled={readOnly || busy}
            onToggle={(providerId, checked) => actor.send({ type: checked ? 'provider.checked' : 'provider.unchecked', providerId })}
          />
        )}
        {/* The title in the page's text colour: Mantine's green on its light green is 3.8:1 (axe). */}
        {outcome && <Alert color="green" role="status" title={text.saved[outcome]} styles={{ title: { color: 'var(--mantine-color-text)' } }} />}
        {saveError && (
          <Alert color="red" role="alert" title={text.saveFailed}>
            {saveError}
          </Alert>
        )}
        {!readOnly && (
          <Group>
            <Button size="md" onClick={() => actor.send({ type: 'list.saved' })} disabled={!canSave} loading={saving}>
              {text.save}
            </Button>
          </Group>
        )}
      </Stack>
      <RemovalReasonModal
        candidate={pending}
        onGive={(reason) => actor.send({ type: 'reason.given', reason })}
        onCancel={() => actor.send({ type: 'reason.cancelled' })}
      />
    </Container>
  );
}
