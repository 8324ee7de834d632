import { useMachine } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
import { loadKiosk } from '../../machines/kiosk/kioskStorage';
import { KioskHandOffContext, loadPage, type KioskHandOff } from './kioskHandOff';
import { KioskLockPage } from './KioskLockPage';

/**
 * A kiosk's console is locked (issue 22, item 2): on a device that keeps a kiosk, every console address shows the
 * kiosk's page instead, the staff login included, until a staff member of the hospital turns the kiosk off there;
 * then the console (its staff login) shows. The device's kiosk actor lives here, above the routes, so that the
 * 'Use this device as a kiosk' flow hands it the new kiosk and the lock shows at once.
 */
export function KioskGate({ children, leave = loadPage }: { children: ReactNode; leave?: (to: string) => void }) {
  const [state, , device] = useMachine(kioskDeviceMachine, { input: { kept: loadKiosk() } });
  const handOff = useMemo<KioskHandOff>(() => ({ started: (kept) => device.send({ type: 'kiosk.started', kept }), leave }), [device, leave]);
  const kept = state.context.kept;
  if (state.matches('on') && kept) {
    return (
      <KioskLockPage
        hospitalName={kept.config.hospitalName}
        canRelease={state.can({ type: 'kiosk.releaseAsked', credentials: { email: '', password: '' } })}
        releasing={state.matches({ on: 'releasing' })}
        refusal={state.context.releaseError}
        onRelease={(credentials) => device.send({ type: 'kiosk.releaseAsked', credentials })}
      />
    );
  }
  return <KioskHandOffContext.Provider value={handOff}>{children}</KioskHandOffContext.Provider>;
}
