import { useChoiceTitle } from './ChoiceHost';

/**
 * The option-list routes are titled with their level of care's name (SPEC §2), once the list has loaded. The flow's
 * own chunk reports it (useReportLevelName), so the levels-of-care catalogue is not part of the first load.
 */
export function useChoiceLevelName(): string | null {
  return useChoiceTitle().levelName;
}
