import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScreen, checkScreenAtEverySize, HAS_BROWSER, openTab, sharedBrowser, SIZES } from './support/browser';
import { at, FAMILY_PASSWORD, fillAccount, fillPatient, login, shown, title } from './support/pages';
import { signedUpFamily } from './support/family';
import { startProduct, type RunningProduct } from './support/product';

/**
 * The account journeys in Debian's Chromium against the real server, each at one size (phone, tablet or desktop) and
 * most judging their screens at all three: a wrong patient and the verify step; login, reload, My Account and logout;
 * the forgotten password by e-mail (from the log); and the pages anyone can reach (unknown address, used invite,
 * sign-up, terms, privacy).
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
  console.log(`browser tests run: ${ran} (account journeys)`);
});

/** The link of the last e-mail to `email` whose link contains `path` (without SMTP, e-mails are log lines). */
async function mailedLink(email: string, path: string): Promise<string> {
  const find = () =>
    product
      .log()
      .split('\n')
      .filter((line) => line.includes(email) && line.includes(path))
      .map((line) => new RegExp(`https?://[^\\s"]+${path}[A-Za-z0-9_-]+`).exec(line)?.[0])
      .at(-1);
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

describe.skipIf(!HAS_BROWSER).each(SIZES)('account journeys at $name size', (size) => {
  // On a phone, each screen judged at every size (checkScreenAtEverySize): the journey's steps do not differ by size.
  it.runIf(size.name === 'phone')('sends wrong patient details to the verify step, and the right ones to the dashboard', async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(invite.url);
      await at(page, '/choice/start');
      await fillPatient(page, { ...invite.patient, lastName: `${invite.patient.lastName}x` });
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await at(page, '/choice/account');
      await fillAccount(page, invite.email);
      await page.getByRole('button', { name: 'Get Started' }).click();

      await at(page, '/choice/verify');
      await title(page, 'Verify Patient Details');
      await shown(page.getByRole('heading', { name: 'One More Thing' }));
      await checkScreenAtEverySize(page, size, '20-verify');
      await fillPatient(page, invite.patient);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await at(page, '/');
      await title(page, 'Patient Services');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      // The failed claim answered 404 by design (no such patient); nothing else may fail.
      expect(problems.filter((problem) => !/^404: POST .*\/choice\/v1\/claim$/.test(problem))).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });

  // These three run at one size each (all three sizes among them); the width sweep checks their screens' layout at
  // 11 widths.
  it.runIf(size.name === 'tablet')('keeps the invite and what was typed over a reload on Welcome and on Create Your Account, never a password', async () => {
    const invite = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    const kept = () => page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    try {
      await page.goto(invite.url);
      await at(page, '/choice/start');
      await fillPatient(page, invite.patient);
      await page.reload();
      await at(page, '/choice/start');
      await shown(page.getByRole('heading', { name: 'Welcome' }));
      // What was typed comes back (kept for this tab alone; localStorage never holds it).
      expect(await page.getByLabel(/Last Name/).inputValue()).toBe(invite.patient.lastName);
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(invite.patient.lastName);
      await checkScreen(page, size, '12-reloaded-welcome');

      await fillPatient(page, invite.patient);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await at(page, '/choice/account');
      await page.getByLabel(/^First Name/).fill('Ana');
      await page.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
      expect(await kept()).not.toContain(FAMILY_PASSWORD);
      await page.reload();
      await at(page, '/choice/account');
      await title(page, 'Account Details');
      await shown(page.getByRole('heading', { name: 'Create Your Account' }));
      // The invite's e-mail and the name typed are back; the password never was kept.
      expect(await page.getByLabel(/^Email/).inputValue()).toBe(invite.email);
      expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Ana');
      expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
      expect(await kept()).not.toContain(FAMILY_PASSWORD);
      await checkScreen(page, size, '13-reloaded-account');

      // Back to Welcome, whose form kept the patient; then through to the dashboard with one claim.
      await page.getByRole('button', { name: 'Back' }).click();
      await at(page, '/choice/start');
      expect(await page.getByLabel(/Last Name/).inputValue()).toBe(invite.patient.lastName);
      await fillPatient(page, invite.patient);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Next' }).click();
      await at(page, '/choice/account');
      await fillAccount(page, invite.email);
      await page.getByRole('button', { name: 'Get Started' }).click();
      await at(page, '/');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      // Claimed: the kept code and forms are gone with the invite.
      expect(await kept()).not.toContain(invite.inviteCode);
      expect(await kept()).not.toContain(invite.patient.lastName);
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });

  it.runIf(size.name === 'desktop')('says so when a second invite is opened while logged in, and logs out to continue with it', async () => {
    const first = await signedUpFamily(product);
    const second = await product.newInvite();
    const { context, page, problems } = await openTab(browser, size);
    try {
      await login(page, product.baseUrl, first.email, FAMILY_PASSWORD);
      await at(page, '/');
      // The family's own link again (used): the dashboard, as before, with nothing to offer.
      await page.goto(first.url);
      await at(page, '/');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      await page.goto(second.url);
      await shown(page.getByRole('heading', { name: 'You Are Already Logged In' }));
      await shown(page.getByText(first.email));
      await checkScreen(page, size, '14-second-invite');
      await page.getByRole('link', { name: 'Stay Logged In' }).click();
      await at(page, '/');
      await shown(page.getByRole('link', { name: 'View Options' }).first());

      await page.goto(second.url);
      await page.getByRole('button', { name: 'Log Out and Continue' }).click();
      await at(page, '/choice/start');
      await shown(page.getByRole('heading', { name: 'Welcome' }));
      await page.goto(`${product.baseUrl}/`);
      await at(page, '/login');
      // The used invite is checked by the API, which answers 404 for it by design.
      expect(problems.filter((problem) => !/^404: GET .*\/choice\/v1\/invites\//.test(problem))).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });

  // On a phone, whose header puts its items in a menu, and at desktop size, whose header shows them.
  it.runIf(size.name !== 'tablet')('logs in, keeps the session over a reload, changes contact and password, logs out, and guards the routes', async () => {
    const judge = size.name === 'phone' ? checkScreenAtEverySize : checkScreen;
    const invite = await signedUpFamily(product);
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(`${product.baseUrl}/`);
      await at(page, '/login');
      await judge(page, size, '30-login');
      await login(page, product.baseUrl, invite.email, FAMILY_PASSWORD);
      await at(page, '/');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      await page.reload();
      await at(page, '/');
      await shown(page.getByRole('link', { name: 'View Options' }).first());
      // Signed in, the login page is not for you.
      await page.goto(`${product.baseUrl}/login`);
      await at(page, '/');

      await page.goto(`${product.baseUrl}/account`);
      await title(page, 'My Account');
      await shown(page.getByRole('heading', { name: 'Contact Information' }));
      await judge(page, size, '31-account');
      await page.getByLabel(/^Cell Phone/).fill('6145550199');
      await page.getByRole('button', { name: 'Save Contact Information' }).click();
      await shown(page.getByText('Your contact information has been updated.'));
      await page.getByLabel(/^Current Password/).fill(FAMILY_PASSWORD);
      await page.getByLabel(/^New Password/).fill('a-new-secret');
      await page.getByLabel(/^Confirm New Password/).fill('a-new-secret');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await shown(page.getByText('Your password has been updated.'));
      await page.reload();
      expect(await page.getByLabel(/^Cell Phone/).inputValue()).toMatch(/614.*555.*0199/);

      // Signed in, the header has room for its items from 1024 px; below that they are in the menu.
      if (size.viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Log out' }).click();
      await at(page, '/login');
      await page.goto(`${product.baseUrl}/account`);
      await at(page, '/login');
      await login(page, product.baseUrl, invite.email, 'a-new-secret');
      await at(page, '/');
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });

  it.runIf(size.name === 'phone')('resets a forgotten password with the link e-mailed (in the log), then logs in with the new one', async () => {
    const invite = await signedUpFamily(product);
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(`${product.baseUrl}/login`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await at(page, '/forgot-password');
      await title(page, 'Reset Your Password');
      await checkScreen(page, size, '40-forgot-password');
      await page.getByLabel(/^Email/).fill(invite.email);
      await page.getByRole('button', { name: 'Send Reset Instructions' }).click();
      await shown(page.getByText(/reset instructions will be sent to that address/));
      const link = await mailedLink(invite.email, '/forgot-password-reset/');
      await page.goto(link);
      await title(page, 'Password Reset');
      await checkScreen(page, size, '41-password-reset');
      await page.getByLabel(/^Email/).fill(invite.email);
      await page.getByLabel(/^New Password/).fill('reset-secret');
      await page.getByLabel(/^Confirm New Password/).fill('reset-secret');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await shown(page.getByText('Password reset successfully.'));
      await login(page, product.baseUrl, invite.email, 'reset-secret');
      await at(page, '/');
      expect(problems).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });

  it.runIf(size.name === 'phone')('shows the unknown address, a used invite, the sign-up page, the terms and the privacy policy', async () => {
    const invite = await signedUpFamily(product);
    const { context, page, problems } = await openTab(browser, size);
    try {
      await page.goto(`${product.baseUrl}/no/such/page`);
      await title(page, 'Page Not Found');
      await shown(page.getByRole('heading', { name: 'Oops!' }));
      await checkScreenAtEverySize(page, size, '50-not-found');

      await page.goto(invite.url);
      await shown(page.getByRole('heading', { name: 'Invalid Invite Code' }));
      await shown(page.getByText('Either your code is invalid or the invite has already been used.'));
      await checkScreenAtEverySize(page, size, '51-used-invite');

      await page.goto(`${product.baseUrl}/create-account`);
      await title(page, 'Create An Account');
      await shown(page.getByRole('heading', { name: 'Currently Unavailable' }));
      await checkScreenAtEverySize(page, size, '52-sign-up');

      await page.goto(`${product.baseUrl}/terms-of-service`);
      await title(page, 'Terms of Service');
      await checkScreenAtEverySize(page, size, '53-terms');
      await page.goto(`${product.baseUrl}/privacy-policy`);
      await title(page, 'Privacy Policy');
      await checkScreenAtEverySize(page, size, '54-privacy');
      // The used invite is checked by the API, which answers 404 for it by design.
      expect(problems.filter((problem) => !/^404: GET .*\/choice\/v1\/invites\//.test(problem))).toEqual([]);
      ran++;
    } finally {
      await context.close();
    }
  });
});
