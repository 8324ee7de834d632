import { useMemo } from 'react';
import { hospitalEn } from '../../i18n/en.hospital';
import { staffLoggedOut } from '../../machines/hospital/kioskStartActors';
import { kioskStartMachine } from '../../machines/hospital/handOffMachine';
import type { KeptKiosk } from '../../machines/kiosk/kioskStorage';
import { pathFor } from '../../routePaths';
import { HandOffButton } from './HandOffButton';
import { useKioskHandOff } from './kioskHandOff';
import { useStaffSessionActor } from './staffActors';

const text = hospitalEn.kiosk;

/**
 * 'Use this device as a kiosk' and its question. Confirmed, the device keeps the kiosk, the staff
 * session ends as Log out ends it, and the family login loads once the server has ended the session.
 */
export function KioskStartButton() {
  const session = useStaffSessionActor();
  const handOff = useKioskHandOff();
  const logic = useMemo(
    () =>
      kioskStartMachine.provide({
        actions: {
          // The answer is a StartedKiosk, checked by its contract as it arrived: the kept kiosk itself.
          handedOver: (_, { output }) => handOff.started(output as KeptKiosk),
          endStaffSession: () => session.send({ type: 'staff.logout' }),
          leave: () => void staffLoggedOut(session).then(() => handOff.leave(pathFor('LOGIN'))),
        },
      }),
    [handOff, session],
  );
  return <HandOffButton logic={logic} words={{ ...text, button: text.use }} />;
}
