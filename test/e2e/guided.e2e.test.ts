import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { checkScreen, HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { staffLogin } from './support/console';
import { at, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * A guided session in Debian's Chromium against the real server, on the lounge tablet (820×1180):
 * the demo planner starts 'Guided session' from a patient's page; the tablet shows the family's side with the
 * planner named in its header, the console locked behind it; the family member present says who they are and accepts
 * the acknowledgement, ranks and confirms; a staff password returns the tablet to the console, and the patient's
 * choice record says who chose, in whose guided session.
 */
let product: RunningProduct;
let browser: Browser;
let ran = 0;

/** Notes whether the guided session's header row is on the page when the first card of the dashboard appears. */
const NOTE_HEADER_ROW_AT_FIRST_CARD = `
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main article')) return;
    window.headerRowAtFirstCard = document.body.textContent.includes('Guided session with');
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
`;

const TABLET = SIZES.find((size) => size.name === 'tablet')!;
/** The demo planner's name (server/seed/demo.ts). */
const staffName = 'Dana Brooks';

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
});
afterAll(async () => {
  await product?.stop();
  console.log(`browser tests run: ${ran} (guided session)`);
});

describe.skipIf(!HAS_BROWSER)('a guided session', () => {
  it('goes from the console to a confirmed ranking, back to the console, and the record shows it', async () => {
    const { context, page, problems } = await openTab(browser, TABLET);
    try {
      // 1. The planner opens the patient's page (a new patient with three lists, invited but not claimed) and starts a
      // guided session.
      const { patientId } = await product.newInvite();
      const patientPath = `/hospital/patients/${patientId}`;
      await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
      await at(page, '/hospital');
      await page.goto(`${product.baseUrl}${patientPath}`);
      await title(page, 'Patient');
      await page.getByRole('button', { name: 'Guided session' }).click();
      const question = page.getByRole('dialog', { name: 'Start a guided session?' });
      await shown(question);
      await checkScreen(page, TABLET, '95-guided-question');
      await question.getByRole('button', { name: 'Start guided session' }).click();

      // 2. The family's side, the planner named in its header; the console is locked behind it.
      await at(page, '/');
      await title(page, 'Patient Services');
      await shown(page.getByText(`Guided session with ${staffName}`));
      await page.goto(`${product.baseUrl}/hospital`);
      await title(page, 'Guided Session');
      await shown(page.getByRole('heading', { name: 'A guided session is in progress' }));
      await checkScreen(page, TABLET, '96-guided-console-locked');
      // The family's side is another page load. The guided tablet's header row is there when the first card is
      // drawn, so nothing moves under a finger about to tap (a row arriving late pushed the cards 56 px down).
      await page.addInitScript(NOTE_HEADER_ROW_AT_FIRST_CARD);
      await page.getByRole('link', { name: 'Back to the family’s screens' }).click();
      await at(page, '/');
      await shown(page.getByRole('article', { name: 'Skilled Nursing' }));
      expect(await page.evaluate(() => (window as { headerRowAtFirstCard?: boolean }).headerRowAtFirstCard)).toBe(true);

      // 3. The family member present shortlists two, says who they are, ranks and confirms.
      const nursing = page.getByRole('article', { name: 'Skilled Nursing' });
      await nursing.getByRole('link', { name: 'View Options' }).click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThanOrEqual(2);
      const names = await page.getByRole('article').evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('aria-label') ?? ''));
      for (const name of names) await page.getByRole('checkbox', { name: `Save ${name}` }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await at(page, `${listPath}/rank`);
      await shown(page.getByRole('heading', { name: 'Before you rank' }));
      await shown(page.getByText(`${staffName} is helping you today. Please tell us who is making this choice.`));
      await page.getByLabel(/^Your full name/).fill('Rosa Diaz');
      await page.getByRole('radio', { name: 'Family' }).check();
      await page.getByRole('checkbox', { name: 'I have read and accept this acknowledgement' }).check();
      await checkScreen(page, TABLET, '97-guided-presence');
      await page.getByRole('button', { name: 'Continue to ranking' }).click();
      await shown(page.getByRole('heading', { name: 'Please select your top choice' }));
      await page.getByRole('button', { name: `Rank ${names[1]}` }).click();
      await at(page, `${listPath}/confirm`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await at(page, '/');
      await shown(nursing.getByText('Completed'));

      // 4. A staff password returns the tablet to the console (a wrong one first).
      await page.getByRole('button', { name: 'Return to console' }).click();
      const back = page.getByRole('dialog', { name: 'Return to the console' });
      await back.getByLabel(/^Staff e-mail/).fill(DEMO_PLANNER.email);
      await back.getByLabel(/^Password/).fill('not-the-password');
      await back.getByRole('button', { name: 'End session and return' }).click();
      await shown(back.getByText('That e-mail and password did not match a staff member of this hospital.'));
      await checkScreen(page, TABLET, '98-guided-return');
      await back.getByLabel(/^Password/).fill(DEMO_PLANNER.password);
      await back.getByRole('button', { name: 'End session and return' }).click();
      // Back at the patient's page the session started from.
      await at(page, patientPath);
      await title(page, 'Patient');
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('carechoice:')))).toEqual([]);

      // 5. The record: who chose, in whose guided session.
      await page.goto(`${product.baseUrl}${patientPath}/choice-record`);
      await title(page, 'Choice Record');
      const record = page.getByRole('article', { name: 'Post-acute care choice record' });
      await shown(record.getByText(`Confirmed in a guided session with ${staffName}.`));
      await shown(record.getByText(/^Confirmed by Rosa Diaz \(Family\), /));
      // Expected refusal: the wrong password (400).
      expect(problems.filter((problem) => !/^400: POST \S+\/guided\/v1\/end$/.test(problem))).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  }, 120_000);
});
