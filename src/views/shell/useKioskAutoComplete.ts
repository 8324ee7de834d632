import { useKioskVisit } from './appActors';

/**
 * A field's autocomplete hint, or 'off' on a kiosk (nothing offers to remember a password or fill in the
 * last family's details on a shared tablet). Browsers may still offer to save a password; the lounge browser's own
 * setting turns that off (docs/decisions.md).
 */
export function useKioskAutoComplete(): (hint: string) => string {
  const kiosk = useKioskVisit() !== undefined;
  return (hint) => (kiosk ? 'off' : hint);
}
