import { useMemo } from 'react';
import type { GuidedSession } from '../../contract/guided';
import { hospitalEn } from '../../i18n/en.hospital';
import { guidedStartMachine } from '../../machines/hospital/handOffMachine';
import { forgetStaffSession, saveGuidedPatient } from '../../machines/hospital/staffStorage';
import { saveDeviceLanguage } from '../../machines/language/languageStorage';
import { clearPersistedState, clearTabState, savePersistedSession } from '../../machines/session/sessionStorage';
import { pathFor } from '../../routePaths';
import { HandOffButton } from './HandOffButton';
import { useKioskHandOff } from './kioskHandOff';

const text = hospitalEn.guided;

/**
 * 'Guided session' on a patient's page: the case manager hands their tablet to the patient's family.
 * Confirmed, the server turns the staff session into the guided one (same cookie); the family's side keeps it as its
 * own session (nothing of an earlier family's stays), the console forgets its session without a logout (that would
 * end the guided one), and the family's dashboard loads. The console stays locked behind it (KioskGate).
 */
export function GuidedStartButton({ patientId, patientName }: { patientId: number; patientName: string }) {
  const handOff = useKioskHandOff();
  const logic = useMemo(
    () =>
      guidedStartMachine.provide({
        actions: {
          handedOver: (_, { output }) => {
            // Checked by its contract as it arrived.
            const guided = output as GuidedSession;
            clearPersistedState();
            clearTabState();
            savePersistedSession({ user: guided.user, tokenExpiresAt: guided.expiresAt });
            // The family's screens open in the patient's language (the switch in the header still changes it).
            if (guided.language) saveDeviceLanguage(guided.language);
            // The staff member comes back to this patient's page.
            saveGuidedPatient(patientId);
          },
          endStaffSession: () => forgetStaffSession(),
          leave: () => handOff.leave(pathFor('DASHBOARD')),
        },
      }),
    [handOff, patientId],
  );
  return <HandOffButton logic={logic} input={patientId} words={{ ...text, button: text.start, confirmText: text.confirmText(patientName) }} />;
}
