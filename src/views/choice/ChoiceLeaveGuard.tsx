import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { pathFor } from '../../routePaths';
import { setLeaveGuard } from '../shell/leaveGuard';
import { LeaveQuestion } from './LeaveQuestion';
import type { ChoiceActor } from './useChoiceModel';

/** An address of this list's own steps (list, provider, map, rank, confirm, saving): moving there is not leaving. */
const isSameListAddress = (path: string, optionListId: number) => {
  const list = pathFor('CHOICE_OPTION_LIST', { id: optionListId });
  return path === list || path.startsWith(`${list}/`);
};

/**
 * Every way out of the open list asks its machine first, and with providers saved the family is asked
 * first. The question is drawn here, beside the guard, so it shows whatever the screen below is (a list's step,
 * or a not-found page reached while the list was open). Another list's address is a way out too.
 */
export function ChoiceLeaveGuard({ actor }: { actor: ChoiceActor }) {
  const [location] = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(() => {
    setLeaveGuard({
      mayLeaveFor: (to) => {
        const snapshot = actor.getSnapshot();
        if (isSameListAddress(to, snapshot.context.optionListId) || !snapshot.can({ type: 'leave.requested' })) return true;
        actor.send({ type: 'leave.requested' });
        return false;
      },
      here: () => here.current,
    });
    return () => setLeaveGuard(null);
  }, [actor]);
  return <LeaveQuestion actor={actor} />;
}
