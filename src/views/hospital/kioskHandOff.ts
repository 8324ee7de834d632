import { createContext, useContext } from 'react';
import type { KeptKiosk } from '../../machines/kiosk/kioskStorage';

/**
 * What the console's kiosk gate (KioskGate.tsx) offers the 'Use this device as a kiosk' flow below it: the gate owns
 * the device's kiosk actor, which outlives the console's pages (the flow's own actor ends with its page).
 */
export interface KioskHandOff {
  /** The device is a kiosk now: the gate's kiosk device actor keeps it, and every console address is locked. */
  started: (kept: KeptKiosk) => void;
  /** Leaves the console with a full page load (the family app is another bundle); tests pass their own. */
  leave: (to: string) => void;
}

export const KioskHandOffContext = createContext<KioskHandOff | null>(null);

export function useKioskHandOff(): KioskHandOff {
  const handOff = useContext(KioskHandOffContext);
  if (!handOff) throw new Error('useKioskHandOff outside KioskGate');
  return handOff;
}

export const loadPage = (to: string) => window.location.assign(to);
