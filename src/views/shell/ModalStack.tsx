import { modals, ModalsProvider, type ModalsProviderProps } from '@mantine/modals';
import { useLayoutEffect } from 'react';
import { MODAL_KINDS } from './modalKinds';

export interface ModalStackProps extends Omit<ModalsProviderProps, 'children' | 'modals'> {
  /** Told @mantine/modals once the stack listens for its calls, and null as it leaves the page. */
  onListening: (api: typeof modals | null) => void;
}

/** The modal stack with every kind of modal the app opens (loaded by ModalHost when the first one is wanted). */
export default function ModalStack({ onListening, ...props }: ModalStackProps) {
  return (
    <>
      <ModalsProvider {...props} modals={MODAL_KINDS} />
      <Listening onListening={onListening} />
    </>
  );
}

/** After the modal stack, so its listeners (set in its own layout effect) are there when the waiting calls run. */
function Listening({ onListening }: Pick<ModalStackProps, 'onListening'>) {
  useLayoutEffect(() => {
    onListening(modals);
    return () => onListening(null);
  }, [onListening]);
  return null;
}
