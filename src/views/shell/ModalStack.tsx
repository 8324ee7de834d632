import { modals, ModalsProvider, type ModalsProviderProps } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { MODAL_KINDS } from './modalKinds';
import { modalsListening } from './ModalHost';

/** The modal stack with every kind of modal the app opens (loaded by ModalHost when the first one is wanted). */
export default function ModalStack(props: Omit<ModalsProviderProps, 'children' | 'modals'>) {
  return (
    <>
      <ModalsProvider {...props} modals={MODAL_KINDS} />
      <OpenWaiting />
    </>
  );
}

/** After the modal stack, so its listeners (set in its own layout effect) are there when the waiting calls run. */
function OpenWaiting() {
  useLayoutEffect(() => {
    modalsListening(modals);
    return () => modalsListening(null);
  }, []);
  return null;
}
