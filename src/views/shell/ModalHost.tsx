import type { modals as modalsApi, ModalsProviderProps } from '@mantine/modals';
import { lazy, Suspense, useEffect, useState } from 'react';

/** @mantine/modals' calls (openContextModal, closeAll), once its code has loaded. */
export type ModalsApi = typeof modalsApi;

/** Opening calls made before the modal stack was on the page, in the order they came. */
const waiting: Array<(modals: ModalsApi) => void> = [];
/** Set while a ModalHost is on the page: puts its modal stack there. */
let putOnPage: (() => void) | null = null;
/** @mantine/modals while its stack is on the page and listening for its calls (window events). */
let listening: ModalsApi | null = null;

/** The modal stack and every modal kind's body: their own chunk, loaded when the first modal is wanted. */
const ModalStack = lazy(() => import('./ModalStack'));
const loadModalStack = () => void import('./ModalStack');

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
  putOnPage?.();
}

/** @mantine/modals' `openContextModal`, through whenModalsReady: how every modal of the app opens. */
export function openContextModal(...settings: Parameters<ModalsApi['openContextModal']>): void {
  whenModalsReady((modals) => modals.openContextModal(...settings));
}

/** Closes every open modal (none can be open before the stack is on the page). */
export function closeAllModals(): void {
  listening?.closeAll();
}

/** Loads the modal stack and puts it on the page ahead of a modal (a pointer or focus reaching a button that opens one). */
export function prepareModals(): void {
  loadModalStack();
  putOnPage?.();
}

/** Called by the stack once it listens, and with null as it leaves the page: the waiting calls run at once. */
export function modalsListening(modals: ModalsApi | null): void {
  listening = modals;
  if (modals) for (const open of waiting.splice(0)) open(modals);
}

/**
 * Where the modal stack (@mantine/modals) goes, put on the page when the first modal opens, or just before. Its code
 * is not in the first load (the stack, Mantine's Modal with its scroll lock and transitions: 30 KiB compressed), and
 * in the page's first render its closed Modal's portal set state in a layout effect, which drew the whole page a
 * second time, at once, in the task of the first commit (15–20 ms more blocking time on every page a family opens).
 */
export function ModalHost(props: Omit<ModalsProviderProps, 'children' | 'modals'>) {
  const [onPage, setOnPage] = useState(false);
  useEffect(() => {
    putOnPage = () => setOnPage(true);
    if (waiting.length) setOnPage(true);
    return () => {
      putOnPage = null;
    };
  }, []);
  if (!onPage) return null;
  return (
    <Suspense fallback={null}>
      <ModalStack {...props} />
    </Suspense>
  );
}
