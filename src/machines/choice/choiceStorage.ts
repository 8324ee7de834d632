import type { Location } from '../../contract/choice';
import { keptJson } from '../keptJson';
import { STORAGE_PREFIX } from '../session/sessionStorage';

/**
 * Persisted choice state (SPEC §3): the open list's shortlist and rankings, and the chosen location, so a reload
 * lands on the same screen with the same choices. Cleared with everything else at logout (same prefix).
 */
const LIST_KEY = `${STORAGE_PREFIX}choice`;
const LOCATION_KEY = `${STORAGE_PREFIX}choice-location`;

export interface PersistedChoice {
  optionListId: number;
  shortlist: number[];
  rankings: number[];
}

const isChoice = (value: unknown): value is PersistedChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PersistedChoice).optionListId === 'number' &&
  Array.isArray((value as PersistedChoice).shortlist) &&
  Array.isArray((value as PersistedChoice).rankings);
const isLocation = (value: unknown): value is Location => typeof value === 'object' && value !== null;

const keptChoice = keptJson(LIST_KEY, isChoice);
const keptLocation = keptJson(LOCATION_KEY, isLocation);

export const loadPersistedChoice = (optionListId: number): PersistedChoice | null => {
  const saved = keptChoice.load();
  return saved?.optionListId === optionListId ? saved : null;
};
export const savePersistedChoice = (choice: PersistedChoice | null) => keptChoice.save(choice);
export const loadPersistedLocation = () => keptLocation.load();
export const savePersistedLocation = (location: Location | null) => keptLocation.save(location);
