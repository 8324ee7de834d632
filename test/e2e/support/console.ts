import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatDayIn, stateTimeZone } from '../../../src/domain/timeZones';
import { checkScreenAtEverySize, SIZES, type Size } from './browser';
import { shown, title } from './pages';
import type { RunningProduct } from './product';

/** What the hospital console's browser suites share: the staff login, a workstation's size, the services pick, mail. */

/** A workstation on wheels, the console's first size (1024×768). */
export const WORKSTATION = { name: 'workstation', viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false } as unknown as Size;

const sized = (name: Size['name']) => SIZES.find((size) => size.name === name)!;
/** A phone (a planner's own, in a corridor), a workstation on wheels (1024×768) and a desktop (1440×900). */
export const CONSOLE_SIZES: readonly Size[] = [sized('phone'), WORKSTATION, sized('desktop')];
/** The console's sizes and a tablet's, for the screens a family may also be shown at the desk. */
export const CONSOLE_AND_TABLET_SIZES: readonly Size[] = [...CONSOLE_SIZES, sized('tablet')];

/**
 * A screen of a console journey, which runs on the workstation: judged at each of `sizes` (checkScreenAtEverySize),
 * with `also` checking what differs by size.
 */
export const checkConsoleScreen = (
  page: Page,
  screen: string,
  { sizes = CONSOLE_SIZES, also }: { sizes?: readonly Size[]; also?: (size: Size) => Promise<void> } = {},
) => checkScreenAtEverySize(page, WORKSTATION, screen, { sizes, also });

/** The staff login's form, on the page already shown: e-mail, password, 'Log in'. */
export async function fillStaffLogin(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the staff login and logs in (where it lands, or what refusal it shows, is the caller's to check). */
export async function staffLogin(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/hospital/login`);
  await title(page, 'Staff Login');
  await shown(page.getByRole('heading', { name: 'Hospital staff login' }));
  await fillStaffLogin(page, email, password);
}

/**
 * Picks a service on the new patient form by keyboard, as a planner at a workstation would: typed, then the first
 * match taken with the arrow key (the options float over the page, and move while a phone's page scrolls under them).
 * The list stays open for another pick until Escape.
 */
export async function chooseService(page: Page, typed: string, name: string) {
  const services = page.getByRole('combobox', { name: /^Services/ });
  // Typed key by key into the focused box: Mantine takes a change to an unfocused box for the browser's autofill. On
  // a loaded CI machine the first keys sometimes went nowhere (no option in 30 s, twice in a row, while the same file
  // passed alone): the search is cleared and typed again, at most three times.
  for (let attempt = 1; ; attempt++) {
    await services.click();
    await services.focus();
    await services.pressSequentially(typed);
    try {
      // The services' own options (the form's native selects have options too).
      await expect.poll(() => page.getByRole('listbox').getByRole('option').first().textContent(), { timeout: 10_000 }).toBe(name);
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      // Only what was typed: Backspace in an empty search would take the last service chosen off.
      if ((await services.inputValue()) !== '') {
        await services.press('ControlOrMeta+a');
        await services.press('Backspace');
      }
    }
  }
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await shown(page.locator('.mantine-Pill-label', { hasText: name }));
}

export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** The e-mails the server wrote to its log (SMTP_URL is unset): one JSON line each, with a `mail` field. */
export const loggedMails = (product: RunningProduct): LoggedMail[] =>
  product
    .log()
    .split('\n')
    .flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        const { mail } = JSON.parse(line) as { mail?: LoggedMail };
        return mail ? [mail] : [];
      } catch {
        return [];
      }
    });

/** The last e-mail to `to` (whose subject matches, if one is given), once the server has written it. */
export async function mailTo(product: RunningProduct, to: string, subject?: string | RegExp): Promise<LoggedMail> {
  const matches = (mail: LoggedMail) => subject === undefined || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject));
  const find = () => loggedMails(product).findLast((mail) => mail.to === to && matches(mail));
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  return find()!;
}

/** A day as the console writes it (11/24/2026), on the demo hospital's clocks (Ohio's), wherever the tests run. */
export const consoleDay = (date: Date) => formatDayIn(stateTimeZone('OH'), Math.floor(date.getTime() / 1000));

/** yyyy-mm-dd of a local date, as a date input takes it. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
