import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Invite } from './product';

/** Assertions and form filling the journeys share (vitest's expect with polling; Playwright waits for elements). */
export const title = (page: Page, expected: string) => expect.poll(() => page.title(), { timeout: 10_000 }).toBe(`${expected} | CareChoice`);

export const at = (page: Page, path: string | RegExp) =>
  expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toMatch(typeof path === 'string' ? new RegExp(`^${path}$`) : path);

/** Waits for the one element the locator finds to be on screen (strict: two matches are an error). */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });

export const FAMILY_PASSWORD = 'family-secret-1';

/** CHOICE_START or CHOICE_VERIFY: the patient's initial, last name and date of birth (yyyy-mm-dd). */
export async function fillPatient(page: Page, patient: Invite['patient']) {
  const [year, month, day] = patient.dateOfBirth.split('-');
  await page.getByLabel(/First Initial/).fill(patient.initial);
  await page.getByLabel(/Last Name/).fill(patient.lastName);
  await page.getByLabel('Month').selectOption(String(Number(month)));
  await page.getByLabel('Day').selectOption(String(Number(day)));
  await page.getByLabel('Year').selectOption(year!);
}

/** CHOICE_ACCOUNT: relationship, name, the invited e-mail, phone and password. */
export async function fillAccount(page: Page, email: string, password = FAMILY_PASSWORD) {
  await page.getByRole('radio').first().check();
  await page.getByLabel(/^First Name/).fill('Ana');
  await page.getByLabel(/^Last Name/).fill('Tester');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/Cell Phone/).fill('6145550123');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Confirm Password/).fill(password);
}

export async function login(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await title(page, 'Login to CareChoice');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
