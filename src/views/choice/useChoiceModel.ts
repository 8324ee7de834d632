import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Provider } from '../../contract/choice';
import { findLevelOfCare, type LevelOfCare } from '../../domain/levelsOfCare';
import type { choiceMachine } from '../../machines/choice/choiceMachine';

export type ChoiceActor = ActorRefFrom<typeof choiceMachine>;

/** The list's level of care (from its service), falling back to a neutral one while the list loads. */
export function useLevelOfCare(actor: ChoiceActor): LevelOfCare {
  const key = useSelector(actor, (snapshot) => snapshot.context.list?.service?.levelOfCare ?? '');
  return findLevelOfCare(key);
}

/** The providers of the list in the planner's order (those whose details loaded). */
export function useOfferedProviders(actor: ChoiceActor): Provider[] {
  const options = useSelector(actor, (snapshot) => snapshot.context.list?.options);
  const providers = useSelector(actor, (snapshot) => snapshot.context.providers);
  return (options ?? []).flatMap((option) => (providers[option.providerId] ? [providers[option.providerId]!] : []));
}
