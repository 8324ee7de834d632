import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageWork, type PageWork } from '../../bench/pageWork';
import { HAS_BROWSER, sharedBrowser } from './support/browser';
import { signedUpFamily } from './support/family';
import { FAMILY_PASSWORD } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * What the login page and the dashboard run as they open, counted by Chromium's precise coverage: the functions of
 * ours that run, and how often they are called. Unlike a time, these counts hardly vary from run to run or host to
 * host, so a change that adds work to every page fails here instead of slipping by in a noisy benchmark.
 *
 * The budgets are what the pages ran when they were set, plus a little room. Raise one only for work the page must
 * do, saying why in the commit; lower it when a change takes work away.
 */
const BUDGET = {
  // The headless shell the tests drive keeps a pointer over the page, and the login page's hover events run 8 of
  // React's functions more (movementX, relatedTarget, timeStamp…) than in the whole browser: 964 against 956.
  login: { functionsRun: 970, calls: 37_000 },
  dashboard: { functionsRun: 1_060, calls: 63_000 },
};

let product: RunningProduct;
let browser: Browser;
const measured: Record<keyof typeof BUDGET, PageWork | null> = { login: null, dashboard: null };

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
  const family = await signedUpFamily(product);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  /** The page is done opening: nothing more to load, and the main thread has been idle. */
  const opened = async () => {
    await page.waitForLoadState('networkidle');
    for (let idle = 0; idle < 3; idle++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  };
  measured.login = await measurePageWork(page, product.baseUrl, async () => {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await opened();
  });
  // Signed in on the page just measured.
  await page.getByLabel(/^Email/).fill(family.email);
  await page.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${product.baseUrl}/`);
  measured.dashboard = await measurePageWork(page, product.baseUrl, async () => {
    await page.goto(`${product.baseUrl}/`);
    await page.getByText('View Options').first().waitFor();
    await opened();
  });
  await context.close();
  for (const [name, work] of Object.entries(measured)) console.log(`${name}: ${work!.functionsRun} functions run, ${work!.calls} calls, ${Math.round(work!.bytesRun / 1024)} KiB of them`);
}, 240_000);

afterAll(async () => {
  await product?.stop();
});

describe.skipIf(!HAS_BROWSER)('work a page runs as it opens', () => {
  it.each(Object.keys(BUDGET) as (keyof typeof BUDGET)[])('the %s page runs no more than its budget', (name) => {
    const work = measured[name]!;
    expect({ functionsRun: work.functionsRun, calls: work.calls }).toSatisfy(
      (counts: { functionsRun: number; calls: number }) => counts.functionsRun <= BUDGET[name].functionsRun && counts.calls <= BUDGET[name].calls,
      `${name}: ${work.functionsRun} functions run (budget ${BUDGET[name].functionsRun}), ${work.calls} calls (budget ${BUDGET[name].calls})`,
    );
  });
});
