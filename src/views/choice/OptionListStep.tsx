import { useSelector } from '@xstate/react';
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
      onBack={() => navigate(pathFor('DASHBOARD'))}
      onFilters={() => openFilters(actor)}
      onMap={() => navigate(pathFor('CHOICE_OPTION_LIST_MAP', { id: optionListId }))}
    />
  );
}
