import type { Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAS_BROWSER } from './support/browser';
import { familyPagesOnPhone, settled, type FamilyPagesOnPhone } from './support/familyPages';
import { FAMILY_PASSWORD } from './support/pages';
import type { RunningProduct } from './support/product';

/**
 * Each page the server sends names, in its head, every script and stylesheet its screen loads as it opens
 * (server/pagePreloads.ts with src/routeModules.ts), and nothing it does not load: the browser fetches them all at
 * once, and the app adds no link of its own while it draws. A screen that starts loading another module fails here
 * until the table names it.
 */
let phone: FamilyPagesOnPhone | undefined;
let product: RunningProduct;
let page: Page;
let paths: Record<string, string>;
let family: { email: string };

/** Notes whether the loader shown while a screen's code loads (FullScreenLoader) is ever in the page; a string: sent as it is. */
const LOADER_WATCH = `
  window.__loaderShown = false;
  new MutationObserver(() => {
    if (document.querySelector('#root [role="status"] .mantine-Loader-root')) window.__loaderShown = true;
  }).observe(document, { childList: true, subtree: true });
`;

const builtFiles = (urls: string[]) => [...new Set(urls.map((url) => new URL(url, product.baseUrl).pathname).filter((path) => /^\/assets\/.+\.(js|css)$/.test(path)))].sort();

/** Opens an address as a fresh page load; what its HTML names and what it loaded before it settled. */
async function open(path: string) {
  const response = await page.goto(`${product.baseUrl}${path}`);
  const html = await response!.text();
  await settled(page);
  expect(new URL(page.url()).pathname).toBe(path);
  const named = builtFiles([...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[1]!));
  const loaded = builtFiles(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
  return { notNamed: loaded.filter((file) => !named.includes(file)), notLoaded: named.filter((file) => !loaded.includes(file)), named };
}

beforeAll(async () => {
  if (!HAS_BROWSER) return;
  phone = await familyPagesOnPhone();
  ({ product, page, family, paths } = phone);
}, 120_000);

afterAll(() => phone?.close());

describe.skipIf(!HAS_BROWSER)('each page names the files its screen loads', () => {
  it.each(['/login', '/forgot-password', '/create-account', '/privacy-policy', '/hospital/login'])('%s, signed out', async (path) => {
    const { notNamed, notLoaded } = await open(path);
    expect({ notNamed, notLoaded }).toEqual({ notNamed: [], notLoaded: [] });
  });

  // React keeps a page's content back for 300 ms after a Suspense fallback was shown, however soon its code came.
  it.each(['/terms-of-service', '/privacy-policy', '/forgot-password'])('%s, loaded on demand, is drawn with the app, with no loader before it', async (path) => {
    await page.addInitScript(LOADER_WATCH);
    await open(path);
    expect(await page.evaluate(() => (window as unknown as { __loaderShown: boolean }).__loaderShown)).toBe(false);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).or(page.getByRole('heading', { level: 2 })).first().isVisible()).toBe(true);
  });

  it.each(['/login', '/hospital/login'])("%s draws in the theme's colours from the page's head, written once", async (path) => {
    await open(path);
    const theme = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      return {
        dimmed: root.getPropertyValue('--mantine-color-dimmed'),
        primaryHover: root.getPropertyValue('--mantine-primary-color-filled-hover'),
        login: getComputedStyle(document.querySelector('button[type="submit"]')!).backgroundColor,
        variableStyles: document.querySelectorAll('style[data-mantine-styles="true"]').length,
      };
    });
    // src/theme.ts: gray 7 for dimmed text, the deeper teal under the pointer, teal 9 buttons.
    expect(theme).toEqual({ dimmed: '#495057', primaryHover: '#066649', login: 'rgb(8, 127, 91)', variableStyles: 1 });
  });

  describe('signed in', () => {
    beforeAll(async () => {
      await page.goto(`${product.baseUrl}/login`);
      await page.getByLabel(/^Email/).fill(family.email);
      await page.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(`${product.baseUrl}/`);
    });

    it.each(['dashboard', 'option list', 'provider page', 'map', 'review', 'account', 'terms of service'])('%s', async (name) => {
      const { notNamed, notLoaded, named } = await open(paths[name]!);
      expect({ notNamed, notLoaded }).toEqual({ notNamed: [], notLoaded: [] });
      // More than the first load's own three files: the screen's chunk at least.
      expect(named.length).toBeGreaterThan(3);
    });

    // src/askPageDataEarly.ts: the page's first requests start while the app loads, not one after another once it is
    // drawn, and its machine takes those answers rather than asking again.
    it.each([
      ['dashboard', ['/choice/v1/hospital', '/choice/v1/option-lists?embed=options', '/choice/v1/patient', '/choice/v1/services']],
      ['option list', ['/choice/v1/hospital', '/choice/v1/option-lists/:id?embed=options,service']],
    ])('the %s asks for its data once, all at once, as the app loads', async (name, firstRequests) => {
      // What the page sent and what came back, in the order the browser saw it.
      const seen: string[] = [];
      const apiPath = (url: string) => {
        const { pathname, search } = new URL(url);
        return pathname.startsWith('/internal/app/') ? `${pathname.slice('/internal/app'.length)}${search}` : null;
      };
      const onRequest = (request: Request) => void (apiPath(request.url()) && seen.push(`sent ${apiPath(request.url())}`));
      const onResponse = (response: Response) => void (apiPath(response.url()) && seen.push(`answered ${apiPath(response.url())}`));
      page.on('request', onRequest);
      page.on('response', onResponse);
      try {
        await open(paths[name]!);
      } finally {
        page.off('request', onRequest);
        page.off('response', onResponse);
      }
      const listId = paths['option list']!.split('/').pop()!;
      const expected = firstRequests.map((path) => `sent ${path.replace(':id', listId)}`);
      // All sent before the first answer came: asked for together, not each once the one before it was answered.
      expect(seen.slice(0, expected.length).sort()).toEqual(expected);
      // Asked for once: the page's machine took what was asked for early.
      const sent = seen.filter((event) => event.startsWith('sent '));
      expect(sent.filter((event, index) => sent.indexOf(event) !== index)).toEqual([]);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    });
  });

  it('after logging in, the dashboard asks for its patient, lists, services and hospital together', async () => {
    const context = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      const tab = await context.newPage();
      await tab.goto(`${product.baseUrl}/login`);
      await tab.getByLabel(/^Email/).fill(family.email);
      await tab.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
      const seen: string[] = [];
      tab.on('request', (request) => void (request.url().includes('/internal/app/choice/') && seen.push(`sent ${new URL(request.url()).pathname}`)));
      tab.on('response', (response) => void (response.url().includes('/internal/app/choice/') && seen.push(`answered ${new URL(response.url()).pathname}`)));
      await tab.getByRole('button', { name: 'Login' }).click();
      await tab.waitForURL(`${product.baseUrl}/`);
      await expect.poll(() => seen.filter((event) => event.startsWith('answered')).length).toBeGreaterThanOrEqual(4);
      // All four out before the patient's answer came, where the lists used to wait for it.
      expect(seen.slice(0, 4).sort()).toEqual(['sent /internal/app/choice/v1/hospital', 'sent /internal/app/choice/v1/option-lists', 'sent /internal/app/choice/v1/patient', 'sent /internal/app/choice/v1/services']);
      const sent = seen.filter((event) => event.startsWith('sent '));
      expect(sent.filter((event, index) => sent.indexOf(event) !== index)).toEqual([]);
      await expect.poll(() => tab.getByRole('heading', { name: /^Choices for / }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('signed out, asks for no data before the login page', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const sent: string[] = [];
    const onRequest = (request: Request) => void (request.url().includes('/internal/app/choice/') && sent.push(request.url()));
    page.on('request', onRequest);
    try {
      await page.goto(`${product.baseUrl}/`);
      await page.waitForURL(`${product.baseUrl}/login`);
      await settled(page);
    } finally {
      page.off('request', onRequest);
    }
    expect(sent).toEqual([]);
  });
});
