import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { HAS_BROWSER, openTab, sharedBrowser } from './support/browser';
import { checkConsoleScreen, CONSOLE_AND_TABLET_SIZES, WORKSTATION } from './support/console';
import { at, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * In Debian's Chromium against the real server: the demo planner opens a new patient's skilled
 * nursing list from the patient page, leaves a provider within the radius off with a reason, and saves. On a
 * workstation on wheels (1024×768), every screen judged at a phone's, a tablet's, the workstation's and 1440×900's
 * size: axe, what differs by size, and screenshots for people to look at.
 */
let product: RunningProduct;
let browser: Browser;
let ran = 0;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
});
afterAll(async () => {
  await product?.stop();
  console.log(`browser tests run: ${ran} (option lists)`);
});

describe.skipIf(!HAS_BROWSER)('building a list on a workstation, every screen judged at every size', () => {
  const size = WORKSTATION;
  it('changes a service’s list: a provider left off with a reason, then saved', async () => {
    const invite = await product.newInvite();
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
      await checkConsoleScreen(page, '70-list', { sizes: CONSOLE_AND_TABLET_SIZES });

      // Another place, from the gazetteer's search as the planner types.
      await page.locator('label', { hasText: 'Another ZIP code or city' }).click();
      await page.getByRole('textbox', { name: /^ZIP code or city, state/ }).fill('Dubli');
      await page.getByRole('option', { name: 'Dublin, OH' }).click();
      await shown(page.getByText('Distances from Dublin, OH'));
      // The candidates fit the screen at every size: on a phone the place, distance, rating and labels share a column.
      const candidates = page.getByRole('table', { name: 'Skilled Nursing options' });
      await checkConsoleScreen(page, '70-list-place', {
        sizes: CONSOLE_AND_TABLET_SIZES,
        also: async (judged) => {
          const sideways = await candidates.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth);
          expect(sideways, `the candidates scroll sideways at ${judged.name} size`).toBeLessThanOrEqual(1);
          const narrow = judged.viewport.width < 768;
          await expect.poll(() => candidates.getByRole('columnheader').allTextContents()).toEqual(
            narrow ? ['Offer', 'Provider', 'Details'] : ['Offer', 'Provider', 'City', 'Distance', 'Medicare rating', 'Hospital label'],
          );
          if (narrow) await expect.poll(() => candidates.getByRole('cell').nth(1).textContent()).toMatch(/^.+, [A-Z]{2} · \d+(\.\d)?\u00a0mi.*Medicare rating: (\d \/ 5|Not Rated)/);
        },
      });

      // The nearest provider within the radius: leaving it off asks why.
      const first = candidates.getByRole('checkbox').first();
      expect(await first.isChecked()).toBe(true);
      await first.click();
      const dialog = page.getByRole('dialog');
      await shown(dialog);
      await dialog.getByLabel(/^Reason/).fill('No bed until next month');
      await checkConsoleScreen(page, '71-list-reason', { sizes: CONSOLE_AND_TABLET_SIZES });
      await dialog.getByRole('button', { name: 'Leave off the list' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await first.isChecked()).toBe(false);
      await shown(page.getByText('Left off: No bed until next month'));

      await page.getByRole('button', { name: 'Save List' }).click();
      await shown(page.getByText('The list is saved. The family sees the changes.'));
      await shown(page.getByText('Distances from Dublin, OH'));
      // Nothing about the patient went into an address.
      expect(page.url()).toMatch(/\/hospital\/patients\/\d+\/services\/\d+\/list$/);
      await checkConsoleScreen(page, '72-list-saved', { sizes: CONSOLE_AND_TABLET_SIZES });
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
