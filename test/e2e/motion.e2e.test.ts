import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { at, FAMILY_PASSWORD, login, shown, title } from './support/pages';
import { signedUpFamily } from './support/family';
import { startProduct, type Invite, type RunningProduct } from './support/product';

/**
 * SPEC §2 and §9 on the real product in Chromium: the page slides 'back' from an option list to the
 * dashboard and 'forward' otherwise, and the filter drawer slides in over 175 ms with the page behind it held still.
 * The family signs up through the API (the journey tests do it on screen).
 */
let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let invite: Invite;

const phone = SIZES.find((size) => size.name === 'phone')!;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
  invite = await signedUpFamily(product);
  ({ context, page, problems } = await openTab(browser, phone));
});
afterAll(async () => {
  await context?.close();
  await product?.stop();
});

/** The family logged in, on Patient Services (once per file: the session lasts). */
async function onDashboard() {
  if (new URL(page.url()).pathname === '/') return;
  if (page.url().startsWith(product.baseUrl)) await page.goto(`${product.baseUrl}/`);
  else await login(page, product.baseUrl, invite.email, FAMILY_PASSWORD);
  await title(page, 'Patient Services');
  await shown(page.getByRole('link', { name: 'View Options' }).first());
}

interface SlideRecord {
  path: string;
  className: string;
  animations: string;
}

/**
 * From now on, every class the page's <main> has and the animations it runs, noted the moment React changes the page
 * (a MutationObserver runs before the browser paints), until the next call.
 */
const recordSlides = () =>
  page.evaluate(() => {
    const store = window as unknown as { __slides: SlideRecord[]; __slideObserver?: MutationObserver };
    store.__slideObserver?.disconnect();
    store.__slides = [];
    let last = '';
    const note = () => {
      const main = document.getElementById('main');
      if (!main) return;
      const animations = main
        .getAnimations()
        .map((animation) => (animation as CSSAnimation).animationName)
        .join(' ');
      const entry = { path: location.pathname, className: main.className, animations };
      if (JSON.stringify(entry) !== last) store.__slides.push(entry);
      last = JSON.stringify(entry);
    };
    store.__slideObserver = new MutationObserver(note);
    store.__slideObserver.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });

/** What was recorded on `path`, once the page has had time to fill in (its data, its title) and stop moving. */
async function slidesOn(path: string): Promise<SlideRecord[]> {
  await page.waitForTimeout(400);
  const records = await page.evaluate(() => (window as unknown as { __slides: SlideRecord[] }).__slides);
  return records.filter((record) => record.path === path);
}

/** The slide a record shows: by its class and by the animation running ('back', 'forward', or both when mixed). */
const slideOf = (records: SlideRecord[]) => ({
  classes: [...new Set(records.map((record) => record.className.match(/back|forward/g)?.join(' ') ?? 'none'))],
  animations: [...new Set(records.flatMap((record) => record.animations.match(/slide-(back|forward)/g) ?? []))],
});

/** A mouse wheel, then a finger dragging up, at the left of the window (where the filter drawer leaves the page). */
async function scrollBesideDrawer() {
  await page.mouse.move(100, 600);
  await page.mouse.wheel(0, 400);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 100, y: 700 }] });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 100, y: 700 - step * 40 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
  await page.waitForTimeout(300);
}

describe.skipIf(!HAS_BROWSER)('page slides and the filter drawer', () => {
  it("slides 'forward' from the dashboard to an option list, and 'back' from the list to the dashboard", async () => {
    await onDashboard();
    await recordSlides();
    await page.getByRole('link', { name: 'View Options' }).first().click();
    await at(page, /^\/choice\/option-list\/\d+$/);
    const listPath = new URL(page.url()).pathname;
    await shown(page.getByText('Please choose all of the options below that you would like to rank, then click Continue'));
    expect(slideOf(await slidesOn(listPath))).toEqual({ classes: ['forward'], animations: ['slide-forward'] });

    await recordSlides();
    await page.getByRole('button', { name: 'Patient Services' }).click();
    await at(page, '/');
    await shown(page.getByRole('link', { name: 'View Options' }).first());
    const toDashboard = await slidesOn('/');
    expect(toDashboard.length).toBeGreaterThan(0);
    // From the first change of the page on, and through every render after it: back, never forward.
    expect(slideOf(toDashboard)).toEqual({ classes: ['back'], animations: ['slide-back'] });
    expect(problems).toEqual([]);
  });

  it('opens the filter drawer over 175 ms and holds the page behind it still until it closes', async () => {
    await onDashboard();
    // Tablet width: the drawer (440 px) leaves the page in sight beside it, under the overlay.
    await page.setViewportSize(SIZES.find((size) => size.name === 'tablet')!.viewport);
    await page.getByRole('link', { name: 'View Options' }).first().click();
    await page.getByRole('article').last().waitFor();
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    // Opened from the keyboard, its button focused where it is: a tap would first scroll it into view.
    await page.getByRole('button', { name: 'Filter' }).evaluate((button) => button.focus({ preventScroll: true }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await shown(drawer.getByRole('combobox', { name: 'Sort By' }));
    // SPEC §9: filter transition 175 ms (the help drawers keep the modals' 200 ms).
    expect(await drawer.evaluate((dialog) => getComputedStyle(dialog).transitionDuration)).toBe('0.175s');

    // SPEC §2: no scrolling while a modal is open. A wheel or a finger on the page beside the drawer must not move it.
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await scrollBesideDrawer();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await drawer.isVisible()).toBe(true);

    await drawer.getByRole('button', { name: 'Show Providers' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Closed, the page scrolls again, from where it was.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await scrollBesideDrawer();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
    expect(problems).toEqual([]);
  });
});
