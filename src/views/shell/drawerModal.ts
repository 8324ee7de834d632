import type { ModalSettings } from '@mantine/modals';

/** Help and filter modals (SPEC §4 Modal kinds) look like drawers: full height, from the right. */
export const DRAWER_MODAL: Partial<ModalSettings> = {
  xOffset: 0,
  yOffset: 0,
  radius: 0,
  size: 'md',
  transitionProps: { transition: 'slide-left', duration: 200 },
  styles: {
    inner: { justifyContent: 'flex-end', padding: 0 },
    content: { height: '100dvh', maxHeight: '100dvh' },
  },
};
