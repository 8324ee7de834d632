import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { consoleDay, fillStaffLogin, mailTo, WORKSTATION } from './support/console';
import { at, shown, title } from './support/pages';
import { freshDataDir, startProduct, type RunningProduct } from './support/product';

/**
 * In Debian's Chromium against the real server: the first admin comes from `npm run staff:add`
 * (refused while the server holds the embedded database, run once it is stopped), sets a password from the link,
 * invites a planner from the Staff page; the planner sets theirs on a phone; the admin deactivates them, and the
 * planner's next step finds them logged out, their password no longer working.
 */
const dataDir = freshDataDir('carechoice-e2e-staff-');
let product: RunningProduct;
let browser: Browser;
let firstAdminCode: string;
let ran = 0;

const PHONE = SIZES[0];

/** `npm run staff:add` as an operator runs it on the server. */
const staffAdd = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/staffAdd.ts', ...args], { env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir }, encoding: 'utf8' });

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  const first = await startProduct({ DATA_DIR: dataDir });
  const beside = staffAdd('--email', 'ada@riverside.example', '--first', 'Ada', '--last', 'Admin');
  expect(beside.status).toBe(1);
  expect(beside.stderr).toContain(`CareChoice is running on ${dataDir}, and its embedded database can be open in one process at a time.`);
  await first.stop();
  const added = staffAdd('--email', 'ada@riverside.example', '--first', 'Ada', '--last', 'Admin');
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toContain('Invited Ada Admin <ada@riverside.example> as an administrator of Riverside General Hospital.');
  firstAdminCode = /\/hospital\/join\/(\S+)/.exec(added.stdout)![1]!;
  [product, browser] = await Promise.all([startProduct({ DATA_DIR: dataDir }), sharedBrowser()]);
}, 400_000);
afterAll(async () => {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`browser tests run: ${ran} (staff accounts)`);
});

/** The join link of the last e-mail to `to`, as the server logged it (SMTP_URL is unset). */
const linkMailedTo = async (to: string) => /\/hospital\/join\/[A-Za-z0-9_-]+/.exec((await mailTo(product, to)).text)![0];

const today = () => consoleDay(new Date());

describe.skipIf(!HAS_BROWSER)('staff accounts', () => {
  it('a first admin from staff:add invites a planner, who joins on a phone; deactivated, they are logged out', async () => {
    const admin = await openTab(browser, WORKSTATION);
    const planner = await openTab(browser, PHONE);
    try {
      // The first admin sets a password from the link staff:add printed, and lands on the worklist.
      await admin.page.goto(`${product.baseUrl}/hospital/join/${firstAdminCode}`);
      await title(admin.page, 'Set Your Password');
      await shown(admin.page.getByRole('heading', { level: 2, name: 'Welcome, Ada' }));
      await shown(admin.page.getByText('Riverside General Hospital invited you to its CareChoice console as an administrator. Choose a password to finish your account.'));
      await checkScreen(admin.page, WORKSTATION, 'staff-join');
      await admin.page.getByLabel(/^Password/).fill('a long pass phrase');
      await admin.page.getByLabel(/^Confirm password/).fill('a long pass phrase');
      await admin.page.getByRole('button', { name: 'Set Password' }).click();
      await at(admin.page, '/hospital');
      await title(admin.page, 'Patients');

      // The Staff page: the admin invites a planner. (An address that already has an account is invited as any
      // other, so nothing here tells who has one: test/api/staff.test.ts.)
      await admin.page.getByRole('link', { name: 'Staff' }).click();
      await at(admin.page, '/hospital/staff');
      await title(admin.page, 'Staff');
      const accounts = admin.page.getByRole('table', { name: 'Staff accounts' });
      await shown(accounts.getByRole('row', { name: /Ada Admin You ada@riverside\.example Administrator Active since/ }));
      await admin.page.getByLabel(/^First name/).fill('Kim');
      await admin.page.getByLabel(/^Last name/).fill('Lee');
      await admin.page.getByLabel(/^Email/).fill('kim.lee@riverside.example');
      await admin.page.getByRole('button', { name: 'Send Invitation' }).click();
      await shown(admin.page.getByText('Invitation Sent'));
      await shown(admin.page.getByText(`Planner or case manager · Sent ${today()} by Ada Admin`, { exact: false }));
      expect(await admin.page.getByLabel(/^First name/).inputValue()).toBe('');
      await checkScreen(admin.page, WORKSTATION, 'staff');

      // The planner opens the e-mailed link on a phone and sets a password: the worklist, without the Staff page.
      await planner.page.goto(`${product.baseUrl}${await linkMailedTo('kim.lee@riverside.example')}`);
      await shown(planner.page.getByRole('heading', { level: 2, name: 'Welcome, Kim' }));
      await checkScreen(planner.page, PHONE, 'staff-join');
      await planner.page.getByLabel(/^Password/).fill('kims pass phrase');
      await planner.page.getByLabel(/^Confirm password/).fill('kims pass phrase');
      await planner.page.getByRole('button', { name: 'Set Password' }).click();
      await at(planner.page, '/hospital');
      expect(await planner.page.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      await planner.page.goto(`${product.baseUrl}/hospital/staff`);
      await shown(planner.page.getByText('Only your hospital’s administrators can see its staff.', { exact: false }));

      // The admin sees the account, and deactivates it after saying so.
      await admin.page.reload();
      const kim = accounts.getByRole('row', { name: /^Kim Lee/ });
      await shown(kim);
      await kim.getByRole('button', { name: 'Deactivate Kim Lee' }).click();
      const question = admin.page.getByRole('group', { name: 'Deactivate Kim Lee' });
      await shown(question.getByText('Deactivate Kim Lee? They are logged out at once and can no longer log in.'));
      await expect.poll(() => admin.page.evaluate(() => document.activeElement?.textContent)).toBe('Keep it');
      await question.getByRole('button', { name: 'Deactivate account' }).click();
      await shown(admin.page.getByText('Account Deactivated'));
      await shown(kim.getByText(`Deactivated ${today()}`, { exact: true }));
      // On a phone the accounts fit the screen: e-mail, role and status move above the action.
      await admin.page.setViewportSize(PHONE.viewport);
      await shown(kim.getByText(`kim.lee@riverside.example · Planner or case manager · Deactivated ${today()}`));
      const table = admin.page.getByRole('table', { name: 'Staff accounts' });
      expect(await table.evaluate((element) => element.scrollWidth - element.parentElement!.clientWidth), 'the accounts scroll sideways').toBeLessThanOrEqual(1);
      await admin.page.setViewportSize(WORKSTATION.viewport);

      // The planner's next step finds the session ended; the password no longer opens the console.
      await planner.page.getByRole('link', { name: 'Providers' }).click();
      await at(planner.page, '/hospital/login');
      await fillStaffLogin(planner.page, 'kim.lee@riverside.example', 'kims pass phrase');
      await shown(planner.page.getByText('Could Not Login'));
      ran += 1;
    } finally {
      await admin.context.close();
      await planner.context.close();
    }
  });
});
