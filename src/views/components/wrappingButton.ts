/**
 * Mantine's Button keeps its label on one line at a fixed height: a long label in a full-width button is cut on a
 * 320 px phone (the width sweeps found it). These styles let the label wrap and the button grow, never below its
 * size's height, with one line centred as in any other button.
 */
export const WRAPPING_BUTTON = {
  root: { height: 'auto', paddingBlock: 0 },
  inner: { minHeight: 'var(--button-height)' },
  label: { whiteSpace: 'normal', textAlign: 'center', overflow: 'visible', paddingBlock: 6 },
} as const;
