import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import type { kioskStartMachine } from '../../machines/hospital/handOffMachine';

type HandOffLogic = typeof kioskStartMachine;

export interface HandOffWords {
  button: string;
  confirmTitle: string;
  confirmText: string;
  cancel: string;
  confirm: string;
  close: string;
  startFailed: { Network: string; other: string };
}

/**
 * A console button that hands this device over to families (issue 22: a kiosk, a guided session), and its question.
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
              {failure.code === 'Network' ? words.startFailed.Network : words.startFailed.other}
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
