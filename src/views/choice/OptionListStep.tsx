import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import {
  selectCanCompare,
  selectCanContinue,
  selectDistancesFrom,
  selectHospital,
  selectOnlyMatches,
  selectOptionListId,
  selectShortlist,
} from '../../machines/choice/choiceSelectors';
import { pathFor } from '../../routePaths';
import { OptionListScreen } from './OptionListScreen';
import { openFilters } from './openFilters';
import { useShownProviders } from './useArrangedProviders';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';

/** The option list's container: selects what the list shows from the flow's actor; the filters open over it. */
export function OptionListStep({ actor }: { actor: ChoiceActor }) {
  const [, navigate] = useLocation();
  const optionListId = useSelector(actor, selectOptionListId);
  // The same callbacks from one render to the next: the screen's parts that do not show the shortlist are memoised.
  const onBack = useCallback(() => navigate(pathFor('DASHBOARD')), [navigate]);
  const onFilters = useCallback(() => openFilters(actor), [actor]);
  const onMap = useCallback(() => navigate(pathFor('CHOICE_OPTION_LIST_MAP', { id: optionListId })), [navigate, optionListId]);
  return (
    <OptionListScreen
      level={useLevelOfCare(actor)}
      optionListId={optionListId}
      hospital={useSelector(actor, selectHospital)}
      providers={useShownProviders(actor)}
      onlyMatches={useSelector(actor, selectOnlyMatches)}
      distancesFrom={useSelector(actor, selectDistancesFrom)}
      shortlist={useSelector(actor, selectShortlist)}
      canContinue={useSelector(actor, selectCanContinue)}
      canCompare={useSelector(actor, selectCanCompare)}
      send={actor.send}
      onBack={onBack}
      onFilters={onFilters}
      onMap={onMap}
    />
  );
}
