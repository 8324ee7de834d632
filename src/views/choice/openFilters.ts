import { createElement } from 'react';
import { choiceEn } from '../../i18n/en.choice';
import { DRAWER_MODAL } from '../shell/drawerModal';
import { openContextModal, prepareModals } from '../shell/ModalHost';
import { ModalTitle } from '../shell/ModalTitle';
import type { ChoiceActor } from './useChoiceModel';

const text = choiceEn.filters;

/** SPEC §9 timings: filter transition 175 ms. */
const FILTER_TRANSITION_MS = 175;

/**
 * Opens CHOICE_FILTERS (SPEC §4 Modal kinds): a drawer from the right over the list, closed by a swipe right.
 * Apart from FilterPanel.tsx, whose widgets (combobox, popover, segmented control) load with the drawer's body, not
 * with the list: evaluating them made a 90 ms task on a throttled phone as the list opened (TBT).
 */
export function openFilters(actor: ChoiceActor): void {
  openContextModal({
    ...DRAWER_MODAL,
    modal: 'CHOICE_FILTERS',
    title: createElement(ModalTitle, { words: () => text.title }),
    innerProps: { actor },
    closeButtonProps: { 'aria-label': text.closeDrawer },
    // SPEC §9: the filter drawer slides in and out in 175 ms (the help drawers and other modals in 200 ms). Like
    // every modal it locks the page's scroll while open (SPEC §2); its own content keeps its scrolling to itself.
    transitionProps: { ...DRAWER_MODAL.transitionProps, duration: FILTER_TRANSITION_MS },
    styles: { ...DRAWER_MODAL.styles, body: { overscrollBehavior: 'contain' } },
  });
}

/**
 * Starts loading the drawer's body, and puts the modal stack on the page, when a pointer or focus reaches the Filter
 * button, ahead of the tap.
 */
export const preloadFilters = () => {
  prepareModals();
  void import('./FilterPanel');
};
