import { useSyncExternalStore } from 'react';
import { findLevelOfCare } from '../../domain/levelsOfCare';
import { useChoiceHost } from './ChoiceProvider';

/** The option-list routes are titled with their level of care's name (SPEC §2), once the list has loaded. */
export function useChoiceLevelName(): string | null {
  const { actor } = useChoiceHost();
  const key = useSyncExternalStore(
    (onChange) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => actor?.getSnapshot().context.list?.service?.levelOfCare ?? null,
  );
  return key ? findLevelOfCare(key).name : null;
}
