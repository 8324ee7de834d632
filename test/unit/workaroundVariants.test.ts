import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../bench/workaroundVariants';

/**
 * bench/workarounds.ts takes each workaround out by replacing exact strings: one that the code no longer contains
 * would measure the app as it is and call it "without the workaround". Checked here, so such a patch fails CI rather
 * than a measurement hours later.
 */
describe('the workaround variants of bench/workarounds.ts', () => {
  it.each(VARIANTS.flatMap((variant) => variant.patch.map((replacement) => [variant.name, replacement] as const)))(
    '%s: its patch still fits the code',
    (_name, { file, from, times = 1 }) => {
      expect(readFileSync(file, 'utf8').split(from).length - 1).toBe(times);
    },
  );
});
