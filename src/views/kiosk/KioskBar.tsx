import { ActionIcon, Button, Group, Modal, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { kioskWords } from '../../i18n/en.kiosk';
import { useWords } from '../shell/shownWords';
import type { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
import { TEXT_STEPS, type kioskVisitMachine } from '../../machines/kiosk/kioskVisitMachine';
import classes from './KioskBar.module.css';
import { ReturnToConsole } from './ReturnToConsole';


interface KioskBarProps {
  device: ActorRefFrom<typeof kioskDeviceMachine>;
  visit: ActorRefFrom<typeof kioskVisitMachine>;
  hospitalName: string;
  /** The staff member whose guided session this is (the session's user), on a guided session's tablet. */
  guideName: string;
  onStartOver: () => void;
}

/**
 * The kiosk's row of the header, on every page: whose kiosk it is, the text size (normal and three
 * steps larger) and 'Start over', which asks first: it logs the family out. In a guided session the row
 * names the staff member guiding it, and offers 'Return to console' (their password) instead of 'Start over'.
 */
export default function KioskBar({ device, visit, hospitalName, guideName, onStartOver }: KioskBarProps) {
  const kiosk = useWords(kioskWords);
  const text = kiosk.bar;
  const textStep = useSelector(visit, (snapshot) => snapshot.context.textStep);
  const guided = useSelector(device, (snapshot) => snapshot.matches('guided'));
  const [asking, setAsking] = useState(false);
  const resize = (step: number) => visit.send({ type: 'text.resized', step });
  return (
    <Group className={classes.bar} justify="space-between" gap="xs" wrap="wrap" role="group" aria-label={text.label}>
      <Text size="sm" fw={600} className={classes.hospital}>
        {guided ? kiosk.guided.title(guideName) : text.hospital(hospitalName)}
      </Text>
      {/* 'Start over' goes under the text size where both do not fit (a phone, or the largest text). */}
      <Group gap="xs" wrap="wrap" justify="flex-end">
        <Group gap={4} wrap="nowrap" role="group" aria-label={text.textSize}>
          <Text size="sm" aria-hidden className={classes.sizeLabel}>
            {text.textSize}
          </Text>
          <ActionIcon variant="default" size={44} aria-label={text.smaller} disabled={textStep === 0} onClick={() => resize(textStep - 1)}>
            <span className={classes.smallA} aria-hidden>
              A
            </span>
          </ActionIcon>
          <ActionIcon variant="default" size={44} aria-label={text.larger} disabled={textStep === TEXT_STEPS} onClick={() => resize(textStep + 1)}>
            <span className={classes.largeA} aria-hidden>
              A
            </span>
          </ActionIcon>
        </Group>
        {guided ? (
          <ReturnToConsole device={device} />
        ) : (
          <Button variant="filled" color="teal" onClick={() => setAsking(true)}>
            {text.startOver}
          </Button>
        )}
      </Group>
      <StartOverQuestion opened={asking} onClose={() => setAsking(false)} onConfirm={onStartOver} />
    </Group>
  );
}

function StartOverQuestion({ opened, onClose, onConfirm }: { opened: boolean; onClose: () => void; onConfirm: () => void }) {
  const words = useWords(kioskWords).startOver;
  return (
    <Modal opened={opened} onClose={onClose} title={words.title} centered closeButtonProps={{ 'aria-label': words.close }}>
      <Text>{words.body}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {words.cancel}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {words.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
