import type { Page } from 'playwright-core';

/**
 * What a page does while it loads, measured deterministically (unlike times, which swing 2× on a shared host): the
 * JavaScript it runs, from Chromium's precise coverage, and the layout shifts it makes, from the browser's own
 * layout-shift entries. A change that adds work to every page, or makes a page jump, shows here as a number.
 */
export interface PageWork {
  /** Distinct functions that ran at least once. */
  functionsRun: number;
  /** Source bytes of the functions that ran (a function's bytes include those of functions nested in it). */
  bytesRun: number;
  /** Calls of those functions: work repeated (per render, per item) shows here and not in the two above. */
  calls: number;
  /** Every layout shift not caused by input: its score and what moved. */
  layoutShifts: { value: number; sources: string[] }[];
}

/**
 * Records layout shifts from the first paint on. A string, not a function: a function is sent as its source, and
 * the TypeScript loader adds helpers to nested functions that the page does not have.
 */
const RECORD_LAYOUT_SHIFTS = `
  window.__layoutShifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return String(node ? node.nodeName : 'a node no longer there');
    const label = node.getAttribute('aria-label') || (node.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    const className = typeof node.className === 'string' && node.className ? '.' + node.className.split(' ')[0] : '';
    return '<' + node.tagName.toLowerCase() + className + '> "' + label + '"';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__layoutShifts.push({ value: entry.value, sources: entry.sources.map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Records layout shifts on every page `page` loads from now on; call before its first navigation. */
export const recordLayoutShifts = (page: Page) => page.addInitScript(RECORD_LAYOUT_SHIFTS);

/** The layout shifts recorded since the page loaded (recordLayoutShifts). */
export const layoutShiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts?: PageWork['layoutShifts'] }).__layoutShifts ?? []);

/**
 * The work `load` makes the page do: coverage starts before it and is taken after it (`load` navigates and waits
 * for what the page should show). Counted over the product's own scripts only.
 */
export async function measurePageWork(page: Page, origin: string, load: () => Promise<void>): Promise<PageWork> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  try {
    await load();
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    let functionsRun = 0;
    let bytesRun = 0;
    let calls = 0;
    for (const script of result) {
      if (!script.url.startsWith(origin)) continue;
      for (const fn of script.functions) {
        const range = fn.ranges[0]!;
        // A script's top level spans the whole script: counted, its bytes would be the bytes loaded, not run.
        const topLevel = fn.functionName === '' && range.startOffset === 0;
        if (range.count === 0 || topLevel) continue;
        functionsRun++;
        bytesRun += range.endOffset - range.startOffset;
        calls += range.count;
      }
    }
    return { functionsRun, bytesRun, calls, layoutShifts: await layoutShiftsOf(page) };
  } finally {
    await cdp.send('Profiler.stopPreciseCoverage');
    await cdp.detach();
  }
}
