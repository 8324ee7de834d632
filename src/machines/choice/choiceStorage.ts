import type { Location } from '../../contract/choice';
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

const read = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};
const write = (key: string, value: unknown) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: choices simply do not survive a reload
  }
};

export const loadPersistedChoice = (optionListId: number): PersistedChoice | null => {
  const saved = read<PersistedChoice>(LIST_KEY);
  return saved?.optionListId === optionListId && Array.isArray(saved.shortlist) && Array.isArray(saved.rankings) ? saved : null;
};
export const savePersistedChoice = (choice: PersistedChoice | null) => write(LIST_KEY, choice);
export const loadPersistedLocation = () => read<Location>(LOCATION_KEY);
export const savePersistedLocation = (location: Location | null) => write(LOCATION_KEY, location);
