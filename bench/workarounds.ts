/**
 * Does each performance workaround still buy something? (docs/performance.md lists them with the figures
 * this measures.) Build A is the app as it is; each variant B is the same sources with one workaround taken out by a
 * minimal patch (VARIANTS below: plain string replacements that must each match exactly as often as said, so a
 * patch that no longer fits the code fails loudly instead of measuring nothing).
 *
 *   npx tsx bench/workarounds.ts build               builds A and every variant, each in its own copy of the sources
 *   npx tsx bench/workarounds.ts measure [options]   serves them all and measures, interleaved
 *   npx tsx bench/workarounds.ts report FILE.json…   the tables again from one or more measurements' results
 *
 * Options of `measure`: --runs N (rotations, default 5), --until HH:MM (local time: no rotation starts that would end
 * after it), --only a,b (those variants, A always), --rounds N (interactions per kind per run, default 10),
 * --slowdown N (Lighthouse's CPU slowdown; by default the calibrated one of this host as it is that day,
 * bench/cpuCalibration.ts, from three preset runs on A's dashboard before the rest).
 *
 * Blocking time: Lighthouse 12's mobile preset with the CPU slowdown replaced (at the preset's own 4× a fast host's
 * TBT is ~0), on the pages each workaround is for: the login page, the dashboard, the demo-sized option list
 * (18 providers, what `npm run bench` loads) and the 300-provider one. Interactions: bench/interaction.ts's four on
 * the 300-provider list at 4× slowdown, `--rounds` each per run, on a tab per build kept open between runs.
 * Every server is started first, from one database made once and copied, and stopped (SIGSTOP) while another build is
 * measured; Lighthouse gets a browser per run on a profile kept per build and page (warm caches, its session cookies
 * given back). Each rotation measures A and each variant once per page, in turn (reversed every other rotation), so
 * a machine that gets slower or faster as the runs go moves A and B alike. Before each rotation, it waits (up to
 * 30 s) for the 1-minute load to be ≤ 2.5 (the runs themselves keep it near 3 on 2 cores).
 * Results go to bench-results/workarounds-<time>.json after every run, so a run cut short keeps what it measured.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROME_PATH, launchBrowser } from '../test/e2e/support/browser';
import { startProduct, type RunningProduct } from '../test/e2e/support/product';
import { measureBundle } from '../test/support/bundleSizes';
import { calibratedCpuSlowdown } from './cpuCalibration';
import { measureInteractions, openLargeList } from './interaction';
import { FAMILY_PASSWORD, largeListFamily } from './largeList';
import { EVERY_PAGE, VARIANTS, type PageName, type Variant } from './workaroundVariants';

const A: Variant = { name: 'A', removes: 'nothing: the app as it is', patch: [], pages: [...EVERY_PAGE, 'list300'], interactions: true };
const WORK_DIR = process.env.WORKAROUNDS_DIR ?? join(tmpdir(), 'carechoice-workarounds');
/** What a copy needs to be built: vite.config.ts imports scripts/precompress.ts. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json', 'scripts'];
const distOf = (variant: Variant) => join(WORK_DIR, variant.name, 'dist');

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

/** `variant` applied to a copy of the sources, built there with the project's own vite.config.ts. */
function build(variant: Variant): void {
  const dir = join(WORK_DIR, variant.name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const source of SOURCES) cpSync(source, join(dir, source), { recursive: true });
  symlinkSync(realpathSync('node_modules'), join(dir, 'node_modules'));
  for (const { file, from, to, times = 1 } of variant.patch) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const found = text.split(from).length - 1;
    if (found !== times) throw new Error(`${variant.name}: ${file} has ${found} of ${JSON.stringify(from)}, not ${times}: the patch no longer fits`);
    writeFileSync(path, text.replaceAll(from, to));
  }
  const vite = realpathSync('node_modules/vite/bin/vite.js');
  // Niced: built while others may be measuring.
  const built = spawnSync('nice', ['-n', '19', process.execPath, vite, 'build', '--manifest', '--logLevel', 'warn'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`${variant.name}: vite build failed`);
  const { stdout: head } = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
  writeFileSync(join(dir, 'built-from.txt'), `${head.trim()}\n${JSON.stringify(variant.patch)}\n`);
}

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

// ---------------------------------------------------------------------------------------------------------------
// Statistics

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** A small seeded generator, so a report made again from the same results says the same. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Two-sided permutation test of the difference of medians: how often relabelling the runs at random gives a
 * difference at least as large as the one measured. Few runs, ties (TBT 0, the 16 ms floor of Event Timing) and no
 * assumption about the spread's shape: a permutation test fits all three.
 */
function permutationP(a: number[], b: number[], statistic = median, permutations = 20_000): number {
  const observed = Math.abs(statistic(b) - statistic(a));
  const all = [...a, ...b];
  const next = random(20);
  let asLarge = 0;
  for (let i = 0; i < permutations; i++) {
    for (let j = all.length - 1; j > 0; j--) {
      const k = Math.floor(next() * (j + 1));
      [all[j], all[k]] = [all[k]!, all[j]!];
    }
    if (Math.abs(statistic(all.slice(a.length)) - statistic(all.slice(0, a.length))) >= observed - 1e-9) asLarge++;
  }
  return (asLarge + 1) / (permutations + 1);
}

interface Comparison {
  variant: string;
  metric: string;
  a: number[];
  b: number[];
  medianA: number;
  medianB: number;
  /** B − A: what taking the workaround out costs (positive: the workaround buys this much). */
  buys: number;
  p: number;
  verdict: 'buys' | 'no gain beyond noise' | 'costs' | 'too few runs';
}

/** Ways of choosing k of n. */
const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k);

/**
 * `statistic` (the median of runs; for interactions, the p95 of all their samples) of A and B, and whether B differs
 * beyond noise. With so few runs that even a complete separation could not reach p < 0.05 (2 / C(nA + nB, nA)), it
 * says so instead of calling it noise.
 */
function compare(variant: string, metric: string, a: number[], b: number[], statistic = median): Comparison {
  const medianA = statistic(a);
  const medianB = statistic(b);
  const p = permutationP(a, b, statistic);
  const testable = 2 / choose(a.length + b.length, a.length) < 0.05;
  const verdict = !testable ? 'too few runs' : p >= 0.05 ? 'no gain beyond noise' : medianB > medianA ? 'buys' : 'costs';
  return { variant, metric, a, b, medianA, medianB, buys: medianB - medianA, p, verdict };
}

const spread = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

// ---------------------------------------------------------------------------------------------------------------
// Results

interface LighthouseRun {
  build: string;
  page: PageName;
  rotation: number;
  tbtMs: number;
  lcpMs: number;
  benchmarkIndex: number;
  load: number;
  at: string;
}

interface InteractionRun {
  build: string;
  rotation: number;
  /** Per interaction, its samples in this run (ms, input to next paint). */
  samples: Record<string, number[]>;
  load: number;
  at: string;
}

interface Results {
  startedAt: string;
  host: string;
  head: string;
  slowdown: number;
  rounds: number;
  builds: { name: string; removes: string; initialJsKiB: number; initialCssKiB: number }[];
  lighthouse: LighthouseRun[];
  interactions: InteractionRun[];
  finishedAt?: string;
  /** Minutes spent measuring, from the first run to the last. */
  minutes?: number;
}

function comparisons(results: Results): Comparison[] {
  const out: Comparison[] = [];
  for (const variant of VARIANTS) {
    if (!results.builds.some((built) => built.name === variant.name)) continue;
    for (const page of variant.pages) {
      // Only the rotations in which both were measured on this page: A's runs alongside this B's.
      const rotations = new Set(results.lighthouse.filter((run) => run.build === variant.name && run.page === page).map((run) => run.rotation));
      const tbt = (build: string) => results.lighthouse.filter((run) => run.build === build && run.page === page && rotations.has(run.rotation)).map((run) => run.tbtMs);
      if (rotations.size) out.push(compare(variant.name, `TBT ${page} (ms, ${results.slowdown}×)`, tbt('A'), tbt(variant.name)));
    }
    if (variant.interactions) {
      const rotations = new Set(results.interactions.filter((run) => run.build === variant.name).map((run) => run.rotation));
      const runs = (build: string) => results.interactions.filter((run) => run.build === build && rotations.has(run.rotation));
      const kinds = Object.keys(runs('A')[0]?.samples ?? {});
      // The p95 of every sample of the runs (a run has only a few rounds of each), tested on the samples.
      for (const kind of kinds) {
        const pooled = (build: string) => runs(build).flatMap((run) => run.samples[kind]!);
        if (rotations.size) out.push(compare(variant.name, `${kind} p95 (ms, 4×, samples)`, pooled('A'), pooled(variant.name), p95));
      }
    }
  }
  return out;
}

function report(results: Results): string {
  const lines = [
    `Head ${results.head.slice(0, 7)}; ${results.host}; Lighthouse CPU slowdown ${results.slowdown}×; interactions ${results.rounds} rounds per kind per run; ` +
      `${results.startedAt} → ${results.finishedAt ?? '(unfinished)'}${results.minutes ? ` (${results.minutes} min)` : ''}.`,
    '',
    '| build | removes | first-load JS KiB gz | first-load CSS KiB gz |',
    '|---|---|---|---|',
    ...results.builds.map((built) => `| ${built.name} | ${built.removes} | ${built.initialJsKiB} | ${built.initialCssKiB} |`),
    '',
    '| variant (B) | metric | A (range) | B (range) | runs or samples A/B | B − A | p | verdict |',
    '|---|---|---|---|---|---|---|---|',
    ...comparisons(results).map(
      (c) =>
        `| ${c.variant} | ${c.metric} | ${Math.round(c.medianA)} (${spread(c.a)}) | ${Math.round(c.medianB)} (${spread(c.b)}) | ${c.a.length}/${c.b.length} | ` +
        `${c.buys > 0 ? '+' : ''}${Math.round(c.buys)} | ${c.p.toFixed(3)} | ${c.verdict} |`,
    ),
  ];
  const pooled = [...new Set(results.interactions.map((run) => run.build))].map((build) => {
    const runs = results.interactions.filter((run) => run.build === build);
    const kinds = Object.keys(runs[0]?.samples ?? {});
    return `${build}: ${kinds.map((kind) => `${kind} ${p95(runs.flatMap((run) => run.samples[kind]!))}`).join(', ')} (${runs.length} runs)`;
  });
  if (pooled.length) lines.push('', 'Interactions, p95 of all samples pooled (ms):', ...pooled.map((line) => `- ${line}`));
  const indexes = results.lighthouse.map((run) => run.benchmarkIndex);
  const loads = [...results.lighthouse, ...results.interactions].map((run) => run.load);
  if (indexes.length) {
    lines.push('', `Lighthouse benchmark index over the runs: median ${Math.round(median(indexes))} (${spread(indexes)}); 1-minute load before each page's turn ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}.`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring

const CHROME_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
let nextPort = 9400 + Math.floor(Math.random() * 400);

/**
 * A Lighthouse browser profile of one build and page kind: its own folder (so its HTTP and code caches stay warm
 * between runs) and the cookies it is logged in with. A browser is started on it for each run and closed after, so
 * no browser idles between runs; session cookies do not outlive a browser, so they are kept here and given back.
 */
interface Profile {
  dir: string;
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
}

async function withProfile<T>(profile: Profile, use: (context: BrowserContext, port: number) => Promise<T>): Promise<T> {
  const port = nextPort++;
  mkdirSync(profile.dir, { recursive: true });
  const context = await chromium.launchPersistentContext(profile.dir, { executablePath: CHROME_PATH, args: [...CHROME_ARGS, `--remote-debugging-port=${port}`] });
  try {
    if (profile.cookies.length) await context.addCookies(profile.cookies);
    const value = await use(context, port);
    profile.cookies = await context.cookies();
    return value;
  } finally {
    await context.close();
  }
}

async function logIn(context: BrowserContext, baseUrl: string, email: string, then: (tab: Page) => Promise<void>): Promise<void> {
  const tab = context.pages()[0] ?? (await context.newPage());
  await tab.goto(`${baseUrl}/login`);
  await tab.getByLabel(/^Email/).fill(email);
  await tab.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
  await tab.getByRole('button', { name: 'Login' }).click();
  await tab.waitForURL(`${baseUrl}/`);
  await tab.getByText('Patient Services').first().waitFor();
  await then(tab);
  // Nothing left running in it between Lighthouse's runs.
  await tab.goto('about:blank');
}

/**
 * A measurement runs longer than the server keeps an idle session (30 min), and a page load does not extend it: each
 * signed-in run first refreshes its profile's session, as the app would 60 s before the expiry (a run on a session
 * gone ended at the login page, and a 37-minute measurement lost its last rotation that way).
 */
async function keepSignedIn(context: BrowserContext, baseUrl: string): Promise<void> {
  const xsrf = (await context.cookies(baseUrl)).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  if (!xsrf) throw new Error(`No session to keep at ${baseUrl}`);
  const answer = await context.request.post(`${baseUrl}/internal/app/auth/v1/refresh`, { headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } });
  if (!answer.ok()) throw new Error(`Refreshing the session at ${baseUrl}: ${answer.status()}`);
}

/** One Lighthouse run, the mobile preset with its CPU slowdown replaced by `cpuSlowdownMultiplier` (if any). */
async function lighthouseRun(port: number, url: string, cpuSlowdownMultiplier: number | undefined) {
  for (let attempt = 1; ; attempt++) {
    const answer = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['total-blocking-time', 'largest-contentful-paint'],
      disableStorageReset: true,
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    } as Parameters<typeof lighthouse>[1]);
    const lhr = answer!.lhr;
    if (cpuSlowdownMultiplier && lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdownMultiplier) throw new Error('Lighthouse did not take the CPU slowdown');
    // Sent to the login page (a session gone), it would measure the wrong page.
    if (!lhr.runtimeError && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended at ${lhr.finalDisplayedUrl}`);
    if (!lhr.runtimeError) {
      return {
        tbtMs: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? NaN),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? NaN),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      };
    }
    if (attempt === 3) throw new Error(`Lighthouse failed on ${url} 3 times: ${lhr.runtimeError.message}`);
    console.warn(`Lighthouse could not record ${url} (${lhr.runtimeError.code}); trying again.`);
  }
}

/**
 * Idle servers are stopped (SIGSTOP) while another is measured, and no Lighthouse browser idles between runs: in a
 * first attempt 16 servers and ~30 browsers idling took ~1.5 % of a core each, a third of this 2-core machine.
 */
const pause = (pid: number) => process.kill(pid, 'SIGSTOP');
async function resume(pid: number): Promise<void> {
  process.kill(pid, 'SIGCONT');
  // Its timers that came due while stopped run now, not in the measurement.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function waitForQuiet(): Promise<number> {
  const started = Date.now();
  while (loadavg()[0]! > 2.5 && Date.now() - started < 30_000) {
    console.log(`  1-minute load ${loadavg()[0]!.toFixed(2)} > 2.5: waiting`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return Number(loadavg()[0]!.toFixed(2));
}

function deadline(): number {
  const until = argument('until');
  if (!until) return Infinity;
  const [hours, minutes] = until.split(':').map(Number);
  const at = new Date();
  at.setHours(hours!, minutes!, 0, 0);
  return at.getTime();
}

async function measure(): Promise<void> {
  const only = argument('only')?.split(',');
  const variants = VARIANTS.filter((variant) => !only || only.includes(variant.name));
  const builds = [A, ...variants];
  for (const built of builds) if (!existsSync(join(distOf(built), 'index.html'))) throw new Error(`No build of ${built.name}: run bench/workarounds.ts build first`);
  const rotationsWanted = Number(argument('runs') ?? 5);
  let slowdown = Number(argument('slowdown') ?? 0);
  const rounds = Number(argument('rounds') ?? 10);
  const until = deadline();
  mkdirSync('bench-results', { recursive: true });
  const file = resolve('bench-results', `workarounds-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const results: Results = {
    startedAt: new Date().toISOString(),
    host: `${cpus().length} CPUs (${cpus()[0]?.model.trim()}), Node ${process.version}`,
    head: spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
    slowdown,
    rounds,
    builds: builds.map((built) => {
      const sizes = measureBundle(distOf(built));
      return { name: built.name, removes: built.removes, initialJsKiB: kib(sizes.initialJs), initialCssKiB: kib(sizes.initialCss) };
    }),
    lighthouse: [],
    interactions: [],
  };
  const save = () => writeFileSync(file, JSON.stringify(results, null, 2));

  // One database, made once with the families both lists need, copied for every server.
  const dataDir = join(WORK_DIR, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const seedDir = join(dataDir, 'seed');
  const creating = await startProduct({ DEMO_LARGE_LIST: '300', LOG_LEVEL: 'warn', DATA_DIR: seedDir, DIST_DIR: distOf(A) });
  const small = await largeListFamily(creating.baseUrl, 18);
  const large = await largeListFamily(creating.baseUrl, 300);
  await creating.stop();

  const products = new Map<string, RunningProduct>();
  const browsers: Browser[] = [];
  const profiles = new Map<string, Partial<Record<PageName, Profile>>>();
  const interactionTabs = new Map<string, Page>();
  const started = Date.now();
  let firstRunAt = 0;
  // Stopped by a signal, the servers (some of them stopped with SIGSTOP) are ended all the same.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const product of products.values()) {
        process.kill(product.pid, 'SIGCONT');
        process.kill(product.pid, 'SIGTERM');
      }
      process.exit(130);
    });
  }
  try {
    console.log(`Starting ${builds.length} servers and their browsers…`);
    rmSync(join(WORK_DIR, 'profiles'), { recursive: true, force: true });
    for (const built of builds) {
      const ownData = join(dataDir, built.name);
      cpSync(seedDir, ownData, { recursive: true });
      const product = await startProduct({ DEMO_LARGE_LIST: '300', LOG_LEVEL: 'warn', DATA_DIR: ownData, DIST_DIR: distOf(built) });
      products.set(built.name, product);
      const base = product.baseUrl;
      const own: Partial<Record<PageName, Profile>> = {};
      const profile = (kind: string): Profile => ({ dir: join(WORK_DIR, 'profiles', `${built.name}-${kind}`), cookies: [] });
      // A first, cold load of its files in each profile: every measured run is a warm one.
      if (built.pages.includes('login')) {
        own.login = profile('anonymous');
        await withProfile(own.login, async (context) => {
          const tab = context.pages()[0] ?? (await context.newPage());
          await tab.goto(`${base}/login`);
          await tab.getByLabel(/^Email/).waitFor();
        });
      }
      if (built.pages.includes('dashboard') || built.pages.includes('list')) {
        own.dashboard = own.list = profile('small');
        await withProfile(own.list, (context) =>
          logIn(context, base, small.email, async (tab) => {
            await tab.goto(`${base}/choice/option-list/${small.optionListId}`);
            await tab.getByText(`${small.providerIds.length} providers`).waitFor({ timeout: 30_000 });
          }),
        );
      }
      if (built.pages.includes('list300')) {
        own.list300 = profile('large');
        await withProfile(own.list300, (context) =>
          logIn(context, base, large.email, async (tab) => {
            await tab.goto(`${base}/choice/option-list/${large.optionListId}`);
            await tab.getByText(`${large.providerIds.length} providers`).waitFor({ timeout: 30_000 });
          }),
        );
      }
      profiles.set(built.name, own);
      if (built.interactions) {
        const browser = await launchBrowser();
        browsers.push(browser);
        interactionTabs.set(built.name, (await openLargeList(browser, base, large)).page);
      }
      pause(product.pid);
      console.log(`  ${built.name}: ${base}`);
    }
    console.log(`Ready in ${Math.round((Date.now() - started) / 1000)} s. Results: ${file}`);

    const pageUrl = (page: PageName, base: string) =>
      page === 'login' ? `${base}/login` : page === 'dashboard' ? `${base}/` : `${base}/choice/option-list/${page === 'list' ? small.optionListId : large.optionListId}`;
    if (!slowdown) {
      // As npm run bench does: the slowdown that makes this host, as it is today, Lighthouse's reference phone. A
      // fixed 13× (yesterday's calibrated figure) on a host half as fast amplified every millisecond of noise.
      const server = products.get('A')!;
      await resume(server.pid);
      const indexes: number[] = [];
      for (let run = 0; run < 3; run++) {
        indexes.push((await withProfile(profiles.get('A')!.dashboard!, (_context, port) => lighthouseRun(port, pageUrl('dashboard', server.baseUrl), undefined))).benchmarkIndex);
      }
      pause(server.pid);
      slowdown = Number(calibratedCpuSlowdown(median(indexes)).toFixed(1));
      results.slowdown = slowdown;
      console.log(`Benchmark index ${median(indexes)} (${indexes.join(', ')}): CPU slowdown ${slowdown}×.`);
    }
    let rotationMs = 0;
    for (let rotation = 1; rotation <= rotationsWanted; rotation++) {
      if (Date.now() + rotationMs > until) {
        console.log(`Stopping before rotation ${rotation}: it would end after --until.`);
        break;
      }
      const rotationStarted = Date.now();
      firstRunAt ||= rotationStarted;
      const order = (list: Variant[]) => (rotation % 2 ? list : [...list].reverse());
      // The runs themselves keep the load near 3 on 2 cores: waited for once a rotation, for others' load to pass.
      const load = await waitForQuiet();
      for (const page of ['login', 'dashboard', 'list', 'list300'] as PageName[]) {
        const here = builds.filter((built) => built.pages.includes(page));
        if (here.length < 2) continue;
        for (const built of order(here)) {
          const server = products.get(built.name)!;
          await resume(server.pid);
          const url = pageUrl(page, server.baseUrl);
          const run = await withProfile(profiles.get(built.name)![page]!, async (context, port) => {
            if (page !== 'login') await keepSignedIn(context, server.baseUrl);
            return lighthouseRun(port, url, slowdown);
          }).finally(() => pause(server.pid));
          results.lighthouse.push({ build: built.name, page, rotation, ...run, load, at: new Date().toISOString() });
          console.log(`  rotation ${rotation}, ${page}, ${built.name}: TBT ${run.tbtMs} ms (benchmark index ${run.benchmarkIndex})`);
          save();
        }
      }
      const interacting = builds.filter((built) => built.interactions);
      if (interacting.length > 1) {
        for (const built of order(interacting)) {
          const server = products.get(built.name)!;
          await resume(server.pid);
          const measured = await measureInteractions(interactionTabs.get(built.name)!, rounds).finally(() => pause(server.pid));
          results.interactions.push({
            build: built.name,
            rotation,
            samples: Object.fromEntries(measured.map((result) => [result.name, result.samples])),
            load,
            at: new Date().toISOString(),
          });
          console.log(`  rotation ${rotation}, interactions, ${built.name}: ${measured.map((result) => `${result.name} p95 ${result.p95}`).join(', ')}`);
          save();
        }
      }
      rotationMs = Date.now() - rotationStarted;
      console.log(`Rotation ${rotation} took ${Math.round(rotationMs / 1000)} s.`);
    }
  } finally {
    results.finishedAt = new Date().toISOString();
    if (firstRunAt) results.minutes = Math.round((Date.now() - firstRunAt) / 60_000);
    save();
    for (const product of products.values()) process.kill(product.pid, 'SIGCONT');
    for (const browser of browsers) await browser.close().catch(() => undefined);
    for (const product of products.values()) await product.stop();
  }
  console.log(report(results));
}

const command = process.argv[2];
if (command === 'build') {
  const only = argument('only')?.split(',');
  for (const variant of [A, ...VARIANTS].filter((variant) => !only || variant.name === 'A' || only.includes(variant.name))) {
    const started = Date.now();
    build(variant);
    const sizes = measureBundle(distOf(variant));
    console.log(`${variant.name}: built in ${Math.round((Date.now() - started) / 1000)} s, first load JS ${kib(sizes.initialJs)} KiB, CSS ${kib(sizes.initialCss)} KiB (gzip)`);
  }
} else if (command === 'measure') {
  await measure();
} else if (command === 'report' && process.argv[3]) {
  // Several files: their runs together, each file's rotations kept apart (A is compared with the B of its own runs).
  const files = process.argv.slice(3).map((path) => JSON.parse(readFileSync(path, 'utf8')) as Results);
  const merged: Results = {
    ...files.at(-1)!,
    startedAt: files.map((file) => file.startedAt).join(', '),
    minutes: files.reduce((sum, file) => sum + (file.minutes ?? 0), 0),
    lighthouse: files.flatMap((file, index) => file.lighthouse.map((run) => ({ ...run, rotation: index * 1000 + run.rotation }))),
    interactions: files.flatMap((file, index) => file.interactions.map((run) => ({ ...run, rotation: index * 1000 + run.rotation }))),
  };
  console.log(report(merged));
} else {
  console.error('Usage: npx tsx bench/workarounds.ts build [--only a,b] | measure [--runs N] [--until HH:MM] [--only a,b] [--slowdown N] [--rounds N] | report FILE.json');
  process.exit(2);
}
