import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Provider } from '../../contract/choice';
import { findLevelOfCare, type LevelOfCare } from '../../domain/levelsOfCare';
import { offeredProviders } from '../../machines/choice/arrangedProviders';
import type { choiceMachine } from '../../machines/choice/choiceMachine';

export type ChoiceActor = ActorRefFrom<typeof choiceMachine>;
/** What a screen of the flow is given to tell the chart what the family did. */
export type ChoiceSend = ChoiceActor['send'];

/** The list's level of care (from its service), falling back to a neutral one while the list loads. */
export function useLevelOfCare(actor: ChoiceActor): LevelOfCare {
  const key = useSelector(actor, (snapshot) => snapshot.context.list?.service?.levelOfCare ?? '');
  return findLevelOfCare(key);
}

/** The providers of the list in the planner's order (offeredProviders), the same array until the list or they change. */
export function useOfferedProviders(actor: ChoiceActor): Provider[] {
  const options = useSelector(actor, (snapshot) => snapshot.context.list?.options);
  const providers = useSelector(actor, (snapshot) => snapshot.context.providers);
  return useMemo(() => offeredProviders(options, providers), [options, providers]);
}
