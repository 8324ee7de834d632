import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Debian's Chromium driven by playwright-core (TOOLCHAIN trap 5: never a downloaded browser): the whole browser for
 * the benchmarks, which measure what families' browsers do.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROME_PATH);

/**
 * What the browser tests drive: Debian's headless shell of the same Chromium (`chromium-headless-shell`, the build
 * Playwright itself runs headless tests in) when it is installed and CHROME_PATH names no other. It draws with the
 * same engine without the browser's window layers: four journeys took 36–39 s of CPU in Chromium instead of 53–66 s.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
const TEST_BROWSER_PATH = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROME_PATH);

/** Locally, without a Chromium, the browser suites are skipped loudly; in CI a missing browser is a failure. */
export const HAS_BROWSER = existsSync(TEST_BROWSER_PATH);
if (!HAS_BROWSER) {
  const message = `No Chromium at ${TEST_BROWSER_PATH} (apt-get install -y chromium-headless-shell, or set CHROME_PATH): the browser tests cannot run.`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n!!! ${message} They are SKIPPED.\n`);
}

export const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
] as const;
export type Size = (typeof SIZES)[number];

/** A Chromium of its own (by default the whole browser, as the benchmarks want). */
export function launchBrowser(executablePath = CHROME_PATH): Promise<Browser> {
  return chromium.launch({
    executablePath,
    // The headless shell is headless only, and has no other mode to choose.
    args: [...(executablePath.includes('headless-shell') ? [] : ['--headless=new']), '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let launched: Promise<Browser> | undefined;

/**
 * The Chromium that the browser-test files of one worker open their tabs in (they share the worker's modules:
 * vitest.config.ts). Launching one per file cost about a second of both cores each time. A tab's context keeps its
 * cookies and storage to itself, so no file sees another's; each file closes the contexts it opens, and the browser
 * ends with the worker (a browser that crashed is launched again).
 */
export function sharedBrowser(): Promise<Browser> {
  launched ??= launchBrowser(TEST_BROWSER_PATH).then((browser) => {
    browser.on('disconnected', () => (launched = undefined));
    return browser;
  });
  return launched;
}

/**
 * Where every screen's screenshot goes (printed at the end of the run; not committed): E2E_SCREENSHOTS, or a fresh
 * folder. In CI, where no one opens them, none are taken unless E2E_SCREENSHOTS asks: encoding a PNG took 116 ms a
 * screen, a tenth of the choice journey.
 */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS ?? (process.env.CI ? null : mkdtempSync(join(tmpdir(), 'carechoice-screens-')));
if (SCREENSHOT_DIR) mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Saves what the page shows as `name`.png for people to look at, when screenshots are kept. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Where the screenshots went, for the end of a file's output. */
export const screenshotsKept = (): string => (SCREENSHOT_DIR ? `screenshots in ${SCREENSHOT_DIR}` : 'no screenshots (CI; set E2E_SCREENSHOTS to keep them)');

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * A browser tab that records what must never happen: uncaught page errors, Content-Security-Policy violations, and
 * failed requests other than map tiles (the machine is offline; the map must work without them).
 */
export async function openTab(browser: Browser, size: Size): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.hasTouch });
  const page = await context.newPage();
  const problems: string[] = [];
  const isTile = (url: string) => /tile|openstreetmap/i.test(url);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // The SPA runs under its Content-Security-Policy without a single violation (Chromium reports each
  // as a console error: "Refused to load/execute/apply … because it violates the following Content Security Policy").
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(`CSP violation: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the last page still loaded; that is not a failure the family sees.
    if (!isTile(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !isTile(response.url())) problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { context, page, problems };
}

/** Page slides, drawers and fading toasts: colours are judged once nothing is half transparent. */
const settle = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 10_000 });

/**
 * What every screen must pass: axe (WCAG 2.1 A and AA) with no serious or critical violation, no sideways scrolling
 * on a phone, and a screenshot for people to look at (saveScreenshot).
 */
export async function checkScreen(page: Page, size: Size, screen: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await settle(page);
  await saveScreenshot(page, `${size.name}-${screen}`);
  // Evaluated by the test driver, not added as an inline <script>: the product's Content-Security-Policy (rightly)
  // refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // A toast whose time is up may start to fade after the screen settled, and its text is then judged half
  // transparent: when anything moved during the run, the screen is judged again once all is still.
  let violations: AxeViolation[] = [];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const run = (await page.evaluate(async () => {
      const moving = () => document.getAnimations().some((animation) => animation.playState === 'running');
      let moved = moving();
      const noteMovement = () => (moved = true);
      document.addEventListener('transitionstart', noteMovement, true);
      document.addEventListener('animationstart', noteMovement, true);
      try {
        const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
          // Every violation with all its elements, and one example of each pass (axe's own speed option): describing
          // every element that passed took a third of each run.
          resultTypes: ['violations'],
        });
        return { violations: result.violations, moved: moved || moving() };
      } finally {
        document.removeEventListener('transitionstart', noteMovement, true);
        document.removeEventListener('animationstart', noteMovement, true);
      }
    })) as { violations: AxeViolation[]; moved: boolean };
    violations = run.violations;
    if (!run.moved) break;
    await settle(page);
  }
  const describe = (violation: AxeViolation) =>
    `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
      .map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
      .join('; ')})`;
  const minor = violations.filter((violation) => violation.impact !== 'serious' && violation.impact !== 'critical');
  if (minor.length) console.warn(`axe on ${size.name} ${screen}:\n  ${minor.map(describe).join('\n  ')}`);
  expect(violations.filter((violation) => !minor.includes(violation)).map(describe), `axe on ${size.name} ${screen}`).toEqual([]);
  if (size.name === 'phone') {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `sideways scrolling on ${screen}`).toBeLessThanOrEqual(0);
  }
}

/**
 * checkScreen at every size, the tab resized in place and then put back: one journey stands for the same journey at
 * each size, at a third of the time. The journey itself runs at `journeySize` (a phone for families). No screen
 * reads the width once and keeps it (no hover or pointer queries; layouts follow matchMedia), so a screen resized
 * is the screen drawn at that size; the width sweep (widths.e2e) resizes the same way across 11 widths. `also`
 * checks what a screen shows at one size and not another.
 */
export async function checkScreenAtEverySize(
  page: Page,
  journeySize: Size,
  screen: string,
  { sizes = SIZES, also }: { sizes?: readonly Size[]; also?: (size: Size) => Promise<void> } = {},
): Promise<void> {
  for (const size of [journeySize, ...sizes.filter((other) => other.name !== journeySize.name)]) {
    if (size !== journeySize) await page.setViewportSize(size.viewport);
    await checkScreen(page, size, screen);
    await also?.(size);
  }
  await page.setViewportSize(journeySize.viewport);
  await settle(page);
}
