import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { layoutShiftsOf, recordLayoutShifts } from '../../bench/pageWork';
import { HAS_BROWSER, launchBrowser } from './support/browser';
import { signedUpFamily } from './support/family';
import { FAMILY_PASSWORD, login } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * No family page moves while it loads: each is opened on a phone whose server answers slowly (so what arrives late,
 * arrives late), and the browser's own layout-shift entries must stay empty until the page is idle.
 * A shift names what moved, so a failure says where to look.
 */
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const paths: Record<string, string> = {};
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

/** Nothing more to load and nothing left to draw: the network is quiet and the main thread has been idle. */
async function settled(tab: Page): Promise<void> {
  await tab.waitForLoadState('networkidle');
  for (let idle = 0; idle < 3; idle++) await tab.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
  const invite = await signedUpFamily(product);
  family = invite;
  const client = new HttpClient(product.baseUrl);
  const api = (path: string) => `/internal/app${path}`;
  await client.request('POST', api('/auth/v1/login'), { email: invite.email, password: FAMILY_PASSWORD });
  type Service = { id: number; levelOfCare: string; latestOptionList: { id: number; options: { providerId: number }[] } };
  const services = await client.request<Service[]>('GET', api('/choice/v1/services'));
  const nursing = services.find((service) => service.levelOfCare === 'skilled_nursing')!;
  const rehab = services.find((service) => service.levelOfCare === 'acute_inpatient_rehab')!;
  const [first, second] = nursing.latestOptionList.options.map((option) => option.providerId);
  // One service chosen already, for its review page.
  const chosen = rehab.latestOptionList.options[0]!.providerId;
  await client.request('POST', api(`/choice/v1/option-lists/${rehab.latestOptionList.id}/rank`), { rankings: [chosen], shortlist: [chosen], completedAt: Math.floor(Date.now() / 1000) });
  await client.request('POST', api('/auth/v1/logout'));
  const list = `/choice/option-list/${nursing.latestOptionList.id}`;
  Object.assign(paths, {
    dashboard: '/',
    'option list': list,
    'provider page': `${list}/provider/${first}`,
    'provider page (another)': `${list}/provider/${second}`,
    map: `${list}/map`,
    review: `/choice/review/${rehab.id}`,
    account: '/account',
    'terms of service': '/terms-of-service',
  });

  context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page = await context.newPage();
  await recordLayoutShifts(page);
  await slowAnswers(page);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.stop();
});

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
