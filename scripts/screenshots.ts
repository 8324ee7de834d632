/**
 * Screenshots of CareChoice pages at phone (390×844) and desktop (1440×900) sizes, for looking at what we build.
 * Against a running server, found as `npm run invite` finds it (CARECHOICE_URL, or PORT/HOST/PUBLIC_URL).
 * Optional LOGIN_EMAIL/LOGIN_PASSWORD sign in first. Pages: the arguments (paths), default the public ones. Writes .screenshots/<size>-<page>.png.
 * Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { carechoiceUrl } from '../server/cli/httpClient';

const baseUrl = carechoiceUrl();
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/forgot-password', '/create-account', '/terms-of-service', '/nope'];
const sizes = [
  { name: 'phone', width: 390, height: 844, isMobile: true, hasTouch: true },
  { name: 'desktop', width: 1440, height: 900, isMobile: false, hasTouch: false },
];
const out = '.screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, isMobile: size.isMobile, hasTouch: size.hasTouch });
    const page = await context.newPage();
    if (process.env.LOGIN_EMAIL && process.env.LOGIN_PASSWORD) {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(/^Email/).fill(process.env.LOGIN_EMAIL);
      await page.getByLabel(/^Password/).fill(process.env.LOGIN_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${baseUrl}/`);
    }
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      const file = `${out}/${size.name}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}.png`;
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(`${file}${overflow > 0 ? `  (scrolls sideways by ${overflow}px!)` : ''}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
