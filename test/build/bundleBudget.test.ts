import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import filePlugin from '@size-limit/file';
import sizeLimit from 'size-limit';
import { build } from 'vite';
import { webAppBuildIsStale } from '../../server/cli/webAppBuild';
import { measureBundle, type BundleSizes } from '../support/bundleSizes';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The budgets for the first load, gzipped: families open CareChoice on old phones over hospital Wi-Fi. Sizes of
 * a build are deterministic, so this may be a test; speed itself is measured by `npm run bench`.
 */
const require = createRequire(import.meta.url);
const KiB = 1024;
const BUDGET = { initialJs: 150 * KiB, initialCss: 14 * KiB, mapJs: 50 * KiB };

let outDir = '';
let builtHere = false;
let sizes: BundleSizes;

beforeAll(async () => {
  // The build `npm test` made beside the linter (or the browser tests' set-up) is measured when it is up to date, the
  // same build of the same configuration: building it again took this file 14 s of a core.
  if (webAppBuildIsStale()) {
    outDir = mkdtempSync(join(tmpdir(), 'carechoice-bundle-'));
    builtHere = true;
    // Vitest runs with NODE_ENV=test, which would make this a development build of React.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      // The project's own build settings (vite.config.ts); the manifest is what measures.
      await build({ mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  } else {
    outDir = resolve('dist');
  }
  sizes = measureBundle(outDir);
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
  console.log(`first load: JavaScript ${kib(sizes.initialJs)}, CSS ${kib(sizes.initialCss)}; map chunk ${kib(sizes.mapJs)} (gzip)`);
});
afterAll(() => {
  if (builtHere) rmSync(outDir, { recursive: true, force: true });
});

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

describe('bundle budgets', () => {
  it('loads at most 150 KiB of JavaScript before the login page runs', () => {
    expect(sizes.initialJs).toBeLessThanOrEqual(BUDGET.initialJs);
  });

  it('loads at most 14 KiB of CSS first', () => {
    expect(sizes.initialCss).toBeLessThanOrEqual(BUDGET.initialCss);
  });

  it("has Mantine's sheets once each, the first stylesheet's in Mantine's own order, the others beside their code", () => {
    const read = (file: string) => readFileSync(file, 'utf8');
    const stylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
    const mantineOrder = read(require.resolve('@mantine/core/styles.css'));
    /** A class only each component's sheet defines (Mantine's hashed names are fixed per release), read once. */
    const classes = new Map(readdirSync(stylesDir).map((file) => [file.replace(/\.css$/, ''), /\.m_[0-9a-f]{8}/.exec(read(join(stylesDir, file)))?.[0]]));
    const classOf = (component: string) => classes.get(component);
    const first = sizes.initialFiles.filter((file) => file.endsWith('.css')).map((file) => read(join(outDir, file))).join('\n');
    const sheets = [...filesUnder(outDir)].filter((file) => file.endsWith('.css')).map(read);
    // A component's rules must come after those of the building blocks it is made of, which they override.
    const inFirst = [...classes.keys()]
      .filter((component) => classOf(component) && first.includes(classOf(component)!))
      .sort((a, b) => first.indexOf(classOf(a)!) - first.indexOf(classOf(b)!));
    expect(inFirst).toEqual(expect.arrayContaining(['UnstyledButton', 'Button', 'Input', 'PasswordInput', 'Text', 'Anchor', 'Modal', 'Popover', 'Combobox']));
    expect(inFirst).toEqual([...inFirst].sort((a, b) => mantineOrder.indexOf(classOf(a)!) - mantineOrder.indexOf(classOf(b)!)));
    for (const later of ['Drawer', 'Notification', 'Table', 'SegmentedControl', 'Pagination']) {
      expect(first, later).not.toContain(classOf(later));
      expect(sheets.filter((sheet) => sheet.includes(classOf(later)!)), later).toHaveLength(1);
    }
  });

  it("ships no rule of the dark colour scheme, which the product never shows", () => {
    const styles = [...filesUnder(outDir)].filter((file) => /\.(css|html)$/.test(file));
    expect(styles.length).toBeGreaterThan(10);
    const dark = styles.filter((file) => /data-mantine-color-scheme=["']?dark/.test(readFileSync(file, 'utf8')));
    expect(dark.map((file) => relative(outDir, file))).toEqual([]);
  });

  it('keeps the map in its own chunk of at most 50 KiB, with Leaflet and the players out of the first load', () => {
    expect(sizes.mapJs).toBeLessThanOrEqual(BUDGET.mapJs);
    const first = sizes.initialFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    const inFirstLoad = (marker: string) => first.includes(marker);
    // Strings only the code of Leaflet, the video players and Embla (the sliders) contains.
    expect(['leaflet-container', 'youtube-nocookie.com', 'slidesInView'].filter(inFirstLoad)).toEqual([]);
  });

  it('keeps the modal stack and the toast containers out of the first load, until the first modal or toast', () => {
    const first = sizes.initialFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    // @mantine/modals' window events, and the scroll lock of Mantine's Modal and Notifications (react-remove-scroll).
    expect(['mantine-modals', 'right-scroll-bar-position'].filter((marker) => first.includes(marker))).toEqual([]);
  });

  it('keeps the hospital console out of the first load, in chunks of its own', () => {
    const first = sizes.initialFiles.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    // Words only the console shows.
    expect(['Hospital staff login', 'Search by name'].filter((marker) => first.includes(marker))).toEqual([]);
    const chunks = [...filesUnder(join(outDir, 'assets'))].filter((file) => file.endsWith('.js') && !sizes.initialFiles.includes(relative(outDir, file)));
    expect(chunks.some((file) => readFileSync(file, 'utf8').includes('Hospital staff login'))).toBe(true);
  });

  it('loads in index.html exactly what it measures', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const loaded = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    expect(loaded.sort()).toEqual([...sizes.initialFiles].sort());
  });

  it("carries the theme's CSS variables in the page's head, after the stylesheet whose defaults they override", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = [...head.matchAll(/<style data-mantine-styles="true">([^<]*)<\/style>/g)].map((match) => match[1]!);
    expect(styles).toHaveLength(1);
    // src/theme.ts's accessible colours (cssVariablesResolver) and primary colour, as Mantine writes them.
    expect(styles[0]).toContain('--mantine-color-dimmed: #495057;');
    expect(styles[0]).toContain('--mantine-primary-color-filled-hover: #066649;');
    expect(styles[0]).toContain('--mantine-primary-color-filled: var(--mantine-color-teal-filled);');
    expect(head.indexOf('<style data-mantine-styles')).toBeGreaterThan(head.indexOf('rel="stylesheet"'));
    // The apps' providers no longer write them at each start.
    const app = sizes.initialFiles.filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    expect(app).toContain('withCssVariables:!1');
  });
});

/**
 * Each route chunk's budget, raw and compressed, kept in .size-limit.json (`npx size-limit` reads it after
 * `npm run build`) and measured here by size-limit's own file plugin on this test's build.
 */
describe('route chunk budgets (.size-limit.json)', () => {
  interface Check {
    name: string;
    path: string[];
    limit: string;
    gzip?: boolean;
    brotli?: boolean;
  }
  const checks = JSON.parse(readFileSync('.size-limit.json', 'utf8')) as Check[];
  const limitBytes = (limit: string) => {
    const [, amount, unit] = /^([\d.]+) (KiB|B)$/.exec(limit) ?? [];
    if (!amount) throw new Error(`.size-limit.json: write limits as "N KiB", not "${limit}"`);
    return Number(amount) * (unit === 'KiB' ? KiB : 1);
  };
  /** The one built file a pattern names (dist/assets/app-*.js): a pattern that names none would measure nothing. */
  const builtFile = (pattern: string) => {
    const [, folder, prefix, suffix] = /^dist\/(.+)\/([^/*]+)\*([^/*]+)$/.exec(pattern) ?? [];
    if (!folder) throw new Error(`.size-limit.json: a path is dist/<folder>/<name>-*.<ext>, not ${pattern}`);
    // The star stands for the build's 8-character content hash.
    const named = (file: string) => file.startsWith(prefix!) && file.endsWith(suffix!) && /^[\w-]{8}$/.test(file.slice(prefix!.length, -suffix!.length));
    const matches = readdirSync(join(outDir, folder)).filter(named);
    expect(matches, pattern).toHaveLength(1);
    return join(outDir, folder, matches[0]!);
  };

  it.each(checks.map((check) => [check.name, check] as const))('%s', async (_name, check) => {
    const files = check.path.map(builtFile);
    // size-limit's own types call plugins functions; they are the objects its CLI loads (as @size-limit/file is).
    const plugins = filePlugin as unknown as Parameters<typeof sizeLimit>[0];
    const [{ size }] = (await sizeLimit(plugins, { checks: [{ files, gzip: check.gzip, brotli: check.brotli }] })) as [{ size: number }];
    expect(size).toBeLessThanOrEqual(limitBytes(check.limit));
  });
});

describe('delivery of the build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ DIST_DIR: outDir });
  });
  afterAll(() => server?.close());

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends hashed assets precompressed (brotli, else gzip, else plain) and cached for a year, immutable', async () => {
    for (const file of sizes.initialFiles) {
      const plain = readFileSync(join(outDir, file));
      const brotli = await get(`/${file}`, 'gzip, deflate, br');
      expect(brotli.headers['content-encoding'], file).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).equals(plain)).toBe(true);
      // Made at build time with the best settings, not per request.
      expect(brotli.rawPayload.equals(readFileSync(join(outDir, `${file}.br`)))).toBe(true);

      const gzip = await get(`/${file}`, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);

      const identity = await get(`/${file}`);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.rawPayload.equals(plain)).toBe(true);
    }
  });

  it('publishes no source maps: none built, none referenced, none served', async () => {
    const built = [...filesUnder(outDir)].map((file) => relative(outDir, file));
    expect(built.filter((file) => /\.map(\.(br|gz))?$/.test(file))).toEqual([]);
    const code = built.filter((file) => /\.(js|css)$/.test(file));
    expect(code.length).toBeGreaterThan(0);
    expect(code.filter((file) => readFileSync(join(outDir, file), 'utf8').includes('sourceMappingURL'))).toEqual([]);
    for (const file of code) {
      const response = await get(`/${file}.map`);
      expect(response.statusCode, file).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });

  it("keeps the build's manifest, which names the source files, to the server", async () => {
    expect(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')).toContain('src/views/choice/ChoiceFlow.tsx');
    for (const path of ['/.vite/manifest.json', '/.vite/manifest.json.br', '/%2Evite/manifest.json']) expect((await get(path, 'br')).statusCode, path).toBe(404);
  });

  it("names the route's files and writes the client's settings as they are, whatever characters they hold", async () => {
    const tiles = "https://tiles.example/$&/$'/$1/</script><b>{z}/{x}/{y}.png";
    const odd = await startTestServer({ DIST_DIR: outDir, MAP_TILE_URL: tiles });
    try {
      const html = (await odd.app.inject({ method: 'GET', url: '/choice/option-list/7' })).body;
      const settings = /<script id="carechoice-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(settings!).mapTileUrl).toBe(tiles);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/ChoiceFlow-[\w-]{8}\.js">/);
    } finally {
      await odd.close();
    }
  }, 30_000);

  it('never lets a cache keep index.html, so a new release is seen at once', async () => {
    for (const page of ['/', '/login', '/choice/dashboard']) {
      const response = await get(page, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], page).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});
