import type * as KioskPartsModule from '../kiosk/kioskParts';
import { loadKiosk } from '../../machines/kiosk/kioskStorage';
import { loadPersistedSession } from '../../machines/session/sessionStorage';

export type KioskParts = typeof KioskPartsModule;

let loaded: KioskParts | null = null;
let loading: Promise<KioskParts> | null = null;

/** A device that keeps a kiosk, or a guided session (which keeps a kiosk's rules without being one). */
export function deviceIsKiosk(): boolean {
  return loadKiosk() !== null || loadPersistedSession()?.user.guided === true;
}

/** The kiosk's chunk, fetched once. */
export function loadKioskParts(): Promise<KioskParts> {
  loading ??= import('../kiosk/kioskParts').then((parts) => (loaded = parts));
  return loading;
}

/**
 * The kiosk's parts once fetched. The app's start waits for them on a kiosk, so its first drawing already has the
 * kiosk's header row: a row arriving later pushed the page down under a finger about to tap it.
 */
export function loadedKioskParts(): KioskParts | null {
  return loaded;
}
