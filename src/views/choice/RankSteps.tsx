import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { savedProviders } from '../../machines/choice/arrangedProviders';
import { selectCanContinue, selectCompletedAt, selectPatient, selectRankings, selectShortlist } from '../../machines/choice/choiceSelectors';
import { pathFor } from '../../routePaths';
import { useLevelWords } from '../levelWords';
import { useSessionSelector } from '../shell/appActors';
import { useShownLanguage } from '../shell/shownWords';
import { PresenceScreen } from './PresenceScreen';
import { ConfirmScreen, RankScreen } from './RankScreen';
import { ReviewScreen } from './ReviewScreen';
import { useLevelOfCare, useOfferedProviders, type ChoiceActor } from './useChoiceModel';

/*
 * The containers of the steps after the list: each selects what its screen shows from the flow's actor (and the
 * session's, for the guide's name), and hands the screen the actor's `send`.
 */

/** A guided session's first rank screen: who is present, asked by the staff member guiding. */
export function PresenceStep({ actor }: { actor: ChoiceActor }) {
  // A guided session's user is the staff member guiding it.
  const guide = useSessionSelector((snapshot) => snapshot.context.user?.name ?? '');
  return <PresenceScreen guide={guide} language={useShownLanguage()} send={actor.send} />;
}

export function RankStep({ actor }: { actor: ChoiceActor }) {
  const shortlist = useSelector(actor, selectShortlist);
  const rankings = useSelector(actor, selectRankings);
  const canContinue = useSelector(actor, selectCanContinue);
  const offered = useOfferedProviders(actor);
  const providers = useMemo(() => savedProviders(offered, shortlist), [offered, shortlist]);
  return <RankScreen providers={providers} rankings={rankings} canContinue={canContinue} send={actor.send} />;
}

export function ConfirmStep({ actor }: { actor: ChoiceActor }) {
  const rankings = useSelector(actor, selectRankings);
  return <ConfirmScreen rankings={rankings} providers={useOfferedProviders(actor)} send={actor.send} />;
}

/** What was confirmed, read-only; back leads to Patient Services. */
export function ReviewStep({ actor }: { actor: ChoiceActor }) {
  const [, navigate] = useLocation();
  return (
    <ReviewScreen
      patient={useSelector(actor, selectPatient)}
      level={useLevelWords().levelName(useLevelOfCare(actor))}
      completedAt={useSelector(actor, selectCompletedAt)}
      rankings={useSelector(actor, selectRankings)}
      providers={useOfferedProviders(actor)}
      language={useShownLanguage()}
      onBack={() => navigate(pathFor('DASHBOARD'))}
    />
  );
}
