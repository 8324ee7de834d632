import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { checkScreen, HAS_BROWSER, launchBrowser, openTab, SIZES, type Size } from './support/browser';
import { at, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * In Debian's Chromium against the real server: the demo planner opens a new patient's skilled
 * nursing list from the patient page, leaves a provider within the radius off with a reason, and saves. At a phone,
 * a tablet, a workstation on wheels (1024×768) and 1440×900; axe on every screen, screenshots for people to look at.
 */
let product: RunningProduct;
let browser: Browser;
let ran = 0;

const WORKSTATION = { name: 'workstation', viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false } as unknown as Size;
const LIST_SIZES = [...SIZES.filter((size) => size.name !== 'desktop'), WORKSTATION, SIZES.find((size) => size.name === 'desktop')!];

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  console.log(`browser tests run: ${ran} (option lists)`);
});

describe.skipIf(!HAS_BROWSER).each(LIST_SIZES)('building a list at $name size', (size) => {
  it('changes a service’s list: a provider left off with a reason, then saved', async () => {
    const invite = product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(`${product.baseUrl}/hospital/login`);
      await page.getByLabel(/^Email/).fill(DEMO_PLANNER.email);
      await page.getByLabel(/^Password/).fill(DEMO_PLANNER.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await at(page, '/hospital');
      const newest = page.getByRole('row').nth(1);
      await expect.poll(() => newest.getByRole('rowheader').textContent()).toBe(`${invite.patient.lastName}, ${invite.patient.initial}.`);
      await newest.getByRole('link').first().click();
      await at(page, /^\/hospital\/patients\/\d+$/);

      const nursing = page.getByRole('article', { name: 'Skilled Nursing' });
      await nursing.getByRole('link', { name: 'Change list' }).click();
      await at(page, /^\/hospital\/patients\/\d+\/services\/\d+\/list$/);
      await title(page, 'List of Options');
      await shown(page.getByRole('heading', { level: 2, name: 'Skilled Nursing options' }));
      await shown(page.getByText('Distances from Riverside General Hospital'));
      await checkScreen(page, size, '70-list');

      // Another place, from the gazetteer's search as the planner types.
      await page.locator('label', { hasText: 'Another ZIP code or city' }).click();
      await page.getByRole('textbox', { name: /^ZIP code or city, state/ }).fill('Dubli');
      await page.getByRole('option', { name: 'Dublin, OH' }).click();
      await shown(page.getByText('Distances from Dublin, OH'));
      await checkScreen(page, size, '70-list-place');

      // The candidates fit the screen at every size: on a phone the place, distance, rating and labels share a column.
      const candidates = page.getByRole('table', { name: 'Skilled Nursing options' });
      expect(await candidates.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth), 'the candidates scroll sideways').toBeLessThanOrEqual(1);
      const narrow = size.viewport.width < 768;
      expect(await candidates.getByRole('columnheader').allTextContents()).toEqual(
        narrow ? ['Offer', 'Provider', 'Details'] : ['Offer', 'Provider', 'City', 'Distance', 'Medicare rating', 'Hospital label'],
      );
      if (narrow) await expect.poll(() => candidates.getByRole('cell').nth(1).textContent()).toMatch(/^.+, [A-Z]{2} · \d+(\.\d)?\u00a0mi.*Medicare rating: (\d \/ 5|Not Rated)/);

      // The nearest provider within the radius: leaving it off asks why.
      const first = candidates.getByRole('checkbox').first();
      expect(await first.isChecked()).toBe(true);
      await first.click();
      const dialog = page.getByRole('dialog');
      await shown(dialog);
      await dialog.getByLabel(/^Reason/).fill('No bed until next month');
      await checkScreen(page, size, '71-list-reason');
      await dialog.getByRole('button', { name: 'Leave off the list' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await first.isChecked()).toBe(false);
      await shown(page.getByText('Left off: No bed until next month'));

      await page.getByRole('button', { name: 'Save List' }).click();
      await shown(page.getByText('The list is saved. The family sees the changes.'));
      await shown(page.getByText('Distances from Dublin, OH'));
      // Nothing about the patient went into an address.
      expect(page.url()).toMatch(/\/hospital\/patients\/\d+\/services\/\d+\/list$/);
      await checkScreen(page, size, '72-list-saved');
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
