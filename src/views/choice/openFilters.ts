import { choiceEn } from '../../i18n/en.choice';
import { DRAWER_MODAL } from '../shell/drawerModal';
import { openContextModal, prepareModals } from '../shell/ModalHost';
import type { ChoiceActor } from './useChoiceModel';

const text = choiceEn.filters;

/**
 * Opens CHOICE_FILTERS (SPEC §4 Modal kinds): a drawer from the right over the list, closed by a swipe right.
 * Apart from FilterPanel.tsx, whose widgets (combobox, popover, segmented control) load with the drawer's body, not
 * with the list: evaluating them made a 90 ms task on a throttled phone as the list opened (issue 7, TBT).
 */
export function openFilters(actor: ChoiceActor): void {
  openContextModal({
    ...DRAWER_MODAL,
    modal: 'CHOICE_FILTERS',
    title: text.title,
    innerProps: { actor },
    closeButtonProps: { 'aria-label': text.closeDrawer },
    // Locking the page's scroll restyles the whole page (hundreds of cards) as the drawer opens, too slow on
    // phones (issue 7); the drawer is the page's height and keeps its own scrolling to itself instead.
    lockScroll: false,
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
