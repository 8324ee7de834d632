import type { modals as modalsApi, ModalsProviderProps } from '@mantine/modals';
import { useEffect, useState, type ComponentType } from 'react';
import { retryingImport } from './retryingImport';

/** @mantine/modals' calls (openContextModal, closeAll), once its code has loaded. */
export type ModalsApi = typeof modalsApi;

/** Opening calls made before the modal stack was on the page, in the order they came. */
const waiting: Array<(modals: ModalsApi) => void> = [];
type StackProps = Omit<ModalsProviderProps, 'children' | 'modals'> & { onListening: typeof modalsListening };
/** Set while a ModalHost is on the page: puts the modal stack there, once its code is here. */
let putOnPage: ((stack: ComponentType<StackProps>) => void) | null = null;
/** @mantine/modals while its stack is on the page and listening for its calls (window events). */
let listening: ModalsApi | null = null;

/**
 * The modal stack with every modal kind: its own chunk, loaded when the first modal is wanted (or just before). A
 * load that fails (the network dropped) is tried again with the next modal asked for; nothing is put on the page.
 */
let stack: ComponentType<StackProps> | null = null;
const loadStack = retryingImport(
  () => import('./ModalStack'),
  (module) => {
    stack = module.default;
    putOnPage?.(stack);
  },
);
function loadModalStack(): void {
  if (stack) putOnPage?.(stack);
  else loadStack();
}

/**
 * Runs `open` (a call of @mantine/modals) once the modal stack listens: at once, or right after loading it and putting
 * it on the page. Every modal of the app opens through this (openContextModal below), so none is ever lost.
 */
export function whenModalsReady(open: (modals: ModalsApi) => void): void {
  if (listening) {
    open(listening);
    return;
  }
  waiting.push(open);
  loadModalStack();
}

/** @mantine/modals' `openContextModal`, through whenModalsReady: how every modal of the app opens. */
export function openContextModal(...settings: Parameters<ModalsApi['openContextModal']>): void {
  whenModalsReady((modals) => modals.openContextModal(...settings));
}

/** Closes the modal opened with this `modalId`, if it is open. */
export function closeModal(modalId: string): void {
  listening?.close(modalId);
}

/** Closes every open modal (none can be open before the stack is on the page). */
export function closeAllModals(): void {
  listening?.closeAll();
}

/** Loads the modal stack and puts it on the page ahead of a modal (a pointer or focus reaching a button that opens one). */
export function prepareModals(): void {
  loadModalStack();
}

/** Told by the stack once it listens, and with null as it leaves the page: the waiting calls run at once. */
function modalsListening(modals: ModalsApi | null): void {
  listening = modals;
  if (modals) for (const open of waiting.splice(0)) open(modals);
}

/**
 * Where the modal stack (@mantine/modals) goes, put on the page when the first modal opens, or just before. Its code
 * is not in the first load (the stack, Mantine's Modal with its scroll lock and transitions: 30 KiB compressed), and
 * in the page's first render its closed Modal's portal set state in a layout effect, which drew the whole page a
 * second time, at once, in the task of the first commit (15–20 ms more blocking time on every page a family opens).
 */
export function ModalHost(props: Omit<StackProps, 'onListening'>) {
  const [Stack, setStack] = useState<ComponentType<StackProps> | null>(null);
  useEffect(() => {
    // A function in state is called as an updater: the component is handed over inside one.
    putOnPage = (loaded) => setStack(() => loaded);
    if (waiting.length) loadModalStack();
    return () => {
      putOnPage = null;
    };
  }, []);
  return Stack ? <Stack {...props} onListening={modalsListening} /> : null;
}
