import { useSelector } from '@xstate/react';
import { createElement, useEffect } from 'react';
import { choiceEn } from '../../i18n/en.choice';
import { closeModal, whenModalsReady } from '../shell/ModalHost';
import { ModalTitle } from '../shell/ModalTitle';
import type { ChoiceActor } from './useChoiceModel';

const text = choiceEn.list;
const LEAVE_QUESTION = 'choice-leave-question';

/**
 * Asked when the family tries to leave the flow with providers saved, by any way out. Stay is
 * the safe answer: it is focused first, and closing the dialog (Escape, the overlay) means Stay too. The question is
 * a modal of the app's stack, which loads on first need: a closed Modal on the list's page made the list load the
 * modal's code with it and draw itself twice as it opened.
 */
export function LeaveQuestion({ actor }: { actor: ChoiceActor }) {
  const asked = useSelector(actor, (snapshot) => snapshot.context.leaveAsked);
  const saved = useSelector(actor, (snapshot) => snapshot.context.shortlist.length);
  useEffect(() => {
    if (!asked) return;
    const stillAsked = () => actor.getSnapshot().context.leaveAsked;
    // The stack may still be loading: by the time it listens, the question may have been answered.
    whenModalsReady((modals) => {
      if (!stillAsked()) return;
      modals.openContextModal({
        modal: 'LEAVE_QUESTION',
        modalId: LEAVE_QUESTION,
        title: createElement(ModalTitle, { words: () => text.leaveQuestion(saved) }),
        withCloseButton: false,
        centered: true,
        // Escape, the overlay, or the page closing all modals: Stay, unless the machine has moved on already.
        onClose: () => {
          if (stillAsked()) actor.send({ type: 'leave.cancelled' });
        },
        innerProps: {
          onStay: () => actor.send({ type: 'leave.cancelled' }),
          onLeave: () => actor.send({ type: 'leave.confirmed' }),
        },
      });
    });
    return () => closeModal(LEAVE_QUESTION);
  }, [actor, asked, saved]);
  return null;
}
