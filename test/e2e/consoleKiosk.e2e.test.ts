import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOSPITAL, DEMO_PLANNER } from '../../server/seed/demo';
import { HAS_BROWSER, openTab, sharedBrowser } from './support/browser';
import { checkConsoleScreen, staffLogin, WORKSTATION } from './support/console';
import { at, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * Kiosk mode from the console in Debian's Chromium against the real server, on a workstation, each screen judged at
 * the console's sizes (a phone, 1024×768, 1440×900): the worklist's 'Use this device as a kiosk' fits, its question passes axe, the
 * device becomes a kiosk and loads the family login; the console is then the kiosk's page, which a staff member of the
 * hospital turns off (a wrong password first), back to the staff login.
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
  console.log(`browser tests run: ${ran} (console kiosk)`);
});

describe.skipIf(!HAS_BROWSER)('kiosk mode from the console on a workstation, every screen judged at every size', () => {
  const size = WORKSTATION;
  it('makes the device a kiosk, locks the console, and a staff member turns it off', async () => {
    const { context, page, problems } = await openTab(browser, size);
    try {
      await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
      await at(page, '/hospital');
      const button = page.getByRole('button', { name: 'Use this device as a kiosk' });
      await shown(button);
      // Whole and on screen at every size: inside the viewport, its words not cut off.
      await checkConsoleScreen(page, '89-kiosk-worklist', {
        also: async (judged) => {
          const box = (await button.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(judged.viewport.width);
          expect(await button.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        },
      });

      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Use this device as a kiosk?' });
      await shown(dialog);
      await checkConsoleScreen(page, '90-kiosk-question');
      await dialog.getByRole('button', { name: 'Use as kiosk' }).click();

      // The family app, with a full page load; the staff session is over on the server too.
      await at(page, '/login');
      const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('carechoice-kiosk:device') ?? 'null') as unknown);
      expect(kept).toMatchObject({ token: expect.stringMatching(/^[\w-]{43}$/), config: { hospitalName: DEMO_HOSPITAL.name } });
      expect(await page.evaluate(() => localStorage.getItem('carechoice-staff:session'))).toBeNull();
      const me = await page.evaluate(async () => (await fetch('/internal/app/user/v1/me', { credentials: 'include' })).status);
      expect(me).toBe(401);

      await page.goto(`${product.baseUrl}/hospital/login`);
      await title(page, 'Kiosk');
      await shown(page.getByRole('heading', { name: 'This device is a kiosk' }));
      await shown(page.getByText(`This is a kiosk of ${DEMO_HOSPITAL.name}`, { exact: false }));
      await checkConsoleScreen(page, '91-kiosk-locked');

      await page.getByLabel(/^Staff e-mail/).fill(DEMO_PLANNER.email);
      await page.getByLabel(/^Password/).fill('not-the-password');
      await page.getByRole('button', { name: 'Turn off kiosk' }).click();
      await shown(page.getByText('That e-mail and password did not match a staff member of this hospital.'));
      expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
      await page.getByLabel(/^Password/).fill(DEMO_PLANNER.password);
      await page.getByRole('button', { name: 'Turn off kiosk' }).click();
      await shown(page.getByRole('heading', { name: 'Hospital staff login' }));
      await title(page, 'Staff Login');
      await at(page, '/hospital/login');
      expect(await page.evaluate(() => localStorage.getItem('carechoice-kiosk:device'))).toBeNull();
      // Expected refusals: the wrong password (400), and the session check made after the logout (401).
      expect(problems.filter((problem) => !/^(400: POST \S+\/kiosk\/v1\/release|401: GET \S+\/user\/v1\/me)$/.test(problem))).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
