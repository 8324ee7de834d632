import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteName } from '../src/routePaths';
import { routeNameAt } from '../src/routeMatch';
import { isConsoleAddress } from '../src/machines/hospital/consolePaths';
import { CONSOLE_MODULES, ROUTE_MODULES } from '../src/routeModules';

/** What Vite's build manifest (`build.manifest`, dist/.vite/manifest.json) says of one chunk. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (distDir: string): Manifest | null => {
  const file = join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
};

/** A chunk and every chunk it imports statically, itself first, each once. */
function withStaticImports(manifest: Manifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]!);
}

/** The built files index.html itself loads: the entry, what it imports, and their stylesheets. */
export function firstLoadFiles(manifest: Manifest): { scripts: string[]; styles: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const chunks = withStaticImports(manifest, entries);
  return { scripts: chunks.map((chunk) => chunk.file), styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))] };
}

/** What a page shows: a route of the family's app, the hospital console, or neither (the app's not-found page). */
export type PageKind = RouteName | 'CONSOLE' | null;

/**
 * The built files a page needs beyond the first load: the chunks of its modules (ROUTE_MODULES, CONSOLE_MODULES),
 * what they import, and their stylesheets. The same files Vite's preload helper would otherwise add to the page, one
 * link at a time, in the middle of the app's start. `first`: the first load's files, when the caller has them.
 */
export function routeFiles(manifest: Manifest, kind: PageKind, first = firstLoadFiles(manifest)): { scripts: string[]; styles: string[] } {
  const modules = kind === 'CONSOLE' ? CONSOLE_MODULES : kind ? (ROUTE_MODULES[kind] ?? []) : [];
  const chunks = withStaticImports(manifest, modules);
  return {
    scripts: chunks.map((chunk) => chunk.file).filter((file) => !first.scripts.includes(file)),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !first.styles.includes(file)),
  };
}

/**
 * Links for index.html's head: module scripts preloaded (crossorigin, as module scripts are fetched), stylesheets
 * applied as they are by the preload helper, which sees them there and adds nothing.
 */
export function preloadLinks({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * What an address shows: the console for one under /hospital (as start.tsx decides), else the first route of the
 * table whose pattern matches (as the app's router, wouter, decides).
 */
export function routeAt(url: string): PageKind {
  const path = url.split(/[?#]/)[0] ?? '';
  if (isConsoleAddress(path)) return 'CONSOLE';
  return routeNameAt(path);
}
