/**
 * `npx tsx bench/longTasks.ts [address] [--cpu N] [--loads N] [--min ms]`: what each long task of a family page's load
 * is made of. Lighthouse says how much blocking time a page has, not which code makes it; this says it task by task.
 *
 * This checkout is built with source maps into a folder of its own (the product's `dist` never ships them), started
 * on it, and the page loaded as the bench's family (logged in, its 18-provider list; `:list` in the address stands
 * for that list's id). Each load is traced with Chromium's CPU profiler inside the trace, and every main-thread task
 * of at least `--min` ms (at the host's own speed unless `--cpu` slows it) is printed with the trace's events in it
 * (script, style, layout, paint) and the source functions that ran longest in it, read through the source maps.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../test/e2e/support/browser';
import { startProduct } from '../test/e2e/support/product';
import { FAMILY_PASSWORD, largeListFamily } from './largeList';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { data?: Record<string, any> };
}

const option = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1]! : fallback);
const address = process.argv[2]?.startsWith('/') ? process.argv[2] : '/';
const cpuSlowdown = Number(option('--cpu', '1'));
const loads = Number(option('--loads', '2'));
const minTaskMs = Number(option('--min', '5'));

/** The trace events that say what kind of work a task did. */
const WORK = new Set(['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'v8.evaluateModule', 'v8.compile', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'MinorGC', 'MajorGC']);

const sourceMaps = new Map<string, TraceMap | null>();
/** `file function` of a script position, through the build's source maps. */
function sourceOf(distDir: string, url: string, line: number, column: number): string {
  if (!sourceMaps.has(url)) {
    try {
      sourceMaps.set(url, new TraceMap(readFileSync(join(distDir, new URL(url).pathname + '.map'), 'utf8')));
    } catch {
      sourceMaps.set(url, null);
    }
  }
  const map = sourceMaps.get(url);
  if (!map) return url.replace(/.*\//, '');
  const position = originalPositionFor(map, { line: line + 1, column });
  const file = (position.source ?? '?').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
  return position.name ? `${file} ${position.name}` : file;
}

/** The renderer's main thread: the thread that ran the page's scripts and layouts. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const counts = new Map<string, number>();
  for (const event of events) if (event.name === 'FunctionCall' || event.name === 'Layout') counts.set(`${event.pid}:${event.tid}`, (counts.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const [pid, tid] = [...counts].sort((a, b) => b[1] - a[1])[0]![0].split(':').map(Number);
  return { pid: pid!, tid: tid! };
}

/** The CPU profile Chromium wrote into the trace: each sample's time and leaf frame. */
function samplesOf(events: TraceEvent[], pid: number): { times: number[]; frames: { url: string; lineNumber: number; columnNumber: number; functionName: string }[] } {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid);
  const nodes = new Map<number, { callFrame: { url: string; lineNumber: number; columnNumber: number; functionName: string } }>();
  const times: number[] = [];
  const leafIds: number[] = [];
  let time: number = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile?.id)) {
    const data = chunk.args!.data!;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples: number[] = data.cpuProfile?.samples ?? [];
    samples.forEach((sample, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      times.push(time);
      leafIds.push(sample);
    });
  }
  return { times, frames: leafIds.map((id) => nodes.get(id)?.callFrame ?? { url: '', lineNumber: 0, columnNumber: 0, functionName: '(unknown)' }) };
}

const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');

async function traceLoad(context: BrowserContext, url: string, distDir: string): Promise<void> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,disabled-by-default-v8.cpu_profiler', transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'load' });
  // What follows the load event (its requests' answers, the page drawn with them) is part of what a user waits for.
  await page.waitForTimeout(2_500 * cpuSlowdown);
  await cdp.send('Tracing.end');
  await complete;
  const main = mainThread(events);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  // Times from the first contentful paint: blocking time counts only the tasks after it.
  const paint = events.find((event) => event.pid === main.pid && event.name === 'firstContentfulPaint');
  const since = (ts: number) => ((ts - (paint?.ts ?? onMain[0]!.ts)) / 1000).toFixed(0);
  console.log(`${await page.title()}: ${await page.evaluate(() => document.querySelectorAll('*').length)} elements${paint ? '' : ', no contentful paint found (times from the first event)'}`);
  const samples = samplesOf(events, main.pid);
  for (const task of onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= minTaskMs * 1000).sort((a, b) => a.ts - b.ts)) {
    const end = task.ts + task.dur!;
    const work = new Map<string, number>();
    for (const event of onMain) {
      if (event.ph !== 'X' || !WORK.has(event.name) || event.ts < task.ts || event.ts + (event.dur ?? 0) > end) continue;
      work.set(event.name, (work.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const functions = new Map<string, number>();
    samples.times.forEach((time, index) => {
      if (time < task.ts || time >= end) return;
      const frame = samples.frames[index]!;
      if (frame.functionName === '(idle)') return;
      const name = frame.url ? sourceOf(distDir, frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName;
      functions.set(name, (functions.get(name) ?? 0) + ((samples.times[index + 1] ?? time) - time) / 1000);
    });
    console.log(`  ${since(task.ts)} ms after the paint, ${(task.dur! / 1000).toFixed(1)} ms: ${top(work, 6)}`);
    if (functions.size) console.log(`      ${top(functions, 8)}`);
  }
  await page.close();
}

const distDir = mkdtempSync(join(tmpdir(), 'carechoice-long-tasks-'));
execFileSync('npx', ['vite', 'build', '--sourcemap', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
const product = await startProduct({ DEMO_LARGE_LIST: '300', LOG_LEVEL: 'warn', DIST_DIR: distDir });
const browser = await launchBrowser();
try {
  const family = await largeListFamily(product.baseUrl, 18);
  // Lighthouse's mobile screen.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (address !== '/login') {
    const tab = await context.newPage();
    await tab.goto(`${product.baseUrl}/login`);
    await tab.getByLabel(/^Email/).fill(family.email);
    await tab.getByLabel(/^Password/).fill(FAMILY_PASSWORD);
    await tab.getByRole('button', { name: 'Login' }).click();
    await tab.waitForURL(`${product.baseUrl}/`);
  }
  for (let load = 0; load < loads; load++) await traceLoad(context, `${product.baseUrl}${address.replace(':list', String(family.optionListId))}`, distDir);
} finally {
  await browser.close();
  await product.stop();
  rmSync(distDir, { recursive: true, force: true });
}
