/**
 * What the app keeps across reloads in the browser's localStorage, as JSON under one key. Storage can be missing
 * (server rendering, tests), disabled (private mode, kiosk policies) or full: reading then finds nothing and writing
 * keeps nothing, and the app works without restore. A value is read back only if `isValid` accepts it (a value
 * from an older version, or edited by hand, is as good as none).
 */
export const localStore = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

export interface Kept<T> {
  load(): T | null;
  /** Keeps the value; null forgets it. */
  save(value: T | null): void;
}

export function keptJson<T>(key: string, isValid: (value: unknown) => value is T): Kept<T> {
  return {
    load() {
      try {
        const raw = localStore()?.getItem(key);
        if (!raw) return null;
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        if (value === null) localStore()?.removeItem(key);
        else localStore()?.setItem(key, JSON.stringify(value));
      } catch {
        // quota or disabled storage: the value will not survive a reload
      }
    },
  };
}

/** Whether a kept value has the shape of a session: an expiry in unix seconds, and a user. */
export const isKeptSession = <T extends { tokenExpiresAt: number; user: unknown }>(value: unknown): value is T =>
  typeof value === 'object' && value !== null && typeof (value as T).tokenExpiresAt === 'number' && Boolean((value as T).user);
