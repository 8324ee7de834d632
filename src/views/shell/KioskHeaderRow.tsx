import { useSelector } from '@xstate/react';
import { useKioskActor, useKioskVisit, useSessionActor, useSessionSelector } from './appActors';
import { loadedKioskParts } from './kioskChunk';

/** The header's kiosk row while the device is a kiosk or in a guided session; nothing on any other device. */
export function KioskHeaderRow() {
  const device = useKioskActor();
  const visit = useKioskVisit();
  const hospitalName = useSelector(device, (snapshot) => snapshot?.context.kept?.config.hospitalName ?? '');
  const guideName = useSessionSelector((snapshot) => snapshot.context.user?.name ?? '');
  const session = useSessionActor();
  // The kiosk's chunk (kioskChunk.ts) came before its actors ran, so its parts are here with them.
  const parts = loadedKioskParts();
  if (!device || !visit || !parts) return null;
  return (
    <parts.KioskBar
      device={device}
      visit={visit}
      hospitalName={hospitalName}
      guideName={guideName}
      onStartOver={() => session.send({ type: 'session.startOver' })}
    />
  );
}
