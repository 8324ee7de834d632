import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ProviderQuality } from '../../contract/quality';
import type { qualityMachine } from '../../machines/choice/qualityMachine';
import type { ChoiceActor } from './useChoiceModel';

type QualityActor = ActorRefFrom<typeof qualityMachine>;

/** A provider's quality data as its screens need it: still coming, failed, or loaded (null: Medicare has none). */
export type QualityState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; quality: ProviderQuality | null };

const LOADING: QualityState = { status: 'loading' };
const FAILED: QualityState = { status: 'failed' };

/** The choice actor's quality child (qualityMachine.ts), which the chart asks to load what its steps show. */
export function useQualityActor(actor: ChoiceActor): QualityActor | undefined {
  return useSelector(actor, (snapshot) => snapshot.children.quality as QualityActor | undefined);
}

/** The quality data of each of `ids`, in their order; each state object is kept while it does not change. */
export function useQuality(actor: ChoiceActor, ids: readonly number[]): QualityState[] {
  const quality = useQualityActor(actor);
  const loaded = useSelector(quality, (snapshot) => snapshot?.context.loaded);
  const failed = useSelector(quality, (snapshot) => snapshot?.context.failed);
  return ids.map((id) => {
    if (loaded && id in loaded) return { status: 'loaded', quality: loaded[id] ?? null };
    return failed?.includes(id) ? FAILED : LOADING;
  });
}
