import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { hospitalEn } from '../../i18n/en.hospital';
import { staffLoggedOut } from '../../machines/hospital/kioskStartActors';
import { kioskStartMachine } from '../../machines/hospital/kioskStartMachine';
import { pathFor } from '../../routePaths';
import { useKioskHandOff } from './kioskHandOff';
import { useStaffSessionActor } from './staffActors';

const text = hospitalEn.kiosk;

/**
 * 'Use this device as a kiosk' (issue 22, item 2) and its question. Confirmed, the device keeps the kiosk, the staff
 * session ends as Log out ends it, and the family login loads once the server has ended the session.
 */
export function KioskStartButton() {
  const session = useStaffSessionActor();
  const handOff = useKioskHandOff();
  const [state, send] = useMachine(
    kioskStartMachine.provide({
      actions: {
        kioskStarted: (_, { kept }) => handOff.started(kept),
        endStaffSession: () => session.send({ type: 'staff.logout' }),
        openFamilyLogin: () => void staffLoggedOut(session).then(() => handOff.leave(pathFor('LOGIN'))),
      },
    }),
  );
  const busy = state.hasTag('busy');
  const failure = state.context.failure;
  return (
    <>
      <Button variant="default" onClick={() => send({ type: 'kiosk.asked' })}>
        {text.use}
      </Button>
      {/* While it starts the question stays: the chart ignores a cancel then (the server may have made the kiosk). */}
      <Modal
        opened={state.hasTag('asking')}
        onClose={() => send({ type: 'kiosk.cancelled' })}
        title={text.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': text.close, disabled: busy }}
      >
        <Stack gap="md">
          <Text>{text.confirmText}</Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure.code === 'Network' ? text.startFailed.Network : text.startFailed.other}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => send({ type: 'kiosk.cancelled' })} disabled={!state.can({ type: 'kiosk.cancelled' })} data-autofocus>
              {text.cancel}
            </Button>
            <Button onClick={() => send({ type: 'kiosk.confirmed' })} loading={busy}>
              {text.confirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
