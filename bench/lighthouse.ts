import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROME_PATH } from '../test/e2e/support/browser';
import { calibratedCpuSlowdown } from './cpuCalibration';

/** A page's figures, medians of its runs. */
export interface PageFigures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

export interface LighthouseResult extends PageFigures {
  page: string;
  accessibility: number;
  /** Every run's performance score, the median above. */
  runs: number[];
  /**
   * Lighthouse's benchmark index of this host (its own CPU test, median of the runs): its simulated throttling
   * multiplies what this CPU did, so blocking time scales with how fast the host is that day.
   */
  benchmarkIndex: number;
  /**
   * The same runs on Lighthouse's reference mid-tier phone: each run's trace simulated again with the CPU slowdown
   * its own benchmark index calls for (bench/cpuCalibration.ts), so an hour when the host is slow is measured with a
   * smaller slowdown, as it should be.
   */
  phone: PageFigures & { slowdowns: number[] };
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

const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true };

/**
 * One Lighthouse run of `url` (the mobile preset), audited twice: as the preset has it (4×), then on the reference
 * phone. Lighthouse's throttling is simulated after the page has loaded at the host's own speed, so the second audit
 * needs no second load: the run's saved artifacts are audited again with the slowdown its benchmark index calls for.
 * Lighthouse refuses settings that differ between gathering and auditing, as they would for what the gathering
 * itself uses (screen emulation, say); the CPU slowdown is used only by the audit's simulation, so the saved
 * settings are given the new slowdown too. Tried again when Lighthouse could not record the run (TRIES_PER_RUN).
 */
async function recordRun(port: number, url: string): Promise<{ preset: Result; phone: Result }> {
  for (let attempt = 1; ; attempt++) {
    const saved = mkdtempSync(join(tmpdir(), 'carechoice-lighthouse-run-'));
    try {
      const preset = (await lighthouse(url, { port, ...FLAGS, gatherMode: saved, auditMode: saved }))!.lhr;
      if (preset.runtimeError) {
        if (attempt === TRIES_PER_RUN) throw new Error(`Lighthouse failed on ${url} ${attempt} times: ${preset.runtimeError.message}`);
        console.warn(`Lighthouse could not record ${url} (${preset.runtimeError.code}); trying again.`);
        continue;
      }
      const cpuSlowdownMultiplier = Number(calibratedCpuSlowdown(preset.environment.benchmarkIndex).toFixed(1));
      const artifactsFile = join(saved, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const phone = (await lighthouse(undefined, { port, ...FLAGS, auditMode: saved, throttling: { cpuSlowdownMultiplier } }))!.lhr;
      if (phone.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error('Lighthouse did not take the CPU slowdown');
      return { preset, phone };
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  }
}

const figuresOf = (lhr: Result): PageFigures => ({
  performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
  lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? Infinity,
  cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? Infinity,
  tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? Infinity,
});

const medianFigures = (runs: PageFigures[]): PageFigures => {
  const pick = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return { performance: pick('performance'), lcpMs: Math.round(pick('lcpMs')), cls: Number(pick('cls').toFixed(3)), tbtMs: Math.round(pick('tbtMs')) };
};

/**
 * Lighthouse 12 with its default mobile preset (a throttled mid-range phone) against the production build
 * our server serves: the login page, then, logged in as `family` in the same browser profile, the dashboard and an
 * option list. Each page `runs` times; the figures are the medians, as the preset has them and on the reference phone.
 */
export async function lighthouseBench(
  baseUrl: string,
  family: { email: string; password: string; optionListId: number },
  { runs = 3 }: { runs?: number } = {},
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
    const recorded: { preset: Result; phone: Result }[] = [];
    for (let run = 0; run < runs; run++) recorded.push(await recordRun(port, `${baseUrl}${path}`));
    const presets = recorded.map(({ preset }) => figuresOf(preset));
    results.push({
      page,
      ...medianFigures(presets),
      accessibility: median(recorded.map(({ preset }) => Math.round((preset.categories.accessibility!.score ?? 0) * 100))),
      runs: presets.map((figures) => figures.performance),
      benchmarkIndex: Math.round(median(recorded.map(({ preset }) => preset.environment.benchmarkIndex))),
      phone: {
        ...medianFigures(recorded.map(({ phone }) => figuresOf(phone))),
        slowdowns: recorded.map(({ phone }) => phone.configSettings.throttling.cpuSlowdownMultiplier!),
      },
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
