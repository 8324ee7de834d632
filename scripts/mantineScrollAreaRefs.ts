import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../src/vendor/mergeRefs.ts', import.meta.url));

/**
 * Mantine's ScrollArea (in the first load, inside every Modal) imports one small hook, `useMergeRefs`, from
 * @floating-ui/react. That made the whole of Floating UI a module of the first load — the popovers of lazy screens
 * use the rest — about 8 KiB gzip that no first page runs. ScrollArea gets the same hook made of @mantine/hooks'
 * `useMergedRef` instead; every other importer keeps Floating UI. A workaround: docs/performance.md lists it with
 * its figure, and it goes when Mantine stops importing Floating UI there.
 */
export function mantineScrollAreaRefs(): Plugin {
  return {
    name: 'carechoice:mantine-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer?.includes('/@mantine/core/esm/components/ScrollArea/')) return SHIM;
      return null;
    },
  };
}
