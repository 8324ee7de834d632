/**
 * `npm run bench -- --against <commit> [--runs N]`: this checkout and another commit, side by side, in one run. On
 * this shared host absolute times swing 2× from one hour to the next, so a speed claim is a ratio of two builds
 * measured in turns: the other commit is checked out in a git worktree, both are started (production build, demo +
 * 300-provider list, a database each), and their family figures are measured alternately, `runs` times each. Each
 * figure is printed for both with its median, spread (lowest–highest) and the ratio of the medians.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../test/e2e/support/browser';
import { startProduct, type RunningProduct } from '../test/e2e/support/product';
import { INTERACTION_ROUNDS, measureInteractions, openLargeList } from './interaction';
import { FAMILY_PASSWORD, largeListFamily, type LargeList } from './largeList';
import { lighthouseBench, median } from './lighthouse';

const LIST_SIZE = 300;
/** The option list Lighthouse loads: the demo's largest, as the main bench does. */
const DEMO_LIST_SIZE = 18;

interface Side {
  name: string;
  product: RunningProduct;
  largeList: LargeList;
  demoList: LargeList;
  /** Every figure's values, one per run. */
  figures: Map<string, number[]>;
}

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/**
 * A worktree of `commit` beside this checkout's dependencies: linked when its package-lock.json is this one's,
 * installed with `npm ci` when it differs (an older commit may pin other versions).
 */
function checkOut(commit: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'carechoice-against-'));
  git('worktree', 'add', '--detach', '--force', dir, commit);
  const sameLock = readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8');
  if (sameLock) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'), 'dir');
  else execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
  return {
    dir,
    remove: () => {
      git('worktree', 'remove', '--force', dir);
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startSide(name: string, cwd: string): Promise<Side> {
  const product = await startProduct({ DEMO_LARGE_LIST: String(LIST_SIZE), LOG_LEVEL: 'warn' }, cwd);
  const largeList = await largeListFamily(product.baseUrl, LIST_SIZE);
  const demoList = await largeListFamily(product.baseUrl, DEMO_LIST_SIZE);
  return { name, product, largeList, demoList, figures: new Map() };
}

const record = (side: Side, figure: string, value: number) => side.figures.set(figure, [...(side.figures.get(figure) ?? []), value]);

/** One run of the family figures against one side: Lighthouse's three pages once, then the four interactions. */
async function measureOnce(side: Side): Promise<void> {
  const family = { email: side.demoList.email, password: FAMILY_PASSWORD, optionListId: side.demoList.optionListId };
  for (const page of await lighthouseBench(side.product.baseUrl, family, { runs: 1 })) {
    record(side, `TBT, ${page.page} (ms)`, page.tbtMs);
    record(side, `LCP, ${page.page} (ms)`, page.lcpMs);
    record(side, `CLS, ${page.page}`, page.cls);
    record(side, `Lighthouse performance, ${page.page}`, page.performance);
    record(side, `TBT, ${page.page}, reference phone (ms)`, page.phone.tbtMs);
  }
  const browser = await launchBrowser();
  try {
    const { page } = await openLargeList(browser, side.product.baseUrl, side.largeList);
    for (const result of await measureInteractions(page, INTERACTION_ROUNDS)) record(side, `${result.name}, p95 (ms)`, result.p95);
  } finally {
    await browser.close();
  }
}

const spread = (values: number[]) => `${Math.min(...values)}–${Math.max(...values)}`;

export async function benchAgainst(commit: string, runs: number): Promise<void> {
  const other = git('rev-parse', '--short', commit);
  const here = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '+changes' : ''}`;
  console.log(`Side by side: this checkout (${here}) and ${other}, ${runs} alternating runs each…`);
  const worktree = checkOut(commit);
  const sides: Side[] = [];
  try {
    sides.push(await startSide(here, '.'), await startSide(other, worktree.dir));
    for (let run = 1; run <= runs; run++) {
      // Alternating which goes first, so neither always runs on a host warmed (or tired) by the other.
      for (const side of run % 2 ? sides : [...sides].reverse()) {
        console.log(`run ${run}/${runs}: ${side.name}`);
        await measureOnce(side);
      }
    }
    const [mine, theirs] = sides as [Side, Side];
    // Labels that are not integer-like: console.table puts integer-like keys (an all-digit short hash) first.
    const [a, b] = [`this (${here})`, `other (${other})`];
    console.table(
      [...mine.figures.keys()].map((figure) => {
        const values = mine.figures.get(figure)!;
        const others = theirs.figures.get(figure) ?? [];
        const ratio = median(others) ? median(values) / median(others) : NaN;
        return {
          figure,
          [a]: median(values),
          [`${a} spread`]: spread(values),
          [b]: median(others),
          [`${b} spread`]: spread(others),
          'ratio this/other': Number.isFinite(ratio) ? Number(ratio.toFixed(2)) : '–',
        };
      }),
    );
  } finally {
    await Promise.all(sides.map((side) => side.product.stop()));
    worktree.remove();
  }
}
