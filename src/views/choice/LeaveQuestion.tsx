import { Button, Group, Modal } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { choiceEn } from '../../i18n/en.choice';
import type { ChoiceActor } from './useChoiceModel';

const text = choiceEn.list;

/**
 * Asked when the family tries to leave the flow with providers saved (issue 19, item 6), by any way out. Stay is
 * the safe answer: it is focused first, and closing the dialog (Escape, the overlay) means Stay too.
 */
export function LeaveQuestion({ actor }: { actor: ChoiceActor }) {
  const asked = useSelector(actor, (snapshot) => snapshot.context.leaveAsked);
  const saved = useSelector(actor, (snapshot) => snapshot.context.shortlist.length);
  const stay = () => actor.send({ type: 'leave.cancelled' });
  return (
    <Modal opened={asked} onClose={stay} title={text.leaveQuestion(saved)} withCloseButton={false} centered>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={stay} data-autofocus>
          {text.stay}
        </Button>
        <Button color="red" onClick={() => actor.send({ type: 'leave.confirmed' })}>
          {text.leave}
        </Button>
      </Group>
    </Modal>
  );
}
