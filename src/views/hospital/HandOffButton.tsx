import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { MAX_ACTIVE_KIOSKS } from '../../contract/kiosk';
import type { HandOffContext, kioskStartMachine } from '../../machines/hospital/handOffMachine';

type HandOffLogic = typeof kioskStartMachine;

export interface HandOffWords {
  button: string;
  confirmTitle: string;
  confirmText: string;
  cancel: string;
  confirm: string;
  close: string;
  startFailed: {
    Network: string;
    other: string;
    /** A kiosk's refusals: the hospital's cap, and too many kiosks turned on in an hour. */
    KioskLimitReached?: (most: number) => string;
    TooManyAttempts?: (serverWords: string) => string;
  };
}

function failureText(failure: NonNullable<HandOffContext['failure']>, words: HandOffWords['startFailed']): string {
  if (failure.code === 'Network') return words.Network;
  if (failure.code === 'KioskLimitReached' && words.KioskLimitReached) return words.KioskLimitReached(MAX_ACTIVE_KIOSKS);
  if (failure.code === 'TooManyAttempts' && words.TooManyAttempts) return words.TooManyAttempts(failure.message);
  return words.other;
}

/**
 * A console button that hands this device over to families (a kiosk, a guided session), and its question.
 * Confirmed, the server's call runs; the machine (provided by the caller with what to keep and where to go) does the
 * rest once it answered. While it runs the question stays: the chart ignores a cancel then.
 */
export function HandOffButton({ logic, input, words }: { logic: HandOffLogic; input?: unknown; words: HandOffWords }) {
  const [state, send] = useMachine(logic, { input });
  const busy = state.hasTag('busy');
  const failure = state.context.failure;
  return (
    <>
      <Button variant="default" onClick={() => send({ type: 'handOff.asked' })}>
        {words.button}
      </Button>
      <Modal
        opened={state.hasTag('asking')}
        onClose={() => send({ type: 'handOff.cancelled' })}
        title={words.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': words.close, disabled: busy }}
      >
        <Stack gap="md">
          <Text>{words.confirmText}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failureText(failure, words.startFailed)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'handOff.cancelled' })} disabled={!state.can({ type: 'handOff.cancelled' })} data-autofocus>
              {words.cancel}
            </Button>
            <Button onClick={() => send({ type: 'handOff.confirmed' })} loading={busy}>
              {words.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
