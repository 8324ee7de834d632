// @ts-check
/**
 * `npm start`: runs the server (server/cli/start.ts) bundled by esbuild, with its dependencies, into one JavaScript
 * file, so production starts without a TypeScript loader compiling ~100 modules (a warm start 2.8 s → 1.6 s)
 * and without Node finding, reading and wrapping ~650 package modules one by one (1.6 → 1.3 s).
 * The bundle is remade when one of our files it was made from, package-lock.json (the dependencies) or this launcher
 * is newer than it. Plain JavaScript because it must run before anything can compile TypeScript; type-checked all
 * the same.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { URL, fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The server, and the worker its pool renders choice records in (server/pdf/recordPdfPool.ts), which finds it beside. */
const ENTRIES = { start: 'server/cli/start.ts', recordPdfWorker: 'server/pdf/recordPdfWorker.ts' };
/** Outside dist/, which is served to browsers: the server's code is not public. */
const OUT_DIR = join(ROOT, 'dist-server');
const BUNDLE = join(OUT_DIR, 'start.mjs');
const BUNDLES = Object.keys(ENTRIES).map((name) => join(OUT_DIR, `${name}.mjs`));
/** Our files the bundle was made from (esbuild's metafile), to know when it is stale. */
const INPUTS = join(OUT_DIR, 'inputs.json');

/** @param {string} path */
const modifiedAt = (path) => (existsSync(path) ? statSync(path).mtimeMs : Infinity);

function bundleIsStale() {
  if (BUNDLES.some((bundle) => !existsSync(bundle)) || !existsSync(INPUTS)) return true;
  const builtAt = statSync(BUNDLE).mtimeMs;
  /** @type {string[]} */
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  const sources = [fileURLToPath(import.meta.url), join(ROOT, 'package-lock.json'), ...inputs.map((input) => join(ROOT, input))];
  return sources.some((path) => modifiedAt(path) > builtAt);
}

async function buildBundle() {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [
      // Loads its WebAssembly and data files from beside its own modules.
      '@electric-sql/pglite',
      '@electric-sql/pglite/*',
      // Only when the web app must be (re)built (start.ts).
      'vite',
      // Optional native binding that pg tries to load.
      'pg-native',
      // Only with SMTP_URL (mail.ts imports it then).
      'nodemailer',
      // Reads its fonts' metrics from files beside its own modules; loaded with the first choice record asked for.
      'pdfkit',
      // PDFKit's font engine: the record's fonts (server/pdf/recordFonts.ts) read coverage and metrics with the same copy.
      'fontkit',
      // Starts its threads from its own worker module, beside its own files.
      'piscina',
      // Fastify's JSON-schema compilers: no route declares a schema (requests are checked with superstruct), so
      // app.ts tells Fastify not to load them; left out, ~1 MB less to parse at each start.
      '@fastify/ajv-compiler',
      '@fastify/fast-json-stringify-compiler',
    ],
    // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  if (result.outputFiles.length !== BUNDLES.length) throw new Error('esbuild wrote no bundle');
  mkdirSync(OUT_DIR, { recursive: true });
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules/'))));
  // Written aside and renamed, the server last: two servers starting at once never run a half-written bundle.
  const serverLast = [...result.outputFiles.filter((output) => output.path !== BUNDLE), ...result.outputFiles.filter((output) => output.path === BUNDLE)];
  for (const output of serverLast) {
    const partial = `${output.path}.${process.pid}`;
    writeFileSync(partial, output.contents);
    renameSync(partial, output.path);
  }
}

if (bundleIsStale()) await buildBundle();
await import(pathToFileURL(BUNDLE).href);
