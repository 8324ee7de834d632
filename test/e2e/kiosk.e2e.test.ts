import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_HOSPITAL, DEMO_PLANNER } from '../../server/seed/demo';
import { signedUpFamily } from './support/family';
import { checkScreen, HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { at, FAMILY_PASSWORD, login, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * A discharge-lounge tablet in Debian's Chromium against the real server, on the browser's own
 * simulated clock: a family signed in on a kiosk is asked "Are you still there?" after the hospital's 3 minutes
 * without a touch, and 30 s later is logged out with everything they left cleared; the device stays a kiosk.
 */
let product: RunningProduct;
let browser: Browser;
const TABLET = SIZES.find((size) => size.name === 'tablet')!;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
});
afterAll(async () => {
  await product?.stop();
});

/** A kiosk of the demo hospital, made by its planner through the API: what the device keeps. */
async function kioskOf(running: RunningProduct): Promise<string> {
  const client = new HttpClient(running.baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password });
  return JSON.stringify(await client.request('POST', '/internal/app/planner/v1/kiosks', {}));
}

describe.skipIf(!HAS_BROWSER)('a kiosk in the discharge lounge', () => {
  it('logs a family out after 3 minutes without a touch and 30 s unanswered, and clears what they left', async () => {
    const [family, kept] = await Promise.all([signedUpFamily(product), kioskOf(product)]);
    const { context, page, problems } = await openTab(browser, TABLET);
    try {
      await context.addInitScript((value) => {
        if (!localStorage.getItem('carechoice-kiosk:device')) localStorage.setItem('carechoice-kiosk:device', value);
      }, kept);
      await page.clock.install();
      await login(page, product.baseUrl, family.email, FAMILY_PASSWORD);
      await at(page, '/');
      await title(page, 'Patient Services');
      await shown(page.getByText(`${DEMO_HOSPITAL.name} kiosk`));
      await page.getByRole('button', { name: 'Larger text' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('115%');

      await page.clock.fastForward('02:59');
      expect(await page.getByRole('dialog', { name: 'Are you still there?' }).count()).toBe(0);
      await page.clock.fastForward('00:01');
      const question = page.getByRole('dialog', { name: 'Are you still there?' });
      await shown(question);
      await shown(question.getByText('you will be logged out in 30 seconds', { exact: false }));
      await checkScreen(page, TABLET, '92-kiosk-still-there');

      await page.clock.fastForward('00:30');
      await at(page, '/login');
      await title(page, 'Login to CareChoice');
      await question.waitFor({ state: 'detached' });
      // The session is over on the server, and the device keeps only that it is a kiosk.
      const me = await page.evaluate(async () => (await fetch('/internal/app/user/v1/me', { credentials: 'include' })).status);
      expect(me).toBe(401);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['carechoice-kiosk:device']);
      expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('');
      await shown(page.getByText(`${DEMO_HOSPITAL.name} kiosk`));
      expect(await page.getByLabel(/^Password/).getAttribute('autocomplete')).toBe('off');
      await checkScreen(page, TABLET, '93-kiosk-login');
      expect(problems.filter((problem) => !/^401: GET \S+\/user\/v1\/me$/.test(problem))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
