import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLANNER } from '../../server/seed/demo';
import { checkScreen, HAS_BROWSER, openTab, sharedBrowser } from './support/browser';
import { chooseService, consoleDay, isoDay, mailTo, staffLogin, WORKSTATION } from './support/console';
import { listedNames } from './support/optionList';
import { at, fillAccount, fillPatient, shown, title } from './support/pages';
import { startProduct, type RunningProduct } from './support/product';

/**
 * The console's acceptance test, in Debian's Chromium against the real server: the demo planner logs in, adds a patient
 * with two services, builds the skilled nursing list and invites the family; the family opens the e-mailed link on a
 * device of their own, signs up, shortlists two providers, ranks and confirms; then the planner sees 'Ranked' and the
 * family's #1 on the patient page, and the e-mail saying so. At a workstation's size only (1024×768): the other sizes
 * of each screen are the other suites' (console, option lists, choice journey).
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
  console.log(`browser tests run: ${ran} (staff journey)`);
});

describe.skipIf(!HAS_BROWSER)('the whole staff journey', () => {
  it('adds a patient, builds a list, invites; the family chooses from the e-mailed link; the planner sees their #1', async () => {
    const size = WORKSTATION;
    const patient = { firstName: 'Rosa', initial: 'R', lastName: 'Whitfield', dateOfBirth: '1941-05-09', mrn: `SJ-${Date.now() % 1_000_000}` };
    const familyEmail = `whitfield.family.${Date.now()}@test.example`;
    const planner = await openTab(browser, size);
    const { page } = planner;
    try {
      // 1. The demo planner logs in.
      await staffLogin(page, product.baseUrl, DEMO_PLANNER.email, DEMO_PLANNER.password);
      await at(page, '/hospital');
      await title(page, 'Patients');

      // 2. A new patient with two services, picked by keyboard.
      await page.getByRole('link', { name: 'New Patient' }).click();
      await at(page, '/hospital/patients/new');
      await title(page, 'New Patient');
      await page.getByLabel(/^First name or initial/).fill(patient.firstName);
      await page.getByLabel(/^Last name/).fill(patient.lastName);
      await page.getByLabel(/^Date of birth/).fill(patient.dateOfBirth);
      await page.getByLabel(/^MRN/).fill(patient.mrn);
      await page.getByLabel(/^Home ZIP code/).fill('43215');
      await page.getByLabel(/^Expected discharge date/).fill(isoDay(new Date(Date.now() + 2 * 86_400_000)));
      await chooseService(page, 'skilled', 'Skilled Nursing');
      await chooseService(page, 'home health', 'Home Healthcare');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Save Patient' }).click();

      await at(page, /^\/hospital\/patients\/\d+$/);
      const patientPath = new URL(page.url()).pathname;
      await shown(page.getByText('Patient Saved'));
      await shown(page.getByRole('heading', { level: 2, name: `${patient.lastName}, ${patient.firstName}` }));
      const nursing = page.getByRole('article', { name: 'Skilled Nursing' });
      await expect
        .poll(() => page.getByRole('article').allTextContents())
        .toEqual([expect.stringMatching(/^Skilled Nursing.*Not invited/), expect.stringMatching(/^Home Healthcare.*Not invited/)]);

      // 3. Skilled nursing's list as the rule makes it: every provider within the radius, saved as it stands. (Home
      // healthcare keeps no list: the family's dashboard shows it without options, and they complete skilled nursing.)
      // The level's providers are downloaded once; later loads ask with the ETag the browser kept (the server answers
      // 304, test/api/optionListBuilder.test.ts) and rank them again in the page.
      const detailsAsked: Promise<{ etag: string | null; askedWith: string | null }>[] = [];
      page.on('response', (response) => {
        if (!response.url().includes('/planner/v1/candidate-details/')) return;
        detailsAsked.push(Promise.all([response.headerValue('etag'), response.request().headerValue('if-none-match')]).then(([etag, askedWith]) => ({ etag, askedWith })));
      });
      await nursing.getByRole('link', { name: 'Build list' }).click();
      await at(page, /^\/hospital\/patients\/\d+\/services\/\d+\/list$/);
      await title(page, 'List of Options');
      await shown(page.getByRole('heading', { level: 2, name: 'Skilled Nursing options' }));
      // Measured from the hospital, where the family's distances start too; the patient's home is one tap away.
      expect(await page.getByRole('radio', { name: 'The hospital' }).isChecked()).toBe(true);
      expect(await page.getByRole('radio', { name: 'Patient’s home (43215)' }).isDisabled()).toBe(false);
      await shown(page.getByText(/^Distances from Riverside General Hospital/));
      await shown(page.getByText('No list yet'));
      const offered = page.getByRole('table', { name: 'Skilled Nursing options' }).getByRole('checkbox', { checked: true });
      await expect.poll(() => offered.count()).toBeGreaterThanOrEqual(2);
      const offeredCount = await offered.count();
      await shown(page.getByText(new RegExp(`^${offeredCount} offered · ${offeredCount} within \\d+ miles · 0 left off with a reason$`)));
      await page.getByRole('button', { name: 'Save List' }).click();
      await shown(page.getByText('The list is saved. The family can choose from it now.'));
      const [first, afterSave, ...more] = await Promise.all(detailsAsked);
      expect(more).toEqual([]);
      expect(first).toEqual({ etag: expect.stringMatching(/^"[\w-]{27}"$/), askedWith: null });
      expect(afterSave).toEqual({ etag: first!.etag, askedWith: first!.etag });
      await page.getByRole('link', { name: '← Back to the patient' }).click();
      await at(page, patientPath);
      await shown(nursing.getByRole('link', { name: 'Change list' }));

      // 4. The invite, by e-mail: the link in the e-mail is the one the page shows.
      await page.getByRole('button', { name: 'Invite Family' }).click();
      const form = page.getByRole('region', { name: 'Invite the family' });
      await form.getByLabel(/^Email/).fill(familyEmail);
      await form.getByLabel(/^Cell Phone/).pressSequentially('6145550177');
      await form.getByRole('radio', { name: 'Family' }).check();
      await form.getByRole('button', { name: 'Send Invite' }).click();
      const sent = page.getByRole('status').filter({ hasText: `Invite sent to ${familyEmail}.` });
      await shown(sent);
      const shownLink = await sent.getByLabel('Invite link').inputValue();
      const inviteMail = await mailTo(product, familyEmail, /invites you to choose care on CareChoice$/);
      const mailedLink = new RegExp(`${product.baseUrl}/go/c/[A-Za-z0-9_-]+`).exec(inviteMail.text)?.[0];
      expect(mailedLink).toBe(shownLink);
      await expect.poll(() => nursing.textContent()).toMatch(/Invited \d\d\/\d\d\/\d{4}/);
      await sent.scrollIntoViewIfNeeded();
      await checkScreen(page, size, '80-journey-invited');

      // 5. The family, on a device of their own, opens the e-mailed link, signs up and chooses.
      const family = await openTab(browser, size);
      const chosen: string[] = [];
      try {
        const familyPage = family.page;
        await familyPage.goto(mailedLink!);
        await at(familyPage, '/choice/start');
        await title(familyPage, 'Enter Patient Details');
        await fillPatient(familyPage, { initial: patient.initial, lastName: patient.lastName, dateOfBirth: patient.dateOfBirth });
        await familyPage.getByRole('checkbox').check();
        await familyPage.getByRole('button', { name: 'Next' }).click();
        await at(familyPage, '/choice/account');
        await title(familyPage, 'Account Details');
        await fillAccount(familyPage, familyEmail);
        await familyPage.getByRole('radio', { name: 'Family' }).check();
        await familyPage.getByRole('button', { name: 'Get Started' }).click();
        await at(familyPage, '/');
        await title(familyPage, 'Patient Services');

        // Home healthcare has no list yet: no options to view.
        const familyNursing = familyPage.getByRole('article', { name: 'Skilled Nursing' });
        await shown(familyNursing.getByRole('link', { name: 'View Options' }));
        expect(await familyPage.getByRole('article', { name: 'Home Healthcare' }).getByRole('button', { name: 'View Options' }).isDisabled()).toBe(true);
        await familyNursing.getByRole('link', { name: 'View Options' }).click();
        await at(familyPage, /^\/choice\/option-list\/\d+$/);
        const listPath = new URL(familyPage.url()).pathname;
        await title(familyPage, 'Skilled Nursing');
        // Every provider the planner offered, once all the cards are in.
        await expect.poll(async () => (await listedNames(familyPage)).filter(Boolean).length).toBe(offeredCount);
        const names = await listedNames(familyPage);
        const [first, second] = [names[1]!, names[0]!];
        await familyPage.getByRole('checkbox', { name: `Save ${names[0]}` }).check();
        await familyPage.getByRole('checkbox', { name: `Save ${names[1]}` }).check();
        await shown(familyPage.getByText('You have 2 providers saved'));
        await familyPage.getByRole('button', { name: 'Continue' }).click();

        // The second listed is the family's top choice; the other is ranked #2 by itself.
        await at(familyPage, `${listPath}/rank`);
        await shown(familyPage.getByRole('heading', { name: 'Please select your top choice' }));
        await familyPage.getByRole('button', { name: `Rank ${first}` }).click();
        await at(familyPage, `${listPath}/confirm`);
        await shown(familyPage.getByRole('heading', { name: 'Confirm your choice(s)' }));
        expect(await familyPage.getByRole('listitem').allTextContents()).toEqual([`#1${first}`, `#2${second}`]);
        await familyPage.getByRole('button', { name: 'Confirm' }).click();
        await at(familyPage, '/');
        await shown(familyNursing.getByText('Completed'));
        await shown(familyPage.getByText('Skilled Nursing is all set!'));
        await checkScreen(familyPage, size, '81-journey-family-completed');
        expect(family.problems).toEqual([]);
        chosen.push(first, second);
      } finally {
        await family.context.close();
      }
      const confirmedOn = consoleDay(new Date());

      // 6. Back at the planner's desk: the worklist says 'Ranked' and marks the new choices…
      await page.getByRole('link', { name: '← All patients' }).click();
      await at(page, '/hospital');
      await page.getByLabel('Search by name or MRN').fill(patient.mrn);
      const row = page.getByRole('row').filter({ hasText: patient.mrn });
      await expect.poll(() => page.getByRole('rowheader').count()).toBe(1);
      await expect.poll(() => row.textContent()).toContain(`Skilled Nursing${`Ranked ${confirmedOn}`}`);
      expect(await row.textContent()).toContain('Home HealthcareClaimed');
      await shown(row.getByText('New choices', { exact: true }));
      await checkScreen(page, size, '82-journey-worklist-ranked');

      // …the patient page the family's ranking, #1 first, and who confirmed it…
      await row.getByRole('link', { name: `${patient.lastName}, ${patient.firstName}` }).click();
      await at(page, patientPath);
      await shown(nursing.getByText('The family’s ranking'));
      expect(await nursing.getByText(/^Ranked /).textContent()).toBe(`Ranked ${confirmedOn}`);
      expect(await nursing.getByRole('listitem').allTextContents()).toEqual(chosen);
      await shown(page.getByText(new RegExp(`^Claimed by Family member Ana Tester \\(Family\\), ${confirmedOn.replaceAll('/', '\\/')}$`)));
      await expect
        .poll(() => page.getByRole('region', { name: 'Activity' }).textContent())
        .toMatch(/Family member Ana Tester \(Family\) confirmed 2 choices for Skilled Nursing, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M E[SD]T/);
      await nursing.getByText('The family’s ranking').scrollIntoViewIfNeeded();
      await checkScreen(page, size, '83-journey-patient-ranked');

      // …and the e-mail that told the planner so, linking to the patient's page without naming the patient.
      const notice = await mailTo(product, DEMO_PLANNER.email, 'A family confirmed their choices for Skilled Nursing');
      expect(notice.text).toContain(`${product.baseUrl}${patientPath}`);
      expect(notice.text).not.toContain(patient.lastName);
      expect(planner.problems).toEqual([]);
      ran++;
    } finally {
      await planner.context.close();
    }
  });
});
