import { useKioskVisit } from './appActors';

/**
 * A field's autocomplete hint, or 'off' on a kiosk (nothing offers to remember a password or fill in the
 * last family's details on a shared tablet). Browsers may still offer to save a password; the lounge browser's own
 * setting turns that off (docs/decisions.md).
 */
export function useKioskAutoComplete(): (hint: string) => string {
  return kioskAutoComplete(useKioskVisit() !== undefined);
}

/** The same for a screen told whether it is on a kiosk. */
export const kioskAutoComplete =
  (kiosk: boolean) =>
  (hint: string): string =>
    kiosk ? 'off' : hint;
