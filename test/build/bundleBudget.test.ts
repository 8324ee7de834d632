import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { measureBundle, type BundleSizes } from '../support/bundleSizes';

/**
 * Issue 7 budgets for the first load, gzipped: families open CareChoice on old phones over hospital Wi-Fi. Sizes of
 * a build are deterministic, so this may be a test; speed itself is measured by `npm run bench`.
 */
const KiB = 1024;
const BUDGET = { initialJs: 170 * KiB, initialCss: 30 * KiB, mapJs: 50 * KiB };

let outDir = '';
let sizes: BundleSizes;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'carechoice-bundle-'));
  // Vitest runs with NODE_ENV=test, which would make this a development build of React.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'silent', build: { outDir, manifest: true, sourcemap: false, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  sizes = measureBundle(outDir);
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  console.log(`first load: JavaScript ${kib(sizes.initialJs)}, CSS ${kib(sizes.initialCss)}; map chunk ${kib(sizes.mapJs)} (gzip)`);
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('bundle budgets', () => {
  it('loads at most 170 KiB of JavaScript before the login page runs', () => {
    expect(sizes.initialJs).toBeLessThanOrEqual(BUDGET.initialJs);
  });

  it('loads at most 30 KiB of CSS first', () => {
    expect(sizes.initialCss).toBeLessThanOrEqual(BUDGET.initialCss);
  });

  it('keeps the map in its own chunk of at most 50 KiB, with Leaflet and the players out of the first load', () => {
    expect(sizes.mapJs).toBeLessThanOrEqual(BUDGET.mapJs);
    const first = sizes.initialFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    const inFirstLoad = (marker: string) => first.includes(marker);
    // Strings only the code of Leaflet, the video players and Embla (the sliders) contains.
    expect(['leaflet-container', 'youtube-nocookie.com', 'slidesInView'].filter(inFirstLoad)).toEqual([]);
  });

  it('loads in index.html exactly what it measures', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(loaded.sort()).toEqual([...sizes.initialFiles].sort());
  });
});
