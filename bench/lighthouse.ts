import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROME_PATH } from '../test/e2e/support/browser';

export interface LighthouseResult {
  page: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Every run's performance score, the median above. */
  runs: number[];
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 7, Lighthouse 12 with its default mobile preset (a throttled mid-range phone) against the production build
 * our server serves: the login page, then, logged in as `family` in the same browser profile, the dashboard and an
 * option list. Each page `runs` times; the figures are the medians.
 */
export async function lighthouseBench(
  baseUrl: string,
  family: { email: string; password: string; optionListId: number },
  runs = 3,
): Promise<LighthouseResult[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'carechoice-lighthouse-'));
  // A persistent profile: Lighthouse's tabs share its cookies and storage, so the logged-in pages stay logged in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', `--remote-debugging-port=${port}`],
  });
  const results: LighthouseResult[] = [];
  const audit = async (page: string, path: string) => {
    const scores: { performance: number; accessibility: number; lcpMs: number; cls: number; tbtMs: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const answer = await lighthouse(`${baseUrl}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true,
      });
      const lhr = answer!.lhr;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
      scores.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? Infinity,
        tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? Infinity,
      });
    }
    const pick = (key: keyof (typeof scores)[number]) => median(scores.map((score) => score[key]));
    results.push({
      page,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      lcpMs: Math.round(pick('lcpMs')),
      cls: Number(pick('cls').toFixed(3)),
      tbtMs: Math.round(pick('tbtMs')),
      runs: scores.map((score) => score.performance),
    });
  };
  try {
    await audit('login page', '/login');
    const tab = context.pages()[0] ?? (await context.newPage());
    await tab.goto(`${baseUrl}/login`);
    await tab.getByLabel(/^Email/).fill(family.email);
    await tab.getByLabel(/^Password/).fill(family.password);
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL(`${baseUrl}/`);
    await tab.getByText('Patient Services').first().waitFor();
    await audit('dashboard', '/');
    await audit('option list', `/choice/option-list/${family.optionListId}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
