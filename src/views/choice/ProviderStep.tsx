import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { selectHospital, selectOptionListId, selectProviderSaved, selectProviderStatus, selectSelectedProvider } from '../../machines/choice/choiceSelectors';
import { pathFor } from '../../routePaths';
import { useShownLanguage } from '../shell/shownWords';
import { providerScreen } from './choiceScreens';
import { useArrangedProviders } from './useArrangedProviders';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';
import { useQuality, useQualityActor, type QualityState } from './useQuality';

/** The provider page's own chunk (choiceScreens.ts): this container selects in the flow's chunk, the screen draws in its own. */
const ProviderScreen = providerScreen.component('ProviderScreen');

const NONE: readonly number[] = [];
const LOADING: QualityState = { status: 'loading' };

/** The provider step's container: the provider with its miles, whether it is saved, and its Medicare data in detail. */
export function ProviderStep({ actor }: { actor: ChoiceActor }) {
  const [, navigate] = useLocation();
  const providerId = useSelector(actor, selectSelectedProvider);
  const optionListId = useSelector(actor, selectOptionListId);
  const entry = useArrangedProviders(actor).find((candidate) => candidate.provider.id === providerId);
  const [quality = LOADING] = useQuality(actor, providerId === null ? NONE : [providerId]);
  const qualityActor = useQualityActor(actor);
  return (
    <ProviderScreen
      level={useLevelOfCare(actor)}
      hospital={useSelector(actor, selectHospital)}
      status={useSelector(actor, selectProviderStatus)}
      entry={entry}
      saved={useSelector(actor, selectProviderSaved)}
      quality={quality}
      language={useShownLanguage()}
      send={actor.send}
      onMap={() => navigate(pathFor('CHOICE_OPTION_LIST_MAP', { id: optionListId }))}
      onRetryQuality={() => qualityActor?.send({ type: 'quality.retried' })}
    />
  );
}
