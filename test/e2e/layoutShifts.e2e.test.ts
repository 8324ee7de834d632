import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutShiftsOf, recordLayoutShifts } from '../../bench/pageWork';
import { HAS_BROWSER } from './support/browser';
import { familyPagesOnPhone, settled, type FamilyPagesOnPhone } from './support/familyPages';
import { FAMILY_PASSWORD, login } from './support/pages';
import type { RunningProduct } from './support/product';

/**
 * No family page moves while it loads: each is opened on a phone whose server answers slowly (so what arrives late,
 * arrives late), and the browser's own layout-shift entries must stay empty until the page is idle.
 * A shift names what moved, so a failure says where to look.
 */
let phone: FamilyPagesOnPhone | undefined;
let product: RunningProduct;
let page: Page;
let paths: Record<string, string>;
let family: { email: string };

/**
 * A phone whose server answers slowly (300 ms more than its files take, as on a busy day): each page draws what it
 * shows while it waits before its data arrives, every time, not only when the timing happens to fall that way.
 */
async function slowAnswers(tab: Page): Promise<void> {
  await tab.route('**/internal/app/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
}

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  phone = await familyPagesOnPhone();
  ({ product, page, family, paths } = phone);
  await recordLayoutShifts(page);
  await slowAnswers(page);
}, 120_000);

afterAll(() => phone?.close());

describe.skipIf(!HAS_BROWSER)('family pages, opened with slow answers, hold still while they load', () => {
  it('the signed-out pages', async () => {
    const shifts: Record<string, Awaited<ReturnType<typeof layoutShiftsOf>>> = {};
    for (const [name, path] of Object.entries({ login: '/login', 'forgot password': '/forgot-password', 'create account': '/create-account' })) {
      await page.goto(`${product.baseUrl}${path}`);
      await settled(page);
      shifts[name] = await layoutShiftsOf(page);
    }
    // Signed in for the pages below, whatever was found here.
    await login(page, product.baseUrl, family.email, FAMILY_PASSWORD);
    await page.waitForURL(`${product.baseUrl}/`);
    expect(shifts).toEqual({ login: [], 'forgot password': [], 'create account': [] });
  });

  it.each(['dashboard', 'option list', 'provider page', 'provider page (another)', 'map', 'review', 'account', 'terms of service'])('%s', async (name) => {
    await page.goto(`${product.baseUrl}${paths[name]}`);
    await settled(page);
    expect(new URL(page.url()).pathname).toBe(paths[name]);
    expect(await layoutShiftsOf(page)).toEqual([]);
  });
});
