import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, readManifest } from '../../server/pagePreloads';

export interface BundleSizes {
  /** Everything index.html loads before the first page can run: the entry and its static imports, gzipped bytes. */
  initialJs: number;
  initialCss: number;
  /** The lazily loaded chunk of the map route (Leaflet and the map screen), gzipped bytes. */
  mapJs: number;
  initialFiles: string[];
}

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Reads a Vite build (with `build.manifest`) and measures what the first load's budgets are about. */
export function measureBundle(outDir: string): BundleSizes {
  const manifest = readManifest(outDir);
  if (!manifest) throw new Error(`No build manifest in ${outDir}`);
  const { scripts: jsFiles, styles: cssFiles } = firstLoadFiles(manifest);
  const map = Object.values(manifest).find((chunk) => chunk.src?.endsWith('views/choice/MapScreen.tsx'));
  if (!map) throw new Error('No map screen chunk: is it still loaded lazily?');
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(join(outDir, file)), 0);
  return { initialJs: sum(jsFiles), initialCss: sum(cssFiles), mapJs: gzipped(join(outDir, map.file)), initialFiles: [...jsFiles, ...cssFiles] };
}
