import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { kioskWords } from '../../i18n/en.kiosk';
import { useWords } from '../shell/shownWords';
import { KIOSK_WARNING_MS } from '../../machines/kiosk/kioskIdleMachine';


const secondsLeft = (warnedAt: number) => Math.max(0, Math.ceil((warnedAt + KIOSK_WARNING_MS - Date.now()) / 1000));

/**
 * "Are you still there?", while the kiosk's idle watch asks: the seconds left until the screen is cleared,
 * 'Continue' (focused first: the answer a returning family wants) and 'Log out'. Escape and the close button
 * continue; a tap beside it does not answer (the idle watch ignores stray input while it asks).
 */
export function StillThereModal({ warnedAt, onContinue, onLogOut }: { warnedAt: number | null; onContinue: () => void; onLogOut: () => void }) {
  const text = useWords(kioskWords).stillThere;
  const seconds = useCountdown(warnedAt);
  return (
    <Modal opened={warnedAt !== null} onClose={onContinue} title={text.title} closeOnClickOutside={false} centered size="md" zIndex={400} closeButtonProps={{ 'aria-label': text.close }}>
      <Text>{text.countdown(seconds)}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onLogOut}>
          {text.logOut}
        </Button>
        <Button onClick={onContinue} data-autofocus>
          {text.continue}
        </Button>
      </Group>
    </Modal>
  );
}

/** Seconds until the question's time is up, read again four times a second (the clock may be a test's). */
function useCountdown(warnedAt: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (warnedAt === null) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [warnedAt]);
  return warnedAt === null ? 0 : secondsLeft(warnedAt);
}
