import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { kioskIdleMachine } from '../../machines/kiosk/kioskIdleMachine';
import type { kioskVisitMachine } from '../../machines/kiosk/kioskVisitMachine';
import { StillThereModal } from './StillThereModal';
import { applyTextSize } from './textSize';
import { useKioskActivity } from './useKioskActivity';

type VisitActor = ActorRefFrom<typeof kioskVisitMachine>;
type IdleActor = ActorRefFrom<typeof kioskIdleMachine>;

/**
 * What a kiosk adds to every page, loaded only on one: input tells the family's visit they are
 * there, the visit's text size sizes the page, "Are you still there?" shows while the idle watch asks, and when the
 * visit ends whatever a dialog or toast still showed goes with it (the screens themselves start afresh, keyed by the
 * visit's clears).
 */
export default function KioskLayer({ visit }: { visit: VisitActor }) {
  const textStep = useSelector(visit, (snapshot) => snapshot.context.textStep);
  const clears = useSelector(visit, (snapshot) => snapshot.context.clears);
  const idle = useSelector(visit, (snapshot) => snapshot.children.idle as IdleActor | undefined);
  const warnedAt = useSelector(idle, (snapshot) => (snapshot?.value === 'asking' ? snapshot.context.warnedAt : null));

  useKioskActivity(useCallback(() => visit.send({ type: 'activity' }), [visit]));
  useEffect(() => applyTextSize(textStep), [textStep]);
  // The layer goes when a guided session ends: so do the text size and any dialog or toast left.
  useEffect(
    () => () => {
      applyTextSize(0);
      modals.closeAll();
      notifications.clean();
    },
    [],
  );

  const seenClears = useRef(clears);
  useEffect(() => {
    if (clears === seenClears.current) return;
    seenClears.current = clears;
    modals.closeAll();
    notifications.clean();
  }, [clears]);

  return (
    <StillThereModal
      warnedAt={warnedAt}
      onContinue={() => visit.send({ type: 'idle.continue' })}
      onLogOut={() => visit.send({ type: 'idle.logout' })}
    />
  );
}
