import type { Page } from 'playwright-core';

/**
 * Every card's name in the option list's order, as a reader scrolling down the page meets them: only the rows on
 * screen are on the page (VirtualCardGrid), each card an article with its place in the list (aria-posinset) and the
 * list's length (aria-setsize). A place never met reads '' so a comparison shows it. The page scrolls back after.
 */
export async function listedNames(page: Page): Promise<string[]> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  return page.evaluate(async () => {
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const length = Number(document.querySelector('article[aria-setsize]')?.getAttribute('aria-setsize') ?? 0);
    const names = new Map<number, string>();
    const start = window.scrollY;
    for (let y = 0; names.size < length && y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await nextFrames();
      for (const card of document.querySelectorAll('article[aria-posinset]')) names.set(Number(card.getAttribute('aria-posinset')), card.getAttribute('aria-label') ?? '');
    }
    window.scrollTo(0, start);
    await nextFrames();
    return Array.from({ length }, (_, index) => names.get(index + 1) ?? '');
  });
}

/**
 * Scrolls the option list from the top down, half a window at a time, until a card matching `selector` is drawn, and
 * leaves it in the middle of the window. Answers whether one was: only the rows on screen are on the page
 * (VirtualCardGrid), so a card further down is not there to find until the list is scrolled to it.
 */
export async function scrollToCard(page: Page, selector: string): Promise<boolean> {
  await page.getByRole('article').first().waitFor({ timeout: 15_000 });
  return page.evaluate(async (selector) => {
    const nextFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await nextFrames();
      const card = document.querySelector(selector);
      if (card) {
        card.scrollIntoView({ block: 'center' });
        await nextFrames();
        return true;
      }
    }
    return false;
  }, selector);
}
