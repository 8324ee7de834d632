import { modals, ModalsProvider, type ModalsProviderProps } from '@mantine/modals';
import { useEffect, useLayoutEffect, useState } from 'react';

/** Opening calls made before the modal stack was on the page, in the order they came. */
const waiting: Array<() => void> = [];
/** Set while a ModalHost is on the page: puts its modal stack there. */
let putOnPage: (() => void) | null = null;
/** Whether the modal stack is on the page and listening for @mantine/modals' calls (window events). */
let listening = false;

/**
 * Runs `open` (a `modals.open…` call) once the modal stack listens: at once, or right after putting it on the page.
 * Every modal of the app opens through this (openContextModal below), so none is ever lost.
 */
export function whenModalsReady(open: () => void): void {
  if (listening) {
    open();
    return;
  }
  waiting.push(open);
  putOnPage?.();
}

/** @mantine/modals' `openContextModal`, through whenModalsReady: how every modal of the app opens. */
export function openContextModal(...settings: Parameters<typeof modals.openContextModal>): void {
  whenModalsReady(() => modals.openContextModal(...settings));
}

/** Puts the modal stack on the page ahead of a modal (a pointer or focus reaching a button that opens one). */
export function prepareModals(): void {
  putOnPage?.();
}

/**
 * The modal stack (@mantine/modals), put on the page when the first modal opens, or just before. In the page's first
 * render, its closed Modal's portal set state in a layout effect, which drew the whole page a second time, at once,
 * in the task of the first commit (issue 7: 15–20 ms more blocking time on every page a family opens).
 */
export function ModalHost(props: Omit<ModalsProviderProps, 'children'>) {
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
    <>
      <ModalsProvider {...props} />
      <OpenWaiting />
    </>
  );
}

/** After the modal stack, so its listeners (set in its own layout effect) are there when the waiting calls run. */
function OpenWaiting() {
  useLayoutEffect(() => {
    listening = true;
    for (const open of waiting.splice(0)) open();
    return () => {
      listening = false;
    };
  }, []);
  return null;
}
