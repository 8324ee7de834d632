import { pathFor } from '../../routePaths';

/** The choice flow's steps (SPEC §4: list 0 … review 6); the route entered tells the machine which one is asked. */
/** `compare` is a view of step 0: the saved providers side by side. */
export type ChoiceStep = 'list' | 'compare' | 'provider' | 'map' | 'rank' | 'confirm' | 'saving' | 'review';

/**
 * The address of a step, from the route table: the machine moves there itself after a family's action, or puts it
 * back when routing went elsewhere. The provider step is only entered with its provider, review with the list's
 * service (a completed list is loaded): pathFor refuses the address without them.
 */
export function choicePath(step: ChoiceStep, ids: { optionListId: number; providerId?: number | null; serviceId?: number | null }): string {
  const id = ids.optionListId;
  switch (step) {
    case 'list':
      return pathFor('CHOICE_OPTION_LIST', { id });
    case 'provider':
      return pathFor('CHOICE_OPTION_LIST_PROVIDER', { id, providerId: ids.providerId! });
    case 'map':
      return pathFor('CHOICE_OPTION_LIST_MAP', { id });
    case 'compare':
      return pathFor('CHOICE_OPTION_LIST_COMPARE', { id });
    case 'rank':
      return pathFor('CHOICE_OPTION_LIST_RANK', { id });
    case 'confirm':
      return pathFor('CHOICE_OPTION_LIST_CONFIRM', { id });
    case 'saving':
      return pathFor('CHOICE_OPTION_LIST_SAVING', { id });
    case 'review':
      return pathFor('CHOICE_REVIEW', { serviceId: ids.serviceId! });
  }
}
