/** The addresses of the choice flow's steps (SPEC §2 route table). */
export type ChoiceStep = 'list' | 'provider' | 'map' | 'rank' | 'confirm' | 'saving' | 'review';

/** SPEC §4 step numbers. */
export const STEP_NUMBERS: Record<ChoiceStep, number> = { list: 0, provider: 1, map: 2, rank: 3, confirm: 4, saving: 5, review: 6 };

export function choicePath(step: ChoiceStep, ids: { optionListId: number; providerId?: number | null; serviceId?: number | null }): string {
  const list = `/choice/option-list/${ids.optionListId}`;
  switch (step) {
    case 'list':
      return list;
    case 'provider':
      return `${list}/provider/${ids.providerId}`;
    case 'review':
      return `/choice/review/${ids.serviceId}`;
    default:
      return `${list}/${step}`;
  }
}
