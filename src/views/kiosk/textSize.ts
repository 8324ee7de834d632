/**
 * The page's root font size, in per cent, at each text-size step of a kiosk (normal, then TEXT_STEPS
 * larger): Mantine sizes everything in rem, so the whole page grows with it, controls included.
 */
export const TEXT_SCALES = [100, 115, 130, 150] as const;

export function applyTextSize(step: number): void {
  const scale = TEXT_SCALES[Math.min(Math.max(step, 0), TEXT_SCALES.length - 1)]!;
  document.documentElement.style.fontSize = scale === 100 ? '' : `${scale}%`;
}
