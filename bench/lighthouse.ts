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
  /**
   * Lighthouse's benchmark index of this host (its own CPU test, median of the runs): its simulated throttling
   * multiplies what this CPU did, so blocking time scales with how fast the host is that day.
   */
  benchmarkIndex: number;
}

/**
 * Lighthouse's own failures to record a run, after which it says to run it again (seen here: NO_NAVSTART once in a
 * full bench). A page that really fails (no paint, an error page) fails every try.
 */
const TRIES_PER_RUN = 3;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One Lighthouse run of `url`, tried again when Lighthouse could not record it (TRIES_PER_RUN). The mobile preset
 * as it is, or with its CPU slowdown replaced (Lighthouse merges `throttling` into the preset's).
 */
async function recordRun(port: number, url: string, cpuSlowdownMultiplier?: number) {
  const throttling = cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {};
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true, ...throttling });
    const lhr = answer!.lhr;
    if (cpuSlowdownMultiplier && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error('Lighthouse did not take the CPU slowdown');
    if (!lhr.runtimeError) return lhr;
    if (attempt === TRIES_PER_RUN) throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${lhr.runtimeError.message}`);
    console.warn(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); trying again.`);
  }
}

/**
 * Issue 7, Lighthouse 12 with its default mobile preset (a throttled mid-range phone) against the production build
 * our server serves: the login page, then, logged in as `family` in the same browser profile, the dashboard and an
 * option list. Each page `runs` times; the figures are the medians. `cpuSlowdownMultiplier` replaces the preset's 4×
 * (bench/cpuCalibration.ts).
 */
export async function lighthouseBench(
  baseUrl: string,
  family: { email: string; password: string; optionListId: number },
  { runs = 3, cpuSlowdownMultiplier }: { runs?: number; cpuSlowdownMultiplier?: number } = {},
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
    const scores: { performance: number; accessibility: number; lcpMs: number; cls: number; tbtMs: number; benchmarkIndex: number }[] = [];
    for (let run = 0; run < runs; run++) {
      const lhr = await recordRun(port, `${baseUrl}${path}`, cpuSlowdownMultiplier);
      scores.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? Infinity,
        tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? Infinity,
        benchmarkIndex: lhr.environment.benchmarkIndex,
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
      benchmarkIndex: Math.round(pick('benchmarkIndex')),
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
