import type { Page } from 'playwright-core';

/**
 * Headless Chromium (156, software compositing) now and then stops drawing frames for good, most often while a page
 * as tall as a 300-card list is scrolled step by step: requestAnimationFrame never fires again, nor does input reach
 * the page. A wait for frames that does not end would hold the test until its timeout with no word of why, so every
 * wait for a frame fails within this, saying so (a test may then be tried again, in a new tab).
 */
export const FRAME_STALL_MS = 10_000;
export const STALL_MESSAGE = 'the browser stopped drawing';

/** For tests that scroll the long list: one more try, in a new tab, when (and only when) the browser stopped drawing. */
export const RETRY_STALLED_BROWSER = { retry: { count: 1, condition: new RegExp(STALL_MESSAGE) } };

/** Waits until the page has drawn what it shows now (two frames), or fails saying the browser stopped drawing. */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(
    ([stallMs, stallMessage]) =>
      new Promise<void>((resolve, reject) => {
        const stalled = setTimeout(() => reject(new Error(`No frame drawn in ${stallMs} ms: ${stallMessage}`)), stallMs);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(clearTimeout(stalled))));
      }),
    [FRAME_STALL_MS, STALL_MESSAGE] as const,
  );
}
