import type { Page } from 'playwright-core';
import { FRAME_STALL_MS, STALL_MESSAGE } from './frames';

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
 * Scrolls the option list from the top down, nine tenths of a window at a time, until `enough` says so of what a step
 * drew or the page ends; answers the last step. Only the rows on screen are on the page (VirtualCardGrid), so a card
 * further down is not there to find until the list is scrolled to it. Each step overlaps the last by a tenth of the
 * window, beside the rows the list draws beyond the window's edges: a row measured taller than its estimate as it is
 * drawn moves the rows below it, and none may fall between two steps (half-window steps took twice as long).
 */
async function walkDown(page: Page, enough: (drawn: Drawn) => boolean, selector = ''): Promise<Drawn> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  let drawn: Drawn;
  let y = 0;
  do {
    drawn = await scrollAndLook(page, y, selector);
    y += drawn.innerHeight * 0.9;
  } while (!enough(drawn) && y < drawn.scrollHeight);
  return drawn;
}

/**
 * Every card's name in the option list's order, as a reader scrolling down the page meets them: each card an article
 * with its place in the list (aria-posinset) and the list's length (aria-setsize). A place never met reads '' so a
 * comparison shows it. The page scrolls back after.
 */
export async function listedNames(page: Page): Promise<string[]> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  const start = await page.evaluate(() => window.scrollY);
  const names = new Map<number, string>();
  const last = await walkDown(page, (drawn) => {
    for (const [place, name] of drawn.cards) names.set(place, name);
    return names.size >= drawn.listLength;
  });
  await scrollAndLook(page, start);
  return Array.from({ length: last.listLength }, (_, index) => names.get(index + 1) ?? '');
}

/**
 * Scrolls the option list down until a card matching `selector` is drawn, and leaves it in the middle of the window;
 * answers whether one was.
 */
export async function scrollToCard(page: Page, selector: string): Promise<boolean> {
  return (await walkDown(page, (drawn) => drawn.found, selector)).found;
}
