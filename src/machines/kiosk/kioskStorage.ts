import { object, string, validate, type Infer } from 'superstruct';
import { KioskConfig } from '../../contract/kiosk';
import { keptJson } from '../keptJson';

/**
 * The device's kiosk token and the config last read with it. Under its own prefix: a family's end
 * of session clears every `carechoice:` key, and ending a family's session is exactly what must not turn the kiosk off.
 */
export const KIOSK_STORAGE_KEY = 'carechoice-kiosk:device';

export const KeptKiosk = object({ token: string(), config: KioskConfig });
export type KeptKiosk = Infer<typeof KeptKiosk>;

// Checked (and completed) on reading: a kiosk kept before a field was added to its config (the family
// language) is still a kiosk, with the field's default.
const kept = keptJson(KIOSK_STORAGE_KEY, (value): value is unknown => value !== null);

export const loadKiosk = (): KeptKiosk | null => {
  const value = kept.load();
  // Most devices are not kiosks: nothing to check (superstruct makes a whole error to say null is not one).
  if (value === null) return null;
  const [error, kiosk] = validate(value, KeptKiosk, { coerce: true });
  return error ? null : kiosk;
};
export const saveKiosk = (kiosk: KeptKiosk): void => kept.save(kiosk);
export const forgetKiosk = (): void => kept.save(null);
