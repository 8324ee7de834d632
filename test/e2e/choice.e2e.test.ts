import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, checkScreenAtEverySize, HAS_BROWSER, openTab, screenshotsKept, sharedBrowser, SIZES, type Size } from './support/browser';
import { listedNames, scrollToCard } from './support/optionList';
import { at, fillAccount, fillPatient, shown, title } from './support/pages';
import { startProduct, type Invite, type RunningProduct } from './support/product';

/**
 * The family's whole journey in Debian's Chromium against the real server and database, on a phone, with every screen
 * judged at phone, tablet and desktop size: invite link → patient details → account → dashboard → option list → filter and sort → provider → map →
 * shortlist 3 → rank 2 (the third automatically) → confirm → saving → dashboard 'Completed' → review.
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
  console.log(`browser tests run: ${ran} (choice journey); ${screenshotsKept()}`);
});

/** Judges a screen of the journey: at its size, or (the whole journey) at every size. */
type Judge = (page: Page, size: Size, screen: string) => Promise<void>;

async function signUp(page: Page, size: Size, invite: Invite, judge: Judge = checkScreen) {
  await page.goto(invite.url);
  await at(page, '/choice/start');
  await title(page, 'Enter Patient Details');
  await judge(page, size, '01-patient-details');
  await fillPatient(page, invite.patient);
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await at(page, '/choice/account');
  await title(page, 'Account Details');
  await fillAccount(page, invite.email);
  await judge(page, size, '02-account');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await at(page, '/');
  await title(page, 'Patient Services');
}

describe.skipIf(!HAS_BROWSER)('choice journey on a phone, every screen judged at phone, tablet and desktop size', () => {
  const size = SIZES[0];
  it('signs up from the invite, compares, shortlists, ranks, confirms and reviews', async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await signUp(page, size, invite, checkScreenAtEverySize);
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      await checkScreenAtEverySize(page, size, '03-dashboard');

      // The option list of the first service (skilled nursing in the demo catalogue).
      await page.getByRole('link', { name: 'View Options' }).first().click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await title(page, 'Skilled Nursing');
      await shown(page.getByText('Please choose all of the options below that you would like to rank, then click Continue'));
      expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
      await checkScreenAtEverySize(page, size, '04-option-list');

      // Filter and sort: by name, then a minimum rating dims what falls below it.
      await page.getByRole('button', { name: 'Filter' }).click();
      const filters = page.getByRole('dialog', { name: 'Filter' });
      await shown(filters.getByRole('combobox', { name: 'Sort By' }));
      await checkScreenAtEverySize(page, size, '05-filters');
      // A place search that finds nothing says so under the field and leaves 'Set to <hospital>' uncovered.
      await filters.getByRole('button', { name: 'Change Location' }).click();
      await filters.getByLabel('Search for a ZIP code or city').fill('Zzyzx');
      await shown(filters.getByText('No places found'));
      const setTo = filters.getByRole('button', { name: /^Set to / });
      const box = (await setTo.boundingBox())!;
      expect(await setTo.evaluate((button, [x, y]) => button.contains(document.elementFromPoint(x!, y!)), [box.x + box.width / 2, box.y + box.height / 2])).toBe(true);
      await filters.getByRole('button', { name: 'Done' }).click();
      await filters.getByRole('combobox', { name: 'Sort By' }).selectOption({ label: 'Name' });
      await filters.getByText('3+', { exact: true }).click();
      await filters.getByRole('button', { name: 'Show Providers' }).click();
      await filters.waitFor({ state: 'hidden' });
      const names = await listedNames(page);
      expect(names.length).toBeGreaterThan(3);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      const count = page.getByText(/providers match your filters/);
      await shown(count);
      const [matching, total] = (await count.textContent())!.match(/\d+/g)!.map(Number) as [number, number];
      expect(matching).toBeLessThan(total);

      // A dimmed card stays readable (axe judges its contrast on screen), and 'Show only matches'
      // leaves the matches alone, in the same order, until it is turned off again.
      await expect.poll(() => scrollToCard(page, 'article[data-dimmed]')).toBe(true);
      await checkScreenAtEverySize(page, size, '05b-option-list-filtered');
      const onlyMatches = page.getByRole('switch', { name: 'Show only matches' });
      expect(await onlyMatches.isChecked()).toBe(false);
      await page.getByRole('switch', { name: 'Show only matches' }).click();
      await expect.poll(async () => (await listedNames(page)).length).toBe(matching);
      expect(await onlyMatches.isChecked()).toBe(true);
      const matches = await listedNames(page);
      expect(matches).toEqual(names.filter((name) => matches.includes(name)));
      await page.evaluate(() => window.scrollTo(0, 0));
      await checkScreenAtEverySize(page, size, '05c-option-list-only-matches');
      await page.getByRole('switch', { name: 'Show only matches' }).click();
      await expect.poll(() => listedNames(page)).toEqual(names);
      // The heart is a 44 px target that says 'Save'.
      const heart = page.getByRole('checkbox', { name: `Save ${names[1]}` });
      expect((await heart.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.getByRole('article', { name: names[1] }).locator('label').filter({ has: heart }).textContent()).toBe('Save');

      // A provider's page, its map, and saving it from there.
      const first = names[0]!;
      await page.getByRole('article', { name: first }).getByRole('link', { name: /Learn More/ }).click();
      await at(page, /\/provider\/\d+$/);
      await shown(page.getByRole('heading', { name: first }));
      await shown(page.getByText('Provider Details'));
      // Medicare's quality data of the demo's nursing homes, with its date, checked with the rest.
      await shown(page.getByText('Data from Medicare, updated 10/2026'));
      await shown(page.getByRole('heading', { name: 'Staffing' }));
      await checkScreenAtEverySize(page, size, '06-provider');
      // Each photo fills its tile whatever its own shape: the thumbnails line up, and the 'View all photos' shade
      // covers its photo exactly (a wider photo once left the shade hanging ~15 px below it).
      const escapedName = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const tiles = page.getByRole('button', { name: new RegExp(`^(${escapedName}, photo \\d+|View all photos)$`) });
      const fits = await tiles.evaluateAll((buttons) =>
        buttons.map((button) => {
          const tile = button.getBoundingClientRect();
          const photo = button.querySelector('img')!.getBoundingClientRect();
          return Math.abs(photo.width - tile.width) <= 1 && Math.abs(photo.height - tile.height) <= 1;
        }),
      );
      expect(fits.length).toBeGreaterThanOrEqual(2);
      expect(fits).not.toContain(false);
      await shown(page.getByRole('button', { name: 'View all photos' }));
      // Scrolled under the sticky header, the 'View all photos' shade stays under it (its default layer was above).
      const headerCoversShade = await page.getByRole('button', { name: 'View all photos' }).evaluate((button) => {
        const header = document.querySelector('header')!;
        const shade = button.getBoundingClientRect();
        window.scrollBy(0, shade.top - header.getBoundingClientRect().height / 2);
        const moved = button.getBoundingClientRect();
        const atHeader = document.elementFromPoint(moved.left + moved.width / 2, header.getBoundingClientRect().height / 2);
        window.scrollTo(0, 0);
        return header.contains(atHeader);
      });
      expect(headerCoversShade).toBe(true);
      // A finger-sized target (it was 25 px tall).
      expect((await page.getByRole('link', { name: 'Tap for CMS data' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await page.getByRole('button', { name: 'Map View' }).click();
      await at(page, `${listPath}/map`);
      await shown(page.getByRole('region', { name: /^Map around / }));
      // The slider's hearts are the list's: 44 px, 'Save' or 'Saved'.
      const sliderHeart = page.getByRole('group', { name: /^\d+ of \d+$/ }).getByRole('checkbox').first();
      expect((await sliderHeart.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await checkScreenAtEverySize(page, size, '07-map');
      await page.getByRole('button', { name: 'Provider View' }).click();
      await at(page, /\/provider\/\d+$/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await at(page, listPath);

      // Two more hearts: three saved.
      expect(await page.getByRole('checkbox', { name: `Save ${first}` }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: `Save ${names[1]}` }).check();
      await page.getByRole('checkbox', { name: `Save ${names[2]}` }).check();
      await shown(page.getByText('You have 3 providers saved'));

      // The three side by side, at their own address, and back.
      await page.getByRole('button', { name: 'Compare' }).click();
      await at(page, `${listPath}/compare`);
      const table = page.getByRole('table', { name: 'Compare saved providers' });
      await shown(table.getByRole('rowheader', { name: 'Nursing care per resident each day' }));
      expect(await table.getByRole('columnheader').allTextContents()).toHaveLength(3);
      await expect.poll(() => page.getByText('Loading Medicare’s quality data…').count()).toBe(0);
      await checkScreenAtEverySize(page, size, '07b-compare');
      await page.getByRole('button', { name: 'All Options' }).click();
      await at(page, listPath);
      await page.getByRole('button', { name: 'Continue' }).click();

      // Rank two; the third is ranked automatically and the flow moves to confirm.
      await at(page, `${listPath}/rank`);
      await shown(page.getByRole('heading', { name: 'Please select your top choice' }));
      await checkScreenAtEverySize(page, size, '08-rank');
      await page.getByRole('button', { name: `Rank ${names[2]}` }).click();
      await shown(page.getByRole('heading', { name: 'Have any other favorites? If not press Continue' }));
      // A reload in the middle of ranking keeps the shortlist and the ranking made so far.
      await page.reload();
      await shown(page.getByRole('heading', { name: 'Have any other favorites? If not press Continue' }));
      await shown(page.getByText('#1'));
      await page.getByRole('button', { name: `Rank ${first}` }).click();
      await at(page, `${listPath}/confirm`);
      await shown(page.getByRole('heading', { name: 'Confirm your choice(s)' }));
      expect(await page.getByRole('listitem').allTextContents()).toEqual([`#1${names[2]}`, `#2${first}`, `#3${names[1]}`]);
      await checkScreenAtEverySize(page, size, '09-confirm');
      await page.reload();
      await shown(page.getByRole('heading', { name: 'Confirm your choice(s)' }));
      expect(await page.getByRole('listitem').allTextContents()).toEqual([`#1${names[2]}`, `#2${first}`, `#3${names[1]}`]);

      await page.getByRole('button', { name: 'Confirm' }).click();
      await shown(page.getByText('Saving Choices'));
      await at(page, '/');
      await shown(page.getByText('Completed'));
      await shown(page.getByText('Skilled Nursing is all set!'));
      await checkScreenAtEverySize(page, size, '10-dashboard-completed');

      await page.getByRole('link', { name: 'Review Choices' }).click();
      await at(page, /^\/choice\/review\/\d+$/);
      await title(page, 'Review Choices');
      await shown(page.getByRole('heading', { name: 'Your Choices' }));
      await checkScreenAtEverySize(page, size, '11-review');

      // A reload keeps a consistent screen.
      await page.reload();
      await shown(page.getByRole('heading', { name: 'Your Choices' }));
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});

describe.skipIf(!HAS_BROWSER)('leaving a list with providers saved', () => {
  const size = SIZES[0];
  it("asks before the browser's Back clears them: Stay keeps the list, Leave clears it", async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await signUp(page, size, invite);
      await page.getByRole('link', { name: 'View Options' }).first().click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await shown(page.getByRole('article').nth(1));
      const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      await page.getByRole('checkbox', { name: `Save ${names[0]}` }).check();
      await page.getByRole('checkbox', { name: `Save ${names[1]}` }).check();
      await shown(page.getByText('You have 2 providers saved'));

      const question = page.getByRole('dialog', { name: 'You have 2 providers saved. Leave and clear them?' });
      await page.goBack();
      await shown(question);
      await checkScreen(page, size, '04b-leave-question');
      await question.getByRole('button', { name: 'Stay' }).click();
      await question.waitFor({ state: 'hidden' });
      await at(page, listPath);
      await title(page, 'Skilled Nursing');
      await shown(page.getByText('You have 2 providers saved'));

      await page.goBack();
      await question.getByRole('button', { name: 'Leave' }).click();
      await at(page, '/');
      await title(page, 'Patient Services');
      await page.getByRole('link', { name: 'View Options' }).first().click();
      await at(page, listPath);
      await shown(page.getByText('Please choose all of the options below that you would like to rank, then click Continue'));
      expect(await page.getByRole('checkbox', { name: `Save ${names[0]}` }).isChecked()).toBe(false);
      expect(await page.getByText(/You have \d providers? saved/).count()).toBe(0);

      // Forward asks too, and Leave goes on to the page Forward was opening (not back to a list that no longer works).
      await page.locator('[data-breadcrumb-bar]').getByRole('button', { name: 'Patient Services' }).click();
      await at(page, '/');
      await page.goBack();
      await at(page, listPath);
      await page.getByRole('checkbox', { name: `Save ${names[0]}` }).check();
      await page.getByRole('checkbox', { name: `Save ${names[1]}` }).check();
      await page.goForward();
      await question.getByRole('button', { name: 'Leave' }).click();
      await at(page, '/');
      await title(page, 'Patient Services');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
