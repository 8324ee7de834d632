import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useKioskActor, useKioskVisit, useSessionActor } from './appActors';

/** Its own chunk: only a kiosk loads it. */
const KioskBar = lazy(() => import('../kiosk/KioskBar'));

/** The header's kiosk row (issue 22, item 2) while the device is a kiosk; nothing on any other device. */
export function KioskHeaderRow() {
  const visit = useKioskVisit();
  const hospitalName = useSelector(useKioskActor(), (snapshot) => snapshot?.context.kept?.config.hospitalName ?? '');
  const session = useSessionActor();
  if (!visit) return null;
  return (
    <Suspense fallback={null}>
      <KioskBar visit={visit} hospitalName={hospitalName} onStartOver={() => session.send({ type: 'session.startOver' })} />
    </Suspense>
  );
}
