import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_PASSWORD, largeListFamily, type LargeList } from '../../bench/largeList';
import { checkScreen, HAS_BROWSER, openTab, sharedBrowser, SIZES, type Size } from './support/browser';
import { RETRY_STALLED_BROWSER } from './support/frames';
import { listedNames } from './support/optionList';
import { at, shown } from './support/pages';
import { freshDataDir, startProduct, type RunningProduct } from './support/product';
import { LONG_LIST_DATA_DIR_VARIABLE, LONG_LIST_SIZE } from './support/seededDataDir';

/**
 * An option list of 300 providers, as a metropolitan hospital offers for skilled nursing: only the rows on screen are
 * on the page, and yet every card can be reached by scrolling, by Tab and by a feed's Page Down, a heart
 * saved far down stays saved, and the card holding the focus is never taken from under it.
 */
const LIST_SIZE = LONG_LIST_SIZE;
let product: RunningProduct;
let browser: Browser;
let list: LargeList;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([
    // From a copy of the set-up's folder seeded with the long list; without it, seeded with the list on this start.
    startProduct({ DEMO_LARGE_LIST: String(LIST_SIZE), DATA_DIR: freshDataDir('carechoice-long-list-', LONG_LIST_DATA_DIR_VARIABLE) }),
    sharedBrowser(),
  ]);
  list = await largeListFamily(product.baseUrl, LIST_SIZE);
});
afterAll(async () => {
  await product?.stop();
});

async function openList(page: Page) {
  await page.goto(`${product.baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(list.email);
  await page.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await at(page, '/');
  await page.goto(`${product.baseUrl}/choice/option-list/${list.optionListId}`);
  await shown(page.getByText(`${LIST_SIZE} providers`));
  await shown(page.getByRole('article').first());
}

const focusedCard = (page: Page) => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-posinset') ?? null);

describe.skipIf(!HAS_BROWSER).each(SIZES)('a list of 300 providers at $name size', (size: Size) => {
  // One tab per size for both halves: the list read whole by scrolling (its names are what the second half needs)
  // takes most of the time, and logging in takes most of the rest.
  it('draws only the rows on screen, shows every card scrolling down, keeps a heart saved far down and the focused card in place', RETRY_STALLED_BROWSER, async () => {
    const { context, page, problems } = await openTab(browser, size);
    try {
      await openList(page);
      const feed = page.getByRole('feed', { name: 'Providers' });
      expect(await feed.getByRole('article').count()).toBeLessThanOrEqual(24);
      expect(await feed.getByRole('article').first().getAttribute('aria-setsize')).toBe(String(LIST_SIZE));
      await checkScreen(page, size, '90-long-list');

      const names = await listedNames(page);
      expect(names.filter(Boolean)).toHaveLength(LIST_SIZE);
      expect(new Set(names).size).toBe(LIST_SIZE);

      // The last card, at the foot of a page as long as the whole list, above the bar of saved providers.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.getByRole('article', { name: names.at(-1) });
      await shown(last);
      expect(await last.getAttribute('aria-posinset')).toBe(String(LIST_SIZE));
      await checkScreen(page, size, '90-long-list-end');

      await page.evaluate(() => window.scrollTo(0, 0));
      const far = names[249]!;
      await shown(page.getByRole('article', { name: names[0] }));
      await page.getByRole('article', { name: names[0] }).getByRole('checkbox').focus();

      // Page Down moves from card to card (a feed's keys), the page following the focus; a burst of presses quicker
      // than the page draws (a held key, a slow phone) counts every one.
      await Promise.all(Array.from({ length: 12 }, () => page.keyboard.press('PageDown')));
      await expect.poll(() => focusedCard(page)).toBe('13');
      await page.keyboard.press('PageUp');
      await expect.poll(() => focusedCard(page)).toBe('12');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(names[11]);

      // Scrolled far away, the focused card stays where it is, so Tab goes on from it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.83));
      const farCard = page.getByRole('article', { name: far });
      await shown(farCard);
      expect(await focusedCard(page)).toBe('12');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Save ${names[11]}`);

      // Tab brought card 12 back on screen: down again to the far one, to save it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.83));
      await shown(farCard);
      await farCard.getByRole('checkbox', { name: `Save ${far}` }).check();
      await shown(page.getByText('You have 1 provider saved'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await shown(page.getByRole('article', { name: names[0] }));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.83));
      await shown(farCard);
      expect(await farCard.getByRole('checkbox', { name: `Save ${far}` }).isChecked()).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(!HAS_BROWSER)('coming back to a long list on a phone', () => {
  /** The window's scroll once the list has stopped adjusting it (rows measured as they are drawn). */
  const settledScroll = async (page: Page) => {
    let last = -1;
    for (;;) {
      const now = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))));
      if (now === last) return now;
      last = now;
    }
  };

  it("returns to the card the family left, by '‹ All Options' and by the browser's Back", RETRY_STALLED_BROWSER, async () => {
    const { context, page, problems } = await openTab(browser, SIZES[0]);
    try {
      await openList(page);
      const listPath = new URL(page.url()).pathname;
      for (const back of ['All Options', 'Back'] as const) {
        // Far down the list: the card in the middle of the screen is the one opened.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
        await settledScroll(page);
        const name = await page.evaluate(() => document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('article')?.getAttribute('aria-label') ?? null);
        expect(name, 'a card in the middle of the screen').not.toBeNull();
        const card = page.getByRole('article', { name: name! });
        const top = (await card.boundingBox())!.y;
        await card.getByRole('link', { name: /Learn More/ }).click();
        await at(page, /\/provider\/\d+$/);
        await shown(page.getByText('Provider Details'));
        expect(await page.evaluate(() => window.scrollY)).toBe(0);

        if (back === 'All Options') await page.getByRole('button', { name: 'All Options' }).click();
        else await page.goBack();
        await at(page, listPath);
        await shown(card);
        await settledScroll(page);
        // Where it was, give or take a row's re-measured height (a card's photo or wrapped name: 23 px was seen).
        expect(Math.abs((await card.boundingBox())!.y - top), `the card's place on screen after ${back}`).toBeLessThanOrEqual(48);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
