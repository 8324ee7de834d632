import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { choiceEn } from '../../src/i18n/en.choice';
import { levelsWords } from '../../src/i18n/en.levels';
import { qualityWords } from '../../src/i18n/en.quality';
import { signupEn } from '../../src/i18n/en.signup';
import { spanish } from '../../src/i18n/es';
import { TAGLINES } from '../../src/i18n/taglines';
import { checkScreen, HAS_BROWSER, openTab, screenshotsKept, sharedBrowser, SIZES } from './support/browser';
import { at, FAMILY_PASSWORD, shown } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * The whole family journey in Spanish at phone size, against the real server: 'Español' on the invite's
 * first screen, then sign-up, dashboard, option list and filters, a provider with Medicare's quality data, compare,
 * rank, confirm and review — each screen checked with axe, in Spanish (`<html lang="es-US">`, Spanish titles), with
 * no sentence of the English catalogues left on it.
 */
const es = spanish;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), sharedBrowser()]);
});
afterAll(async () => {
  await product?.stop();
  console.log(`Spanish journey: ${screenshotsKept()}`);
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by the start of its label (a required one's name ends with its asterisk). */
const label = (text: string) => new RegExp(`^${escaped(text)}`);

const title = (page: Page, expected: string) => expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${expected}${es.app.titleSuffix}`);

/** Every fixed sentence of the English catalogues the family can meet (functions and short words aside). */
function englishSentences(): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (value && typeof value === 'object') for (const entry of Object.values(value)) walk(entry);
  };
  for (const catalogue of [en, signupEn, choiceEn, qualityWords.english, levelsWords.english]) walk(catalogue);
  // Short words ('Save', 'Email') may be a provider's own data; a sentence of ours may not.
  return [...new Set(found)].filter((text) => text.length >= 16 && text.includes(' '));
}
const ENGLISH = englishSentences();

/** The English sentences on screen outside the parts marked English (provider data is not in the catalogue). */
async function englishOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    for (const english of clone.querySelectorAll('[lang^="en"]')) english.remove();
    return clone.innerText;
  });
  return ENGLISH.filter((sentence) => text.includes(sentence));
}

async function inSpanish(page: Page, screen: string) {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-US');
  expect(await englishOn(page)).toEqual([]);
  await checkScreen(page, size, `es-${screen}`);
}

const size = SIZES[0];

describe.skipIf(!HAS_BROWSER)('the family journey in Spanish, at phone size', () => {
  it('signs up, compares, shortlists, ranks, confirms and reviews, every screen in Spanish', async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(invite.url);
      await at(page, '/choice/start');
      await page.getByRole('button', { name: 'Español' }).click();
      await title(page, es.app.titles.choiceStart);
      await shown(page.getByRole('button', { name: 'English' }));
      await inSpanish(page, '01-patient-details');

      const [year, month, day] = invite.patient.dateOfBirth.split('-');
      await page.getByLabel(label(es.signup.start.initial)).fill(invite.patient.initial);
      await page.getByLabel(label(es.signup.start.lastName)).fill(invite.patient.lastName);
      await page.getByLabel(es.signup.start.month).selectOption(String(Number(month)));
      await page.getByLabel(es.signup.start.day).selectOption(String(Number(day)));
      await page.getByLabel(es.signup.start.year).selectOption(year!);
      // The Terms of Use the family accepts are SPEC's acknowledgement, in Spanish.
      await page.getByRole('button', { name: es.signup.start.termsOfUse }).click();
      const terms = page.getByRole('dialog', { name: es.signup.start.acknowledgementTitle });
      await shown(terms.getByText(es.signup.start.acknowledgement));
      await inSpanish(page, '01b-terms');
      await terms.getByRole('button', { name: es.app.help.close }).click();
      await terms.waitFor({ state: 'hidden' });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: es.signup.start.next }).click();

      await at(page, '/choice/account');
      await title(page, es.app.titles.choiceAccount);
      await page.getByRole('radio').first().check();
      await page.getByLabel(label(es.signup.account.firstName)).fill('Ana');
      await page.getByLabel(label(es.signup.account.lastName)).fill('Prueba');
      await page.getByLabel(label(es.signup.account.email)).fill(invite.email);
      await page.getByLabel(label(es.signup.account.cellPhone)).fill('6145550123');
      await page.getByLabel(label(es.signup.account.password)).fill(FAMILY_PASSWORD);
      await page.getByLabel(label(es.signup.account.confirmPassword)).fill(FAMILY_PASSWORD);
      await inSpanish(page, '02-account');
      await page.getByRole('button', { name: es.signup.account.submit }).click();

      await at(page, '/');
      await title(page, es.app.titles.dashboardPatientChoice);
      const viewOptions = page.getByRole('link', { name: es.choice.dashboard.viewOptions }).first();
      await shown(viewOptions);
      await shown(page.getByText(es.levels.names.skilled_nursing!).first());
      await inSpanish(page, '03-dashboard');

      // Free language assistance from the footer (Section 1557): the taglines, each in its own language.
      await page.getByRole('button', { name: es.app.languageAssistance.link }).click();
      const assistance = page.getByRole('dialog', { name: es.app.languageAssistance.title });
      await shown(assistance.getByText(TAGLINES[0]!.text));
      await inSpanish(page, '03b-language-assistance');
      await assistance.getByRole('button', { name: es.app.help.close }).click();
      await assistance.waitFor({ state: 'hidden' });

      await viewOptions.click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await title(page, es.levels.names.skilled_nursing!);
      await shown(page.getByText(es.choice.list.chooseAll));
      await inSpanish(page, '04-option-list');

      await page.getByRole('button', { name: es.choice.list.filter }).click();
      const filters = page.getByRole('dialog', { name: es.choice.filters.title });
      await shown(filters.getByRole('combobox', { name: es.choice.filters.sort }));
      await filters.getByRole('combobox', { name: es.choice.filters.sort }).selectOption({ label: es.levels.sort.name! });
      await inSpanish(page, '05-filters');
      await filters.getByRole('button', { name: es.choice.filters.close }).click();
      await filters.waitFor({ state: 'hidden' });

      const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      await page.getByRole('article', { name: names[0] }).getByRole('link', { name: new RegExp(es.choice.list.learnMore) }).click();
      await at(page, /\/provider\/\d+$/);
      await shown(page.getByRole('heading', { name: es.quality.groups.staffing.title }));
      await shown(page.getByText(es.quality.updated('10/2026')));
      // Languages spoken are named in Spanish, as one Spanish list ("Inglés, español y árabe"; "e" before an i sound:
      // "Árabe e inglés"), English among them (every demo provider speaks it), in whatever order the provider's
      // languages come: the invite draws providers at random.
      const spoken = await page.getByRole('heading', { name: es.choice.provider.languages }).locator('xpath=following-sibling::*[1]').innerText();
      expect(spoken).toMatch(/^[A-ZÁÉÍÓÚÑ][a-zñáéíóú ]+(, [a-zñáéíóú ]+)*( [ye] [a-zñáéíóú ]+)?$/);
      expect(spoken.toLowerCase().split(/, | [ye] /)).toContain('inglés');
      await inSpanish(page, '06-provider');
      await page.getByRole('button', { name: es.choice.provider.save, exact: true }).click();
      await at(page, listPath);

      await page.getByRole('checkbox', { name: es.choice.list.saveProvider(names[1]!) }).check();
      await page.getByRole('checkbox', { name: es.choice.list.saveProvider(names[2]!) }).check();
      await shown(page.getByText(es.choice.list.saved(3)));
      await inSpanish(page, '07-saved');

      await page.getByRole('button', { name: es.quality.compare.button }).click();
      await at(page, `${listPath}/compare`);
      await shown(page.getByRole('table', { name: es.quality.compare.title }).getByRole('rowheader', { name: es.quality.compare.rows.nurseHours }));
      await expect.poll(() => page.getByText(es.quality.loading).count()).toBe(0);
      await inSpanish(page, '08-compare');
      await page.getByRole('button', { name: es.quality.compare.allOptions }).click();
      await at(page, listPath);
      await page.getByRole('button', { name: es.choice.list.continue }).click();

      await at(page, `${listPath}/rank`);
      await shown(page.getByRole('heading', { name: es.choice.rank.title }));
      await inSpanish(page, '09-rank');
      await page.getByRole('button', { name: new RegExp(`^${es.choice.rank.rankAction} ${escaped(names[2]!)}`) }).click();
      await shown(page.getByRole('heading', { name: es.choice.rank.more }));
      await page.getByRole('button', { name: new RegExp(`^${es.choice.rank.rankAction} ${escaped(names[0]!)}`) }).click();

      await at(page, `${listPath}/confirm`);
      await shown(page.getByRole('heading', { name: es.choice.confirm.title }));
      await inSpanish(page, '10-confirm');
      await page.getByRole('button', { name: es.choice.confirm.confirm, exact: true }).click();
      await at(page, '/');
      await shown(page.getByText(es.choice.dashboard.completed));
      await inSpanish(page, '11-dashboard-completed');

      await page.getByRole('link', { name: es.choice.dashboard.reviewChoices }).click();
      await at(page, /^\/choice\/review\/\d+$/);
      await title(page, es.app.titles.choiceReview);
      await shown(page.getByRole('heading', { name: es.choice.review.yourChoices }));
      await inSpanish(page, '12-review');

      // The next login, on a new device, opens in Spanish: the choice was saved for the user.
      const fresh = await browser.newContext({ viewport: size.viewport, isMobile: true, hasTouch: true });
      try {
        const second = await fresh.newPage();
        await second.goto(`${product.baseUrl}/login`);
        await second.getByLabel(/^Email/).fill(invite.email);
        await second.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
        await second.getByRole('button', { name: 'Login' }).click();
        await expect.poll(() => second.title(), { timeout: 10_000 }).toBe(`${es.app.titles.dashboardPatientChoice}${es.app.titleSuffix}`);
        expect(await second.evaluate(() => document.documentElement.lang)).toBe('es-US');
      } finally {
        await fresh.close();
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
