/// <reference types="fhir/r4" />
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../server/cli/httpClient';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { spanish as es } from '../../src/i18n/es';
import { startTestEhr, type TestEhr } from '../support/fhirServer';
import { HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { mailTo, staffLogin, WORKSTATION } from './support/console';
import { at, FAMILY_PASSWORD, shown, title } from './support/pages';
import { freshDataDir, startProduct, type RunningProduct } from './support/product';

/**
 * A Spanish-speaking family with a Vietnamese name, end to end in Debian's Chromium against the real server and a real
 * FHIR server as the hospital's EHR: the hospital's admin gives the EHR's address on the Providers page; a patient
 * registered as "Ánh Nguyễn Thị", invited in Spanish, is claimed on a phone by "王秀英" typing "Nguyen Thi" (no
 * marks), who ranks and confirms in Spanish and downloads the family's copy of the record in Spanish; then the
 * planner's patient page and record (English, saying the family used Spanish), the record as the EHR filed it, and
 * the planner's e-mail — each with every name exactly as given.
 */
const dataDir = freshDataDir('carechoice-e2e-names-');
const EHR_TOKEN = 'ehr-token-for-the-browser-test';
let product: RunningProduct;
let browser: Browser;
let ehr: TestEhr;
let adminCode: string;
let ran = 0;

const PHONE = SIZES.find((size) => size.name === 'phone')!;
const PATIENT = { initial: 'Á', firstName: 'Ánh', lastName: 'Nguyễn Thị', dateOfBirth: '1948-03-14' };
/** How the family types her on a phone keyboard without Vietnamese: the claim forgives it. */
const TYPED = { initial: 'A', lastName: 'Nguyen Thi', dateOfBirth: PATIENT.dateOfBirth };
const FAMILY = { firstName: '秀英', lastName: '王' };

/** `npm run staff:add` as an operator runs it, for the hospital's first admin. */
const staffAdd = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/staffAdd.ts', ...args], { env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir }, encoding: 'utf8' });

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  // The embedded database is open in one process at a time: the admin is added before the product starts, to the
  // seeded demo (or to the demo a first start makes, without the browser tests' set-up).
  if (readdirSync(dataDir).length === 0) await (await startProduct({ DATA_DIR: dataDir })).stop();
  const added = staffAdd('--email', 'ada@riverside.example', '--first', 'Ada', '--last', 'Admin');
  expect(added.status, added.stderr).toBe(0);
  adminCode = /\/hospital\/join\/(\S+)/.exec(added.stdout)![1]!;
  [product, browser, ehr] = await Promise.all([startProduct({ DATA_DIR: dataDir }), sharedBrowser(), startTestEhr({ token: EHR_TOKEN })]);
}, 400_000);
afterAll(async () => {
  await product?.stop();
  await ehr?.close();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`browser tests run: ${ran} (names in every script, in Spanish, to the EHR)`);
});

/** The demo planner registers the patient with two skilled-nursing options and invites the family in Spanish. */
async function registeredPatient(): Promise<{ patientId: number; url: string; email: string }> {
  const planner = new HttpClient(product.baseUrl);
  await planner.request('POST', '/internal/app/auth/v1/login', { email: DEMO_PLANNER.email, password: DEMO_PLANNER.password });
  const providers = await planner.request<{ id: number }[]>('GET', '/internal/app/planner/v1/providers?levelOfCare=skilled_nursing');
  const created = await planner.request<{ id: number }>('POST', '/internal/app/planner/v1/patients', {
    patient: { ...PATIENT, mrn: `NAMES-${Date.now() % 1_000_000}` },
    services: [{ levelOfCare: 'skilled_nursing', providerIds: providers.slice(0, 2).map((provider) => provider.id) }],
  });
  const email = `wang.xiuying+${created.id}@carechoice.demo`;
  const invite = await planner.request<{ url: string }>('POST', '/internal/app/planner/v1/invites', { patientId: created.id, email, cellPhone: '6145550123', language: 'es' });
  return { patientId: created.id, url: invite.url, email };
}

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');

describe.skipIf(!HAS_BROWSER)('a Spanish-speaking family with a Vietnamese name', () => {
  it('reads its record right on the phone, in the planner’s console and in the EHR', { timeout: 240_000 }, async () => {
    // The hospital's admin files records to its EHR: the address and token, on the Providers page.
    const office = await openTab(browser, WORKSTATION);
    try {
      const { page } = office;
      await page.goto(`${product.baseUrl}/hospital/join/${adminCode}`);
      await page.getByLabel(/^Password/).fill('a long pass phrase');
      await page.getByLabel(/^Confirm password/).fill('a long pass phrase');
      await page.getByRole('button', { name: 'Set Password' }).click();
      await at(page, '/hospital');
      await page.getByRole('link', { name: 'Providers' }).click();
      await at(page, '/hospital/providers');
      await page.getByLabel(/^EHR’s FHIR address/).fill(ehr.baseUrl);
      await page.getByLabel(/^Access token/).fill(EHR_TOKEN);
      await page.getByRole('button', { name: 'Save EHR Settings' }).click();
      await shown(page.getByText('A token is kept, and never shown again. Type a new one to replace it, or leave this empty to keep it.'));
      // Kept: the address comes back with the page; the token does not.
      await page.reload();
      await expect.poll(() => page.getByLabel(/^EHR’s FHIR address/).inputValue(), { timeout: 10_000 }).toBe(ehr.baseUrl);
      expect(await page.getByLabel(/^Access token/).inputValue()).toBe('');
      expect(office.problems).toEqual([]);
    } finally {
      await office.context.close();
    }

    const { patientId, url, email } = await registeredPatient();
    expect((await mailTo(product, email)).text).toContain(url);

    // The family, on a phone, in Spanish: claims with the name typed without marks, signs up as 王秀英, ranks, confirms.
    const phone = await openTab(browser, PHONE);
    let familyCopy: string;
    try {
      const { page } = phone;
      await page.goto(url);
      await at(page, '/choice/start');
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es-US');
      const [year, month, day] = TYPED.dateOfBirth.split('-');
      await page.getByLabel(new RegExp(`^${es.signup.start.initial}`)).fill(TYPED.initial);
      await page.getByLabel(new RegExp(`^${es.signup.start.lastName}`)).fill(TYPED.lastName);
      await page.getByLabel(es.signup.start.month).selectOption(String(Number(month)));
      await page.getByLabel(es.signup.start.day).selectOption(String(Number(day)));
      await page.getByLabel(es.signup.start.year).selectOption(year!);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: es.signup.start.next }).click();
      await at(page, '/choice/account');
      await page.getByRole('radio', { name: es.signup.account.relationships.fc_family }).check();
      await page.getByLabel(new RegExp(`^${es.signup.account.firstName}`)).fill(FAMILY.firstName);
      await page.getByLabel(new RegExp(`^${es.signup.account.lastName}`)).fill(FAMILY.lastName);
      await page.getByLabel(new RegExp(`^${es.signup.account.email}`)).fill(email);
      await page.getByLabel(new RegExp(`^${es.signup.account.cellPhone}`)).fill('6145550123');
      await page.getByLabel(new RegExp(`^${es.signup.account.password}`)).fill(FAMILY_PASSWORD);
      await page.getByLabel(new RegExp(`^${es.signup.account.confirmPassword}`)).fill(FAMILY_PASSWORD);
      await page.getByRole('button', { name: es.signup.account.submit }).click();
      await at(page, '/');

      const nursingName = es.levels.names.skilled_nursing!;
      await page.getByRole('article', { name: nursingName }).getByRole('link', { name: es.choice.dashboard.viewOptions }).click();
      await at(page, /^\/choice\/option-list\/\d+$/);
      const listPath = new URL(page.url()).pathname;
      await expect.poll(() => page.getByRole('article').count()).toBe(2);
      const names = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
      for (const name of names) await page.getByRole('checkbox', { name: es.choice.list.saveProvider(name) }).check();
      await page.getByRole('button', { name: es.choice.list.continue, exact: true }).click();
      await at(page, `${listPath}/rank`);
      await page.getByRole('button', { name: new RegExp(`^${es.choice.rank.rankAction} ${names[1]}`) }).click();
      await at(page, `${listPath}/confirm`);
      await page.getByRole('button', { name: es.choice.confirm.confirm, exact: true }).click();
      await at(page, '/');
      const nursing = page.getByRole('article', { name: nursingName });
      await shown(nursing.getByText(es.choice.dashboard.completed));
      // As written, in sentence case: not in the capitals Mantine gives badges (innerText reads what is shown).
      expect(await nursing.getByText(es.choice.dashboard.completed).innerText()).toBe(es.choice.dashboard.completed);
      await nursing.getByRole('link', { name: es.choice.dashboard.reviewChoices }).click();
      await shown(page.getByText(es.choice.review.heading(nursingName, `${PATIENT.initial}. ${PATIENT.lastName}`), { exact: true }));

      // The family's copy, saved from the Review page: in Spanish, every name as given. The link downloads what it
      // names, read here with the tab's session: waiting for Chromium's download event instead timed out after 90 s in
      // two of six CI runs, a cause not found, while a request fails as plainly if the server does not answer.
      const link = page.getByRole('link', { name: es.choice.review.downloadRecord });
      expect(await link.getAttribute('download')).toBe('');
      const answer = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).toString(), { timeout: 90_000 });
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      expect(answer.headers()['content-disposition']).toMatch(new RegExp(`^attachment; filename="choice-record-${patientId}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
      familyCopy = pdfText(await answer.body());
      expect(phone.problems).toEqual([]);
    } finally {
      await phone.context.close();
    }
    expect(familyCopy).toContain('Registro de la elección de cuidado posterior al alta');
    expect(familyCopy).toContain(`Paciente: ${PATIENT.firstName} ${PATIENT.lastName}`);
    expect(familyCopy).toContain(`${es.levels.names.skilled_nursing} Opciones confirmadas el `);
    expect(familyCopy).toMatch(new RegExp(`Confirmadas por ${FAMILY.firstName} ${FAMILY.lastName} \\(Familiar\\), el \\d{1,2} [a-z]{3} \\d{4}, \\d{1,2}:\\d{2} [ap]\\.m\\. E[SD]T\\.`));
    expect(familyCopy).toContain('Idioma que usó la familia: español.');
    expect(familyCopy).not.toContain('Language the family used');

    // The planner, at a workstation: the patient page (filed to the EHR), the record's page and the chart's PDF.
    const desk = await openTab(browser, WORKSTATION);
    try {
      const { page } = desk;
      await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
      await at(page, '/hospital');
      await page.goto(`${product.baseUrl}/hospital/patients/${patientId}`);
      await title(page, 'Patient');
      await shown(page.getByRole('heading', { level: 2, name: `${PATIENT.lastName}, ${PATIENT.firstName}` }));
      await shown(page.getByText(new RegExp(`^Claimed by Family member ${FAMILY.firstName} ${FAMILY.lastName} \\(Family\\), `)));
      // The server's outbox files the confirmed record within its 5 s poll; the page says so when loaded again.
      await expect
        .poll(
          async () => {
            await page.reload();
            await shown(page.getByRole('heading', { level: 2, name: `${PATIENT.lastName}, ${PATIENT.firstName}` }));
            return page.getByText(/^Filed to EHR /).count();
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toBe(1);

      await page.goto(`${product.baseUrl}/hospital/patients/${patientId}/choice-record`);
      await title(page, 'Choice Record');
      const record = page.getByRole('article', { name: 'Post-acute care choice record' });
      await shown(record.getByText(`Patient: ${PATIENT.firstName} ${PATIENT.lastName}`));
      await shown(record.getByText(new RegExp(`^Confirmed by ${FAMILY.firstName} ${FAMILY.lastName} \\(Family\\), [A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} [AP]M E[SD]T\\.$`)));
      await shown(record.getByText('Language the family used: Spanish.'));
      // The family's copy, to print for them, beside the chart's.
      expect(await page.getByRole('link', { name: 'Family’s Copy in Spanish' }).getAttribute('href')).toBe(`/internal/app/planner/v1/patients/${patientId}/choice-record.pdf?lang=es`);

      const pdf = await page.request.get(`${product.baseUrl}/internal/app/planner/v1/patients/${patientId}/choice-record.pdf`);
      expect(pdf.status()).toBe(200);
      const text = pdfText(await pdf.body());
      expect(text).toContain(`Patient: ${PATIENT.firstName} ${PATIENT.lastName}`);
      expect(text).toContain(`Confirmed by ${FAMILY.firstName} ${FAMILY.lastName} (Family), `);
      expect(text).toContain(`Acknowledged by ${FAMILY.firstName} ${FAMILY.lastName} (Family), `);
      expect(text).toContain('Language the family used: Spanish.');
      expect(desk.problems).toEqual([]);
    } finally {
      await desk.context.close();
    }

    // The EHR: one patient with her name as registered, and the chart's PDF, which reads as the console's.
    const stored = async <T extends fhir4.FhirResource['resourceType']>(type: T) =>
      (await ehr.repo.search({ resourceType: type as never })).entry?.map((entry) => entry.resource as never as Extract<fhir4.FhirResource, { resourceType: T }>) ?? [];
    const patients = await stored('Patient');
    expect(patients).toHaveLength(1);
    expect(patients[0]).toMatchObject({ name: [{ text: `${PATIENT.firstName} ${PATIENT.lastName}`, family: PATIENT.lastName, given: [PATIENT.firstName] }], birthDate: PATIENT.dateOfBirth });
    expect(ehr.received.every((request) => request.authorization === `Bearer ${EHR_TOKEN}`)).toBe(true);
    const [filedDocument] = await stored('DocumentReference');
    const filed = pdfText(Buffer.from(filedDocument!.content[0]!.attachment.data!, 'base64'));
    expect(filed).toContain(`Patient: ${PATIENT.firstName} ${PATIENT.lastName}`);
    expect(filed).toContain(`Confirmed by ${FAMILY.firstName} ${FAMILY.lastName} (Family), `);
    expect(filed).toContain('Language the family used: Spanish.');
    const confirmations = (await stored('Provenance')).map((provenance) => provenance.activity?.text);
    expect(confirmations).toContain('Choices confirmed (language the family used: Spanish)');

    // The planner's e-mail says a family confirmed, and names nobody (e-mail is no place for a patient's name).
    const notice = await mailTo(product, DEMO_PLANNER.email, 'A family confirmed their choices for Skilled Nursing');
    expect(notice.text).not.toContain(PATIENT.lastName);
    expect(notice.text).not.toContain(FAMILY.lastName);
    ran++;
  });
});
