import { Alert, Container } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { choiceEn } from '../../i18n/en.choice';
import { choiceMachine } from '../../machines/choice/choiceMachine';
import type { ChoiceStep } from '../../machines/choice/choicePaths';
import { selectChoiceScreen } from '../../machines/choice/choiceSelectors';
import type { PageProps } from '../pages';
import { FullScreenLoader } from '../shell/FullScreenLoader';
import { useChoiceActor, useDashboardActor, useDashboardSelector, useSessionActor } from '../shell/appActors';
import { useChoiceTitle } from './ChoiceHost';
import { ListNotFound } from './ListNotFound';
import { LoadFailed } from './LoadFailed';
import { OptionListStep } from './OptionListStep';
import { CompareStep } from './CompareStep';
import { MapStep } from './MapStep';
import { ProviderStep } from './ProviderStep';
import { ConfirmStep, PresenceStep, RankStep, ReviewStep } from './RankSteps';
import { SavingScreen } from './ReviewScreen';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';
import { useLevelWords } from '../levelWords';

/**
 * The container of the choice routes: opens the list's actor, tells it which step the address asks for, and renders
 * the step the machine is in (it corrects the address itself when it goes elsewhere).
 */
function ChoiceFlow(props: { optionListId: number; step: ChoiceStep; providerId?: number }) {
  // An address whose id is no list's (…/option-list/abc) is not found without asking the server.
  return isListId(props.optionListId) ? <OpenChoiceFlow {...props} /> : <ListNotFound />;
}

const isListId = (id: number) => Number.isSafeInteger(id) && id > 0;

function OpenChoiceFlow({ optionListId, step, providerId }: { optionListId: number; step: ChoiceStep; providerId?: number }) {
  const session = useSessionActor();
  const actor = useChoiceActor();
  const [location] = useLocation();
  const [announced, setAnnounced] = useState<string | null>(null);
  useEffect(() => {
    // This chunk hands the machine over, so it is not part of the first load; the same list keeps its actor.
    session.send({ type: 'choice.entered', optionListId, logic: choiceMachine, step, providerId: providerId ?? null });
    setAnnounced(location);
  }, [session, optionListId, step, providerId, location]);
  if (!actor || announced !== location || actor.getSnapshot().context.optionListId !== optionListId) return <FullScreenLoader />;
  return <ChoiceStepView actor={actor} />;
}

function ChoiceStepView({ actor }: { actor: ChoiceActor }) {
  useReportLevelName(actor);
  const current = useSelector(actor, selectChoiceScreen);
  // A machine's new state reaches React as an urgent update, drawn in one go; the new step's screen (the whole
  // option list once it has loaded) is drawn in a background render that yields to the browser every few
  // milliseconds instead, while the step before stays on screen (total blocking time on a phone).
  const view = useDeferredValue(current);
  switch (view) {
    case 'loading':
      return <FullScreenLoader title={choiceEn.list.loading} />;
    case 'failed':
      return <LoadFailed title={choiceEn.list.failed} onRetry={() => actor.send({ type: 'load.retried' })} />;
    case 'notFound':
      return <ListNotFound />;
    case 'provider':
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <ProviderStep actor={actor} />
        </Suspense>
      );
    case 'map':
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <MapStep actor={actor} />
        </Suspense>
      );
    case 'compare':
      return (
        <Suspense fallback={<FullScreenLoader />}>
          <CompareStep actor={actor} />
        </Suspense>
      );
    case 'presence':
      return <PresenceStep actor={actor} />;
    case 'rank':
      return <RankStep actor={actor} />;
    case 'confirm':
      return <ConfirmStep actor={actor} />;
    case 'saving':
      return <SavingScreen />;
    case 'review':
      return <ReviewStep actor={actor} />;
    default:
      return <OptionListStep actor={actor} />;
  }
}

/** Tells the shell the list's level-of-care name for the title, once the list (with its service) has loaded. */
function useReportLevelName(actor: ChoiceActor) {
  const { setLevelName } = useChoiceTitle();
  const loaded = useSelector(actor, (snapshot) => Boolean(snapshot.context.list?.service));
  const level = useLevelOfCare(actor);
  const name = useLevelWords().levelName(level);
  useEffect(() => setLevelName(loaded ? name : null), [setLevelName, loaded, name]);
}

const listId = (params: Record<string, string>) => Number(params.id);

export const OptionListPage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="list" />;
export const ProviderPage = ({ params }: PageProps) => (
  <ChoiceFlow optionListId={listId(params)} step="provider" providerId={Number(params.providerId)} />
);
export const MapPage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="map" />;
export const ComparePage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="compare" />;
export const RankPage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="rank" />;
export const ConfirmPage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="confirm" />;
export const SavingPage = ({ params }: PageProps) => <ChoiceFlow optionListId={listId(params)} step="saving" />;

/** CHOICE_REVIEW is addressed by service: its latest option list is found through the dashboard's services. */
export function ReviewPage({ params }: PageProps) {
  const dashboard = useDashboardActor();
  const serviceId = Number(params.serviceId);
  const ready = useDashboardSelector((snapshot) => snapshot.matches('ready'));
  const optionListId = useDashboardSelector(
    (snapshot) => snapshot.context.services.find((service) => service.id === serviceId)?.latestOptionList?.id ?? null,
  );
  useEffect(() => dashboard.send({ type: 'dashboard.entered' }), [dashboard]);
  if (!ready) return <FullScreenLoader />;
  if (optionListId === null) {
    return (
      <Container size="sm" py="xl">
        <Alert color="orange">{choiceEn.provider.notFound}</Alert>
      </Container>
    );
  }
  return <ChoiceFlow optionListId={optionListId} step="review" />;
}
