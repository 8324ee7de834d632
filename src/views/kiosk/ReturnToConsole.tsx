import { Button, Modal } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { kioskWords } from '../../i18n/en.kiosk';
import { useWords } from '../shell/shownWords';
import type { kioskDeviceMachine } from '../../machines/kiosk/kioskDeviceMachine';
import { StaffCredentialsForm } from '../forms/StaffCredentialsForm';


/**
 * 'Return to console' in a guided session's header row: a staff member of the patient's hospital
 * ends the session with their e-mail and password, and the console loads with them signed in. Until then the console
 * stays locked behind the family's screens.
 */
export function ReturnToConsole({ device }: { device: ActorRefFrom<typeof kioskDeviceMachine> }) {
  const text = useWords(kioskWords).guided;
  const [open, setOpen] = useState(false);
  const returning = useSelector(device, (snapshot) => snapshot.matches({ guided: 'returning' }) || snapshot.matches('returnedToConsole'));
  const canReturn = useSelector(device, (snapshot) => snapshot.can({ type: 'guided.returnAsked', credentials: { email: '', password: '' } }));
  const refusal = useSelector(device, (snapshot) => snapshot.context.returnError);
  return (
    <>
      <Button variant="filled" color="teal" onClick={() => setOpen(true)}>
        {text.returnToConsole}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={text.returnTitle} centered closeButtonProps={{ 'aria-label': text.close, disabled: returning }}>
        <StaffCredentialsForm
          intro={text.returnIntro}
          emailLabel={text.email}
          passwordLabel={text.password}
          submitLabel={text.submit}
          canSubmit={canReturn}
          busy={returning}
          refusal={refusal && text.refusal(refusal)}
          onSubmit={(credentials) => device.send({ type: 'guided.returnAsked', credentials })}
        />
      </Modal>
    </>
  );
}
