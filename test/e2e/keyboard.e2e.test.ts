import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { at, FAMILY_PASSWORD, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * Journey 1 by keyboard alone on a desktop: every control is reached with Tab (or Shift+Tab) and operated
 * with Enter, Space, arrows and typing. The mouse is never used; a control Tab cannot reach fails the test.
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
  console.log(`browser tests run: ${ran} (keyboard journey)`);
});

const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 120 } = {}) {
  await target.waitFor({ state: 'attached', timeout: 15_000 });
  for (let presses = 0; presses < limit; presses++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  if (!(await focused(target))) throw new Error(`Tab never reached ${target.toString()} (${limit} presses)`);
}

async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/**
 * Picks `value` in a native select with the arrow keys. (Typing an option's text works too, but the browser forgets
 * what was typed after a second, so on a busy machine "1948" may land on "19" and then "48".)
 */
async function chooseWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  const { from, to } = await select.evaluate((element, wanted) => {
    const options = [...(element as HTMLSelectElement).options].map((option) => option.value);
    return { from: (element as HTMLSelectElement).selectedIndex, to: options.indexOf(wanted) };
  }, value);
  expect(to, `option ${value}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < Math.abs(to - from); step++) await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
  expect(await select.inputValue()).toBe(value);
}

const desktop = SIZES.find((size) => size.name === 'desktop')!;

describe.skipIf(!HAS_BROWSER)('keyboard only, desktop', () => {
  it('goes from the invite to reviewing the choices without a mouse', async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, desktop);
    try {
      await page.goto(invite.url);
      await at(page, '/choice/start');
      await title(page, 'Enter Patient Details');
      const [year, month, day] = invite.patient.dateOfBirth.split('-');
      await tabAndType(page, page.getByLabel(/First Initial/), invite.patient.initial);
      await tabAndType(page, page.getByLabel(/Last Name/), invite.patient.lastName);
      await chooseWithArrows(page, page.getByLabel('Month'), String(Number(month)));
      await chooseWithArrows(page, page.getByLabel('Day'), String(Number(day)));
      await chooseWithArrows(page, page.getByLabel('Year'), year!);
      await tabTo(page, page.getByRole('checkbox'));
      await page.keyboard.press('Space');
      await tabTo(page, page.getByRole('button', { name: 'Next' }));
      await page.keyboard.press('Enter');

      await at(page, '/choice/account');
      await tabTo(page, page.getByRole('radio').first());
      await page.keyboard.press('Space');
      await tabAndType(page, page.getByLabel(/^First Name/), 'Kim');
      await tabAndType(page, page.getByLabel(/^Last Name/), 'Keys');
      await tabTo(page, page.getByLabel(/^Email/));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(invite.email);
      await tabAndType(page, page.getByLabel(/Cell Phone/), '6145550123');
      await tabAndType(page, page.getByLabel(/^Password/), FAMILY_PASSWORD);
      await tabAndType(page, page.getByLabel(/Confirm Password/), FAMILY_PASSWORD);
      await tabTo(page, page.getByRole('button', { name: 'Get Started' }));
      await page.keyboard.press('Enter');
      await at(page, '/');

      await tabTo(page, page.getByRole('link', { name: 'View Options' }).first());
      await page.keyboard.press('Enter');
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await title(page, 'Skilled Nursing');

      // Filters: sort by name by typing in the select, then back to the list.
      await tabTo(page, page.getByRole('button', { name: 'Filter' }));
      await page.keyboard.press('Enter');
      const filters = page.getByRole('dialog', { name: 'Filter' });
      await tabTo(page, filters.getByRole('combobox', { name: 'Sort By' }));
      // A native select: typing an option's first letters picks it.
      await page.keyboard.type('Name');
      expect(await filters.getByRole('combobox', { name: 'Sort By' }).inputValue()).toBe('name');
      await tabTo(page, filters.getByRole('button', { name: 'Show Providers' }));
      await page.keyboard.press('Enter');
      await filters.waitFor({ state: 'hidden' });
      const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

      // Three hearts with Space, the provider page and its map with Enter.
      for (const name of names.slice(0, 3)) {
        await tabTo(page, page.getByRole('checkbox', { name: `Save ${name}` }));
        await page.keyboard.press('Space');
      }
      await shown(page.getByText('You have 3 providers saved'));
      await tabTo(page, page.getByRole('article', { name: names[0] }).getByRole('link', { name: /Learn More/ }), { back: true });
      await page.keyboard.press('Enter');
      await shown(page.getByRole('heading', { name: names[0] }));
      await tabTo(page, page.getByRole('button', { name: 'Map View' }));
      await page.keyboard.press('Enter');
      await at(page, `${listPath}/map`);
      await tabTo(page, page.getByRole('button', { name: 'Provider View' }));
      await page.keyboard.press('Enter');
      await shown(page.getByRole('heading', { name: names[0] }));
      await tabTo(page, page.getByRole('button', { name: 'All Options' }));
      await page.keyboard.press('Enter');
      await at(page, listPath);

      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');
      await at(page, `${listPath}/rank`);
      await tabTo(page, page.getByRole('button', { name: `Rank ${names[1]}` }));
      await page.keyboard.press('Enter');
      // The focus moves on to another unranked card (it fell to the page body), and Continue is
      // one skip link away, however many cards there are.
      const focusedName = () => page.evaluate(() => (document.activeElement?.textContent ?? '').trim().replace(/\s+/g, ' '));
      const either = [names[0], names[2]].map((name) => name!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
      await expect.poll(focusedName).toMatch(new RegExp(`^Rank (${either}) `));
      await tabTo(page, page.getByRole('link', { name: 'Skip to Continue' }), { back: true, limit: 6 });
      await page.keyboard.press('Enter');
      expect(await focused(page.getByRole('button', { name: 'Continue' }))).toBe(true);
      await tabTo(page, page.getByRole('button', { name: `Rank ${names[0]}` }), { back: true });
      await page.keyboard.press('Enter');
      await at(page, `${listPath}/confirm`);
      expect(await page.getByRole('listitem').allTextContents()).toEqual([`#1${names[1]}`, `#2${names[0]}`, `#3${names[2]}`]);
      await tabTo(page, page.getByRole('button', { name: 'Confirm' }));
      await page.keyboard.press('Enter');
      await at(page, '/');
      await shown(page.getByText('Completed'));
      await tabTo(page, page.getByRole('link', { name: 'Review Choices' }));
      await page.keyboard.press('Enter');
      await shown(page.getByRole('heading', { name: 'Your Choices' }));
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
