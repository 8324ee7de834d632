import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_BROWSER, sharedBrowser } from './support/browser';
import { staffLogin } from './support/console';
import { at, fillAccount, fillPatient, shown, title } from './support/pages';
import { listedNames, scrollToCard } from './support/optionList';
import { framesDrawn } from './support/frames';
import { startProduct, type RunningProduct } from './support/product';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_PLANNER } from '../../server/seed/demo';

/**
 * The family flow at every screen size. The journey is walked once; on each screen the window is resized
 * through phone, tablet and desktop widths, and at each width the layout must hold: nothing scrolls sideways, every
 * button, link and heading shows its whole text, and every header and breadcrumb control is inside the window and
 * clear of the others.
 */
const WIDTHS = [320, 360, 390, 414, 640, 700, 768, 820, 1024, 1280, 1920] as const;
const HEIGHT = 800;

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
});
afterAll(async () => {
  await product?.stop();
});

/** What is wrong with the layout at the current width, one line per fault (empty when all is well). */
function layoutFaults(): string[] {
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  const sideways = document.documentElement.scrollWidth - width;
  if (sideways > 0) faults.push(`the page scrolls sideways by ${sideways} px`);

  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = element.getAttribute('aria-label');
    return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}> "${label ?? text}"`;
  };
  /** Visually hidden text (skip links, screen-reader labels), closed menus and the like are hidden by design. */
  const hiddenByDesign = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
      if (style.clip !== 'auto' && style.clip !== '' && style.position === 'absolute') return true;
      if (/inset\(50%\)/.test(style.clipPath)) return true;
      const box = node.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return true;
      if (node.getAttribute('aria-hidden') === 'true' && node !== element) return true;
    }
    return false;
  };
  /** Carousels and maps move their content under a window on purpose: what they clip is not cut text. */
  const insideMovingWindow = (element: Element) =>
    Boolean(element.closest('[aria-roledescription="carousel"], .leaflet-pane')) ||
    (() => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && node.scrollWidth > node.clientWidth && node !== document.documentElement && node !== document.body) return true;
      }
      return false;
    })();

  const controls = Array.from(document.querySelectorAll('button, a[href], [role="button"], [role="link"], h1, h2, h3, h4, h5, h6'));
  const checked = new Set<Element>();
  for (const control of controls) {
    for (const element of [control, ...Array.from(control.querySelectorAll('*'))]) {
      if (checked.has(element)) continue;
      checked.add(element);
      if (!(element instanceof HTMLElement) || hiddenByDesign(element) || insideMovingWindow(element)) continue;
      if (!element.textContent?.trim() && !element.getAttribute('aria-label')) continue;
      // One fault per control: what is inside a cut element is not reported again.
      const reported = () => element.querySelectorAll('*').forEach((inner) => checked.add(inner));
      if (element.clientWidth > 0 && element.scrollWidth - element.clientWidth > 1) {
        faults.push(`${name(element)} is cut: ${element.scrollWidth} px of text in ${element.clientWidth} px`);
        reported();
        continue;
      }
      const box = element.getBoundingClientRect();
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow === 'visible') continue;
        const frame = ancestor.getBoundingClientRect();
        if (box.left < frame.left - 1 || box.right > frame.right + 1) {
          faults.push(`${name(element)} is cut by ${name(ancestor).split(' ')[0]}: ${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(frame.left)}–${Math.round(frame.right)} px`);
          reported();
          break;
        }
      }
    }
  }

  // Column headers and buttons break their lines between words, never inside one ("Rehabilitati / on").
  for (const element of Array.from(document.querySelectorAll('thead th, button'))) {
    if (hiddenByDesign(element)) continue;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) faults.push(`${name(element)} breaks the word "${word[0]}" across ${lines.size} lines`);
      }
    }
  }

  // A select shows its chosen value whole ("1971", not "19"): the value's width in the select's font, within its box.
  const measure = document.createElement('canvas').getContext('2d')!;
  for (const select of Array.from(document.querySelectorAll('select'))) {
    if (hiddenByDesign(select)) continue;
    const style = getComputedStyle(select);
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const shown = select.selectedOptions[0]?.text ?? '';
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const needed = measure.measureText(shown).width;
    if (needed > room + 1) faults.push(`${name(select)} cuts its value "${shown}": ${Math.round(needed)} px of text in ${Math.round(room)} px`);
  }

  // The header's and the breadcrumb bar's controls: inside the window, and none drawn over another.
  const bars = Array.from(document.querySelectorAll('header, [data-breadcrumb-bar]'));
  for (const bar of bars) {
    const shownControls = Array.from(bar.querySelectorAll('a[href], button, [role="button"], input, h1')).filter((control) => !hiddenByDesign(control));
    for (const [index, control] of shownControls.entries()) {
      const box = control.getBoundingClientRect();
      // A finger on a kiosk or tablet needs 44 px (the title is no target).
      if (control.tagName !== 'H1' && box.height < 43.5) faults.push(`${name(control)} is ${Math.round(box.height)} px tall, under 44`);
      if (box.left < -1 || box.right > width + 1) {
        faults.push(`${name(control)} lies outside the window: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`);
      }
      for (const other of shownControls.slice(index + 1)) {
        if (control.contains(other) || other.contains(control)) continue;
        const them = other.getBoundingClientRect();
        const across = Math.min(box.right, them.right) - Math.max(box.left, them.left);
        const down = Math.min(box.bottom, them.bottom) - Math.max(box.top, them.top);
        if (across > 1 && down > 1) faults.push(`${name(control)} and ${name(other)} overlap by ${Math.round(across)} px`);
      }
    }
  }
  return faults;
}

/** Waits until the slide-in of a page and any drawer have finished, then until a frame has been drawn. */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 });
  await framesDrawn(page);
}

/** The sizes a walk sweeps: the widths in turn at one height; the first is the one the journey goes on at. */
interface Sweep {
  widths: readonly number[];
  height: number;
}

/** Every width in turn, then back to the first width the journey goes on at; the faults of all widths at once. */
async function sweepAt(page: Page, screen: string, faults: string[], { widths, height }: Sweep) {
  await page.waitForLoadState('networkidle');
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    await settle(page);
    for (const fault of await page.evaluate(layoutFaults)) faults.push(`${screen} at ${width}: ${fault}`);
  }
  await page.setViewportSize({ width: widths[0]!, height });
  await settle(page);
}

/**
 * A toast over a control the family may need next (the header's, or the page's: its links, buttons and fields), or
 * out of the window; empty when all is well.
 */
function toastFaults(): string[] {
  const faults: string[] = [];
  const width = document.documentElement.clientWidth;
  const toasts = Array.from(document.querySelectorAll('.mantine-Notification-root'));
  if (toasts.length === 0) return ['no toast on screen'];
  const controls = Array.from(document.querySelectorAll('a[href], button, [role="button"], input, select, textarea, h1')).filter(
    (control) => !control.closest('.mantine-Notification-root'),
  );
  const label = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
  for (const toast of toasts) {
    const box = toast.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1) faults.push(`the toast lies outside the window: ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`);
    for (const control of controls) {
      const them = control.getBoundingClientRect();
      if (them.width <= 1 || them.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      const across = Math.min(box.right, them.right) - Math.max(box.left, them.left);
      const down = Math.min(box.bottom, them.bottom) - Math.max(box.top, them.top);
      if (across > 1 && down > 1) faults.push(`the toast "${label(toast)}" covers the <${control.tagName.toLowerCase()}> "${label(control)}"`);
    }
  }
  return faults;
}

/** The toast now on screen at every width, kept there by the pointer resting on it (a toast waits while hovered). */
async function sweepToast(page: Page, toast: Locator, screen: string, faults: string[], { widths, height }: Sweep) {
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Straight back onto the toast, without hover()'s actionability waits: the toast is moved by the resize, its
    // close timer runs again the moment the pointer is off it, and it lasts only 2 s.
    const box = await toast.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    else await toast.hover();
    await settle(page);
    for (const fault of await page.evaluate(toastFaults)) faults.push(`${screen} at ${width}: ${fault}`);
  }
  await page.mouse.move(0, height - 1);
  await page.setViewportSize({ width: widths[0]!, height });
  await settle(page);
}

describe.skipIf(!HAS_BROWSER)('the family flow at every width', () => {
  it(`holds its layout at ${WIDTHS.join(', ')} px on every screen of the journey`, async () => {
    await walkJourney({ widths: WIDTHS, height: HEIGHT }, 'width sweep');
  });

  // The discharge lounge's tablet, its text three steps larger (150 %).
  it('holds its layout on a kiosk at 820×1180 with the text at its largest step, on every screen of the journey', async () => {
    await walkJourney({ widths: [820], height: 1180 }, 'kiosk at the largest text', await kioskOf(product));
  });
});

/**
 * A guided session's own screens (its header row, who is present, the way back to the console, the
 * console locked behind it, the page its end leads to), at every width and on the lounge tablet at the largest text.
 */
describe.skipIf(!HAS_BROWSER)('a guided session at every width', () => {
  it(`holds its layout at ${WIDTHS.join(', ')} px`, async () => {
    await walkGuided({ widths: WIDTHS, height: HEIGHT }, 'guided width sweep');
  });

  it('holds its layout at 820×1180 with the text at its largest step', async () => {
    await walkGuided({ widths: [820], height: 1180 }, 'guided at the largest text', true);
  });
});

/**
 * The demo planner starts a guided session for a new patient of their own and the family goes as far as who is
 * present; then the session ends by Log out.
 */
async function walkGuided(sizes: Sweep, label: string, largest = false) {
  const context = await browser.newContext({ viewport: { width: 1024, height: sizes.height }, hasTouch: true });
  const page = await context.newPage();
  const faults: string[] = [];
  const sweep = (screen: string) => sweepAt(page, screen, faults, sizes);
  try {
    const { patientId } = await product.newInvite();
    await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
    // Logged in once the worklist shows: a page load before that would cancel the login.
    await at(page, '/hospital');
    await page.goto(`${product.baseUrl}/hospital/patients/${patientId}`);
    await page.getByRole('button', { name: 'Guided session' }).click();
    await page.getByRole('dialog', { name: 'Start a guided session?' }).getByRole('button', { name: 'Start guided session' }).click();
    await at(page, '/');
    await page.setViewportSize({ width: sizes.widths[0]!, height: sizes.height });
    if (largest) await largestText(page);
    await shown(page.getByRole('link', { name: 'View Options' }).first());
    await sweep('guided dashboard');

    await page.getByRole('article', { name: 'Skilled Nursing' }).getByRole('link', { name: 'View Options' }).click();
    await at(page, /^\/choice\/option-list\/\d+$/);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(2);
    const names = await page.getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('aria-label') ?? ''));
    for (const name of names) await page.getByRole('checkbox', { name: `Save ${name}` }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await shown(page.getByRole('heading', { name: 'Before you rank' }));
    await sweep('who is present');

    await page.getByRole('button', { name: 'Return to console' }).click();
    const back = page.getByRole('dialog', { name: 'Return to the console' });
    await shown(back);
    await sweep('return to the console');
    await back.getByRole('button', { name: 'Close' }).click();
    await back.waitFor({ state: 'hidden' });

    // The console behind it: a page load, at the normal text size.
    await page.goto(`${product.baseUrl}/hospital`);
    await shown(page.getByRole('heading', { name: 'A guided session is in progress' }));
    await sweep('console locked');

    await page.goto(`${product.baseUrl}/`);
    if (largest) await largestText(page);
    // Narrower than 1024 px (every walk leaves the window at its first width): Log out is in the menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await at(page, '/guided-session-ended');
    await shown(page.getByRole('heading', { name: 'The guided session has ended' }));
    await sweep('guided session ended');
  } finally {
    await context.close();
  }
  console.log(`${label}: ${sizes.widths.length} widths on 5 screens`);
  if (faults.length) console.log(`layout faults (${faults.length}):\n  ${faults.join('\n  ')}`);
  expect(faults).toEqual([]);
}

/** A kiosk of the demo hospital, made by its planner through the API: what the device keeps. */
async function kioskOf(running: RunningProduct): Promise<string> {
  const client = new HttpClient(running.baseUrl);
  await client.request('POST', '/internal/app/auth/v1/login', { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password });
  const started = await client.request('POST', '/internal/app/planner/v1/kiosks', {});
  return JSON.stringify(started);
}

/**
 * The family's journey, every screen swept at the given sizes. On a kiosk (`kept`: what the device keeps) the text is
 * raised to its largest step on the first screen; the journey's one full page load (the second invite, a page without
 * the header) brings it back to normal.
 */
async function walkJourney(sizes: Sweep, label: string, kept?: string) {
  const invite = await product.newInvite();
  const context = await browser.newContext({ viewport: { width: sizes.widths[0]!, height: sizes.height }, hasTouch: true });
  if (kept) await context.addInitScript((value) => localStorage.setItem('carechoice-kiosk:device', value), kept);
  const page = await context.newPage();
  const faults: string[] = [];
  const started = Date.now();
  const sweep = (screen: string) => sweepAt(page, screen, faults, sizes);
  try {
    await page.goto(invite.url);
    await at(page, '/choice/start');
    if (kept) await largestText(page);
    await title(page, 'Enter Patient Details');
    await sweep('patient details');
    await fillPatient(page, invite.patient);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next' }).click();

    await at(page, '/choice/account');
    await title(page, 'Account Details');
    await sweep('account');
    await fillAccount(page, invite.email);
    await page.getByRole('button', { name: 'Get Started' }).click();
    // 'Account Created' (2 s), held by the pointer while the dashboard opens under it and the widths change.
    const accountCreated = page.getByRole('alert').filter({ hasText: 'Account Created' });
    await shown(accountCreated);
    await accountCreated.hover();
    await at(page, '/');
    await shown(page.getByRole('link', { name: 'View Options' }).first());
    await sweepToast(page, accountCreated, 'toast on the dashboard', faults, sizes);
    await sweep('dashboard');

    await page.getByRole('link', { name: 'View Options' }).first().click();
    await at(page, /^\/choice\/option-list\/\d+$/);
    const listPath = new URL(page.url()).pathname;
    await shown(page.getByText('Please choose all of the options below that you would like to rank, then click Continue'));
    await sweep('option list');

    await page.getByRole('button', { name: 'Filter' }).click();
    const filters = page.getByRole('dialog', { name: 'Filter' });
    await shown(filters.getByRole('combobox', { name: 'Sort By' }));
    await sweep('filters');
    await filters.getByText('3+', { exact: true }).click();
    await filters.getByRole('button', { name: 'Show Providers' }).click();
    await filters.waitFor({ state: 'hidden' });
    // Dimmed cards and the 'Show only matches' switch, off and on.
    await shown(page.getByRole('switch', { name: 'Show only matches' }));
    await expect.poll(() => scrollToCard(page, 'article[data-dimmed]')).toBe(true);
    await sweep('option list filtered');
    await page.getByRole('switch', { name: 'Show only matches' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await sweep('option list, only matches');
    await page.getByRole('switch', { name: 'Show only matches' }).click();
    await expect.poll(() => scrollToCard(page, 'article[data-dimmed]')).toBe(true);

    // The first cards, at the top of the list: only the rows on screen are on the page, so names read where the list
    // happens to be scrolled may not be drawn where it is when the family comes back to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const names = await listedNames(page);
    await page.getByRole('article', { name: names[0] }).getByRole('link', { name: /Learn More/ }).click();
    await at(page, /\/provider\/\d+$/);
    await shown(page.getByText('Provider Details'));
    await shown(page.getByText('Data from Medicare, updated 10/2026'));
    await sweep('provider');
    // Medicare's ratings are on the first screen of a laptop and of a phone, not below the photos: the overall
    // rating, its stars or 'Not Rated' (one demo nursing home in twelve has none, and the invite draws at random).
    if (!kept) {
      for (const [width, height] of [[1440, 900], [390, 844]] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        await settle(page);
        const overall = await page.getByText(/ of 5$|^Not Rated$/).first().boundingBox();
        if (!overall || overall.y + overall.height > height) faults.push(`provider at ${width}×${height}: the overall rating ends at ${overall ? Math.round(overall.y + overall.height) : '?'} px, below the first screen`);
      }
      await page.setViewportSize({ width: sizes.widths[0]!, height: sizes.height });
    }

    await page.getByRole('button', { name: 'Map View' }).click();
    await at(page, `${listPath}/map`);
    await shown(page.getByRole('region', { name: /^Map around / }));
    await sweep('map');
    await page.getByRole('button', { name: 'Provider View' }).click();
    await at(page, /\/provider\/\d+$/);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await at(page, listPath);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('checkbox', { name: `Save ${names[1]}` }).check();
    await page.getByRole('checkbox', { name: `Save ${names[2]}` }).check();
    await shown(page.getByText('You have 3 providers saved'));
    await sweep('option list with 3 saved');
    // Three columns side by side on every width, from 320 px.
    await page.getByRole('button', { name: 'Compare' }).click();
    await at(page, `${listPath}/compare`);
    await shown(page.getByRole('table', { name: 'Compare saved providers' }).getByRole('rowheader', { name: 'Languages' }));
    await expect.poll(() => page.getByText('Loading Medicare’s quality data…').count()).toBe(0);
    await sweep('compare');
    // Scrolled down, the providers' names stick below the app's header, not behind it.
    for (const width of sizes.widths) {
      await page.setViewportSize({ width, height: sizes.height });
      await page.getByRole('rowheader', { name: 'Languages' }).scrollIntoViewIfNeeded();
      await settle(page);
      const [header, names] = await Promise.all([page.locator('header').boundingBox(), page.locator('thead th').first().boundingBox()]);
      if (!header || !names || names.y < header.y + header.height - 1) {
        faults.push(`compare at ${width}: the names' row is at ${names?.y} px, the header ends at ${header ? header.y + header.height : '?'} px`);
      }
    }
    await page.setViewportSize({ width: sizes.widths[0]!, height: sizes.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'All Options' }).click();
    await at(page, listPath);
    // The question before leaving with providers saved, then Stay.
    await page.locator('[data-breadcrumb-bar]').getByRole('button', { name: 'Patient Services' }).click();
    const question = page.getByRole('dialog', { name: 'You have 3 providers saved. Leave and clear them?' });
    await shown(question);
    await sweep('question to leave');
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await at(page, `${listPath}/rank`);
    await shown(page.getByRole('heading', { name: 'Please select your top choice' }));
    await sweep('rank');
    await page.getByRole('button', { name: `Rank ${names[2]}` }).click();
    await shown(page.getByRole('heading', { name: 'Have any other favorites? If not press Continue' }));
    await sweep('rank with #1');
    await page.getByRole('button', { name: `Rank ${names[0]}` }).click();

    await at(page, `${listPath}/confirm`);
    await shown(page.getByRole('heading', { name: 'Confirm your choice(s)' }));
    await sweep('confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    // 'Choices saved' (3 s), held by the pointer, over the dashboard and then over Review, where it lay on the way back.
    const choicesSaved = page.getByRole('alert').filter({ hasText: 'Choices saved' });
    await shown(choicesSaved);
    await choicesSaved.hover();
    await at(page, '/');
    await shown(page.getByText('Skilled Nursing is all set!'));
    await sweepToast(page, choicesSaved, 'choices saved on the dashboard', faults, sizes);
    await choicesSaved.hover();
    // By keyboard, so the pointer stays on the toast.
    await page.getByRole('link', { name: 'Review Choices' }).focus();
    await page.keyboard.press('Enter');
    await at(page, /^\/choice\/review\/\d+$/);
    await shown(page.getByRole('heading', { name: 'Your Choices' }));
    await sweepToast(page, choicesSaved, 'choices saved on Review', faults, sizes);
    await choicesSaved.waitFor({ state: 'detached' });
    await sweep('review');
    await page.goBack();
    await at(page, '/');
    await shown(page.getByRole('link', { name: 'Review Choices' }));
    await sweep('dashboard completed');

    // My Account: both forms' buttons whole ('Save Contact Information' was cut at 320 px).
    await page.goto(`${product.baseUrl}/account`);
    await shown(page.getByRole('button', { name: 'Save Contact Information' }));
    await sweep('my account');

    // Another patient's invite opened while logged in.
    await page.goto((await product.newInvite()).url);
    await shown(page.getByRole('heading', { name: 'You Are Already Logged In' }));
    await sweep('second invite');
  } finally {
    await context.close();
  }
  console.log(`${label}: ${sizes.widths.length} widths on 18 screens and a toast in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (faults.length) console.log(`layout faults (${faults.length}):\n  ${faults.join('\n  ')}`);
  expect(faults).toEqual([]);
}

/** The kiosk's text, raised from the header until it can go no larger. */
async function largestText(page: Page) {
  const larger = page.getByRole('button', { name: 'Larger text' });
  await shown(larger);
  while (await larger.isEnabled()) await larger.click();
  await expect.poll(() => page.evaluate(() => document.documentElement.style.fontSize)).toBe('150%');
}
