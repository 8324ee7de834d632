import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleSizes {
  /** Everything index.html loads before the first page can run: the entry and its static imports, gzipped bytes. */
  initialJs: number;
  initialCss: number;
  /** The lazily loaded chunk of the map route (Leaflet and the map screen), gzipped bytes. */
  mapJs: number;
  initialFiles: string[];
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Reads a Vite build (with `build.manifest`) and measures what the budgets of issue 7 are about. */
export function measureBundle(outDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('No index.html entry in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(entry);
  const chunks = [...seen].map((key) => manifest[key]!);
  const jsFiles = chunks.map((chunk) => chunk.file);
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const map = Object.values(manifest).find((chunk) => chunk.src?.endsWith('views/choice/MapScreen.tsx'));
  if (!map) throw new Error('No map screen chunk: is it still loaded lazily?');
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(join(outDir, file)), 0);
  return { initialJs: sum(jsFiles), initialCss: sum(cssFiles), mapJs: gzipped(join(outDir, map.file)), initialFiles: [...jsFiles, ...cssFiles] };
}
