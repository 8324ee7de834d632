import type { Page } from 'playwright-core';

/**
 * Headless Chromium (156, software compositing) now and then stops drawing frames for good while a page as tall as a
 * 300-card list is scrolled step by step: requestAnimationFrame never fires again, nor does input reach the page. A
 * wait for frames that does not end would hold the test until its timeout with no word of why, so it fails within
 * this, saying so (a test that scrolls this far may then be tried again, in a new tab).
 */
const FRAME_STALL_MS = 10_000;
const STALL_MESSAGE = 'the browser stopped drawing';

/** For tests that scroll the long list: one more try, in a new tab, when (and only when) the browser stopped drawing. */
export const RETRY_STALLED_BROWSER = { retry: { count: 1, condition: new RegExp(STALL_MESSAGE) } };

interface Drawn {
  /** The cards on the page, as [place in the list (aria-posinset), name]. */
  cards: [number, string][];
  /** Whether an element matching the selector asked for is on the page (then scrolled to the window's middle). */
  found: boolean;
  scrollHeight: number;
  innerHeight: number;
  listLength: number;
}

/** Scrolls the window to `y`, waits until the page has drawn that (two frames), and answers what is on it. */
function scrollAndLook(page: Page, y: number, selector = ''): Promise<Drawn> {
  return page.evaluate(
    async ([y, selector, stallMs, stallMessage]) => {
      const drawn = () =>
        new Promise((resolve, reject) => {
          const stalled = setTimeout(() => reject(new Error(`No frame drawn in ${stallMs} ms at scrollY ${window.scrollY}: ${stallMessage}`)), stallMs);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(clearTimeout(stalled))));
        });
      window.scrollTo(0, y);
      await drawn();
      const match = selector ? document.querySelector(selector) : null;
      if (match) {
        match.scrollIntoView({ block: 'center' });
        await drawn();
      }
      return {
        cards: Array.from(document.querySelectorAll('article[aria-posinset]'), (card): [number, string] => [Number(card.getAttribute('aria-posinset')), card.getAttribute('aria-label') ?? '']),
        found: match !== null,
        scrollHeight: document.documentElement.scrollHeight,
        innerHeight: window.innerHeight,
        listLength: Number(document.querySelector('article[aria-setsize]')?.getAttribute('aria-setsize') ?? 0),
      };
    },
    [y, selector, FRAME_STALL_MS, STALL_MESSAGE] as const,
  );
}

/**
 * Every card's name in the option list's order, as a reader scrolling down the page meets them: only the rows on
 * screen are on the page (VirtualCardGrid), each card an article with its place in the list (aria-posinset) and the
 * list's length (aria-setsize). A place never met reads '' so a comparison shows it. The page scrolls back after.
 */
export async function listedNames(page: Page): Promise<string[]> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  const start = await page.evaluate(() => window.scrollY);
  const names = new Map<number, string>();
  let drawn: Drawn;
  let y = 0;
  do {
    drawn = await scrollAndLook(page, y);
    for (const [place, name] of drawn.cards) names.set(place, name);
    y += drawn.innerHeight / 2;
  } while (names.size < drawn.listLength && y < drawn.scrollHeight);
  await scrollAndLook(page, start);
  return Array.from({ length: drawn.listLength }, (_, index) => names.get(index + 1) ?? '');
}

/**
 * Scrolls the option list from the top down, half a window at a time, until a card matching `selector` is drawn, and
 * leaves it in the middle of the window. Answers whether one was: only the rows on screen are on the page
 * (VirtualCardGrid), so a card further down is not there to find until the list is scrolled to it.
 */
export async function scrollToCard(page: Page, selector: string): Promise<boolean> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  let drawn: Drawn;
  let y = 0;
  do {
    drawn = await scrollAndLook(page, y, selector);
    y += drawn.innerHeight / 2;
  } while (!drawn.found && y < drawn.scrollHeight);
  return drawn.found;
}
