import { execFileSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { HAS_BROWSER, launchBrowser, openTab, SIZES } from './support/browser';
import { mailTo, staffLogin, WORKSTATION } from './support/console';
import { at, FAMILY_PASSWORD, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * Names in the scripts they were given, end to end in Debian's Chromium against the real server: a patient registered
 * as "Ánh Nguyễn Thị", whose family member "王秀英" claims her on a phone typing "Nguyen Thi" (no marks), ranks and
 * confirms; then the family's Review page, the planner's patient page, the record's page and its PDF read back, and
 * the planner's e-mail, each with every name exactly as given.
 */
let product: RunningProduct;
let browser: Browser;
let ran = 0;

const PHONE = SIZES.find((size) => size.name === 'phone')!;
const PATIENT = { initial: 'Á', firstName: 'Ánh', lastName: 'Nguyễn Thị', dateOfBirth: '1948-03-14' };
/** How the family types her on a phone keyboard without Vietnamese: the claim forgives it. */
const TYPED = { initial: 'A', lastName: 'Nguyen Thi', dateOfBirth: PATIENT.dateOfBirth };
const FAMILY = { firstName: '秀英', lastName: '王' };

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  [product, browser] = await Promise.all([startProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  console.log(`browser tests run: ${ran} (names in every script)`);
});

/** The demo planner registers the patient with two skilled-nursing options and invites the family, through the API. */
async function registeredPatient(): Promise<{ patientId: number; url: string; email: string }> {
  const planner = new HttpClient(product.baseUrl);
  await planner.request('POST', '/internal/app/auth/v1/login', { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password });
  const providers = await planner.request<{ id: number }[]>('GET', '/internal/app/planner/v1/providers?levelOfCare=skilled_nursing');
  const created = await planner.request<{ id: number }>('POST', '/internal/app/planner/v1/patients', {
    patient: { ...PATIENT, mrn: `NAMES-${Date.now() % 1_000_000}` },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: providers.slice(0, 2).map((provider) => provider.id) }],
  });
  const email = `wang.xiuying+${created.id}@carechoice.demo`;
  const invite = await planner.request<{ url: string }>('POST', '/internal/app/planner/v1/invites', { patientId: created.id, email, cellPhone: '6145550123' });
  return { patientId: created.id, url: invite.url, email };
}

describe.skipIf(!HAS_BROWSER)('names in every script', () => {
  it('reach the family’s screens, the console, the record and its PDF exactly as given', { timeout: 180_000 }, async () => {
    const { patientId, url, email } = await registeredPatient();
    expect((await mailTo(product, email)).text).toContain(url);

    // The family, on a phone: claims with the name typed without marks, signs up as 王秀英, ranks and confirms.
    const phone = await openTab(browser, PHONE);
    try {
      const { page } = phone;
      await page.goto(url);
      await at(page, '/choice/start');
      const [year, month, day] = TYPED.dateOfBirth.split('-');
      await page.getByLabel(/First Initial/).fill(TYPED.initial);
      await page.getByLabel(/Last Name/).fill(TYPED.lastName);
      await page.getByLabel('Month').selectOption(String(Number(month)));
      await page.getByLabel('Day').selectOption(String(Number(day)));
      await page.getByLabel('Year').selectOption(year!);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await at(page, '/choice/account');
      await page.getByRole('radio', { name: 'Family' }).check();
      await page.getByLabel(/^First Name/).fill(FAMILY.firstName);
      await page.getByLabel(/^Last Name/).fill(FAMILY.lastName);
      await page.getByLabel(/^Email/).fill(email);
      await page.getByLabel(/Cell Phone/).fill('6145550123');
      await page.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
      await page.getByLabel(/Confirm Password/).fill(FAMILY_PASSWORD);
      await page.getByRole('button', { name: 'Get Started' }).click();
      await at(page, '/');
      await title(page, 'Patient Services');

      await page.getByRole('article', { name: 'Skilled Nursing' }).getByRole('link', { name: 'View Options' }).click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await expect.poll(() => page.getByRole('article').count()).toBe(2);
      const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      for (const name of names) await page.getByRole('checkbox', { name: `Save ${name}` }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await at(page, `${listPath}/rank`);
      await page.getByRole('button', { name: `Rank ${names[1]}` }).click();
      await at(page, `${listPath}/confirm`);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await at(page, '/');
      const nursing = page.getByRole('article', { name: 'Skilled Nursing' });
      await shown(nursing.getByText('Completed'));
      await nursing.getByRole('link', { name: 'Review Choices' }).click();
      await title(page, 'Review Choices');
      await shown(page.getByText(`Skilled Nursing choices for ${PATIENT.initial}. ${PATIENT.lastName}`, { exact: true }));
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }

    // The planner, at a workstation: the patient page, the record's page and its PDF.
    const desk = await openTab(browser, WORKSTATION);
    try {
      const { page } = desk;
      await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
      await at(page, '/hospital');
      await page.goto(`${product.baseUrl}/hospital/patients/${patientId}`);
      await title(page, 'Patient');
      await shown(page.getByRole('heading', { level: 2, name: `${PATIENT.lastName}, ${PATIENT.firstName}` }));
      await shown(page.getByText(new RegExp(`^Claimed by Family member ${FAMILY.firstName} ${FAMILY.lastName} \\(Family\\), `)));

      await page.goto(`${product.baseUrl}/hospital/patients/${patientId}/choice-record`);
      await title(page, 'Choice Record');
      const record = page.getByRole('article', { name: 'Post-acute care choice record' });
      await shown(record.getByText(`Patient: ${PATIENT.firstName} ${PATIENT.lastName}`));
      await shown(record.getByText(new RegExp(`^Confirmed by ${FAMILY.firstName} ${FAMILY.lastName} \\(Family\\), [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M E[SD]T\\.$`)));

      const pdf = await page.request.get(`${product.baseUrl}/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
      expect(pdf.status()).toBe(200);
      const text = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString().replace(/\s+/g, ' ');
      expect(text).toContain(`Patient: ${PATIENT.firstName} ${PATIENT.lastName}`);
      expect(text).toContain(`Confirmed by ${FAMILY.firstName} ${FAMILY.lastName} (Family), `);
      expect(text).toContain(`Acknowledged by ${FAMILY.firstName} ${FAMILY.lastName} (Family), `);
      expect(desk.problems).toEqual([]);
    } finally {
      await desk.context.close();
    }

    // The planner's e-mail says a family confirmed, and names nobody (e-mail is no place for a patient's name).
    const notice = await mailTo(product, DEMO_PLANNER.email, 'A family confirmed their choices for Skilled Nursing');
    expect(notice.text).not.toContain(PATIENT.lastName);
    expect(notice.text).not.toContain(FAMILY.lastName);
    ran++;
  });
});
