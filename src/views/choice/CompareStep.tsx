import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { shownName } from '../../domain/providerName';
import { selectComparable, selectCompared, selectShortlist } from '../../machines/choice/choiceSelectors';
import { useShownLanguage } from '../shell/shownWords';
import type { CompareColumn, SavedChoices } from './CompareScreen';
import { compareScreen } from './choiceScreens';
import { useArrangedProviders } from './useArrangedProviders';
import { useLevelOfCare, type ChoiceActor } from './useChoiceModel';
import { useQuality } from './useQuality';

/** The comparison's own chunk (choiceScreens.ts): this container selects in the flow's chunk, the screen draws in its own. */
const CompareScreen = compareScreen.component('CompareScreen');

/** The compare view's container: the compared providers with their distances and Medicare data, and the chooser. */
export function CompareStep({ actor }: { actor: ChoiceActor }) {
  const compared = useSelector(actor, selectCompared);
  const shortlist = useSelector(actor, selectShortlist);
  const comparable = useSelector(actor, selectComparable);
  const providers = useSelector(actor, (snapshot) => snapshot.context.providers);
  const arranged = useArrangedProviders(actor);
  const qualities = useQuality(actor, compared);
  const columns: CompareColumn[] = compared.flatMap((id, index) =>
    arranged.filter((entry) => entry.provider.id === id).map((entry) => ({ entry, quality: qualities[index]! })),
  );
  const choices: SavedChoices = useMemo(
    () => ({
      saved: shortlist.map((id, index) => ({ id, name: providers[id] ? shownName(providers[id]) : '', changeable: comparable[index] === '1' })),
      compared,
    }),
    [shortlist, providers, comparable, compared],
  );
  return (
    <CompareScreen
      level={useLevelOfCare(actor)}
      optionListId={useSelector(actor, (snapshot) => snapshot.context.optionListId)}
      hospital={useSelector(actor, (snapshot) => snapshot.context.hospital)}
      columns={columns}
      choices={choices}
      language={useShownLanguage()}
      send={actor.send}
    />
  );
}
